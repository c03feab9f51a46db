/**
 * The parts of a browser's request the proxy forwards, each taken as the service may see it (docs/security.md): the
 * route and its query, the body read with a cap and a deadline, and the idempotency key scoped to the subscriber.
 * The checks that decide whether a request goes on at all, in their order, are request-checks.ts.
 */
import { check, type Rule } from '../api/checks.js';
import { sentenceOf } from '../api/errors.js';
import { queryInput } from '../api/query-input.js';
import { feedQuery, unseenCountQuery } from '../api/rules/feed.js';

/** A refusal: the status and the message the browser gets. */
export interface Refusal {
  status: number;
  message: string;
}

/*
 * The four routes a subscriber may reach through the proxy, with the query parameters each one documents
 * (docs/security.md). Everything not listed here is refused before anything is sent.
 */

/** A route a subscriber may use, with `{subscriberId}` standing for their own id. */
export interface InboxProxyRoute {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** The path after `/v1/subscribers/{subscriberId}`. */
  readonly rest: string;
  /** The query parameters forwarded; any other one is dropped. */
  readonly query: readonly string[];
  /** The client's own rule for those parameters (`api/rules/`), checked before anything is sent. */
  readonly rule?: Rule;
}

function frozenRoute(
  method: InboxProxyRoute['method'],
  rest: string,
  query: string[],
  rule?: Rule,
): InboxProxyRoute {
  return Object.freeze({ method, rest, query: Object.freeze(query), ...(rule ? { rule } : {}) });
}

/**
 * The only routes the proxy forwards. Frozen all the way down: it is the allowlist itself, so no code that
 * imports it can widen it.
 */
export const INBOX_PROXY_ROUTES: readonly InboxProxyRoute[] = Object.freeze([
  frozenRoute('GET', '/notifications/feed', ['page', 'limit', 'read', 'seen'], feedQuery),
  frozenRoute('GET', '/notifications/unseen', ['seen'], unseenCountQuery),
  frozenRoute('POST', '/messages/mark-as', []),
  frozenRoute('PATCH', '/credentials', []),
]);

const SUBSCRIBER_PATH = /^\/v1\/subscribers\/([^/]+)(\/.*)$/;

/**
 * The live route, `GET …/v1/subscribers/{subscriberId}/live` (docs/proxy.md#live-channel): the proxy serves it
 * itself, with a hub, and forwards nothing of it, so it is not one of {@link INBOX_PROXY_ROUTES}.
 */
export const LIVE = 'live';

/** What a request path names: the raw subscriber segment and the route, when it is one the proxy serves. */
export type RouteMatch =
  { found: true; subscriberSegment: string; route: InboxProxyRoute | typeof LIVE } | { found: false };

/** The mount point removed from `path`, or `null` when the path is outside it. */
export function localPath(path: string, basePath: string): string | null {
  if (!basePath) return path;
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : null;
}

/**
 * Finds the route `method` + `path` (the path with the mount point already removed) names: an allowed one, or the
 * live route when the proxy serves it (`live`).
 */
export function matchRoute(method: string, path: string, live = false): RouteMatch {
  const match = SUBSCRIBER_PATH.exec(path);
  if (!match) return { found: false };
  if (live && method === 'GET' && match[2] === '/live')
    return { found: true, subscriberSegment: match[1]!, route: LIVE };
  const route = INBOX_PROXY_ROUTES.find((r) => r.rest === match[2] && r.method === method);
  return route ? { found: true, subscriberSegment: match[1]!, route } : { found: false };
}

/**
 * The query string forwarded for `route`: its documented parameters only, each at most once (the first value),
 * in the order the browser gave them, and each as the client checks it (`?limit=5000` or `?page=-1` is refused,
 * naming the field, before the service sees it). `?subscriberId=…`, `?_method=…` and the like never reach the service.
 */
export function checkedQuery(
  route: InboxProxyRoute,
  search: URLSearchParams,
): { ok: true; text: string } | { ok: false; message: string } {
  const kept = new URLSearchParams();
  for (const [name, value] of search) {
    if (route.query.includes(name) && !kept.has(name)) kept.append(name, value);
  }
  if (route.rule) {
    const checked = check(route.rule, queryInput(route.rule, kept), 'query');
    if (!checked.ok) return { ok: false, message: checked.issues.map(sentenceOf).join('; ') };
  }
  const text = kept.toString();
  return { ok: true, text: text ? `?${text}` : '' };
}

/*
 * The browser's request body, read with a cap and a deadline (docs/security.md): a body over `bodyLimit` is
 * refused (413), and one that has not arrived completely within `bodyTimeoutMs` is refused too (408), so a client
 * that trickles its body a byte at a time cannot hold a request (and its memory) open for as long as it likes.
 */

/**
 * The request's body as a stream. A runtime whose `Request` has no `body` (Firefox's, where a proxy can run in a page)
 * hands the bytes over whole: they pass the same cap and deadline once they are in, rather than being read as nothing.
 */
function bodyStream(request: Request): ReadableStream<Uint8Array> | null {
  const { body } = request as { body?: ReadableStream<Uint8Array> | null };
  if (body !== undefined) return body;
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(new Uint8Array(await request.arrayBuffer()));
      controller.close();
    },
  });
}

/** The body's bytes, or the refusal: 413 (too large) or 408 (too slow). Rejects when the stream fails. */
export async function readRequestBody(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<{ bytes: Uint8Array } | Refusal> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort('body-timeout'), timeoutMs);
  try {
    const bytes = await readCapped(
      bodyStream(request),
      request.headers.get('content-length'),
      limit,
      deadline.signal,
    );
    if (bytes === undefined) return { status: 413, message: `Request body is larger than ${limit} bytes` };
    return { bytes };
  } catch (error) {
    if (deadline.signal.aborted)
      return { status: 408, message: `Request body did not arrive within ${timeoutMs} ms` };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/*
 * Reads a body up to a cap, as it streams: a declared length over the cap is refused before reading, and an
 * undeclared (chunked) one is stopped as soon as it passes the cap. Used for the browser's request body and for
 * the service's answer alike.
 */

/**
 * The bytes of the body, or `undefined` when it is larger than `limit`. Rejects when the stream fails, and with
 * `signal`'s reason when it aborts first (the reading is cancelled then).
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<Uint8Array | undefined> {
  const declared = declaredLength === null ? NaN : Number(declaredLength);
  if (Number.isFinite(declared) && declared > limit) {
    await body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Cancelling ends a pending read (done), which the check after it tells from the body's own end.
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/*
 * Idempotency keys scoped per subscriber (docs/security.md). The service keeps keys per environment, and every
 * subscriber behind one proxy shares the proxy's environment: with the browser's key forwarded as it is, one
 * subscriber could replay another's answer, or learn from a 422 that another used a key. The service gets a
 * digest of the subscriber and the key instead, which no other subscriber can produce (their own keys are
 * digested with their own id); the browser gets its own key back.
 */

const encoder = new TextEncoder();

/** The key the service sees for `subscriberId`'s `key`: a SHA-256 digest, 64 hex digits. */
export async function scopedIdempotencyKey(subscriberId: string, key: string): Promise<string> {
  // JSON keeps the two apart: ("a:b", "c") and ("a", "b:c") give different texts.
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(JSON.stringify([subscriberId, key])));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
