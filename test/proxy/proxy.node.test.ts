// The inbox proxy (docs/security.md) over real loopback HTTP: a "browser" calls the proxy, which forwards to the local
// API on another port. Every test counts what reached the API, so a refusal is proven to have sent nothing.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { NotifClient } from '../../src/api/client.js';
import { NotifHttpError } from '../../src/api/errors.js';
import type { FeedResponse, Message, Subscriber } from '../../src/api/types.js';
import { createLocalApi, DEMO_IDS, DEMO_KEYS, type LocalApiOptions } from 'notif-local-api';
import { createInboxProxy, type InboxProxyOptions } from '../../src/proxy/index.js';
import { rawRequest } from '../support/raw-request.js';
import { recordingFetch } from '../support/recording-fetch.js';
import { startServer, type TestServer } from '../support/server.js';

const DEV_KEY = DEMO_KEYS.development;
const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const BASE = '/api/notif';
const FEED = `${BASE}/v1/subscribers/${ADA}/notifications/feed`;
const UNSEEN = `${BASE}/v1/subscribers/${ADA}/notifications/unseen`;
const MARK = `${BASE}/v1/subscribers/${ADA}/messages/mark-as`;
const CREDENTIALS = `${BASE}/v1/subscribers/${ADA}/credentials`;
const NOW = new Date('2025-06-15T12:00:00.000Z');

/** A request as it reached the local API. */
interface Arrived {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

interface Upstream extends TestServer {
  arrived: Arrived[];
}

/** The local API (demo seed) on its own port, writing down every request that reaches it. */
async function startUpstream(options: LocalApiOptions = {}): Promise<Upstream> {
  const api = createLocalApi({ seed: 'demo', now: () => NOW, ...options });
  const arrived: Arrived[] = [];
  const server = await startServer(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    arrived.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(request.headers),
      body,
    });
    return api(request);
  });
  return { ...server, arrived };
}

/** The proxy mounted at /api/notif, signing people in from the `x-test-user` header (a stand-in for a session). */
function startProxy(upstreamUrl: string, options: Partial<InboxProxyOptions> = {}): Promise<TestServer> {
  return startServer(
    createInboxProxy({
      apiKey: DEV_KEY,
      baseUrl: upstreamUrl,
      basePath: BASE,
      resolveSubscriber: (request) => request.headers.get('x-test-user'),
      ...options,
    }),
  );
}

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // The tests read arbitrary fields of the answers and assert exact values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Every answer the browser got, to check that none of them holds the API key. */
const replies: Reply[] = [];

/** What the browser sends: its cookie and whatever else it has, never an API key. */
async function browser(
  url: string,
  options: { method?: string; user?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    cookie: 'session=browser-session; theme=dark',
    ...options.headers,
  };
  const user = options.user === undefined ? ADA : options.user;
  if (user !== null) headers['x-test-user'] = user;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const reply = { status: response.status, headers: response.headers, text, json };
  replies.push(reply);
  return reply;
}

