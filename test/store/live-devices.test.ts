// Two devices of one subscriber (docs/proxy.md#live-channel): two stores that share no storage and no tab sync, each
// with its own live stream, through the real proxy and hub in front of the real local API. After each kind of change
// one of them makes (read, unread, seen, unseen, all read, a selection) and after an arrival, the other shows the
// same rows and counts, with no poll; the store that made the change re-reads none of its pages.
import { expect } from '@open-wc/testing';
import type { LiveHub } from '../../src/proxy/index.js';
import { FeedStore, type FeedTab } from '../../src/store/feed-store.js';
import { liveProxyInPage, liveStore, pendingQueueOf, type LiveProxyInPage } from '../support/live-proxy.js';
import { pendingIn } from '../support/pending-queue.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
/** Long enough that no poll runs during a test: whatever a device learns, it learns over its stream. */
const POLL_MS = 10 * 60_000;

interface Device {
  /** Its store's name, which names its pending queue too. */
  name: string;
  store: FeedStore;
  /** The search of each feed page this device read (`?page=0&limit=20`), not the one-row count reads. */
  pageReads: string[];
}

const hubs: LiveHub[] = [];
const devices: FeedStore[] = [];
let counter = 0;

function device(page: LiveProxyInPage, name: string): Device {
  const pageReads: string[] = [];
  const storeName = `devices-${name}`;
  const store = liveStore(page, ADA, {
    name: storeName,
    onRequest: (url) => {
      if (url.pathname.endsWith('/notifications/feed') && url.searchParams.has('page'))
        pageReads.push(url.search);
    },
  });
  devices.push(store);
  return { name: storeName, store, pageReads };
}

/** What a person sees of a list on a device: each row's id and its read and seen state. */
function rows(store: FeedStore, tab: FeedTab): string[] {
  return store.view(tab).ids.map((id) => {
    const message = store.message(id);
    return `${id}:${message?.read ? 'read' : 'unread'}:${message?.seen ? 'seen' : 'unseen'}`;
  });
}

function shown(store: FeedStore) {
  return {
    all: rows(store, 'all'),
    unread: rows(store, 'unread'),
    unseen: store.unseen,
    unread_count: store.unread,
  };
}

/** One list is the start of the other: the device that re-read a page may show rows the other has not loaded yet. */
function sameStart(one: string[], other: string[]): boolean {
  const length = Math.min(one.length, other.length);
  return one.slice(0, length).every((row, index) => row === other[index]);
}

function agreeing(a: FeedStore, b: FeedStore): boolean {
  const [one, other] = [shown(a), shown(b)];
  return (
    one.unseen === other.unseen &&
    one.unread_count === other.unread_count &&
    sameStart(one.all, other.all) &&
    sameStart(one.unread, other.unread)
  );
}

/** Waits until both devices show the same rows and counts, and the marking one has its mark acknowledged. */
async function agree(a: Device, b: Device, what: string): Promise<void> {
  await waitFor(() => pendingIn(pendingQueueOf(a.name)) === 0 && agreeing(a.store, b.store), {
    message: `both devices agree after ${what}: ${JSON.stringify(shown(a.store))} vs ${JSON.stringify(shown(b.store))}`,
  });
}

async function twoDevices() {
  const page = liveProxyInPage(ADA);
  hubs.push(page.hub);
  const run = ++counter;
  const a = device(page, `a-${run}`);
  const b = device(page, `b-${run}`);
  for (const { store } of [a, b]) {
    store.connect();
    store.poll({}, POLL_MS);
    await store.refreshCounts();
    await store.loadMore('all');
    await store.loadMore('unread');
    await waitFor(() => store.live, { message: 'a healthy stream on each device' });
  }
  return { page, a, b };
}

describe('two devices of one subscriber, over the live channel', () => {
  afterEach(async () => {
    for (const store of devices.splice(0)) store.disconnect();
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
    localStorage.clear();
  });

  it('agree, rows and counts, after each kind of change, and the marking device re-reads none of its pages', async () => {
    const { a, b } = await twoDevices();
    await agree(a, b, 'loading');
    const [first, second, third] = a.store.view('all').ids;
    expect(third, 'three messages in the seed').to.be.a('string');
    const changes: [string, () => Promise<unknown>][] = [
      ['a read', () => a.store.mark([first!], 'read')],
      ['an unread', () => a.store.mark([first!], 'unread')],
      ['a seen', () => a.store.mark([second!], 'seen')],
      ['an unseen', () => a.store.mark([second!], 'unseen')],
      ['a selection read', () => a.store.mark([first!, second!, third!], 'read')],
      ['all read', () => a.store.markAllRead()],
    ];
    for (const [what, change] of changes) {
      const before = JSON.stringify(shown(b.store));
      const readsBefore = a.pageReads.length;
      await change();
      await waitFor(() => JSON.stringify(shown(b.store)) !== before, {
        message: `the other device shows ${what}`,
      });
      await agree(a, b, what);
      expect(a.pageReads.slice(readsBefore), `the device that made ${what} re-read no page`).to.deep.equal(
        [],
      );
    }
  });

  it('agree after an arrival told by the backend, both lists showing it on top', async () => {
    const { page, a, b } = await twoDevices();
    await agree(a, b, 'loading');
    const top = a.store.view('all').ids[0];
    await page.api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Devices' } });
    await page.hub.notify(ADA);
    for (const { store } of [a, b]) {
      await waitFor(() => store.view('all').ids[1] === top, { message: 'the arrival on top on each device' });
      expect(store.view('unread').ids[0]).to.equal(store.view('all').ids[0]);
    }
    await agree(a, b, 'an arrival');
  });
});
