// Elements given what no good service sends: dates outside what a Date holds, enum values that name object
// built-ins, counts that are not counts, items that are not messages, and fields megabytes long (docs/reliability.md).
import { expect, fixture, html } from '@open-wc/testing';
import type { ActivityNotification, Message } from '../../src/api/types.js';
import '../../src/entries/activity.js';
import type { NotifActivityDetail } from '../../src/elements/notif-activity-detail/notif-activity-detail.js';
import '../../src/entries/message.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import { TEXT_LIMIT } from '../../src/utils/clip-text.js';
import { BLOCK_LIMIT } from '../../src/elements/shared/message-view.js';
import { alteredAnswers } from '../support/altered-answers.js';
import { inProcessApi } from '../support/in-process-api.js';
import { activityLog, inlineInbox } from '../support/mount-elements.js';
import { LEAKED_CODE, textsOf, titlesOf } from '../support/rendered-text.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const MEBIBYTE = 1 << 20;

function part(el: Element, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

const event = (fields: Record<string, unknown>): ActivityNotification =>
  ({
    _id: 'evt-1',
    createdAt: '2026-01-02T03:04:05.000Z',
    template: { name: 'Order sync' },
    jobs: [{ _id: 'job-1', type: 'email', status: 'sent', executionDetails: [{ status: 'Success' }] }],
    ...fields,
  }) as unknown as ActivityNotification;

async function detail(notification: ActivityNotification): Promise<NotifActivityDetail> {
  return fixture<NotifActivityDetail>(
    html`<notif-activity-detail .notification=${notification} locale="en"></notif-activity-detail>`,
  );
}

describe('a date outside what Date can hold', () => {
  it('shows as missing in the event detail, and the rest of the event stays', async () => {
    const el = await detail(
      event({
        createdAt: 1e16,
        jobs: [
          {
            type: 'email',
            status: 'sent',
            updatedAt: -1e16,
            executionDetails: [{ status: 'Success', createdAt: 1e16, detail: 'Sent' }],
          },
        ],
      }),
    );
    expect(el.shadowRoot!.querySelectorAll('time')).to.have.length(0);
    expect(part(el, 'summary')!.textContent).to.contain('Order sync');
    expect(part(el, 'entry-text')!.textContent).to.equal('Sent');
  });

  it('leaves its row in the activity table, without a time, and every other row', async () => {
    const api = inProcessApi();
    const fetch = alteredAnswers(api.fetch, /^\/.*\/v1\/notifications$/, (json) => {
      const page = json as { data: Record<string, unknown>[] };
      page.data[1]!.createdAt = 1e16;
      return page;
    });
    const el = await activityLog(fetch);
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="row"]').length === 10);
    const rows = [...el.shadowRoot!.querySelectorAll('[part~="row"]')];
    expect(rows[1]!.querySelector('time')).to.equal(null);
    expect(rows[0]!.querySelector('time')).to.not.equal(null);
    expect(rows[1]!.textContent).to.match(/\S/);
  });
});

describe('a refusal whose message is not a list of sentences', () => {
  it('shows its sentences, clipped, and nothing of the objects among them', async () => {
    const api = inProcessApi();
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ toString: 1 }, 7, 'x'.repeat(MEBIBYTE)],
    };
    const refusing: typeof fetch = async (input, init) =>
      /\/v1\/notifications(\?|$)/.test(String(input))
        ? new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } })
        : api.fetch(input, init);
    const el = await activityLog(refusing);
    await waitFor(() => part(el, 'error') !== null);
    expect(part(el, 'error')!.textContent).to.contain('x'.repeat(100));
    for (const text of textsOf(el)) {
      expect(text).to.not.match(LEAKED_CODE);
      expect(text.length).to.be.at.most(TEXT_LIMIT + 1);
    }
  });
});

describe('enum values that name object built-ins', () => {
  it('show as themselves, as text', async () => {
    const el = await detail(
      event({
        severity: 'valueOf',
        channels: ['toString'],
        jobs: [
          {
            type: 'constructor',
            status: '__proto__',
            executionDetails: [{ status: 'hasOwnProperty', source: 'valueOf' }],
          },
        ],
      }),
    );
    const text = textsOf(el).join(' ');
    expect(text).to.not.match(LEAKED_CODE);
    for (const name of ['valueOf', 'toString', '__proto__', 'constructor', 'hasOwnProperty'])
      expect(text).to.contain(name);
  });
});

