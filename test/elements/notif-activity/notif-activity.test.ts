import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { toDateInput } from '../../../src/elements/notif-activity/filters.js';
import type { ActivityNotification, ListNotificationsQuery } from '../../../src/api/types.js';
import '../../../src/entries/activity.js';
import type { NotifActivity } from '../../../src/elements/notif-activity/notif-activity.js';
import type { NotifActivityDetail } from '../../../src/elements/notif-activity-detail/notif-activity-detail.js';
import '../../../src/entries/provider.js';
import { DEMO_IDS } from 'notif-local-api';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';
import { HOSTILE_TRANSACTION, triggerHostileMessage } from '../../support/hostile-message.js';
import { expectAccessible } from '../../support/accessible.js';
import { has, requireCapability } from '../../support/capabilities.js';
import { resizeViewport } from '../../support/viewport.js';

const LIST = /^\/v1\/notifications$/;
const TOKEN = 'local-dashboard-token';
const DETAIL = /^\/v1\/notifications\/[^/]+$/;

interface Mounted {
  el: NotifActivity;
  api: InProcessApi;
}

async function mount(
  options: { api?: InProcessApi; filters?: string; pageSize?: number; auth?: 'key' | 'token' | 'none' } = {},
): Promise<Mounted> {
  const api = options.api ?? inProcessApi();
  const auth = options.auth ?? 'token';
  const el = await fixture<NotifActivity>(
    html`<notif-activity
      base-url=${uniqueBaseUrl()}
      api-key=${auth === 'key' ? DEV_KEY : ''}
      token=${auth === 'token' ? TOKEN : ''}
      filters=${options.filters ?? ''}
      page-size=${options.pageSize ?? 10}
      .fetch=${api.fetch}
    ></notif-activity>`,
  );
  return { el, api };
}

function part(el: HTMLElement, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

function rows(el: NotifActivity): HTMLTableRowElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLTableRowElement>('[part~="row"]')];
}

function rowIds(el: NotifActivity): string[] {
  return rows(el).map((row) => row.dataset.id!);
}

function control<T extends HTMLElement = HTMLInputElement>(el: NotifActivity, name: string): T {
  return el.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
}

/**
 * The list requests of the element. It signs in with the session token, so its requests are told apart from those
 * of `api.client` (API key), which the tests make to learn what the service answers.
 */
function listRequests(api: InProcessApi) {
  return api.sent('GET', LIST).filter((request) => request.headers.authorization === `Bearer ${TOKEN}`);
}

/** Waits for the list request number `count` to be answered and shown. */
async function shown(el: NotifActivity, api: InProcessApi, count: number): Promise<void> {
  await waitFor(() => listRequests(api).length >= count);
  await waitFor(() => part(el, 'loading') === null);
  await el.updateComplete;
}

async function apply(el: NotifActivity): Promise<void> {
  part(el, 'apply')!.click();
  await el.updateComplete;
}

/** The checkboxes of a filter of several values (channels, severity). */
function boxes(el: NotifActivity, name: string): HTMLInputElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)];
}

function checkValues(el: NotifActivity, name: string, values: string[]): void {
  for (const box of boxes(el, name)) box.checked = values.includes(box.value);
}

function checkedValues(el: NotifActivity, name: string): string[] {
  return boxes(el, name)
    .filter((box) => box.checked)
    .map((box) => box.value);
}

function detailOf(el: NotifActivity): NotifActivityDetail | null {
  return el.shadowRoot!.querySelector('notif-activity-detail');
}

async function expectRowsOf(
  el: NotifActivity,
  api: InProcessApi,
  query: ListNotificationsQuery,
): Promise<ActivityNotification[]> {
  const expected = await api.client.listNotifications(query);
  expect(rowIds(el)).to.deep.equal(expected.data.map((event) => event._id));
  return expected.data;
}

