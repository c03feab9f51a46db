/**
 * The bench of the inbox proxy's attack suites: the proxy served over `node:http` (mounted at `/api/notif`,
 * signing people in from a session cookie), in front of a recording upstream that runs the real local API unless
 * a test makes it misbehave. A "browser" sends requests exactly as written. Every answer can be checked against
 * what the proxy promises whatever happens (docs/security.md): no API key anywhere, `Cache-Control: no-store`,
 * JSON only, four headers of the service's at most, and a handler that never rejected.
 */
import assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import { createLocalApi } from 'notif-local-api';
import { createInboxProxy, type InboxProxyOptions } from '../../src/proxy/index.js';
import { rawRequest, type RawRequestOptions } from './raw-request.js';
import {
  startRecordingUpstream,
  type ReceivedRequest,
  type RecordingUpstream,
} from './recording-upstream.js';
import { startServer, type TestServer } from './server.js';

/** The proxy's API key: added to Development's keys, so the local API accepts it. */
export const ATTACK_KEY = 'sk-attack-7f3a9c1e5b2d';
export const ADA = 'subscriber-ada';
export const GRACE = 'subscriber-grace';
export const BASE = '/api/notif';
const NOW = new Date('2025-06-15T12:00:00.000Z');

/** The session cookies of the signed-in people; the proxy's `resolveSubscriber` reads them. */
const SESSIONS: Record<string, string> = { 'ada-session': ADA, 'grace-session': GRACE };
const SESSION_OF: Record<string, string> = { [ADA]: 'ada-session', [GRACE]: 'grace-session' };

/** The browser path of one of a subscriber's routes, such as `route(ADA, '/notifications/feed')`. */
export function route(subscriber: string, rest: string): string {
  return `${BASE}/v1/subscribers/${subscriber}${rest}`;
}
export const FEED = route(ADA, '/notifications/feed');
export const UNSEEN = route(ADA, '/notifications/unseen');
export const MARK = route(ADA, '/messages/mark-as');
export const CREDENTIALS = route(ADA, '/credentials');

