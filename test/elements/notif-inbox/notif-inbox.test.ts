import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Message } from '../../../src/api/types.js';
import { acquireSession, releaseSession } from '../../../src/store/session.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { seedWithBulk } from '../../support/bulk-seed.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { messagesInView, seenIds } from '../../support/inbox-view.js';
import { waitFor } from '../../support/wait-for.js';
import { triggerHostileMessage } from '../../support/hostile-message.js';
import { expectAccessible } from '../../support/accessible.js';
import { FIRST_LOAD_PATIENCE_MS } from '../../../src/store/feed-store.js';

/** Long enough for the first load to give up (it keeps trying for FIRST_LOAD_PATIENCE_MS). */
const PATIENT_WAIT = FIRST_LOAD_PATIENCE_MS + 6000;

const ADA = 'subscriber-ada';

interface Mounted {
  el: NotifInbox;
  api: InProcessApi;
  baseUrl: string;
}

async function mount(
  options: {
    mode?: 'inline' | 'popover';
    subscriber?: string;
    api?: InProcessApi;
    pageSize?: number;
    poll?: number;
  } = {},
): Promise<Mounted> {
  const api = options.api ?? inProcessApi();
  const baseUrl = uniqueBaseUrl();
  const el = await fixture<NotifInbox>(
    html`<notif-inbox
      mode=${options.mode ?? 'inline'}
      base-url=${baseUrl}
      subscriber-id=${options.subscriber ?? ADA}
      api-key=${DEV_KEY}
      page-size=${options.pageSize ?? 20}
      poll-interval=${options.poll ?? 0}
      .fetch=${api.fetch}
    ></notif-inbox>`,
  );
  return { el, api, baseUrl };
}

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

function messages(el: NotifInbox): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('notif-message')];
}

async function loaded(el: NotifInbox): Promise<void> {
  await waitFor(() => messages(el).length > 0);
  await el.updateComplete;
}