describe('inbox proxy: a signed-in subscriber reaches their own inbox', () => {
  let upstream: Upstream;
  let proxy: TestServer;
  beforeEach(async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.url);
  });
  afterEach(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('reads the feed: the query is passed on, the API key added, nothing of the browser forwarded', async () => {
    const reply = await browser(`${proxy.url}${FEED}?limit=3&read=false`);
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    const page = reply.json as FeedResponse;
    assert.deepEqual([page.totalCount, page.data.length, page.pageSize, page.hasMore], [21, 3, 3, true]);
    assert.ok(
      page.data.every(
        (message) => message.read === false && message._subscriberId === DEMO_IDS.subscribers.development.ada,
      ),
      "Ada's unread messages only",
    );
    assert.equal(upstream.arrived.length, 1);
    const [arrived] = upstream.arrived;
    assert.deepEqual(
      [arrived!.method, arrived!.path, arrived!.search],
      ['GET', `/v1/subscribers/${ADA}/notifications/feed`, '?limit=3&read=false'],
    );
    assert.equal(arrived!.headers.authorization, `ApiKey ${DEV_KEY}`);
    assert.equal('cookie' in arrived!.headers, false);
    assert.equal('x-test-user' in arrived!.headers, false);
  });

  it("replaces the browser's own Authorization header with the API key", async () => {
    for (const authorization of ['Bearer browser-session-token', `ApiKey ${DEMO_KEYS.production}`]) {
      const reply = await browser(`${proxy.url}${UNSEEN}?seen=false`, { headers: { authorization } });
      // Development's count: the Production key the browser tried was not used.
      assert.deepEqual([reply.status, reply.json], [200, { count: 8 }]);
    }
    assert.deepEqual(
      upstream.arrived.map((request) => [request.headers.authorization, request.headers.cookie]),
      [
        [`ApiKey ${DEV_KEY}`, undefined],
        [`ApiKey ${DEV_KEY}`, undefined],
      ],
    );
  });

  it('reads the unseen count', async () => {
    const reply = await browser(`${proxy.url}${UNSEEN}?seen=false`);
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.json, { count: 8 });
    assert.equal(upstream.arrived[0]!.search, '?seen=false');
  });

  it('marks messages, passing the idempotency key both ways', async () => {
    const feed = (await browser(`${proxy.url}${FEED}?seen=false&limit=2`)).json as FeedResponse;
    const wanted = feed.data.map((message) => message._id);
    const body = { messageId: wanted, markAs: 'read' };
    const first = await browser(`${proxy.url}${MARK}`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': 'browser-key-1' },
    });
    assert.equal(first.status, 201);
    assert.deepEqual(
      (first.json as Message[]).map((message) => [message._id, message.read, message.seen]),
      wanted.map((id) => [id, true, true]),
    );
    assert.equal(first.headers.get('idempotency-key'), 'browser-key-1');
    assert.equal(first.headers.get('idempotency-replay'), null);
    const again = await browser(`${proxy.url}${MARK}`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': 'browser-key-1' },
    });
    assert.equal(again.headers.get('idempotency-replay'), 'true');
    assert.deepEqual(again.json, first.json);
    assert.deepEqual((await browser(`${proxy.url}${UNSEEN}?seen=false`)).json, { count: 6 });
    // The service saw the key scoped to Ada (a digest), the same on both requests; the browser got its own back.
    const marks = upstream.arrived.filter((request) => request.method === 'POST');
    const scoped = marks[0]?.headers['idempotency-key'] ?? '';
    assert.match(scoped, /^[0-9a-f]{64}$/);
    assert.deepEqual(
      marks.map((request) => [request.path, request.headers['idempotency-key'], request.body]),
      [
        [`/v1/subscribers/${ADA}/messages/mark-as`, scoped, JSON.stringify(body)],
        [`/v1/subscribers/${ADA}/messages/mark-as`, scoped, JSON.stringify(body)],
      ],
    );
    assert.equal(again.headers.get('idempotency-key'), 'browser-key-1');
  });

  it("upserts credentials, answering with this browser's token only", async () => {
    const reply = await browser(`${proxy.url}${CREDENTIALS}`, {
      method: 'PATCH',
      body: { providerId: 'fcm', credentials: { deviceTokens: ['fcm-token-ada-browser'] } },
    });
    assert.equal(reply.status, 200);
    // The service stored it beside Ada's other devices' tokens; the browser sees its own, and nothing else of Ada.
    assert.deepEqual(reply.json as Subscriber, {
      subscriberId: ADA,
      channels: [
        {
          providerId: 'fcm',
          integrationIdentifier: 'fcm-mobile',
          credentials: { deviceTokens: ['fcm-token-ada-browser'] },
        },
      ],
    });
    assert.equal(upstream.arrived[0]!.headers['content-type'], 'application/json');
    const record = await fetch(`${upstream.url}/v1/subscribers/${ADA}`, {
      headers: { authorization: `ApiKey ${DEV_KEY}` },
    });
    const stored = ((await record.json()) as Subscriber).channels?.find(
      (channel) => channel.providerId === 'fcm',
    );
    assert.deepEqual(stored?.credentials.deviceTokens, [
      'fcm-token-ada-phone',
      'fcm-token-ada-tablet',
      'fcm-token-ada-browser',
    ]);
  });

  it("refuses a wrong limit itself, in the client's words, and passes the service's errors on as they are", async () => {
    const bad = await browser(`${proxy.url}${FEED}?limit=0`);
    assert.equal(bad.status, 400);
    assert.equal(bad.json.message, 'limit must not be less than 1');
    const unknown = await browser(`${proxy.url}${BASE}/v1/subscribers/nobody/notifications/unseen`, {
      user: 'nobody',
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.message, 'Subscriber with id nobody not found');
  });

  it('accepts a resolveSubscriber that answers with a promise, and a basePath given with a trailing slash', async () => {
    const other = await startProxy(upstream.url, {
      basePath: `${BASE}/`,
      resolveSubscriber: async (request) =>
        request.headers.get('cookie')?.includes('browser-session') ? GRACE : null,
    });
    try {
      const reply = await browser(`${other.url}${BASE}/v1/subscribers/${GRACE}/notifications/unseen`, {
        user: null,
      });
      assert.deepEqual([reply.status, reply.json], [200, { count: 2 }]);
    } finally {
      await other.close();
    }
  });

  it('works without a basePath, at the root', async () => {
    const root = await startProxy(upstream.url, { basePath: undefined });
    try {
      const reply = await browser(`${root.url}/v1/subscribers/${ADA}/notifications/unseen`);
      assert.deepEqual([reply.status, reply.json], [200, { count: 8 }]);
      const prefixed = await browser(`${root.url}${UNSEEN}`);
      assert.equal(prefixed.status, 403);
    } finally {
      await root.close();
    }
  });
});

