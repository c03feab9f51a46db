import { expect } from '@open-wc/testing';
import { NotifClient } from '../../src/api/client.js';
import { FeedStore, type FeedStoreEventDetail } from '../../src/store/feed-store.js';
import type { ResendSchedulerOptions } from '../../src/store/resend-scheduler.js';
import { BASE_URL, DEV_KEY, inProcessApi, type InProcessApi } from '../support/in-process-api.js';
import { waitFor } from '../support/wait-for.js';
import { alteredAnswers } from '../support/altered-answers.js';
import { pendingIn } from '../support/pending-queue.js';

const SUBSCRIBER = 'subscriber-ada';
let counter = 0;
/** Where each store of {@link storeFor} keeps its pending marks. */
const storageKeys = new WeakMap<FeedStore, string>();
/** The marks a store has not had acknowledged yet, as its queue in `localStorage` holds them. */
const pendingOf = (store: FeedStore) => pendingIn(storageKeys.get(store)!);

function storeFor(
  api: InProcessApi,
  storageKey = `test-pending-${++counter}`,
  channelName = `test-channel-${counter}`,
  resend: ResendSchedulerOptions = {},
) {
  const client = new NotifClient({
    baseUrl: BASE_URL,
    auth: { apiKey: DEV_KEY },
    fetch: api.fetch,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
  });
  const store = new FeedStore({ client, subscriberId: SUBSCRIBER, storageKey, channelName, resend });
  storageKeys.set(store, storageKey);
  return store;
}

function nextEvent(store: FeedStore, type: FeedStoreEventDetail['type']): Promise<FeedStoreEventDetail> {
  return new Promise((resolve) =>
    store.addEventListener(type, (event) => resolve((event as CustomEvent<FeedStoreEventDetail>).detail), {
      once: true,
    }),
  );
}

async function serverMessage(api: InProcessApi, id: string) {
  const page = await api.client.listFeed(SUBSCRIBER, { limit: 100 });
  return page.data.find((m) => m._id === id)!;
}

