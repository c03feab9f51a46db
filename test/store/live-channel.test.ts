// The store's side of the live channel (docs/reliability.md#live-channel), in the browser, against the real local
// API served behind the real proxy with a live hub (composed in-process: the proxy's fetch is the local API's
// handler, the store's fetch is the proxy). Every timer of the store (the count poll, the stream's retries) runs on
// a fake clock, so what arrives before the clock moves came over the stream, not a poll.
import { expect } from '@open-wc/testing';
import type { LiveHub } from '../../src/proxy/index.js';
import { FeedStore, SAFETY_NET_POLL_MS, type FeedStoreEventDetail } from '../../src/store/feed-store.js';
import { FakeClock } from '../support/fake-clock.js';
import { liveProxyInPage, liveStore, type LiveProxyInPage } from '../support/live-proxy.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const POLL_MS = 30_000;
let counter = 0;

interface Bench extends LiveProxyInPage {
  clock: FakeClock;
  store(name?: string): FeedStore;
  trigger(): Promise<void>;
  unseenReads(): number;
}

const hubs: LiveHub[] = [];
const stores: FeedStore[] = [];

function bench(options: { live?: boolean } = {}): Bench {
  const page = liveProxyInPage(ADA, options);
  hubs.push(page.hub);
  const clock = new FakeClock(Date.now());
  const channel = `live-test-${++counter}`;
  return {
    ...page,
    clock,
    store(name = channel) {
      const store = liveStore(page, ADA, { name, clock });
      stores.push(store);
      return store;
    },
    async trigger() {
      await page.api.client.trigger({ name: 'welcome', to: ADA, payload: { name: `Live ${++counter}` } });
    },
    unseenReads: () => page.sent.filter((request) => request.path.endsWith('/notifications/unseen')).length,
  };
}

function arrivals(store: FeedStore): FeedStoreEventDetail[] {
  const heard: FeedStoreEventDetail[] = [];
  store.addEventListener('arrived', (event) =>
    heard.push((event as CustomEvent<FeedStoreEventDetail>).detail),
  );
  return heard;
}

/** Connects a store that polls with the live stream on, once its counts are read. */
async function started(store: FeedStore, owner: object = {}): Promise<void> {
  store.connect();
  store.poll(owner, POLL_MS);
  await store.refreshCounts();
}