describe('inbox proxy: everything else is refused before anything is sent', () => {
  let upstream: Upstream;
  let proxy: TestServer;
  beforeEach(async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.url);
  });
  afterEach(async () => {
    await proxy.close();
    await upstream.close();
    // The point of every test here: the API never heard of these requests.
    assert.deepEqual(upstream.arrived, []);
  });

  it('answers 500 without details when resolveSubscriber throws, and forwards nothing', async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url, {
      resolveSubscriber: () => {
        throw new Error('session store down: redis://secret-host');
      },
    });
    try {
      const reply = await browser(`${proxy.url}${FEED}`);
      assert.equal(reply.status, 500);
      assert.equal(reply.text.includes('secret-host'), false, reply.text);
      assert.equal(upstream.arrived.length, 0, 'nothing may be forwarded');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('answers 401 when nobody is signed in, even on an allowed route', async () => {
    for (const user of [null, '']) {
      const reply = await browser(`${proxy.url}${FEED}`, { user });
      assert.equal(reply.status, 401);
      assert.deepEqual(
        [reply.json.statusCode, reply.json.error, reply.json.message, reply.json.path],
        [401, 'Unauthorized', 'Not signed in', FEED],
      );
    }
  });

  it("answers 403 for another subscriber's inbox, on every allowed route", async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `${BASE}/v1/subscribers/${GRACE}/notifications/feed`],
      ['GET', `${BASE}/v1/subscribers/${GRACE}/notifications/unseen?seen=false`],
      ['POST', `${BASE}/v1/subscribers/${GRACE}/messages/mark-as`, { messageId: 'x', markAs: 'read' }],
      ['PATCH', `${BASE}/v1/subscribers/${GRACE}/credentials`, { providerId: 'fcm', credentials: {} }],
    ];
    for (const [method, path, body] of routes) {
      const reply = await browser(`${proxy.url}${path}`, { method, body });
      assert.equal(reply.status, 403, `${method} ${path}`);
      assert.equal(reply.json.message, 'Only your own subscriber is available');
    }
  });

  it('answers 403 for the routes a subscriber has no business with', async () => {
    const integration = DEMO_IDS.integrations.development.nexmo;
    const routes: [string, string][] = [
      ['GET', '/v1/notifications'],
      ['GET', '/v1/notifications/66a0c0de00000000000007d0'],
      ['GET', '/v1/integrations'],
      ['POST', `/v1/integrations/${integration}/set-primary`],
      ['DELETE', `/v1/integrations/${integration}`],
      ['GET', `/v1/subscribers/${ADA}`],
      ['POST', '/v1/events/trigger'],
      ['GET', `/v1/subscribers/${ADA}/notifications`],
      ['GET', `/v1/subscribers/${ADA}/notifications/feed/`],
      ['GET', `/v1/subscribers/${ADA}/notifications/feed/extra`],
      ['GET', '/'],
    ];
    for (const [method, path] of routes) {
      const reply = await browser(`${proxy.url}${BASE}${path}`, { method });
      assert.equal(reply.status, 403, `${method} ${path}`);
      assert.deepEqual(
        [reply.json.error, reply.json.message],
        ['Forbidden', 'This route is not available through the inbox proxy'],
      );
    }
  });

  it('answers 403 for a wrong method on an allowed path', async () => {
    const routes: [string, string][] = [
      ['POST', FEED],
      ['DELETE', FEED],
      ['PATCH', UNSEEN],
      ['GET', MARK],
      ['PUT', MARK],
      ['GET', CREDENTIALS],
      ['POST', CREDENTIALS],
      ['PUT', CREDENTIALS],
    ];
    for (const [method, path] of routes) {
      const reply = await browser(`${proxy.url}${path}`, {
        method,
        body: method === 'GET' ? undefined : '{}',
      });
      assert.equal(reply.status, 403, `${method} ${path}`);
    }
  });

  it('answers 403 outside the basePath', async () => {
    for (const path of [
      `/v1/subscribers/${ADA}/notifications/feed`,
      `/api/notifx/v1/subscribers/${ADA}/notifications/feed`,
      '/api/notif',
    ]) {
      const reply = await browser(`${proxy.url}${path}`);
      assert.equal(reply.status, 403, path);
    }
  });

  it('refuses a body over the limit with 413, whether it declares its length or not', async () => {
    const big = {
      messageId: Array.from({ length: 800 }, (_, i) => `message-${String(i).padStart(12, '0')}`),
      markAs: 'read',
    };
    assert.ok(JSON.stringify(big).length > 16 * 1024, 'the body is over 16 KiB');
    const declared = await browser(`${proxy.url}${MARK}`, { method: 'POST', body: big });
    assert.equal(declared.status, 413);
    assert.equal(declared.json.message, 'Request body is larger than 16384 bytes');
    const chunked = await rawRequest(proxy.url, CREDENTIALS, {
      method: 'PATCH',
      headers: { 'x-test-user': ADA, 'content-type': 'application/json' },
      chunks: Array.from({ length: 20 }, () => 'x'.repeat(1024)),
    });
    assert.equal(chunked.status, 413);
  });
});

