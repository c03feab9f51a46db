// Every route runs the same checks of the browser's request (docs/proxy.md#how-it-is-built, docs/security.md): the
// live route and a forwarded one are refused by the same check, with the same status and message, the same session
// lookups and the same `onError` reports, on a fetch runtime and on the Node mount. A stray path, or the live path of
// a proxy without a hub, is refused before any session lookup. In-process against the real local API, and over a real
// loopback `node:http` server for the Node mount.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import {
  createInboxProxy,
  createLiveHub,
  toNodeListener,
  type InboxProxyError,
  type InboxProxyOptions,
  type LiveHub,
} from '../../src/proxy/index.js';

const ADA = 'subscriber-ada';
const APP = 'http://app.test';
const BASE_PATH = '/api/notif';
const FEED = 'notifications/feed';
const LIVE = 'live';

const hubs: LiveHub[] = [];
const servers: Server[] = [];
after(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** How the session lookup of a case behaves: Ada's session, none, or a session store that throws. */
type Session = 'ada' | 'none' | 'throws';

/**
 * A proxy mounted at `/api/notif`, with a live hub unless `live` is false, whose `resolveSubscriber` does what the
 * request's `x-session` header says; it counts its lookups, and `onError` keeps what it hears.
 */
function proxyBench(live = true) {
  const lookups: string[] = [];
  const errors: InboxProxyError[] = [];
  const options: InboxProxyOptions = {
    apiKey: 'local-dev-api-key',
    baseUrl: 'http://service.test',
    basePath: BASE_PATH,
    fetch: inProcessFetch(createLocalApi({ seed: 'demo' })),
    resolveSubscriber(request) {
      const session = (request.headers.get('x-session') ?? 'none') as Session;
      lookups.push(new URL(request.url).pathname);
      if (session === 'throws') throw new Error('the session store is away');
      return session === 'ada' ? ADA : undefined;
    },
    onError: (error) => errors.push(error),
  };
  if (live) {
    const hub = createLiveHub();
    hubs.push(hub);
    options.live = { hub, pollInterval: 0 };
  }
  return { proxy: createInboxProxy(options), lookups, errors };
}

/** What a refused request left behind: its status and message, the session lookups, and the reports' stages. */
interface Refused {
  status: number;
  message: string;
  lookups: number;
  reports: string[];
}

/** Sends a GET of `path` (after the mount point) with `session` to a fresh proxy; `via` the fetch handler or Node. */
async function refused(via: 'fetch' | 'node', path: string, session: Session, live = true): Promise<Refused> {
  const { proxy, lookups, errors } = proxyBench(live);
  const headers = { 'x-session': session };
  let answer: Response;
  if (via === 'fetch') answer = await proxy(new Request(`${APP}${path}`, { headers }));
  else {
    const server = createServer(toNodeListener(proxy, { origin: APP }));
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
  }
  const body = (await answer.json()) as { message: string };
  return {
    status: answer.status,
    message: body.message,
    lookups: lookups.length,
    reports: errors.map((error) => `${error.stage}: ${error.message}`),
  };
}

const route = (subscriber: string, rest: string) => `${BASE_PATH}/v1/subscribers/${subscriber}/${rest}`;

/** Each check every route runs, with a request it refuses, and what the refusal is on every route. */
const SHARED_CHECKS: { check: string; subscriber: string; session: Session; expected: Refused }[] = [
  {
    check: 'a resolveSubscriber that throws',
    subscriber: ADA,
    session: 'throws',
    expected: {
      status: 500,
      message: 'The signed-in subscriber could not be determined',
      lookups: 1,
      reports: ['resolveSubscriber: the session store is away'],
    },
  },
  {
    check: 'no session',
    subscriber: ADA,
    session: 'none',
    expected: { status: 401, message: 'Not signed in', lookups: 1, reports: [] },
  },
  {
    check: 'another subscriber’s inbox',
    subscriber: 'subscriber-grace',
    session: 'ada',
    expected: { status: 403, message: 'Only your own subscriber is available', lookups: 1, reports: [] },
  },
  {
    check: 'a malformed subscriber segment',
    subscriber: '%E0%A4%A',
    session: 'ada',
    expected: { status: 400, message: 'Malformed subscriberId in path', lookups: 1, reports: [] },
  },
];

const ROUTE_REFUSED = 'This route is not available through the inbox proxy';

for (const via of ['fetch', 'node'] as const) {
  describe(`every route runs the same checks (${via === 'fetch' ? 'fetch handler' : 'Node mount'})`, () => {
    for (const { check, subscriber, session, expected } of SHARED_CHECKS) {
      it(`${check}: the live route is refused as the feed is`, async () => {
        const feed = await refused(via, route(subscriber, FEED), session);
        const live = await refused(via, route(subscriber, LIVE), session);
        assert.deepEqual(feed, expected, 'the feed');
        assert.deepEqual(live, expected, 'the live route');
      });
    }

    it('a stray path, and the live path of a proxy without a hub, are refused before any session lookup', async () => {
      const expected: Refused = { status: 403, message: ROUTE_REFUSED, lookups: 0, reports: [] };
      for (const path of [
        route(ADA, 'notifications/archive'),
        `/elsewhere/v1/subscribers/${ADA}/${LIVE}`,
        `/elsewhere/v1/subscribers/${ADA}/${FEED}`,
      ])
        assert.deepEqual(await refused(via, path, 'throws'), expected, path);
      assert.deepEqual(await refused(via, route(ADA, LIVE), 'throws', false), expected, 'no hub');
    });
  });
}
