/**
 * The real inbox proxy with a live hub, in front of the real local API, composed in the test's page: the proxy's
 * `fetch` is the local API's handler, and the page's `fetch` (for elements and stores) is the proxy. Each request is
 * logged with its path after the mount point and its status, once its answer came (a stream's once it is open).
 */
import { connectionOf } from '../../src/api/connection.js';
import { subscriberFeed } from '../../src/api/operations/feed.js';
import { createInboxProxy, createLiveHub, type LiveHub } from '../../src/proxy/index.js';
import type { Clock } from '../../src/utils/clock.js';
import { FeedStore } from '../../src/store/feed-store.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from './in-process-api.js';

export interface LiveProxyInPage {
  api: InProcessApi;
  hub: LiveHub;
  /** The proxy's address, a base URL of its own (so a store of its own). */
  baseUrl: string;
  /** A fetch that sends through the proxy. */
  fetch: typeof globalThis.fetch;
  /** What the page sent, in the order the answers came. */
  sent: { path: string; status: number }[];
  /** The requests for the live stream. */
  liveRequests(): { path: string; status: number }[];
}

/** Serves `subscriberId` (always signed in) through a proxy; with `live: false` the proxy has no live route. */
export function liveProxyInPage(subscriberId: string, options: { live?: boolean } = {}): LiveProxyInPage {
  const api = inProcessApi();
  const hub = createLiveHub();
  const baseUrl = uniqueBaseUrl();
  const basePath = new URL(baseUrl).pathname;
  const proxy = createInboxProxy({
    apiKey: DEV_KEY,
    baseUrl: 'http://service.test',
    basePath,
    resolveSubscriber: () => subscriberId,
    fetch: api.fetch,
    ...(options.live === false ? {} : { live: { hub, pollInterval: 0 } }),
  });
  const sent: { path: string; status: number }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(String(input), init);
    const response = await proxy(request);
    sent.push({ path: new URL(request.url).pathname.slice(basePath.length), status: response.status });
    return response;
  };
  return { api, hub, baseUrl, fetch, sent, liveRequests: () => sent.filter((r) => r.path.endsWith('/live')) };
}

/** Where the store {@link liveStore} makes under `name` keeps its pending marks. */
export const pendingQueueOf = (name: string) => `${name}-pending`;

/**
 * A `FeedStore` of `subscriberId` through the proxy, with the feed a session gives its store (an answer that names the
 * live route announces it to the store). `onRequest` hears each request's URL before it is sent.
 */
export function liveStore(
  page: LiveProxyInPage,
  subscriberId: string,
  options: { name: string; clock?: Clock; onRequest?: (url: URL) => void },
): FeedStore {
  const connection = connectionOf({
    baseUrl: page.baseUrl,
    authorization: undefined,
    fetch: (input, init) => {
      options.onRequest?.(new URL(String(input)));
      return page.fetch(input, init);
    },
    retry: false,
  });
  const store: FeedStore = new FeedStore({
    ...subscriberFeed(connection, subscriberId, () => store.liveAnnounced()),
    subscriberId,
    storageKey: pendingQueueOf(options.name),
    channelName: options.name,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return store;
}