describe('inbox proxy: path tricks never reach another subscriber', () => {
  let upstream: Upstream;
  let proxy: TestServer;
  beforeEach(async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.url);
  });
  afterEach(async () => {
    await proxy.close();
    await upstream.close();
    // Whatever got through was for Ada, the one signed in.
    for (const request of upstream.arrived)
      assert.ok(request.path.startsWith(`/v1/subscribers/${ADA}/`), request.path);
  });

  it('refuses an encoded slash or dot-dot in the subscriber segment', async () => {
    const paths = [
      `${BASE}/v1/subscribers/${ADA}%2F..%2F${GRACE}/notifications/feed`,
      `${BASE}/v1/subscribers/${ADA}%2f..%2f${GRACE}/notifications/unseen`,
      `${BASE}/v1/subscribers/${GRACE}%2F..%2F${ADA}/notifications/feed`,
      `${BASE}/v1/subscribers/..%2F${GRACE}/notifications/feed`,
      `${BASE}/v1/subscribers/${ADA}%00/notifications/feed`,
      `${BASE}/v1/subscribers/%2E%2E/notifications/feed`,
      `${BASE}/v1/subscribers//${GRACE}/notifications/feed`,
    ];
    for (const path of paths) {
      const reply = await rawRequest(proxy.url, path, { headers: { 'x-test-user': ADA } });
      assert.ok(reply.status === 403 || reply.status === 400, `${path}: ${reply.status}`);
    }
    assert.equal(upstream.arrived.length, 0);
  });

  it('refuses dot-dot segments that lead to another subscriber', async () => {
    for (const path of [
      `${BASE}/v1/subscribers/${ADA}/../${GRACE}/notifications/feed`,
      `${BASE}/v1/subscribers/${ADA}/%2e%2e/${GRACE}/notifications/feed`,
      `${BASE}/v1/subscribers/${ADA}/notifications/../../${GRACE}/notifications/feed`,
    ]) {
      const reply = await rawRequest(proxy.url, path, { headers: { 'x-test-user': ADA } });
      assert.equal(reply.status, 403, path);
    }
    assert.equal(upstream.arrived.length, 0);
  });

  it('answers 400 for a subscriber segment that is not valid percent-encoding', async () => {
    const reply = await rawRequest(proxy.url, `${BASE}/v1/subscribers/%E0%A4%A/notifications/feed`, {
      headers: { 'x-test-user': ADA },
    });
    assert.equal(reply.status, 400);
    assert.equal(JSON.parse(reply.text).message, 'Malformed subscriberId in path');
  });

  it("sends an encoded form of one's own id to one's own inbox only", async () => {
    const reply = await rawRequest(
      proxy.url,
      `${BASE}/v1/subscribers/subscriber%2Dada/notifications/unseen`,
      {
        headers: { 'x-test-user': ADA },
      },
    );
    assert.equal(reply.status, 200);
    assert.deepEqual(JSON.parse(reply.text), { count: 8 });
    assert.equal(upstream.arrived.length, 1);
  });
});