describe('FeedStore', () => {
  afterEach(() => localStorage.clear());

  it('loads pages in order without duplicates and knows when there are no more', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    const pageSize = 25;
    await store.loadMore('all', pageSize);
    expect(store.view('all', pageSize).ids).to.have.length(25);
    expect(store.view('all', pageSize).hasMore).to.equal(true);
    const total = (await api.client.listFeed(SUBSCRIBER, { limit: 1 })).totalCount;
    while (store.view('all', pageSize).hasMore) await store.loadMore('all', pageSize);
    expect(store.view('all', pageSize).ids).to.have.length(total);
    expect(new Set(store.view('all', pageSize).ids).size).to.equal(total);
  });

  it('keeps a count a safe integer when a mark moves it past the largest one the service could send', async () => {
    const api = inProcessApi();
    const client = new NotifClient({
      baseUrl: BASE_URL,
      auth: { apiKey: DEV_KEY },
      fetch: alteredAnswers(api.fetch, /\/notifications\/unseen$/, () => ({
        data: { count: Number.MAX_SAFE_INTEGER },
      })),
      retry: false,
    });
    const store = new FeedStore({
      client,
      subscriberId: SUBSCRIBER,
      storageKey: `test-pending-${++counter}`,
      channelName: `test-channel-${counter}`,
    });
    const id = (await api.client.listFeed(SUBSCRIBER, { limit: 1 })).data[0]!._id!;
    await api.client.markMessagesAs(SUBSCRIBER, [id], 'seen');
    await Promise.all([store.refreshCounts(), store.loadMore('all', 20)]);
    expect(store.unseen).to.equal(Number.MAX_SAFE_INTEGER);
    const marked = store.mark([id], 'unseen');
    expect(store.unseen, 'while the mark is on its way').to.equal(Number.MAX_SAFE_INTEGER);
    await marked;
    expect(store.unseen, 'once it is acknowledged').to.equal(Number.MAX_SAFE_INTEGER);
  });

  it('keeps a list per page size, so readers with different page sizes each get the pages they asked for', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await Promise.all([store.loadMore('all', 5), store.loadMore('all', 12)]);
    expect(store.view('all', 5).ids).to.have.length(5);
    expect(store.view('all', 12).ids).to.have.length(12);
    await store.loadMore('all', 5);
    // The next page of each list follows its own: no message skipped, none twice.
    expect(store.view('all', 5).ids).to.deep.equal(store.view('all', 12).ids.slice(0, 10));
    expect(
      api.sent('GET', /\/feed$/).map((request) => new URLSearchParams(request.search).get('limit')),
    ).to.include.members(['5', '12']);
  });

  it('answers a loadMore called while a page is on its way with that page, once it is in', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    const pageSize = 10;
    await store.loadMore('all', pageSize);
    // Something else (an element scrolled to its end) asked for the next page first.
    const first = store.loadMore('all', pageSize);
    const second = await store.loadMore('all', pageSize);
    expect(second.status).to.equal('ready');
    expect(second.ids).to.have.length(20);
    expect(await first).to.equal(second);
    // A page that fails: the caller that only waited on it gets the list as it stands; the one that asked, the error.
    api.failPaths(/\/feed$/);
    const asked = store.loadMore('all', pageSize);
    const waited = await store.loadMore('all', pageSize);
    expect(waited.ids).to.have.length(20);
    expect(waited.status).to.equal('ready');
    let error: unknown;
    await asked.catch((caught: unknown) => (error = caught));
    expect(error).to.be.instanceOf(Error);
  });

  it('reads the unseen and unread counts from the service', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await store.refreshCounts();
    expect(store.unseen).to.equal(await api.client.countUnseen(SUBSCRIBER));
    expect(store.unread).to.equal(
      (await api.client.listFeed(SUBSCRIBER, { read: false, limit: 1 })).totalCount,
    );
  });

  it('shows messages as seen before their seen mark is sent, with the unseen count to match', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await Promise.all([store.loadMore('all'), store.refreshCounts()]);
    const unseen = store.view('all').ids.filter((id) => store.message(id)!.seen === false);
    const before = store.unseen!;
    store.showSeen(unseen.slice(0, 2));
    expect(unseen.slice(0, 2).map((id) => store.message(id)!.seen)).to.deep.equal([true, true]);
    expect(store.unseen).to.equal(before - 2);
    expect(api.sent('POST', /mark-as$/)).to.have.length(0);
    await store.mark(unseen.slice(0, 2), 'seen');
    expect(api.sent('POST', /mark-as$/)).to.have.length(1);
    expect(store.unseen).to.equal(before - 2);
  });

  it('shows a mark at once, sends it once, and keeps the counts right', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await Promise.all([store.loadMore('unread'), store.refreshCounts()]);
    const id = store.view('unread').ids[0]!;
    const unreadBefore = store.unread!;
    const marked = nextEvent(store, 'marked');
    const done = store.mark([id], 'read');
    expect(store.message(id)!.read).to.equal(true);
    expect(store.unread).to.equal(unreadBefore - 1);
    await done;
    expect(await marked).to.deep.equal({ type: 'marked', ids: [id], markAs: 'read' });
    expect((await serverMessage(api, id)).read).to.equal(true);
    expect(api.sent('POST', /mark-as$/)).to.have.length(1);
    expect(pendingOf(store)).to.equal(0);
    await waitFor(() => api.requests.filter((r) => r.path.endsWith('/unseen')).length >= 2);
    expect(store.unread).to.equal(unreadBefore - 1);
  });

  it('undoes a mark the service refuses (404) and says so', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await store.loadMore('all');
    const id = store.view('all').ids.find((i) => !store.message(i)!.read)!;
    api.refusePaths(/mark-as$/);
    const failed = nextEvent(store, 'error');
    await store.mark([id], 'read');
    const detail = await failed;
    expect(detail.type === 'error' && detail.operation).to.equal('mark-as');
    expect(store.message(id)!.read).to.equal(false);
    expect(pendingOf(store)).to.equal(0);
    expect(api.sent('POST', /mark-as$/).map((r) => r.status)).to.deep.equal([404]);
    expect((await serverMessage(api, id)).read).to.equal(false);
  });

  it('keeps a mark that still fails with 503 after the client’s retries, and sends it again by itself', async () => {
    const api = inProcessApi();
    const store = storeFor(api, undefined, undefined, { baseDelayMs: 50, maxDelayMs: 200 });
    const errors: FeedStoreEventDetail[] = [];
    store.addEventListener('error', (event) =>
      errors.push((event as CustomEvent<FeedStoreEventDetail>).detail),
    );
    await store.loadMore('all');
    const id = store.view('all').ids.find((i) => !store.message(i)!.read)!;
    api.failPaths(/mark-as$/);
    await store.mark([id], 'read');
    expect(api.sent('POST', /mark-as$/).map((r) => r.status)).to.deep.equal([503, 503]);
    expect(store.message(id)!.read, 'not rolled back').to.equal(true);
    expect(pendingOf(store)).to.equal(1);
    expect(errors).to.deep.equal([]);
    await waitFor(() => api.sent('POST', /mark-as$/).length >= 4); // the scheduler's re-send, with no poll or event
    api.failPaths(undefined);
    await waitFor(() => pendingOf(store) === 0);
    const sent = api.sent('POST', /mark-as$/);
    expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size, 'one key throughout').to.equal(1);
    expect(sent.filter((r) => r.status === 201 && !r.replayed)).to.have.length(1);
    expect((await serverMessage(api, id)).read).to.equal(true);
    expect(errors).to.deep.equal([]);
    store.disconnect();
  });

  it('sends a later mark of the same message only after the earlier one it must not overtake', async () => {
    const api = inProcessApi();
    const store = storeFor(api, undefined, undefined, { baseDelayMs: 50, maxDelayMs: 100 });
    await store.loadMore('all');
    const id = store.view('all').ids.find((i) => !store.message(i)!.read)!;
    api.failPaths(/mark-as$/);
    await store.mark([id], 'read'); // fails for a passing reason: pending, to be sent again
    api.failPaths(undefined);
    await store.mark([id], 'unread'); // the user changed their mind before the read went through
    expect(store.message(id)!.read, 'shown as the last mark says').to.equal(false);
    await waitFor(() => pendingOf(store) === 0);
    const sent = api.sent('POST', /mark-as$/).map((r) => (r.body as { markAs: string }).markAs);
    expect(sent.slice(-2), 'read acknowledged before unread is sent').to.deep.equal(['read', 'unread']);
    expect((await serverMessage(api, id)).read, 'the service ends as the user left it').to.equal(false);
    expect(store.message(id)!.read).to.equal(false);
    store.disconnect();
  });

  it('keeps a mark that failed with 503 across a reload; the next page sends it once with the same key', async () => {
    const api = inProcessApi();
    const key = `test-reload-503-${++counter}`;
    const first = storeFor(api, key);
    first.connect();
    await first.loadMore('all');
    const id = first.view('all').ids.find((i) => !first.message(i)!.read)!;
    api.failPaths(/mark-as$/);
    await first.mark([id], 'read');
    first.disconnect(); // the page goes away before any re-send
    const kept = JSON.parse(localStorage.getItem(key)!) as { key: string }[];
    expect(kept).to.have.length(1);
    api.failPaths(undefined);

    const second = storeFor(api, key);
    await second.loadMore('all');
    expect(second.message(id)!.read).to.equal(true);
    await second.resendPending();
    await second.resendPending(); // a second call finds nothing left to send
    const sent = api.sent('POST', /mark-as$/);
    expect(sent.every((r) => r.headers['idempotency-key'] === kept[0]!.key)).to.equal(true);
    expect(sent.filter((r) => r.status === 201)).to.have.length(1);
    expect((await serverMessage(api, id)).read).to.equal(true);
    expect(localStorage.getItem(key)).to.equal(null);
  });

  it('re-sends a mark whose answer was lost with the same idempotency key, applied once', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await store.loadMore('all');
    const id = store.view('all').ids.find((i) => !store.message(i)!.read)!;
    api.loseAnswers(/mark-as$/);
    await store.mark([id], 'read');
    const first = await serverMessage(api, id);
    expect(first.read).to.equal(true);
    await store.resendPending();
    const sent = api.sent('POST', /mark-as$/);
    expect(sent.length).to.be.greaterThan(1);
    expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).to.equal(1);
    expect((await serverMessage(api, id)).lastReadDate).to.equal(first.lastReadDate);
    expect(pendingOf(store)).to.equal(0);
  });

  it('keeps marks made offline and sends them when the browser is back online', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    store.connect();
    try {
      await store.loadMore('all');
      const id = store.view('all').ids.find((i) => !store.message(i)!.read)!;
      api.setOffline(true);
      await store.mark([id], 'read');
      expect(store.message(id)!.read).to.equal(true);
      expect(pendingOf(store)).to.equal(1);
      api.setOffline(false);
      expect((await serverMessage(api, id)).read).to.equal(false);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => pendingOf(store) === 0);
      expect((await serverMessage(api, id)).read).to.equal(true);
    } finally {
      store.disconnect();
    }
  });

  it('sends the marks a previous page load left pending', async () => {
    const api = inProcessApi();
    const key = `test-reload-${++counter}`;
    const first = storeFor(api, key);
    await first.loadMore('all');
    const id = first.view('all').ids.find((i) => !first.message(i)!.read)!;
    api.setOffline(true);
    await first.mark([id], 'read');
    expect(JSON.parse(localStorage.getItem(key)!)).to.have.length(1);
    api.setOffline(false);

    const second = storeFor(api, key); // the page after a reload
    await second.loadMore('all');
    expect(second.message(id)!.read, 'shown as read before the service knows').to.equal(true);
    await second.resendPending();
    expect((await serverMessage(api, id)).read).to.equal(true);
    expect(localStorage.getItem(key)).to.equal(null);
  });

  it('marks every unread message read, loaded or not, in batches of at most 100', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await store.loadMore('all', 5);
    await store.markAllRead();
    expect((await api.client.listFeed(SUBSCRIBER, { read: false, limit: 1 })).totalCount).to.equal(0);
    for (const request of api.sent('POST', /mark-as$/)) {
      expect((request.body as { messageId: string[] }).messageId.length).to.be.at.most(100);
    }
  });

  it('follows marks acknowledged in another tab', async () => {
    const api = inProcessApi();
    const channel = `test-tabs-${++counter}`;
    const tabA = storeFor(api, `a-${counter}`, channel);
    const tabB = storeFor(api, `b-${counter}`, channel);
    tabA.connect();
    tabB.connect();
    try {
      await Promise.all([tabA.loadMore('all'), tabB.loadMore('all')]);
      const id = tabA.view('all').ids.find((i) => !tabA.message(i)!.read)!;
      await tabA.mark([id], 'read');
      await waitFor(() => tabB.message(id)!.read === true);
    } finally {
      tabA.disconnect();
      tabB.disconnect();
    }
  });
});