describe('feed pages and counts from a broken service', () => {
  afterEach(() => localStorage.clear());

  it('ignores a count that is not a non-negative integer and keeps the last good one', async () => {
    const api = inProcessApi();
    let broken: unknown;
    const fetch = alteredAnswers(api.fetch, /\/notifications\/(feed|unseen)$/, (json) => {
      if (broken === undefined) return json;
      const record = json as Record<string, unknown>;
      return 'count' in record ? { count: -3 } : { ...record, totalCount: broken };
    });
    const el = await inlineInbox(fetch);
    const unread = (await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount;
    await waitFor(() => part(el, 'unread-count')?.textContent?.trim() === `${unread} unread`);
    for (const value of ['7', -1, 1.5, null, { n: 7 }, 1e308]) {
      broken = value;
      await el.refresh();
      await el.updateComplete;
      expect(part(el, 'unread-count')!.textContent!.trim(), JSON.stringify(value)).to.equal(
        `${unread} unread`,
      );
    }
  });

  it('skips items that are not messages, shows the rest, and refresh() resolves', async () => {
    const api = inProcessApi();
    const fetch = alteredAnswers(api.fetch, /\/notifications\/feed$/, (json) => {
      const page = json as { data: unknown[] };
      return {
        ...page,
        data: [null, 7, 'x', [], { _id: 5 }, ...page.data.slice(0, 3), { subject: 'no id' }],
      };
    });
    const el = await inlineInbox(fetch, 3);
    // The inbox may go on to the next page (a short list does not fill it): the first page leads either way.
    await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length >= 3);
    await el.refresh();
    await el.updateComplete;
    const ids = [...el.shadowRoot!.querySelectorAll<NotifMessage>('notif-message')].map(
      (m) => m.message?._id,
    );
    const expected = (await api.client.listFeed(ADA, { limit: 3 })).data.map((m) => m._id);
    expect(ids.slice(0, 3)).to.deep.equal(expected);
    expect(ids.every((id) => typeof id === 'string')).to.equal(true);
  });
});

describe('very large text', () => {
  it('renders the first characters of a subject of 2 MiB, with the whole text in its title', async () => {
    const subject = 'subject '.repeat(MEBIBYTE / 4);
    const message = {
      _id: 'm1',
      subject,
      content: 'c'.repeat(MEBIBYTE),
      read: false,
      seen: true,
    } as unknown as Message;
    const el = await fixture<NotifMessage>(html`<notif-message .message=${message}></notif-message>`);
    for (const text of textsOf(el)) expect(text.length).to.be.at.most(TEXT_LIMIT + 1);
    expect(titlesOf(el)).to.include(subject);
    expect(titlesOf(el)).to.include('c'.repeat(MEBIBYTE));
    expect(part(el, 'subject')!.textContent!.trim()).to.equal(`${subject.slice(0, TEXT_LIMIT)}…`);
  });

  it('renders at most BLOCK_LIMIT blocks and two buttons of a message with thousands, the rest in a title', async () => {
    const content = Array.from({ length: 10_000 }, (_, i) => ({ type: 'text', content: `p${i}` }));
    const buttons = Array.from({ length: 10_000 }, () => ({ type: 'primary', content: 'Go' }));
    const message = { _id: 'm1', content, cta: { action: { buttons } } } as unknown as Message;
    const el = await fixture<NotifMessage>(html`<notif-message .message=${message}></notif-message>`);
    expect(el.shadowRoot!.querySelectorAll('[part~="paragraph"]')).to.have.length(BLOCK_LIMIT + 1);
    expect(el.shadowRoot!.querySelectorAll('[part~="actions"] button')).to.have.length(1);
    const more = el.shadowRoot!.querySelector('[part~="paragraph"].more')!;
    expect(more.getAttribute('title')!.split('\n')).to.have.length(10_000 - BLOCK_LIMIT);
    expect(more.getAttribute('title')!.endsWith('p9999')).to.equal(true);
  });

  it('renders the first characters of a workflow name of 2 MiB in the event detail, with the whole in its title', async () => {
    const name = 'w'.repeat(2 * MEBIBYTE);
    const el = await detail(event({ template: { name }, transactionId: 't'.repeat(MEBIBYTE) }));
    for (const text of textsOf(el)) expect(text.length).to.be.at.most(TEXT_LIMIT + 1);
    expect(titlesOf(el)).to.include(name);
    expect(titlesOf(el)).to.include('t'.repeat(MEBIBYTE));
  });
});