describe('<notif-activity>', () => {
  afterEach(() => {
    if (location.hash) history.replaceState(null, '', `${location.pathname}${location.search}`);
  });

  it('lists the first page of events as table rows, newest first, as the client lists them', async () => {
    const { el, api } = await mount({ auth: 'key' });
    await waitFor(() => rows(el).length > 0);
    expect(api.requests).to.have.length(1);
    expect(api.requests[0]!.path).to.equal('/v1/notifications');
    expect(api.requests[0]!.search).to.equal('?page=0&limit=10');
    expect(api.requests[0]!.headers.authorization).to.equal(`ApiKey ${DEV_KEY}`);
    const events = await expectRowsOf(el, api, { page: 0, limit: 10 });
    expect(events).to.have.length(10);
    const first = rows(el)[0]!;
    expect(first.getAttribute('role')).to.equal('row');
    expect(first.cells[1]!.textContent).to.contain(events[0]!.template!.name);
    expect(first.cells[1]!.textContent).to.contain(events[0]!.transactionId);
    expect(first.querySelector('time')!.getAttribute('datetime')).to.equal(
      new Date(events[0]!.createdAt!).toISOString(),
    );
    expect(part(el, 'page-status')!.textContent!.trim()).to.equal('Page 1, events 1 to 10');
  });

  it('has a table with column headers, a caption and one Tab stop for its rows', async () => {
    const { el, api } = await mount();
    await shown(el, api, 1);
    const table = el.shadowRoot!.querySelector('table')!;
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.map((th) => th.textContent!.trim())).to.deep.equal([
      'Created',
      'Workflow',
      'Subscriber',
      'Channels',
      'Severity',
      'Status',
    ]);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).to.equal(true);
    expect(table.querySelector('caption')!.textContent).to.contain('Press Enter');
    expect(rows(el).map((row) => row.tabIndex)).to.deep.equal([0, ...Array(9).fill(-1)]);
    await expectAccessible(el);
  });

  it('moves between rows with the arrow keys, Home and End, and opens one with Enter', async () => {
    const { el, api } = await mount();
    await shown(el, api, 1);
    rows(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(rows(el)[1]);
    expect(rows(el)[1]!.tabIndex).to.equal(0);
    expect(rows(el)[0]!.tabIndex).to.equal(-1);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(rows(el)[9]);
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    const id = rows(el)[1]!.dataset.id!;

    await sendKeys({ press: 'Enter' });
    await waitFor(() => api.sent('GET', DETAIL).length === 1);
    expect(api.sent('GET', DETAIL)[0]!.path).to.equal(`/v1/notifications/${id}`);
    expect(el.eventId).to.equal(id);
    expect(el.getAttribute('event-id')).to.equal(id);
    await waitFor(() => detailOf(el) !== null);
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'detail-title'));
    expect(rows(el)[1]!.getAttribute('aria-current')).to.equal('true');

    // Escape closes the detail and gives the focus back to the row.
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(part(el, 'detail')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(rows(el)[1]);
  });

  describe('filters', () => {
    const now = Date.now();
    const afterIso = new Date(Math.floor((now - 10 * 86_400_000) / 1000) * 1000).toISOString();
    const beforeIso = new Date(Math.floor((now - 2 * 86_400_000) / 1000) * 1000).toISOString();
    const cases: {
      name: string;
      fill: (el: NotifActivity) => void;
      query: ListNotificationsQuery;
      search: string;
      matches: (event: ActivityNotification) => boolean;
    }[] = [
      {
        name: 'channels',
        fill: (el) => checkValues(el, 'channels', ['chat', 'sms']),
        query: { channels: ['sms', 'chat'] },
        search: '?channels=sms&channels=chat&page=0&limit=10',
        matches: (event) => event.channels!.some((channel) => channel === 'sms' || channel === 'chat'),
      },
      {
        name: 'templates',
        fill: (el) => (control(el, 'templates').value = 'incident-alert, weekly-digest'),
        query: { templates: ['incident-alert', 'weekly-digest'] },
        search: '?templates=incident-alert&templates=weekly-digest&page=0&limit=10',
        matches: (event) => ['Incident alert', 'Weekly digest'].includes(event.template!.name),
      },
      {
        name: 'emails',
        fill: (el) => (control(el, 'emails').value = ' ada@example.com '),
        query: { emails: ['ada@example.com'] },
        search: '?emails=ada%40example.com&page=0&limit=10',
        matches: (event) => event.subscriber!.email === 'ada@example.com',
      },
      {
        name: 'subscriberIds',
        fill: (el) => (control(el, 'subscriberIds').value = 'subscriber-grace,subscriber-linus'),
        query: { subscriberIds: ['subscriber-grace', 'subscriber-linus'] },
        search: '?subscriberIds=subscriber-grace&subscriberIds=subscriber-linus&page=0&limit=10',
        matches: (event) => ['subscriber-grace', 'subscriber-linus'].includes(event.subscriber!.subscriberId),
      },
      {
        name: 'severity',
        fill: (el) => checkValues(el, 'severity', ['high', 'medium']),
        query: { severity: ['high', 'medium'] },
        search: '?severity=high&severity=medium&page=0&limit=10',
        matches: (event) => event.severity === 'high' || event.severity === 'medium',
      },
      {
        name: 'transactionId',
        fill: (el) => (control(el, 'transactionId').value = 'txn-dev-incident-42'),
        query: { transactionId: 'txn-dev-incident-42' },
        search: '?page=0&limit=10&transactionId=txn-dev-incident-42',
        matches: (event) => event.transactionId === 'txn-dev-incident-42',
      },
      {
        name: 'topicKey',
        fill: (el) => (control(el, 'topicKey').value = 'on-call'),
        query: { topicKey: 'on-call' },
        search: '?page=0&limit=10&topicKey=on-call',
        matches: (event) => event.topics!.some((topic) => topic.topicKey === 'on-call'),
      },
      {
        name: 'subscriptionId',
        fill: (el) => (control(el, 'subscriptionId').value = DEMO_IDS.subscriptions.graceOnCall),
        query: { subscriptionId: DEMO_IDS.subscriptions.graceOnCall },
        search: `?page=0&limit=10&subscriptionId=${DEMO_IDS.subscriptions.graceOnCall}`,
        matches: (event) => event.subscriber!.subscriberId === 'subscriber-grace',
      },
      {
        name: 'contextKeys',
        fill: (el) => (control(el, 'contextKeys').value = 'service:payments, tenant:acme'),
        query: { contextKeys: ['service:payments', 'tenant:acme'] },
        search: '?page=0&limit=10&contextKeys=service%3Apayments&contextKeys=tenant%3Aacme',
        matches: (event) => [...event.contextKeys!].sort().join() === 'service:payments,tenant:acme',
      },
      {
        name: 'after and before',
        fill: (el) => {
          control(el, 'after').value = toDateInput(afterIso);
          control(el, 'before').value = toDateInput(beforeIso);
        },
        query: { after: afterIso, before: beforeIso },
        search: `?page=0&limit=10&after=${encodeURIComponent(afterIso)}&before=${encodeURIComponent(beforeIso)}`,
        matches: (event) => event.createdAt! >= afterIso && event.createdAt! <= beforeIso,
      },
    ];

    for (const each of cases) {
      it(`${each.name}: sends exactly that query and shows the events the client gets for it`, async () => {
        const { el, api } = await mount();
        await shown(el, api, 1);
        each.fill(el);
        await apply(el);
        await shown(el, api, 2);
        expect(listRequests(api)).to.have.length(2);
        expect(listRequests(api)[1]!.search).to.equal(each.search);
        const events = await expectRowsOf(el, api, { ...each.query, page: 0, limit: 10 });
        expect(events.length).to.be.greaterThan(0);
        expect(events.every(each.matches), 'every shown event matches the filter').to.equal(true);
        // The filters in effect are reflected in the attribute, in the query's own form.
        expect(el.getAttribute('filters')).to.equal(
          each.search
            .slice(1)
            .replace(/&?page=0&limit=10/, '')
            .replace(/^&/, ''),
        );
      });
    }

    it('combines filters with AND and shows them again in the controls after a reload from the attribute', async () => {
      const filters = 'channels=chat&severity=high&subscriberIds=subscriber-ada&topicKey=on-call';
      const { el, api } = await mount({ filters });
      await shown(el, api, 1);
      expect(listRequests(api)[0]!.search).to.equal(
        '?channels=chat&subscriberIds=subscriber-ada&severity=high&page=0&limit=10&topicKey=on-call',
      );
      const events = await expectRowsOf(el, api, {
        channels: ['chat'],
        severity: ['high'],
        subscriberIds: ['subscriber-ada'],
        topicKey: 'on-call',
        page: 0,
        limit: 10,
      });
      expect(events).to.have.length(2);
      expect(checkedValues(el, 'channels')).to.deep.equal(['chat']);
      expect(checkedValues(el, 'severity')).to.deep.equal(['high']);
      expect(control(el, 'subscriberIds').value).to.equal('subscriber-ada');
      expect(control(el, 'topicKey').value).to.equal('on-call');
    });

    it('chooses two channels without a modifier key (Space on one, a click or tap on another) and applies them', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      const email = boxes(el, 'channels').find((box) => box.value === 'email')!;
      const sms = boxes(el, 'channels').find((box) => box.value === 'sms')!;
      email.focus();
      await sendKeys({ press: ' ' }); // the space bar (Firefox's driver knows no 'Space')
      expect(checkedValues(el, 'channels')).to.deep.equal(['email']);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement, 'Tab goes on to the next channel').to.equal(sms);
      sms.closest('label')!.click(); // the chip, its name included, is the target
      expect(checkedValues(el, 'channels')).to.deep.equal(['email', 'sms']);
      await apply(el);
      await shown(el, api, 2);
      expect(listRequests(api)[1]!.search).to.equal('?channels=email&channels=sms&page=0&limit=10');
      expect(el.getAttribute('filters')).to.equal('channels=email&channels=sms');
      const events = await expectRowsOf(el, api, { channels: ['email', 'sms'], page: 0, limit: 10 });
      expect(events.length).to.be.greaterThan(0);

      // A second click unchooses it, and Apply widens the filter again.
      email.closest('label')!.click();
      await apply(el);
      await shown(el, api, 3);
      expect(el.getAttribute('filters')).to.equal('channels=sms');
      await expectAccessible(el);
    });

    it('labels the channels filter "Channels" and offers every activity channel as a checkbox', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      const group = el.shadowRoot!.querySelector('fieldset.field-channels')!;
      expect(group.querySelector('legend')!.textContent!.trim()).to.equal('Channels');
      expect(group.querySelector('[name="channels"]')).to.equal(boxes(el, 'channels')[0]);
      // Each checkbox is named by its channel's name, the label around it.
      expect(
        boxes(el, 'channels').map((box) => box.closest('label')!.textContent!.trim()),
      ).to.include.members(['In-app', 'Email']);
      expect(el.shadowRoot!.querySelector('select[name="channels"]'), 'no multi-select').to.equal(null);
      expect(boxes(el, 'channels').map((box) => box.value)).to.deep.equal([
        'in_app',
        'email',
        'sms',
        'chat',
        'push',
        'digest',
        'trigger',
        'delay',
        'throttle',
        'custom',
        'http_request',
      ]);
    });

    it('Clear filters empties every control and lists every event again', async () => {
      const { el, api } = await mount({ filters: 'transactionId=txn-dev-incident-42' });
      await shown(el, api, 1);
      expect(rows(el)).to.have.length(2);
      control(el, 'emails').value = 'typed-but-not-applied@example.com';
      part(el, 'clear')!.click();
      await shown(el, api, 2);
      expect(listRequests(api)[1]!.search).to.equal('?page=0&limit=10');
      expect(el.hasAttribute('filters')).to.equal(false);
      expect(control(el, 'transactionId').value).to.equal('');
      expect(control(el, 'emails').value).to.equal('');
      expect(rows(el)).to.have.length(10);
    });

    it('shows an empty state when nothing matches', async () => {
      const { el, api } = await mount({ filters: 'transactionId=no-such-transaction' });
      await shown(el, api, 1);
      expect(rows(el)).to.have.length(0);
      expect(part(el, 'empty')!.textContent!.trim()).to.equal('No events match these filters.');
      expect(part(el, 'next')!.getAttribute('aria-disabled')).to.equal('true');
    });
  });

  describe('bad input', () => {
    it('a context key without type:id sends nothing and says what is wrong next to the field', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      control(el, 'contextKeys').value = 'tenant:acme, nocolon';
      control(el, 'transactionId').value = 'txn-ignored-while-invalid';
      await apply(el);
      const input = control(el, 'contextKeys');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      const error = el.shadowRoot!.getElementById('filter-contextKeys-error')!;
      expect(error.textContent!.trim()).to.equal('Context keys: “nocolon” must have the form type:id');
      expect(input.getAttribute('aria-describedby')!.split(' ')).to.include('filter-contextKeys-error');
      expect(el.shadowRoot!.activeElement).to.equal(input);
      expect(part(el, 'problems')!.textContent).to.contain(
        '1 filter needs fixing; the problem is shown under it.',
      );
      expect(el.hasAttribute('filters')).to.equal(false);
      // The rows shown are still those of the filters in effect.
      expect(rows(el)).to.have.length(10);
      await expectAccessible(el);

      // Fixed, it is applied, and the error goes away.
      control(el, 'contextKeys').value = 'tenant:acme';
      control(el, 'transactionId').value = '';
      await apply(el);
      await shown(el, api, 2);
      // The request after the first is the fixed filters': nothing was sent for the wrong ones before it.
      expect(listRequests(api).map((request) => request.search)).to.deep.equal([
        '?page=0&limit=10',
        '?page=0&limit=10&contextKeys=tenant%3Aacme',
      ]);
      expect(el.shadowRoot!.getElementById('filter-contextKeys-error')).to.equal(null);
      expect(control(el, 'contextKeys').getAttribute('aria-invalid')).to.equal('false');
    });

    it('wrong values from the attribute (a channel, a date) send nothing and are reported by field', async () => {
      const { el, api } = await mount({ filters: 'channels=email&channels=fax&after=yesterday' });
      const channels = el.shadowRoot!.getElementById('filter-channels-error')!;
      expect(channels.textContent).to.contain('Channels: “fax” must be one of: in_app, email');
      const after = el.shadowRoot!.getElementById('filter-after-error')!;
      expect(after.textContent!.trim()).to.equal('After: “yesterday” must be an ISO 8601 date-time string');
      expect(control(el, 'after').getAttribute('aria-invalid')).to.equal('true');
      expect(part(el, 'problems')!.textContent).to.contain('2 filters need fixing');
      // Fixed, the filters are sent: theirs is the first request, so none was sent for the wrong ones.
      el.filters = 'channels=email';
      await shown(el, api, 1);
      expect(listRequests(api).map((request) => request.search)).to.deep.equal([
        '?channels=email&page=0&limit=10',
      ]);
    });

    it('a page size or page out of range from the attributes sends nothing and says so', async () => {
      const api = inProcessApi();
      const el = await fixture<NotifActivity>(
        html`<notif-activity
          base-url=${uniqueBaseUrl()}
          token=${TOKEN}
          page-size="60"
          page="-1"
          .fetch=${api.fetch}
        ></notif-activity>`,
      );
      const problems = part(el, 'problems')!;
      expect(problems.textContent).to.contain('2 filters need fixing');
      expect([...problems.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
        'Page must not be less than 0',
        'Events per page must not be greater than 50',
      ]);
      // Fixed, the page is sent: its request is the first of all, so none was sent for the wrong values.
      el.page = 0;
      el.pageSize = 50;
      await shown(el, api, 1);
      expect(api.requests.map((request) => request.search)).to.deep.equal(['?page=0&limit=50']);
    });

    it('a date the person has not finished typing is reported, not silently dropped', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      const after = control(el, 'after');
      after.focus();
      await sendKeys({ type: '05' });
      expect(after.validity.badInput).to.equal(true);
      await apply(el);
      expect(el.shadowRoot!.getElementById('filter-after-error')!.textContent!.trim()).to.equal(
        'After is not a complete date and time',
      );
      // Finished, the date is sent: the second request is its own, so none was sent for the half-typed one.
      const yesterday = new Date(Math.floor((Date.now() - 86_400_000) / 1000) * 1000).toISOString();
      after.value = toDateInput(yesterday);
      await apply(el);
      await shown(el, api, 2);
      expect(listRequests(api).map((request) => request.search)).to.deep.equal([
        '?page=0&limit=10',
        `?page=0&limit=10&after=${encodeURIComponent(yesterday)}`,
      ]);
    });

    it('a 400 of the service (a date before the retention window) is shown next to its field', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      control(el, 'after').value = '2001-01-01T00:00:00';
      await apply(el);
      await waitFor(() => listRequests(api).length === 2);
      await waitFor(() => part(el, 'error') !== null);
      expect(listRequests(api)[1]!.status).to.equal(400);
      const error = el.shadowRoot!.getElementById('filter-after-error')!;
      const sent = new Date('2001-01-01T00:00:00').toISOString();
      expect(error.textContent!.trim()).to.match(
        new RegExp(
          `^After: “${sent}” must not be earlier than \\d{4}-\\d\\d-\\d\\dT.*Z \\(the 30-day retention window\\)$`,
        ),
      );
      expect(control(el, 'after').getAttribute('aria-invalid')).to.equal('true');
      expect(part(el, 'error')!.textContent).to.contain('The service refused these filters');
      expect(part(el, 'retry')).to.equal(null);
    });

    it('a 400 for after later than before is shown next to After', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      const day = 86_400_000;
      const after = new Date(Math.floor((Date.now() - 2 * day) / 1000) * 1000).toISOString();
      control(el, 'after').value = toDateInput(after);
      control(el, 'before').value = toDateInput(new Date(Date.now() - 5 * day).toISOString());
      await apply(el);
      await waitFor(() => part(el, 'error') !== null);
      expect(el.shadowRoot!.getElementById('filter-after-error')!.textContent!.trim()).to.equal(
        `After: “${after}” must not be later than before`,
      );
    });
  });

  describe('paging', () => {
    it('Next and Previous move by page with page and limit, and follow hasMore', async () => {
      const { el, api } = await mount({ pageSize: 20 });
      await shown(el, api, 1);
      expect(listRequests(api)[0]!.search).to.equal('?page=0&limit=20');
      expect(part(el, 'previous')!.getAttribute('aria-disabled')).to.equal('true');
      part(el, 'previous')!.click(); // disabled: sends nothing, so the next request is Next's

      part(el, 'next')!.click();
      await shown(el, api, 2);
      expect(listRequests(api)[1]!.search).to.equal('?page=1&limit=20');
      await expectRowsOf(el, api, { page: 1, limit: 20 });
      expect(part(el, 'page-status')!.textContent!.trim()).to.equal('Page 2, events 21 to 40');
      expect(part(el, 'previous')!.getAttribute('aria-disabled')).to.equal('false');

      part(el, 'previous')!.click();
      await shown(el, api, 3);
      expect(listRequests(api)[2]!.search).to.equal('?page=0&limit=20');
      await expectRowsOf(el, api, { page: 0, limit: 20 });
    });

    it('the last page has no Next (hasMore is false)', async () => {
      const { el, api } = await mount({ filters: 'templates=weekly-digest', pageSize: 10 });
      await shown(el, api, 1);
      const all = await api.client.listNotifications({ templates: ['weekly-digest'], limit: 50 });
      expect(all.data.length).to.be.lessThan(10);
      expect(rows(el)).to.have.length(all.data.length);
      expect(part(el, 'next')!.getAttribute('aria-disabled')).to.equal('true');
      part(el, 'next')!.click();
      // A page size chosen after it is the next request: none was sent for Next.
      const select = part(el, 'page-size') as HTMLSelectElement;
      select.value = '20';
      select.dispatchEvent(new Event('change'));
      await shown(el, api, 2);
      expect(listRequests(api).map((request) => request.search)).to.deep.equal([
        '?templates=weekly-digest&page=0&limit=10',
        '?templates=weekly-digest&page=0&limit=20',
      ]);
    });

    it('the page size is selectable from 10 to 50 and starts again from the first page', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      part(el, 'next')!.click();
      await shown(el, api, 2);
      const select = part(el, 'page-size') as HTMLSelectElement;
      expect([...select.options].map((o) => o.value)).to.deep.equal(['10', '20', '30', '40', '50']);
      select.value = '50';
      select.dispatchEvent(new Event('change'));
      await shown(el, api, 3);
      expect(listRequests(api)[2]!.search).to.equal('?page=0&limit=50');
      expect(rows(el)).to.have.length(50);
      expect(el.pageSize).to.equal(50);
    });
  });

  describe('detail', () => {
    it('keeps every transaction id of the table whole on one line, never broken at its hyphens', async () => {
      const { el, api } = await mount({ pageSize: 50 });
      await shown(el, api, 1);
      const ids = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"] code')];
      expect(ids.some((id) => id.textContent!.includes('-'))).to.equal(true);
      for (const id of ids) {
        const lineHeight = parseFloat(getComputedStyle(id).lineHeight);
        expect(id.getBoundingClientRect().height, id.textContent!).to.be.below(lineHeight * 1.5);
      }
    });

    it('opens an event in a drawer in view, over the log, and gives the focus back to its row on Close and on Escape', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      const inView = () => {
        const drawer = part(el, 'detail')!;
        const box = drawer.getBoundingClientRect();
        expect(drawer.matches(':modal'), 'a modal drawer').to.equal(true);
        expect(box.width, 'shown').to.be.greaterThan(0);
        expect(box.top, 'its top in view').to.be.at.least(-0.5);
        expect(box.left, 'its start in view').to.be.at.least(-0.5);
        expect(box.bottom, 'its bottom in view').to.be.at.most(innerHeight + 0.5);
        expect(box.right, 'its end in view').to.be.at.most(innerWidth + 0.5);
      };

      rows(el)[2]!.click();
      await waitFor(() => detailOf(el) !== null, { message: 'the detail' });
      inView();
      expect(el.shadowRoot!.activeElement, 'the focus in the drawer').to.equal(part(el, 'detail-title'));
      part(el, 'close')!.click();
      await el.updateComplete;
      expect(part(el, 'detail')).to.equal(null);
      expect(el.shadowRoot!.activeElement, 'back on the row after Close').to.equal(rows(el)[2]);

      // The drawer's closing is done (its dialog gone, the log drawn again) before the key goes to the row.
      await waitFor(() => el.shadowRoot!.querySelector('dialog') === null, { message: 'the drawer gone' });
      await new Promise(requestAnimationFrame);
      expect(el.shadowRoot!.activeElement, 'still on the row before the key').to.equal(rows(el)[2]);
      // Where the key lands is recorded, so a press the driver lost is told from one the row ignored.
      const pressed: string[] = [];
      const record = (event: KeyboardEvent) => {
        const target = event.composedPath()[0] as Element;
        pressed.push(
          `${event.key} on ${target.localName}${target.getAttribute?.('part') ? ` [${target.getAttribute('part')}]` : ''}`,
        );
      };
      window.addEventListener('keydown', record, true);
      try {
        await sendKeys({ press: 'Enter' });
        await waitFor(
          () => {
            if (detailOf(el) === null)
              throw new Error(
                `no detail; keys seen: ${pressed.join(', ') || 'none'}; event id: ${el.eventId ?? 'none'}; drawer: ${
                  el.shadowRoot!.querySelector('dialog') ? 'rendered' : 'none'
                }`,
              );
            return true;
          },
          { message: 'the detail again' },
        );
      } finally {
        window.removeEventListener('keydown', record, true);
      }
      inView();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(part(el, 'detail')).to.equal(null);
      expect(el.shadowRoot!.activeElement, 'back on the row after Escape').to.equal(rows(el)[2]);
    });

    it('keeps an event opened again at once open when the drawer closed just before tells of its closing', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      rows(el)[2]!.click();
      await waitFor(() => detailOf(el) !== null, { message: 'the detail' });
      const id = el.eventId!;
      el.closeEvent();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('dialog'), 'the first drawer taken away').to.equal(null);
      el.openEvent(id);
      await el.updateComplete;
      // The first drawer's close event is a task of its own: it comes now, with the second drawer open.
      await new Promise((resolve) => setTimeout(resolve));
      await el.updateComplete;
      expect(el.eventId, 'the event still open').to.equal(id);
      expect(part(el, 'detail')?.matches(':modal'), 'its drawer still open').to.equal(true);
    });

    it('at 1280×800, opens the last row’s event in a drawer in view at the inline end, and gives the focus back to that row', async function () {
      await requireCapability(this, 'viewport resizing');
      await resizeViewport({ width: 1280, height: 800 });
      try {
        const { el, api } = await mount({ pageSize: 50 });
        await shown(el, api, 1);
        const last = rows(el).at(-1)!;
        last.scrollIntoView({ block: 'end' });
        last.focus();
        await sendKeys({ press: 'Enter' });
        await waitFor(() => detailOf(el) !== null, { message: 'the detail' });
        const box = part(el, 'detail')!.getBoundingClientRect();
        expect(box.top, 'its top in view').to.be.at.least(-0.5);
        expect(box.bottom, 'its bottom in view').to.be.at.most(innerHeight + 0.5);
        expect(box.right, 'at the inline end').to.be.closeTo(document.documentElement.clientWidth, 1);
        expect(part(el, 'detail')!.getAttribute('aria-labelledby'), 'named by its heading').to.not.equal(
          null,
        );
        await sendKeys({ press: 'Escape' });
        await el.updateComplete;
        expect(part(el, 'detail')).to.equal(null);
        expect(el.shadowRoot!.activeElement, 'back on the last row').to.equal(last);
      } finally {
        if (await has('viewport resizing')) await resizeViewport({ width: 800, height: 600 });
      }
    });

    it('shows every job of a seeded event with failures, in order, with each execution detail', async () => {
      const { el, api } = await mount({
        filters: 'transactionId=txn-dev-incident-37&subscriberIds=subscriber-ada',
      });
      await shown(el, api, 1);
      expect(rows(el)).to.have.length(1);
      rows(el)[0]!.click();
      await waitFor(() => detailOf(el) !== null);
      const id = rows(el)[0]!.dataset.id!;
      expect(api.sent('GET', DETAIL).map((r) => r.path)).to.deep.equal([`/v1/notifications/${id}`]);
      const event = await api.client.getNotification(id);
      const detail = detailOf(el)!;
      await detail.updateComplete;
      const root = detail.shadowRoot!;
      expect(part(el, 'detail-title')!.textContent!.trim()).to.equal('Event: Incident alert');

      const jobs = [...root.querySelectorAll('[part~="job"]')];
      expect(jobs).to.have.length(event.jobs!.length);
      event.jobs!.forEach((job, index) => {
        const shownJob = jobs[index]!;
        expect(shownJob.querySelector('[part~="job-title"]')!.textContent!.trim()).to.equal(
          `Step ${index + 1}: ${job.step.name}`,
        );
        const entries = [...shownJob.querySelectorAll('[part~="entry"]')];
        expect(entries).to.have.length(job.executionDetails.length);
        job.executionDetails.forEach((entry, k) => {
          const shownEntry = entries[k]!;
          expect(shownEntry.querySelector('[part~="entry-status"]')!.textContent!.trim()).to.equal(
            entry.status === 'ReadConfirmation' ? 'Read confirmation' : entry.status,
          );
          expect(shownEntry.querySelector('[part~="entry-text"]')!.textContent).to.equal(entry.detail);
          expect(shownEntry.querySelector('[part~="entry-facts"]')!.textContent).to.contain(entry.source);
          expect(shownEntry.querySelector('time')!.getAttribute('datetime')).to.equal(entry.createdAt);
          if (entry.raw) {
            expect(shownEntry.querySelector('[part~="raw"]')!.textContent).to.equal(
              JSON.stringify(JSON.parse(entry.raw), null, 2),
            );
          }
        });
      });

      // The failed chat job: its status, its provider's answer as formatted JSON, and the event status.
      const failed = root.querySelector('[part~="entry-failed"]')!;
      expect(failed.querySelector('[part~="entry-status"] svg')).to.not.equal(null);
      expect(failed.querySelector('[part~="entry-status"]')!.className).to.contain('tone-failed');
      expect(failed.querySelector('[part~="entry-facts"]')!.textContent).to.contain('Credentials');
      expect(failed.querySelector('[part~="entry-facts"]')!.textContent).to.contain('slack');
      expect(failed.querySelector('[part~="raw"]')!.textContent).to.contain('"error": "invalid_token"');
      expect(root.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Failed');
      expect(rows(el)[0]!.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Failed');

      // The event's payload, subscriber, topics and context keys.
      expect(root.querySelector('[part~="payload"]')!.textContent).to.equal(
        JSON.stringify(event.payload, null, 2),
      );
      const summary = root.querySelector('[part~="summary"]')!.textContent!;
      for (const text of [
        'subscriber-ada',
        'Ada',
        'on-call',
        'tenant:acme',
        'service:payments',
        'txn-dev-incident-37',
      ]) {
        expect(summary).to.contain(text);
      }
      await expectAccessible(el);
      await expectAccessible(detail);
      // The dark theme keeps every text readable (axe checks the contrast of what is rendered).
      el.theme = 'dark';
      await el.updateComplete;
      await detail.updateComplete;
      expect(detail.getAttribute('theme')).to.equal('dark');
      await expectAccessible(el);
    });

    it('shows a raw answer that is not JSON as text, and digest metadata in words', async () => {
      const api = inProcessApi();
      const digests = await api.client.listNotifications({ templates: ['weekly-digest'], limit: 50 });
      const { el } = await mount({ api, filters: 'templates=weekly-digest' });
      await shown(el, api, 1);
      el.openEvent(digests.data[0]!._id!);
      await waitFor(() => detailOf(el) !== null);
      const detail = detailOf(el)!;
      await detail.updateComplete;
      const metadata = detail.shadowRoot!.querySelector('[part~="metadata"]')!.textContent!;
      expect(metadata).to.contain('Collects events for 1 week, then sends them as one.');
      expect(metadata).to.contain('Groups events by “projectId”.');
      expect(metadata).to.contain('Sends every Monday at 09:00.');
      expect(metadata).to.contain('Cron schedule: 0 9 * * 1.');
    });

    it('renders hostile strings from the API as text, never as markup', async () => {
      const api = inProcessApi();
      await triggerHostileMessage(api.client);
      const { el } = await mount({ api, filters: `transactionId=${HOSTILE_TRANSACTION}` });
      await shown(el, api, 1);
      rows(el)[0]!.click();
      await waitFor(() => detailOf(el) !== null);
      const detail = detailOf(el)!;
      await detail.updateComplete;
      const payload = detail.shadowRoot!.querySelector('[part~="payload"]')!;
      expect(payload.textContent).to.contain('<img src=x onerror=alert(1)>');
      expect(payload.textContent).to.contain('<script>alert(\\"xss\\")</script>');
      expect(detail.shadowRoot!.querySelector('img, script, b')).to.equal(null);
      expect(el.shadowRoot!.querySelector('img, script, b')).to.equal(null);
    });

    it('says when the event cannot be loaded, and offers Retry', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      api.failPaths(DETAIL);
      const failure = oneEvent(el, 'notif-error');
      rows(el)[0]!.click();
      const event = await failure;
      expect(event.detail.operation).to.equal('get-notification');
      await waitFor(() => part(el, 'detail')?.querySelector('[part~="error"]') != null);
      expect(part(el, 'detail')!.textContent).to.contain('The event could not be loaded.');
      expect(part(el, 'detail')!.textContent).to.contain('503');
      api.failPaths(undefined);
      (part(el, 'detail')!.querySelector('[part~="retry"]') as HTMLButtonElement).click();
      await waitFor(() => detailOf(el) !== null);
    });
  });

  describe('states', () => {
    it('says it needs an api-key or a token, and sends nothing, when it has neither', async () => {
      const { el, api } = await mount({ auth: 'none' });
      expect(el.hasAttribute('token')).to.equal(true); // token="" is no credential
      expect(part(el, 'notice')!.textContent).to.contain('Set an api-key or a token');
      expect(part(el, 'filters')).to.equal(null);
      await expectAccessible(el);

      el.token = TOKEN;
      await shown(el, api, 1);
      expect(rows(el)).to.have.length(10);
      // The first request of all is the one with the token: none was sent without a credential.
      expect(api.requests).to.have.length(1);
      expect(listRequests(api)[0]!.search).to.equal('?page=0&limit=10');
    });

    it('shows a loading state while the service answers', async () => {
      const api = inProcessApi({ latencyMs: 300 });
      const { el } = await mount({ api });
      const loading = part(el, 'loading')!;
      expect(loading.textContent!.trim()).to.equal('Loading events…');
      expect(loading.getAttribute('role')).to.equal('status');
      await shown(el, api, 1);
      expect(rows(el)).to.have.length(10);
      part(el, 'next')!.click();
      await el.updateComplete;
      // The rows stay, marked busy, until the next page arrives.
      expect(el.shadowRoot!.querySelector('table')!.getAttribute('aria-busy')).to.equal('true');
      expect(part(el, 'loading')).to.not.equal(null);
      await shown(el, api, 2);
      expect(el.shadowRoot!.querySelector('table')!.getAttribute('aria-busy')).to.equal('false');
    });

    it('shows an error with what went wrong and a Retry that loads again', async () => {
      const api = inProcessApi();
      api.failPaths(LIST);
      const el = document.createElement('notif-activity');
      const failure = oneEvent(el, 'notif-error');
      el.baseUrl = uniqueBaseUrl();
      el.token = TOKEN;
      el.fetch = api.fetch;
      document.body.append(el);
      try {
        const event = await failure;
        expect(event.detail.operation).to.equal('list-notifications');
        await waitFor(() => part(el, 'error') !== null);
        expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
        expect(part(el, 'error')!.textContent).to.contain('Events could not be loaded.');
        expect(part(el, 'error')!.textContent).to.contain('failed with 503');
        api.failPaths(undefined);
        part(el, 'retry')!.click();
        await waitFor(() => rows(el).length === 10);
      } finally {
        el.remove();
      }
    });

    it('uses a surrounding provider, with its own empty base-url meaning this origin', async () => {
      const api = inProcessApi();
      const provider = await fixture(
        html`<notif-provider base-url="/api/notif" subscriber-id="subscriber-ada">
          <notif-activity base-url="" token=${TOKEN} .fetch=${api.fetch}></notif-activity>
        </notif-provider>`,
      );
      const el = provider.querySelector('notif-activity')!;
      await shown(el, api, 1);
      expect(api.requests.map((r) => r.path)).to.deep.equal(['/v1/notifications']);
      expect(rows(el)).to.have.length(10);
    });
  });

  describe('API', () => {
    it('shows the applied filters in the checkboxes even over boxes checked by hand and not applied', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      checkValues(el, 'channels', ['email']);
      expect(el.applyFilters('channels=chat')).to.equal(true);
      await shown(el, api, 2);
      expect(checkedValues(el, 'channels')).to.deep.equal(['chat']);
    });

    it('applyFilters() applies valid filters from the first page, and refuses others by field', async () => {
      const { el, api } = await mount();
      await shown(el, api, 1);
      expect(el.applyFilters({ contextKeys: ['nocolon'] })).to.equal(false);
      await el.updateComplete;
      expect(el.shadowRoot!.getElementById('filter-contextKeys-error')!.textContent).to.contain('“nocolon”');
      expect(listRequests(api)).to.have.length(1);
      expect(el.applyFilters('severity=low&severity=none')).to.equal(true);
      await shown(el, api, 2);
      expect(listRequests(api)[1]!.search).to.equal('?severity=low&severity=none&page=0&limit=10');
      expect(checkedValues(el, 'severity')).to.deep.equal(['low', 'none']);
      await el.refresh();
      expect(listRequests(api)).to.have.length(3);
    });

    it('takes its strings and locale from its properties', async () => {
      const { el, api } = await mount();
      el.strings = { activityNext: 'Suivant', activityChannels: 'Canaux', activityColumnCreated: 'Créé' };
      el.locale = 'fr';
      await shown(el, api, 1);
      expect(part(el, 'next')!.textContent!.trim()).to.equal('Suivant');
      expect(el.shadowRoot!.querySelector('.field-channels legend')!.textContent!.trim()).to.equal('Canaux');
      expect(el.shadowRoot!.querySelector('thead th')!.textContent!.trim()).to.equal('Créé');
      const first = (await api.client.listNotifications({ limit: 1 })).data[0]!;
      const date = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(first.createdAt!),
      );
      expect(rows(el)[0]!.querySelector('time')!.textContent).to.equal(date);
    });
  });

  describe('sharing a view', () => {
    it('with sync-hash, writes the view to the URL hash and restores it from a link', async () => {
      const { el, api } = await mount();
      el.syncHash = true;
      await shown(el, api, 1);
      expect(location.hash).to.equal('');
      control(el, 'transactionId').value = 'txn-dev-incident-42';
      await apply(el);
      await shown(el, api, 2);
      expect(location.hash).to.equal('#activity?transactionId=txn-dev-incident-42&limit=10');
      rows(el)[0]!.click();
      await el.updateComplete;
      const id = rows(el)[0]!.dataset.id!;
      expect(location.hash).to.equal(`#activity?transactionId=txn-dev-incident-42&limit=10&event=${id}`);

      // Another element opened on that link shows the same view.
      const other = inProcessApi();
      const copy = await fixture<NotifActivity>(
        html`<notif-activity
          sync-hash
          base-url=${uniqueBaseUrl()}
          token=${TOKEN}
          .fetch=${other.fetch}
        ></notif-activity>`,
      );
      await shown(copy, other, 1);
      expect(listRequests(other)[0]!.search).to.equal('?page=0&limit=10&transactionId=txn-dev-incident-42');
      expect(copy.eventId).to.equal(id);
      await waitFor(() => detailOf(copy) !== null);

      // Going back in history follows the hash.
      history.back();
      await waitFor(() => el.eventId === undefined);
      expect(el.filters).to.equal('transactionId=txn-dev-incident-42');
      // Back to the page as it was before: the view it had then.
      history.back();
      await waitFor(() => el.filters === '');
      expect(location.hash).to.equal('');
      await shown(el, api, 3);
      expect(listRequests(api)[2]!.search).to.equal('?page=0&limit=10');
    });

    it('a hash that is not its own is left alone', async () => {
      history.replaceState(null, '', '#notes');
      const { el, api } = await mount({ filters: 'severity=high' });
      el.syncHash = true;
      await shown(el, api, 1);
      expect(listRequests(api)[0]!.search).to.equal('?severity=high&page=0&limit=10');
      expect(location.hash).to.equal('#notes');
    });
  });
});