describe('inbox proxy: secrets and failures', () => {
  let upstream: Upstream;
  beforeEach(async () => (upstream = await startUpstream()));
  afterEach(() => upstream.close());

  it('never lets the browser see the API key, in any answer or header', async () => {
    const secret = 'sk-proxy-only-0123456789';
    const state = createLocalApi({ seed: 'demo', now: () => NOW }).snapshot();
    state.environments[0]!.apiKeys.push(secret);
    const keyed = await startUpstream({ state });
    const wrongKey = 'sk-wrong-0123456789';
    const proxy = await startProxy(keyed.url, { apiKey: secret });
    const misconfigured = await startProxy(keyed.url, { apiKey: wrongKey });
    const gone = await startServer(() => new Response());
    await gone.close();
    const unreachable = await startProxy(gone.url, { apiKey: secret });
    try {
      const seen: Reply[] = [
        await browser(`${proxy.url}${FEED}?limit=2`),
        await browser(`${proxy.url}${UNSEEN}?seen=false`),
        await browser(`${proxy.url}${MARK}`, { method: 'POST', body: { messageId: 'x', markAs: 'read' } }),
        await browser(`${proxy.url}${MARK}`, { method: 'POST', body: { messageId: [], markAs: 'read' } }),
        await browser(`${proxy.url}${CREDENTIALS}`, { method: 'PATCH', body: '{"providerId":' }),
        await browser(`${proxy.url}${FEED}?limit=0`),
        await browser(`${proxy.url}${BASE}/v1/integrations`),
        await browser(`${proxy.url}${FEED}`, { user: null }),
        await browser(`${misconfigured.url}${FEED}`),
        await browser(`${unreachable.url}${FEED}`),
      ];
      assert.deepEqual(
        seen.map((reply) => reply.status),
        // A misconfigured key is the server's fault (502), not the browser's sign-in (401).
        [200, 200, 201, 400, 400, 400, 403, 401, 502, 502],
      );
      // The key did reach the service, so the check below is not vacuous.
      assert.equal(keyed.arrived[0]!.headers.authorization, `ApiKey ${secret}`);
      for (const reply of [...seen, ...replies]) {
        const headerText = JSON.stringify([...reply.headers]);
        for (const key of [secret, wrongKey, DEV_KEY]) {
          assert.equal(reply.text.includes(key), false, reply.text);
          assert.equal(headerText.includes(key), false, headerText);
        }
        assert.equal(/apikey /i.test(reply.text + headerText), false);
      }
    } finally {
      await Promise.all([proxy.close(), misconfigured.close(), unreachable.close(), keyed.close()]);
    }
  });

  it('passes on only the response headers the browser needs', async () => {
    const proxy = await startProxy(upstream.url);
    try {
      const reply = await browser(`${proxy.url}${FEED}?limit=1`, {
        headers: { origin: 'http://localhost:5173' },
      });
      assert.equal(reply.status, 200);
      // The local API answers this origin with CORS headers; the proxy is same-origin and drops them.
      assert.equal(reply.headers.get('access-control-allow-origin'), null);
      assert.equal(reply.headers.get('vary'), null);
    } finally {
      await proxy.close();
    }
  });

  it('answers 502 when the service cannot be reached', async () => {
    const gone = await startServer(() => new Response());
    await gone.close();
    const proxy = await startProxy(gone.url);
    try {
      const reply = await browser(`${proxy.url}${UNSEEN}`);
      assert.equal(reply.status, 502);
      assert.deepEqual(
        [reply.json.statusCode, reply.json.error, reply.json.message],
        [502, 'Bad Gateway', 'The notification service could not be reached'],
      );
    } finally {
      await proxy.close();
    }
  });

  it('checks its options when it is made, naming the wrong one', () => {
    const make = (options: unknown) => () => createInboxProxy(options as InboxProxyOptions);
    const resolveSubscriber = () => ADA;
    assert.throws(make(undefined), { name: 'TypeError', message: /apiKey/ });
    assert.throws(make({ baseUrl: upstream.url, resolveSubscriber }), {
      name: 'TypeError',
      message: /apiKey/,
    });
    assert.throws(make({ apiKey: '  ', baseUrl: upstream.url, resolveSubscriber }), {
      name: 'TypeError',
      message: /apiKey/,
    });
    assert.throws(make({ apiKey: DEV_KEY, resolveSubscriber }), { name: 'TypeError', message: /baseUrl/ });
    assert.throws(make({ apiKey: DEV_KEY, baseUrl: 42, resolveSubscriber }), {
      name: 'TypeError',
      message: /baseUrl/,
    });
    assert.throws(make({ apiKey: DEV_KEY, baseUrl: upstream.url }), {
      name: 'TypeError',
      message: /resolveSubscriber/,
    });
    assert.throws(make({ apiKey: DEV_KEY, baseUrl: upstream.url, resolveSubscriber: ADA }), {
      name: 'TypeError',
      message: /resolveSubscriber/,
    });
  });
});

