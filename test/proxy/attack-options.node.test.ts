// The inbox proxy's own configuration and handler (docs/security.md): options are checked when the proxy is made
// (a wrong one throws a TypeError naming it, never quoting the key), the exported route list cannot widen the
// allowlist, and the handler answers whatever happens to it, in-process, without a server to catch a rejection.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInboxProxy, INBOX_PROXY_ROUTES, type InboxProxyOptions } from '../../src/proxy/index.js';

const KEY = 'sk-options-5e1d9b';
const ADA = 'subscriber-ada';
const SERVICE = 'http://service.test';
const FEED = `http://app.test/v1/subscribers/${ADA}/notifications/feed`;
const MARK = `http://app.test/v1/subscribers/${ADA}/messages/mark-as`;

function options(overrides: Record<string, unknown>): InboxProxyOptions {
  return {
    apiKey: KEY,
    baseUrl: SERVICE,
    resolveSubscriber: () => ADA,
    ...overrides,
  } as InboxProxyOptions;
}

interface OptionCase {
  name: string;
  overrides: Record<string, unknown>;
  /** The option the error must name. */
  names: RegExp;
}

const optionCases: OptionCase[] = [
  ...[NaN, -1, 0, 1.5, '16384', Infinity].map((value) => ({
    name: `bodyLimit: ${String(value)}`,
    overrides: { bodyLimit: value },
    names: /bodyLimit/,
  })),
  ...[NaN, 0, -5, 2.5].map((value) => ({
    name: `responseLimit: ${String(value)}`,
    overrides: { responseLimit: value },
    names: /responseLimit/,
  })),
  ...[NaN, 0, 1.5, 2 ** 31].map((value) => ({
    name: `timeoutMs: ${String(value)}`,
    overrides: { timeoutMs: value },
    names: /timeoutMs/,
  })),
  ...[
    'https://app.example.com',
    ['*'],
    ['https://app.example.com/'],
    ['https://app.example.com/path'],
    ['app.example.com'],
    ['ftp://files.example.com'],
    [42],
  ].map((value) => ({
    name: `allowedOrigins: ${JSON.stringify(value)}`,
    overrides: { allowedOrigins: value },
    names: /allowedOrigins/,
  })),
  ...[
    'all',
    null,
    { providers: 'slack' },
    { providers: ['telegram'] },
    { fields: ['password'] },
    { every: true },
  ].map((value) => ({
    name: `credentials: ${JSON.stringify(value)}`,
    overrides: { credentials: value },
    names: /credentials/,
  })),
  { name: 'basePath without a leading slash', overrides: { basePath: 'api/notif' }, names: /basePath/ },
  { name: 'basePath not a string', overrides: { basePath: 42 }, names: /basePath/ },
  { name: 'baseUrl not a URL', overrides: { baseUrl: 'service.test' }, names: /baseUrl/ },
  { name: 'baseUrl not http', overrides: { baseUrl: 'ftp://service.test' }, names: /baseUrl/ },
  {
    name: 'baseUrl with a query',
    overrides: { baseUrl: 'https://service.test/?tenant=1' },
    names: /baseUrl/,
  },
  { name: 'apiKey with a space', overrides: { apiKey: 'sk has-space' }, names: /apiKey/ },
  { name: 'apiKey with a line break', overrides: { apiKey: 'sk-line\r\nX-Injected: 1' }, names: /apiKey/ },
  { name: 'fetch not a function', overrides: { fetch: 'fetch' }, names: /fetch/ },
  { name: 'a misspelt option (bodylimit)', overrides: { bodylimit: 10 }, names: /bodylimit/ },
  {
    name: 'a misspelt option (allowedOrigin)',
    overrides: { allowedOrigin: ['https://app.example.com'] },
    names: /allowedOrigin\b/,
  },
];

describe(`inbox proxy attacks: options are checked at creation (${optionCases.length} cases)`, () => {
  for (const { name, overrides, names } of optionCases) {
    it(name, () => {
      const made = options(overrides);
      assert.throws(
        () => createInboxProxy(made),
        (error: unknown) => {
          assert.ok(error instanceof TypeError);
          assert.match(error.message, names);
          assert.equal(error.message.includes(made.apiKey), false, 'the key is quoted');
          return true;
        },
      );
    });
  }

  it('accepts every option with a good value', () => {
    const proxy = createInboxProxy(
      options({
        basePath: '/api/notif/',
        bodyLimit: 1024,
        responseLimit: 4096,
        timeoutMs: 2000,
        allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
        credentials: { providers: ['fcm', 'slack'], fields: ['deviceTokens', 'webhookUrl'] },
        fetch: globalThis.fetch,
      }),
    );
    assert.equal(typeof proxy, 'function');
  });
});