describe('FeedStore live channel', () => {
  afterEach(async () => {
    for (const store of stores.splice(0)) store.disconnect();
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
    localStorage.clear();
  });

  it('hears an arrival over the stream on notify, with no poll, and polls only as a safety net meanwhile', async () => {
    const b = bench();
    const store = b.store();
    const heard = arrivals(store);
    await started(store);
    await waitFor(() => store.live, { message: 'a healthy stream' });
    const readsBefore = b.unseenReads();
    await b.trigger();
    await b.hub.notify(ADA);
    await waitFor(() => heard.length === 1, { message: 'the arrival, heard over the stream' });
    expect(store.unseen).to.be.a('number');
    expect(b.unseenReads()).to.equal(readsBefore + 1, 'one count read for the event');
    // Healthy: the 30 s poll is a safety net of minutes.
    await b.clock.advance(POLL_MS * 3);
    expect(b.unseenReads()).to.equal(readsBefore + 1);
    await b.clock.advance(SAFETY_NET_POLL_MS);
    await waitFor(() => b.unseenReads() === readsBefore + 2, { message: 'the safety-net poll' });
    expect(b.liveRequests()).to.have.length(1);
  });

  it('coalesces a burst of changed events into one refresh at a time', async () => {
    const b = bench();
    const store = b.store();
    const heard = arrivals(store);
    await started(store);
    await waitFor(() => store.live);
    const readsBefore = b.unseenReads();
    await b.trigger();
    await Promise.all([b.hub.notify(ADA), b.hub.notify(ADA), b.hub.notify(ADA), b.hub.notify(ADA)]);
    await waitFor(() => heard.length === 1);
    await b.clock.advance(0);
    // One refresh, and at most one more for the events that came during it.
    expect(b.unseenReads() - readsBefore).to.be.within(1, 2);
  });

  it('a base URL that never announced the route: no stream is asked for with live auto', async () => {
    const b = bench({ live: false });
    const store = b.store();
    await started(store);
    await store.loadMore('all');
    await b.clock.advance(POLL_MS);
    await waitFor(() => b.unseenReads() >= 2, { message: 'the 30 s poll' });
    expect(b.liveRequests()).to.have.length(0);
    expect(store.live).to.equal(false);
  });

  it('live on, a route that is not offered (403): polling as before, and the stream tried again later with backoff', async () => {
    const b = bench({ live: false });
    const store = b.store();
    store.connect();
    store.poll({}, POLL_MS, 'on');
    await store.refreshCounts();
    await waitFor(() => b.liveRequests().length === 1);
    expect(b.liveRequests()[0]!.status).to.equal(403);
    expect(store.live).to.equal(false);
    // The refusal read (the proxy logs the request before the store has its answer): a retry set for about a minute.
    await waitFor(() => b.clock.dueIn.some((ms) => ms >= 45_000 && ms <= 75_000), {
      message: 'the stream’s retry set for about a minute',
    });
    const readsBefore = b.unseenReads();
    await b.clock.advance(POLL_MS);
    await waitFor(() => b.unseenReads() === readsBefore + 1, { message: 'the 30 s poll' });
    // Retried after about a minute (with jitter), not at once and not never.
    expect(b.liveRequests()).to.have.length(1);
    // A minute at a time, each given the time its request needs: the retry's delay is drawn with jitter and backs off.
    for (let minute = 0; minute < 10 && b.liveRequests().length < 2; minute++) {
      await b.clock.advance(60_000);
      await waitFor(() => b.liveRequests().length === 2, { timeout: 1000 }).catch(() => undefined);
    }
    expect(b.liveRequests(), 'the stream asked for again').to.have.length(2);
  });

  it('a stream that breaks: back to the 30 s poll at once, and reconnected with backoff', async () => {
    const b = bench();
    const store = b.store();
    const heard = arrivals(store);
    await started(store);
    await waitFor(() => store.live);
    // The server ends every stream (a deploy, a host that cuts long answers).
    await b.hub.close();
    await waitFor(() => !store.live, { message: 'the broken stream seen' });
    const readsBefore = b.unseenReads();
    await b.clock.advance(POLL_MS);
    await waitFor(() => b.unseenReads() === readsBefore + 1, { message: 'polling again at 30 s' });
    await waitFor(() => b.liveRequests().length >= 2, { message: 'a reconnection' });
    expect(
      b
        .liveRequests()
        .slice(1)
        .every((request) => request.status === 503),
    ).to.equal(true);
    await b.trigger();
    await b.clock.advance(POLL_MS);
    await waitFor(() => heard.length === 1, { message: 'the arrival found by polling' });
  });

  it('one stream per browser: the leading tab holds it, the other hears its news through the tab sync', async () => {
    if (!navigator.locks) return; // without Web Locks each tab holds its own stream (docs/browser-support.md)
    const b = bench();
    const leader = b.store('shared-live');
    const follower = b.store('shared-live');
    const heardByFollower = arrivals(follower);
    await started(leader);
    await waitFor(() => leader.live, { message: 'the leading tab’s stream' });
    // A tab opened after the leader connected asks how its stream is, and polls only as a safety net too.
    await started(follower);
    await waitFor(() => follower.live, { message: 'the later tab told the stream is healthy' });
    expect(b.liveRequests()).to.have.length(1);
    await b.trigger();
    await b.hub.notify(ADA);
    await waitFor(() => heardByFollower.length === 1, { message: 'the follower heard of the arrival' });
    // The leading tab closes: the other takes the lock and opens its own stream.
    leader.disconnect();
    await waitFor(() => b.liveRequests().length === 2, { message: 'the follower now leads' });
    await waitFor(() => follower.live);
  });

  it('live off: no stream is asked for', async () => {
    const b = bench();
    const store = b.store();
    store.connect();
    store.poll({}, POLL_MS, 'off');
    await store.refreshCounts();
    await b.clock.advance(POLL_MS);
    expect(b.liveRequests()).to.have.length(0);
  });
});