describe('<notif-inbox>', () => {
  afterEach(() => localStorage.clear());

  it('shows the unseen count on the bell and says it in the bell’s name', async () => {
    const { el, api } = await mount({ mode: 'popover' });
    const unseen = await api.client.countUnseen(ADA);
    await waitFor(() => part(el, 'badge')?.textContent?.trim() === String(unseen));
    expect(part(el, 'bell')!.getAttribute('aria-label')).to.equal(`Notifications, ${unseen} unseen`);
    expect(part(el, 'panel')!.hidden).to.equal(true);
  });

  it('renders and reads its panel when the pointer enters the closed bell or the focus reaches it, not before, and opens on it', async () => {
    // The list's pages, not the unread count's read of one unread message.
    const feedReads = (api: InProcessApi) =>
      api.sent('GET', /\/notifications\/feed$/).filter((request) => !request.search.includes('read=false'))
        .length;
    const pointed = await mount({ mode: 'popover' });
    await waitFor(() => part(pointed.el, 'badge') !== null);
    expect(feedReads(pointed.api), 'a closed bell reads only its counts').to.equal(0);
    // Nor does it render a panel nobody reached: its button and an empty panel.
    expect(part(pointed.el, 'header'), 'no header in a closed bell').to.equal(null);
    expect(part(pointed.el, 'skeleton'), 'no placeholders in a closed bell').to.equal(null);
    const box = part(pointed.el, 'bell')!.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await waitFor(() => feedReads(pointed.api) === 1);
    // The rows are built in the closed panel, so the click only shows them.
    await waitFor(() => messages(pointed.el).length > 0);
    expect(part(pointed.el, 'panel')!.hidden).to.equal(true);
    part(pointed.el, 'bell')!.click();
    await loaded(pointed.el);
    expect(feedReads(pointed.api), 'the page read on intent is the one it shows').to.equal(1);
    await resetMouse();

    const focused = await mount({ mode: 'popover' });
    await waitFor(() => part(focused.el, 'badge') !== null);
    expect(feedReads(focused.api)).to.equal(0);
    const before = document.createElement('button');
    focused.el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused.el.shadowRoot!.activeElement).to.equal(part(focused.el, 'bell'));
    await waitFor(() => feedReads(focused.api) === 1);
    expect(part(focused.el, 'panel')!.hidden).to.equal(true);
    before.remove();
  });

  it('shows 99+ past 99 unseen messages and hides the badge at 0', async () => {
    const api = inProcessApi();
    for (let i = 0; i < 100; i++)
      await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: `n${i}` } });
    const { el } = await mount({ mode: 'popover', api });
    await waitFor(() => part(el, 'badge')?.textContent?.trim() === '99+');

    const linus = await mount({ mode: 'popover', subscriber: 'subscriber-linus' });
    const session = acquireSession({
      baseUrl: linus.baseUrl,
      subscriberId: 'subscriber-linus',
      apiKey: DEV_KEY,
      fetch: linus.api.fetch,
    })!;
    try {
      await waitFor(() => session.store.unseen === 0); // the count is read: no badge is the answer, not "not yet"
    } finally {
      releaseSession(session);
    }
    await linus.el.updateComplete;
    expect(part(linus.el, 'badge')).to.equal(null);
    expect(part(linus.el, 'bell')!.getAttribute('aria-label')).to.equal('Notifications');
  });

  it('opening on K unseen messages sends exactly one seen request with those K ids', async () => {
    const { el, api } = await mount({ mode: 'popover' });
    const before = (await api.client.listFeed(ADA, { limit: 20 })).data;
    el.show();
    await loaded(el);
    const seenRequests = () =>
      api.sent('POST', /mark-as$/).filter((r) => (r.body as { markAs: string }).markAs === 'seen');
    const visibleUnseen = () => {
      const visibleIds = messagesInView(el);
      return before.filter((m) => !m.seen && visibleIds.includes(m._id!)).map((m) => m._id!);
    };
    // Every unseen message in view has been sent as seen: the batcher has acted on all it could, so one request
    // now means one for the whole screen, not one so far.
    await waitFor(() => {
      const inView = visibleUnseen();
      return inView.length > 0 && inView.every((id) => seenIds(api.requests).includes(id));
    });
    const seen = seenRequests();
    expect(seen).to.have.length(1);
    const expected = visibleUnseen();
    expect(expected.length).to.be.greaterThan(0);
    expect([...(seen[0]!.body as { messageId: string[] }).messageId].sort()).to.deep.equal(expected.sort());
  });

  it('does not mark anything seen with no-seen-on-view', async () => {
    const api = inProcessApi();
    const control = inProcessApi();
    // Beside it, the same inbox without the attribute: once it has sent its seen request, the time to see the
    // first screen has passed for both.
    const wrapper = await fixture<HTMLElement>(
      html`<div style="display: flex; --notif-inbox-height: 200px">
        ${[api, control].map(
          (service) =>
            html`<notif-inbox
              mode="inline"
              ?no-seen-on-view=${service === api}
              base-url=${uniqueBaseUrl()}
              subscriber-id=${ADA}
              api-key=${DEV_KEY}
              poll-interval="0"
              .fetch=${service.fetch}
            ></notif-inbox>`,
        )}
      </div>`,
    );
    await loaded(wrapper.querySelector('notif-inbox')!);
    await waitFor(() => control.sent('POST', /mark-as$/).length > 0, {
      message: 'the control’s seen request',
    });
    expect(api.sent('POST', /mark-as$/)).to.have.length(0);
  });

  it('closes on Escape and gives focus back to the bell; closes on an outside click', async () => {
    const { el } = await mount({ mode: 'popover' });
    part(el, 'bell')!.click();
    await el.updateComplete;
    expect(el.open).to.equal(true);
    await loaded(el);
    messages(el)[0]!.focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'bell'));

    el.show();
    await el.updateComplete;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('has All and Unread tabs; Unread asks for read=false and shows only unread messages', async () => {
    const { el, api } = await mount();
    await loaded(el);
    const tabs = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs[0]!.textContent!.trim()).to.equal('All');
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    // The Unread tab shows the unread count beside its name, and says both as one phrase.
    const unread = (await api.client.listFeed('subscriber-ada', { read: false, limit: 1 })).totalCount;
    await waitFor(() => part(el, 'tab-count')?.textContent === String(unread));
    expect(tabs[1]!.querySelector('[aria-hidden="true"]')!.textContent).to.equal(`Unread${unread}`);
    expect(tabs[1]!.querySelector('.visually-hidden')!.textContent).to.equal(
      `Unread, ${unread} notifications`,
    );
    tabs[1]!.click();
    await waitFor(() =>
      api.requests.some(
        (r) => r.path.endsWith('/feed') && r.search.includes('read=false') && !r.search.includes('limit=1&'),
      ),
    );
    await waitFor(
      () =>
        messages(el).length > 0 &&
        messages(el).every((m) => !(m as HTMLElement & { message: Message }).message.read),
    );
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('marks every unread message read with Mark all as read, not only the loaded ones', async () => {
    const { el, api } = await mount({ pageSize: 5 });
    await loaded(el);
    await waitFor(() => !(part(el, 'mark-all') as HTMLButtonElement).disabled);
    part(el, 'mark-all')!.click();
    await waitFor(async () => (await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount === 0);
    await waitFor(() => part(el, 'unread-count')?.textContent?.trim() === 'All read');
  });

  it('keeps the DOM small with 10,000 messages loaded', async function () {
    this.timeout(30_000); // a hundred pages through the in-process API: slow on a busy machine, never timed
    const api = inProcessApi({ state: seedWithBulk(10_000) });
    const { el, baseUrl } = await mount({ api, pageSize: 100 });
    await loaded(el);
    const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
    try {
      while (session.store.view('all', 100).hasMore) await session.store.loadMore('all', 100);
      expect(session.store.view('all', 100).ids.length).to.be.greaterThan(10_000);
      // Past the plain list's length the windowed list is fetched, then takes over.
      await waitFor(() => messages(el).length > 0 && messages(el).length < 60);
      // Two frames: the windowed list has measured its rows and rendered again, and stays small.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      expect(messages(el).length).to.be.greaterThan(0);
      expect(messages(el).length).to.be.lessThan(60);
    } finally {
      releaseSession(session);
    }
  });

  it('renders a short list plainly, every message in the DOM', async () => {
    const { el, api } = await mount({ pageSize: 100 });
    await loaded(el);
    const total = (await api.client.listFeed(ADA, { limit: 1 })).totalCount;
    expect(total).to.be.greaterThan(50).and.at.most(100);
    await waitFor(() => messages(el).length === total);
    expect(part(el, 'list')!.querySelector(':scope > .spacer'), 'no spacer: the list is plain').to.equal(
      null,
    );
  });

  it('keeps the message in view where it was when the windowed list takes over', async () => {
    const api = inProcessApi({ state: seedWithBulk(300) });
    const { el, baseUrl } = await mount({ api, pageSize: 100 });
    await loaded(el);
    const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
    try {
      await waitFor(() => messages(el).length === 100);
      const list = part(el, 'list')!;
      const scrolled = oneEvent(list, 'scroll');
      list.scrollTop = 2345;
      await scrolled;
      const topOf = (m: HTMLElement) => m.getBoundingClientRect().top - list.getBoundingClientRect().top;
      const before = messages(el).find(
        (m) => m.getBoundingClientRect().bottom > list.getBoundingClientRect().top,
      )!;
      const id = (before as HTMLElement & { message: Message }).message._id;
      const offset = topOf(before);
      await session.store.loadMore('all', 100);
      await waitFor(() => !!part(el, 'list')!.querySelector(':scope > .spacer'));
      const after = () =>
        messages(el).find((m) => (m as HTMLElement & { message: Message }).message._id === id);
      await waitFor(() => !!after() && Math.abs(topOf(after()!) - offset) < 2).catch(() => undefined);
      expect(after(), 'the message in view is still rendered').to.be.instanceOf(HTMLElement);
      expect(Math.abs(topOf(after()!) - offset)).to.be.lessThan(2);
    } finally {
      releaseSession(session);
    }
  });

  it('scrolls a long list to its end page by page, with a DOM of a screen or two', async function () {
    this.timeout(20_000);
    const api = inProcessApi({ state: seedWithBulk(500) });
    const { el, baseUrl } = await mount({ api, pageSize: 100 });
    await loaded(el);
    const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
    try {
      const list = part(el, 'list')!;
      let most = 0;
      await waitFor(
        () => {
          list.scrollTop = list.scrollHeight;
          most = Math.max(most, messages(el).length);
          return !session.store.view('all', 100).hasMore && !!list.querySelector(':scope > .spacer');
        },
        { timeout: 15_000 },
      );
      const total = session.store.view('all', 100).ids.length;
      expect(total).to.be.greaterThan(500);
      // The last message of the list comes into view, and at no time were more than 100 rendered (the plain list's).
      await waitFor(() => {
        list.scrollTop = list.scrollHeight;
        return messages(el).some((m) => m.getAttribute('aria-posinset') === String(total));
      });
      expect(most).to.be.at.most(100);
      expect(messages(el).length).to.be.lessThan(40);
    } finally {
      releaseSession(session);
    }
  });

  it('moves focus to a message out of the window of a long list (End, then Home)', async function () {
    this.timeout(20_000);
    const api = inProcessApi({ state: seedWithBulk(300) });
    const { el, baseUrl } = await mount({ api, pageSize: 100 });
    await loaded(el);
    const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
    try {
      await session.store.loadMore('all', 100);
      await waitFor(() => !!part(el, 'list')!.querySelector(':scope > .spacer'));
      const last = session.store.view('all', 100).ids.length - 1;
      expect(
        el.shadowRoot!.querySelector(`[data-index="${last}"]`),
        'the last message starts out of the window',
      ).to.equal(null);
      el.shadowRoot!.querySelector<HTMLElement>('[data-index="0"]')!.focus();
      await sendKeys({ press: 'End' });
      await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('data-index') === String(last));
      const list = part(el, 'list')!.getBoundingClientRect();
      const box = el.shadowRoot!.activeElement!.getBoundingClientRect();
      expect(box.top).to.be.at.least(list.top - 1);
      expect(box.bottom).to.be.at.most(list.bottom + 1);
      await sendKeys({ press: 'Home' });
      await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('data-index') === '0');
    } finally {
      releaseSession(session);
    }
  });

  it('gives two inboxes of one store with different page sizes each the pages it asked for', async () => {
    const api = inProcessApi();
    const baseUrl = uniqueBaseUrl();
    // Short lists, so that each first page fills its list and none asks for a next page.
    const wrapper = await fixture<HTMLElement>(
      html`<div style="display: flex; --notif-inbox-height: 160px">
        ${[5, 12].map(
          (pageSize) =>
            html`<notif-inbox
              mode="inline"
              base-url=${baseUrl}
              subscriber-id=${ADA}
              api-key=${DEV_KEY}
              page-size=${pageSize}
              poll-interval="0"
              no-seen-on-view
              .fetch=${api.fetch}
            ></notif-inbox>`,
        )}
      </div>`,
    );
    const [five, twelve] = [...wrapper.querySelectorAll('notif-inbox')] as NotifInbox[];
    await waitFor(() => messages(five!).length === 5 && messages(twelve!).length === 12);
    const firstPages = api.requests
      .filter((r) => r.path.endsWith('/feed') && r.search.includes('page=0'))
      .map((r) => new URLSearchParams(r.search).get('limit'));
    expect(firstPages).to.include.members(['5', '12']);
    // The same messages, newest first: the shorter list is the start of the longer one.
    const ids = (el: NotifInbox) =>
      messages(el).map((m) => (m as HTMLElement & { message: Message }).message._id);
    expect(ids(twelve!).slice(0, 5)).to.deep.equal(ids(five!));
  });

  it('loads the next page when the end of the list comes near', async () => {
    const { el, api } = await mount({ pageSize: 40 });
    await loaded(el);
    const pagesBefore = api.requests.filter(
      (r) => r.path.endsWith('/feed') && r.search.includes('page=1'),
    ).length;
    expect(pagesBefore).to.equal(0);
    const list = part(el, 'list')!;
    // Keep scrolling to the end: the list's height grows as messages render on the way.
    await waitFor(() => {
      list.scrollTop = list.scrollHeight;
      return api.requests.some((r) => r.path.endsWith('/feed') && r.search.includes('page=1'));
    });
  });

  it('undoes a mark the service refuses (404), fires notif-error and shows a notice', async () => {
    const { el, api } = await mount();
    await loaded(el);
    const target = messages(el).find(
      (m) => !(m as HTMLElement & { message: Message }).message.read,
    )! as HTMLElement & {
      message: Message;
    };
    const id = target.message._id!;
    api.refusePaths(/mark-as$/); // a 404: a definitive refusal
    const error = oneEvent(el, 'notif-error');
    const store = acquireSession({
      baseUrl: el.baseUrl,
      subscriberId: ADA,
      apiKey: DEV_KEY,
      fetch: api.fetch,
    })!;
    try {
      void store.store.mark([id], 'read');
      expect(store.store.message(id)!.read).to.equal(true);
      const event = await error;
      expect(event.detail.operation).to.equal('mark-as');
      await waitFor(() => store.store.message(id)!.read === false);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="notice"][role="alert"]')!.textContent).to.contain(
        'could not be saved',
      );
    } finally {
      releaseSession(store);
    }
  });

  it('shows an error with Retry when the feed cannot load, and recovers', async function () {
    this.timeout(2 * PATIENT_WAIT + 10_000);
    const api = inProcessApi();
    api.failPaths(/\/feed$/);
    const { el } = await mount({ api });
    // The first load keeps trying for a while before it shows the error (docs/reliability.md#the-first-load).
    await waitFor(() => part(el, 'error') !== null, { timeout: PATIENT_WAIT });
    await expectAccessible(el);
    // The error state also tries again by itself (on focus, on a timer): Retry shows again once such a try failed.
    await waitFor(() => part(el, 'retry') !== null, { timeout: PATIENT_WAIT });
    api.failPaths(undefined);
    part(el, 'retry')!.click();
    await loaded(el);
  });

  it('shows the empty state, with a slot to replace it', async () => {
    const { el } = await mount({ subscriber: 'subscriber-linus' });
    await waitFor(() => part(el, 'empty') !== null);
    const texts = [...part(el, 'empty')!.querySelectorAll('p')].map((p) => p.textContent!.trim());
    expect(texts).to.deep.equal(['No notifications', 'New notifications will show up here.']);
    expect(part(el, 'picture')!.getAttribute('aria-hidden')).to.equal('true');
    await expectAccessible(el);
  });

  it('says when the browser is offline', async () => {
    const { el } = await mount();
    await loaded(el);
    window.dispatchEvent(new Event('offline'));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="notice"]')!.textContent).to.contain('offline');
    window.dispatchEvent(new Event('online'));
  });

  it('renders hostile content as text', async () => {
    const api = inProcessApi();
    const hostile = await triggerHostileMessage(api.client);
    const { el } = await mount({ api, pageSize: 100 });
    await loaded(el);
    // The hostile message is rendered, as text: the markup it carries had its chance to run.
    const shown = await waitFor(() =>
      messages(el).find((m) => (m as HTMLElement & { message: Message }).message._id === hostile._id),
    );
    await waitFor(
      () => shown!.shadowRoot?.querySelector('[part~="subject"]')?.textContent === hostile.subject,
    );
    expect((window as unknown as { __xss?: unknown }).__xss).to.equal(undefined);
    for (const message of messages(el))
      expect(message.shadowRoot!.querySelector('img[onerror], script, a[href^="javascript"]')).to.equal(null);
  });

  it('moves focus between messages with the arrow keys, Home and End (roving tabindex)', async () => {
    const { el } = await mount();
    await loaded(el);
    const first = el.shadowRoot!.querySelector<HTMLElement>('[data-index="0"]')!;
    first.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('data-index') === '1');
    expect(el.shadowRoot!.querySelectorAll('notif-message[tabindex="0"]')).to.have.length(1);
    await sendKeys({ press: 'End' });
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('data-index') === '19');
    await sendKeys({ press: 'Home' });
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('data-index') === '0');
  });

  it('keeps two inboxes with the same configuration in sync', async () => {
    const api = inProcessApi();
    const baseUrl = uniqueBaseUrl();
    // Side by side and short, so both lists are in the viewport (a virtualized list renders what is visible).
    const wrapper = await fixture<HTMLElement>(
      html`<div style="display: flex; --notif-inbox-height: 200px">
        <notif-inbox
          mode="inline"
          base-url=${baseUrl}
          subscriber-id=${ADA}
          api-key=${DEV_KEY}
          poll-interval="0"
          no-seen-on-view
          .fetch=${api.fetch}
        ></notif-inbox>
        <notif-inbox
          mode="inline"
          base-url=${baseUrl}
          subscriber-id=${ADA}
          api-key=${DEV_KEY}
          poll-interval="0"
          no-seen-on-view
          .fetch=${api.fetch}
        ></notif-inbox>
      </div>`,
    );
    const [a, b] = [...wrapper.querySelectorAll('notif-inbox')] as NotifInbox[];
    await loaded(a!);
    await loaded(b!);
    a!.markAllRead();
    await waitFor(() => part(b!, 'unread-count')?.textContent?.trim() === 'All read');
    expect(
      api.requests.filter((r) => r.path.endsWith('/feed') && r.search.includes('page=0&limit=20')),
    ).to.have.length(1);
  });

  it('follows its provider: a new subscriber-id shows that subscriber’s inbox', async () => {
    const api = inProcessApi();
    const wrapper = await fixture<HTMLElement>(
      html`<notif-provider
        base-url=${uniqueBaseUrl()}
        subscriber-id="subscriber-linus"
        api-key=${DEV_KEY}
        .fetch=${api.fetch}
        ><notif-inbox mode="inline" poll-interval="0"></notif-inbox
      ></notif-provider>`,
    );
    const el = wrapper.querySelector('notif-inbox')!;
    await waitFor(() => part(el, 'empty') !== null);
    wrapper.setAttribute('subscriber-id', ADA);
    await loaded(el);
  });

  it('fires notif-counts with the unseen and unread counts', async () => {
    const api = inProcessApi();
    const counts = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('notif-counts', (e) => resolve(e), { once: true }),
    );
    await mount({ api });
    const event = await counts;
    expect(event.detail).to.deep.equal({
      unseen: await api.client.countUnseen(ADA),
      unread: (await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount,
    });
  });

  it('announces new messages politely when polling finds them', async () => {
    const { el, api } = await mount({ poll: 100 });
    await loaded(el);
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Newcomer' } });
    await waitFor(() =>
      el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!.includes('1 new notification'),
    );
  });

  it('uses renderMessage when given', async () => {
    const api = inProcessApi();
    const el = await fixture<NotifInbox>(
      html`<notif-inbox
        mode="inline"
        base-url=${uniqueBaseUrl()}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="0"
        .fetch=${api.fetch}
        .renderMessage=${(m: Message) => html`<p class="custom">${m.subject}</p>`}
      ></notif-inbox>`,
    );
    await waitFor(() => el.shadowRoot!.querySelectorAll('.custom').length > 0);
    expect(messages(el)).to.have.length(0);
  });

  it('is accessible inline, as an open popover and in dark theme', async () => {
    const inline = await mount();
    await loaded(inline.el);
    await expectAccessible(inline.el);
    const popover = await mount({ mode: 'popover' });
    popover.el.setAttribute('theme', 'dark');
    popover.el.show();
    await loaded(popover.el);
    // Audited once the panel has faded in: halfway through, its colours are blended with the page's, not the ones a
    // person reads.
    const panel = popover.el.shadowRoot!.querySelector('[part~="panel"]')!;
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
    await expectAccessible(popover.el);
  });
});