describe('inbox proxy attacks: the exported route list is not a way in', () => {
  it('is frozen, down to each route', () => {
    assert.equal(Object.isFrozen(INBOX_PROXY_ROUTES), true);
    for (const route of INBOX_PROXY_ROUTES) assert.equal(Object.isFrozen(route), true, route.rest);
  });

  it('cannot be widened, and the proxy still refuses what it refused', async () => {
    const list = INBOX_PROXY_ROUTES as unknown as { method: string; rest: string }[];
    assert.throws(() => list.push({ method: 'GET', rest: '' }), TypeError);
    assert.throws(() => {
      list[0]!.rest = '';
    }, TypeError);
    let sent = 0;
    const proxy = createInboxProxy(
      options({
        fetch: async () => {
          sent++;
          return new Response('{}', { headers: { 'content-type': 'application/json' } });
        },
      }),
    );
    const reply = await proxy(new Request(`http://app.test/v1/subscribers/${ADA}`));
    assert.equal(reply.status, 403);
    assert.equal(sent, 0);
  });
});

interface HandlerCase {
  name: string;
  request: () => Request;
  overrides: Record<string, unknown>;
  status: number;
  /** Whether the service must have been asked. */
  sent: boolean;
}

/** A request body that sends a few bytes and then fails, as a browser's upload cut off. */
function failingBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"messageId":'));
      controller.error(new Error(`upload cut (${KEY})`));
    },
  });
}

function markRequest(body: BodyInit, signal?: AbortSignal): Request {
  return new Request(MARK, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...(signal ? { signal } : {}),
    duplex: 'half',
  } as RequestInit);
}

const jsonAnswer = (status: number, body: BodyInit | null) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

const handlerCases: HandlerCase[] = [
  {
    name: 'a request body that fails half-way',
    request: () => markRequest(failingBody()),
    overrides: {},
    status: 500,
    sent: false,
  },
  {
    name: 'a request whose browser already left',
    request: () => new Request(FEED, { signal: AbortSignal.abort() }),
    overrides: {},
    status: 499,
    sent: false,
  },
  {
    name: 'a fetch that throws at once, with the key in its message',
    request: () => new Request(FEED),
    overrides: {
      fetch: () => {
        throw new Error(`cannot send ApiKey ${KEY}`);
      },
    },
    status: 502,
    sent: true,
  },
  {
    name: 'a fetch that rejects with the key in its message',
    request: () => new Request(FEED),
    overrides: { fetch: async () => Promise.reject(new Error(`refused ApiKey ${KEY}`)) },
    status: 502,
    sent: true,
  },
  {
    name: 'a fetch that resolves with something that is not a Response',
    request: () => new Request(FEED),
    overrides: { fetch: async () => ({ status: 200, key: KEY }) },
    status: 502,
    sent: true,
  },
  {
    name: 'an answer whose body fails half-way',
    request: () => new Request(FEED),
    overrides: {
      fetch: async () =>
        jsonAnswer(
          200,
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":['));
              controller.error(new Error('terminated'));
            },
          }),
        ),
    },
    status: 502,
    sent: true,
  },
  {
    name: 'a 204 answer to mark-as',
    request: () => markRequest('{"messageId":"m","markAs":"read"}'),
    overrides: { fetch: async () => new Response(null, { status: 204 }) },
    status: 204,
    sent: true,
  },
  {
    name: 'a resolveSubscriber that answers a number',
    request: () => new Request(FEED),
    overrides: { resolveSubscriber: () => 42 },
    status: 401,
    sent: false,
  },
  {
    name: 'a resolveSubscriber that rejects with the key in its message',
    request: () => new Request(FEED),
    overrides: { resolveSubscriber: async () => Promise.reject(new Error(`session store ${KEY}`)) },
    status: 500,
    sent: false,
  },
];

describe(`inbox proxy attacks: the handler answers whatever happens (${handlerCases.length} cases)`, () => {
  for (const { name, request, overrides, status, sent } of handlerCases) {
    it(name, async () => {
      let asked = false;
      const given = overrides.fetch as ((...args: unknown[]) => unknown) | undefined;
      const proxy = createInboxProxy(
        options({
          ...overrides,
          fetch: (...args: unknown[]) => {
            asked = true;
            return given ? given(...args) : jsonAnswer(200, '{"data":[]}');
          },
        }),
      );
      const reply = await proxy(request());
      assert.equal(reply.status, status);
      assert.equal(asked, sent, sent ? 'the service was asked' : 'the service was not asked');
      assert.equal(reply.headers.get('cache-control'), 'no-store');
      const text = await reply.text();
      assert.equal(text.includes(KEY), false, text);
      if (status !== 204) assert.equal(typeof JSON.parse(text).message, 'string');
    });
  }
});