describe('inbox proxy: a browser NotifClient with auth none', () => {
  let upstream: Upstream;
  let proxy: TestServer;
  afterEach(async () => {
    await proxy.close();
    await upstream.close();
  });

  /** The browser's client: no credentials of its own; the session rides along as the x-test-user header. */
  function browserClient(user = ADA) {
    const recorder = recordingFetch();
    const signedIn: typeof fetch = (input, init) =>
      recorder.fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'x-test-user': user },
      });
    const client = new NotifClient({
      baseUrl: `${proxy.url}${BASE}`,
      auth: 'none',
      fetch: signedIn,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    return { client, sent: recorder.sent };
  }

  it('reads, marks and registers through the proxy; other operations are 403', async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.url);
    const { client, sent } = browserClient();
    const page = await client.listFeed(ADA, { seen: false, limit: 3 });
    assert.deepEqual([page.totalCount, page.data.length], [8, 3]);
    assert.equal(await client.countUnseen(ADA), 8);
    const marked = await client.markMessagesAs(
      ADA,
      page.data.map((message) => message._id!),
      'seen',
    );
    assert.equal(marked.length, 3);
    assert.equal(await client.countUnseen(ADA), 5);
    const subscriber = await client.upsertCredentials(ADA, {
      providerId: 'fcm',
      credentials: { deviceTokens: ['web-1'] },
    });
    assert.equal(subscriber.subscriberId, ADA);
    assert.ok(
      sent.every((request) => !('authorization' in request.headers)),
      'the browser sent no Authorization header',
    );
    assert.equal(upstream.arrived.length, 5);

    for (const call of [
      client.getSubscriber(ADA),
      client.listNotifications(),
      client.listIntegrations(),
      client.setPrimaryIntegration(DEMO_IDS.integrations.development.mailgun),
      client.listFeed(GRACE),
    ]) {
      const error = await call.then(
        () => assert.fail('resolved'),
        (reason: unknown) => reason,
      );
      assert.ok(error instanceof NotifHttpError, 'a NotifHttpError');
      assert.equal(error.status, 403);
    }
    assert.equal(upstream.arrived.length, 5);
  });

  it('retries a mark-as through the proxy with the same idempotency key', async () => {
    // The second request to reach the service (the first mark-as) fails with an injected 503.
    const draws = [0.9, 0.1];
    upstream = await startUpstream({ failRate: 0.5, random: () => draws.shift() ?? 0.99 });
    proxy = await startProxy(upstream.url);
    const { client, sent } = browserClient();
    const [newest] = (await client.listFeed(ADA, { seen: false, limit: 1 })).data;
    const marked = await client.markMessagesAs(ADA, newest!._id!, 'read');
    assert.deepEqual(
      marked.map((message) => [message._id, message.read]),
      [[newest!._id, true]],
    );
    assert.deepEqual(
      sent.map((request) => [request.method, request.status]),
      [
        ['GET', 200],
        ['POST', 503],
        ['POST', 201],
      ],
    );
    const keys = upstream.arrived.slice(1).map((request) => request.headers['idempotency-key']);
    // The client's key, scoped to Ada by the proxy: a digest, the same on the retry.
    assert.match(keys[0] ?? '', /^[0-9a-f]{64}$/);
    assert.deepEqual(keys, [keys[0], keys[0]]);
  });
});
