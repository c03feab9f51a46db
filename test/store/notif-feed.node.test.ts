// The headless feed on a server (SSR, a Node script): importing it and making a feed touch no window, no storage,
// no channel between tabs and no network; it gives its empty snapshot, and refuses calls (docs/build-your-own-ui.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { NotifFeedConfig } from '../../src/entries/feed.js';

/** What the feed must not touch on a server, counted. */
const touched = { localStorage: 0, broadcastChannels: 0, fetches: 0 };
const NativeBroadcastChannel = globalThis.BroadcastChannel;
const config: NotifFeedConfig = {
  baseUrl: 'https://api.example.com',
  subscriberId: 'subscriber-ada',
  token: 'session-token',
  fetch: async () => {
    touched.fetches++;
    return new Response('{}');
  },
};

before(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => void touched.localStorage++,
  });
  globalThis.BroadcastChannel = class extends NativeBroadcastChannel {
    constructor(name: string) {
      super(name);
      touched.broadcastChannels++;
    }
  };
});

after(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  globalThis.BroadcastChannel = NativeBroadcastChannel;
});

describe('notif-elements/feed on a server', () => {
  it('imports and makes a feed without a DOM, and gives the empty snapshot, the same as the server snapshot', async () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    const { createNotifFeed } = await import('../../src/entries/feed.js');
    const feed = createNotifFeed(config);
    const snapshot = feed.getSnapshot();
    assert.deepEqual(
      { ...snapshot },
      { messages: [], unseen: 0, unread: 0, status: 'idle', hasMore: false, tab: 'all' },
    );
    assert.ok(Object.isFrozen(snapshot));
    assert.equal(feed.getServerSnapshot(), snapshot);
  });

  it('calls a listener once with the empty snapshot, as a store rendered on a server is read', async () => {
    const { createNotifFeed } = await import('../../src/entries/feed.js');
    const feed = createNotifFeed(config);
    const heard: unknown[] = [];
    const unsubscribe = feed.subscribe((snapshot) => heard.push(snapshot));
    assert.deepEqual(heard, [feed.getServerSnapshot()]);
    unsubscribe();
  });

  it('refuses calls, saying they need a browser', async () => {
    const { createNotifFeed, NotifError } = await import('../../src/entries/feed.js');
    const feed = createNotifFeed(config);
    for (const call of [() => feed.loadMore(), () => feed.markAllRead(), () => feed.setTab('unread')]) {
      await assert.rejects(
        call(),
        (error: Error) => error instanceof NotifError && /needs a browser/.test(error.message),
      );
    }
    assert.equal(feed.getSnapshot().tab, 'all');
  });

  it('checks its configuration on a server too', async () => {
    const { createNotifFeed, NotifValidationError } = await import('../../src/entries/feed.js');
    assert.throws(
      () => createNotifFeed({ ...config, baseUrl: 'api.example.com' }),
      (error: Error) => error instanceof NotifValidationError && error.field === 'baseUrl',
    );
  });

  it('refuses, when it is made, a subscriber no URL can carry (half of a UTF-16 pair), naming it', async () => {
    const { createNotifFeed, NotifValidationError } = await import('../../src/entries/feed.js');
    for (const subscriberId of ['\ud800', 'ada\udc00']) {
      assert.throws(
        () => createNotifFeed({ ...config, subscriberId }),
        (error: Error) =>
          error instanceof NotifValidationError &&
          error.field === 'subscriberId' &&
          error.message === 'subscriberId must not contain a lone surrogate (half of a UTF-16 pair)',
      );
    }
  });

  it('touched no storage, no channel between tabs and no network', async () => {
    assert.deepEqual(touched, { localStorage: 0, broadcastChannels: 0, fetches: 0 });
    // The counters count: touching each once shows.
    void globalThis.localStorage;
    new BroadcastChannel('notif-feed-control').close();
    await config.fetch!('https://api.example.com');
    assert.deepEqual(touched, { localStorage: 1, broadcastChannels: 1, fetches: 1 });
  });
});