/** Headers an answer of the proxy may carry: the four of the service's, its own two, and the transport's. */
const ANSWER_HEADERS = new Set([
  'content-type',
  'retry-after',
  'idempotency-key',
  'idempotency-replay',
  'cache-control',
  'x-content-type-options',
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** Headers a request to the service may carry: the proxy's three and the API key, and the transport's. */
const FORWARDED_HEADERS = new Set([
  'authorization',
  'accept',
  'content-type',
  'idempotency-key',
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'user-agent',
  'accept-language',
  'accept-encoding',
  'sec-fetch-mode',
]);

export interface BrowserReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // The suites read arbitrary fields of the answers and assert exact values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface BrowserRequest extends Omit<RawRequestOptions, 'body'> {
  /** Who is signed in (their session cookie is sent); `null` for nobody. Default Ada. */
  as?: string | null;
  /** A string is sent as it is, anything else as JSON. */
  body?: unknown;
  /** Content-Type of a body (default `application/json`); `null` sends none. */
  contentType?: string | null;
}

export interface AttackBench {
  upstream: RecordingUpstream;
  proxyUrl: string;
  calls: HandlerCalls;
  /** What the proxy's handler rejected with, were it ever to reject. */
  rejections: unknown[];
  /** Before each case: the upstream forgets its requests and misbehaviour, the handler's calls are forgotten. */
  reset(): void;
  /** Sends a request to the proxy as a browser would (with the session cookie), exactly as written. */
  send(path: string, request?: BrowserRequest): Promise<BrowserReply>;
  close(): Promise<void>;
}

/** The local API with the attack key, behind a recording upstream. */
export async function startUpstream(): Promise<RecordingUpstream> {
  const state = createLocalApi({ seed: 'demo', now: () => NOW }).snapshot();
  state.environments[0]!.apiKeys.push(ATTACK_KEY);
  return startRecordingUpstream(createLocalApi({ state, now: () => NOW }));
}

/** Every call of the proxy's handler, to see that none rejected and to wait for one to settle. */
export interface HandlerCalls {
  /** What the handler rejected with, were it ever to reject. */
  rejections: unknown[];
  /** Resolves once the handler was called for the request with this index (from 0). */
  started(index: number): Promise<void>;
  /** Resolves once the handler was called for the request with this index, and that call settled. */
  settled(index: number): Promise<void>;
  /** Forgets the calls and rejections so far: indexes count from 0 again. */
  reset(): void;
}

function handlerCalls(): HandlerCalls & { add(call: Promise<Response>): void } {
  let calls: Promise<void>[] = [];
  const startWaiters = new Map<number, () => void>();
  const settleWaiters = new Map<number, () => void>();
  const rejections: unknown[] = [];
  return {
    rejections,
    reset() {
      // A new list: a call of a case before that settles late cannot pass for one of the next case.
      calls = [];
      startWaiters.clear();
      settleWaiters.clear();
      rejections.length = 0;
    },
    add(call) {
      const list = calls;
      const index = list.length;
      const settled = call.then(
        () => undefined,
        (error: unknown) => void rejections.push(error),
      );
      list.push(settled);
      startWaiters.get(index)?.();
      void settled.then(() => {
        if (list === calls) settleWaiters.get(index)?.();
      });
    },
    started(index) {
      if (index < calls.length) return Promise.resolve();
      return new Promise<void>((resolve) => startWaiters.set(index, resolve));
    },
    settled(index) {
      return calls[index] ?? new Promise<void>((resolve) => settleWaiters.set(index, resolve));
    },
  };
}

/** Serves a proxy in front of `upstreamUrl`, keeping track of every call of its handler. */
export async function startProxy(
  upstreamUrl: string,
  options: Partial<InboxProxyOptions> = {},
): Promise<TestServer & { calls: HandlerCalls }> {
  const proxy = createInboxProxy({
    apiKey: ATTACK_KEY,
    baseUrl: upstreamUrl,
    basePath: BASE,
    resolveSubscriber: (request) => {
      const cookie = request.headers.get('cookie') ?? '';
      return SESSIONS[/(?:^|;\s*)session=([^;]*)/.exec(cookie)?.[1] ?? ''];
    },
    ...options,
  });
  const calls = handlerCalls();
  const server = await startServer((request) => {
    const call = proxy(request);
    calls.add(call);
    return call;
  });
  return { ...server, calls };
}

/** Starts an upstream and a proxy in front of it. */
export async function startAttackBench(options: Partial<InboxProxyOptions> = {}): Promise<AttackBench> {
  const upstream = await startUpstream();
  const proxy = await startProxy(upstream.url, options);
  return {
    upstream,
    proxyUrl: proxy.url,
    calls: proxy.calls,
    rejections: proxy.calls.rejections,
    reset: () => {
      upstream.reset();
      proxy.calls.reset();
    },
    send: (path, request) => sendAs(proxy.url, path, request),
    close: async () => {
      await proxy.close();
      await upstream.close();
    },
  };
}

/** Sends one browser request to the proxy at `proxyUrl`. */
export async function sendAs(
  proxyUrl: string,
  path: string,
  request: BrowserRequest = {},
): Promise<BrowserReply> {
  const { as = ADA, body, contentType = 'application/json', headers: given, ...rest } = request;
  const headers: Record<string, string> = {};
  if (as !== null) headers.cookie = `session=${SESSION_OF[as] ?? as}`;
  if ((body !== undefined || rest.chunks) && contentType !== null) headers['content-type'] = contentType;
  Object.assign(headers, given);
  const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  const reply = await rawRequest(proxyUrl, path, {
    ...rest,
    headers,
    ...(text !== undefined ? { body: text } : {}),
  });
  let json: unknown;
  try {
    json = JSON.parse(reply.text);
  } catch {
    json = undefined;
  }
  return { ...reply, json };
}

/**
 * What holds for every answer, whatever the browser sent and whatever the service did: no key in the body or a
 * header, `Cache-Control: no-store`, only the allowed headers, JSON (or no body at all), and no rejection.
 */
export function assertSafeAnswer(reply: BrowserReply, rejections: unknown[], method = 'GET'): void {
  assert.deepEqual(rejections, [], 'the handler never rejects');
  const headerText = JSON.stringify(reply.headers);
  assert.equal(reply.text.includes(ATTACK_KEY), false, `the key is in the body: ${reply.text}`);
  assert.equal(headerText.includes(ATTACK_KEY), false, `the key is in a header: ${headerText}`);
  assert.equal(reply.headers['cache-control'], 'no-store');
  const extra = Object.keys(reply.headers).filter((name) => !ANSWER_HEADERS.has(name));
  assert.deepEqual(extra, [], 'headers the proxy does not pass back');
  if (reply.status === 204 || method === 'HEAD') {
    assert.equal(reply.text, '');
  } else {
    assert.match(String(reply.headers['content-type']), /^application\/json/);
    assert.notEqual(reply.json, undefined, `a JSON body: ${reply.text}`);
  }
}

/** What holds for every request that reached the service: Ada's route, the proxy's key, no browser header. */
export function assertForwarded(received: ReceivedRequest, subscriber = ADA): void {
  assert.ok(received.path.startsWith(`/v1/subscribers/${subscriber}/`), received.path);
  assert.equal(received.headers.authorization, `ApiKey ${ATTACK_KEY}`);
  const extra = Object.keys(received.headers).filter((name) => !FORWARDED_HEADERS.has(name));
  assert.deepEqual(extra, [], 'headers the proxy does not forward');
}
