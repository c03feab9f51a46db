/**
 * The proxy's mounts (docs/proxy.md#mounting-it): `onOrigin` for the fetch runtimes that build a `Request` from the
 * client's `Host`, and `toNodeListener` for `node:http`, Express and Connect. Both place every request's path on
 * the origin the backend configures, never on `Host`, and answer whatever is thrown at them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOrigin } from './option-checks.js';

/*
 * The URL a mounted proxy sees, built from the origin the backend configures, never from the request's `Host`
 * (docs/proxy.md): a `Host` header is whatever the client wrote (`a b`, `127.0.0.1:99999`, `user@host`,
 * `host/x?` which would move the real path into the query), so the path and query alone are taken from the
 * request line and placed on the configured origin.
 */

/** Checks a configured origin (`https://app.example.com`); throws a TypeError naming `name` otherwise. */
export function mountOrigin(value: unknown, name: string): string {
  if (!isOrigin(value))
    throw new TypeError(
      `${name} must be an origin such as https://app.example.com (scheme, host, port, no path)`,
    );
  return value;
}

/**
 * `target` (a request line's target, or a request's URL) placed on `origin`, or `undefined` when it names no
 * path: origin-form (`/path?query`) is joined as it is, so `//other.host/…` stays a path; absolute-form
 * (`http://host/path`) gives its path and query; `*` and authority-form give nothing.
 */
export function urlOnOrigin(origin: string, target: string): URL | undefined {
  try {
    if (target.startsWith('/')) return new URL(`${origin}${target}`);
    const absolute = new URL(target);
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return undefined;
    return new URL(`${origin}${absolute.pathname}${absolute.search}`);
  } catch {
    return undefined;
  }
}

/** A plain JSON error of the mount itself, shaped like the proxy's: never a stack trace or a path of the server. */
export function mountError(status: number, error: string, message: string): Response {
  return Response.json(
    { statusCode: status, error, message },
    { status, headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } },
  );
}

/** What `@hono/node-server` hands a fetch handler beside the request (`c.env` in a Hono app): Node's own objects. */
interface NodeBindings {
  outgoing: ServerResponse;
}

/** Whether `env` is `@hono/node-server`'s bindings (found by their shape: this module never loads `node:http`). */
function isNodeBindings(env: unknown): env is NodeBindings {
  const outgoing = (env as { outgoing?: Partial<ServerResponse> } | null)?.outgoing;
  return (
    typeof outgoing === 'object' &&
    outgoing !== null &&
    typeof outgoing.writeHead === 'function' &&
    typeof outgoing.on === 'function' &&
    Array.isArray(outgoing.req?.rawHeaders)
  );
}

/**
 * A fetch handler for runtimes that hand it a `Request` built from the client's `Host` (Hono, Next.js, Bun,
 * Deno, Workers): each request is rebuilt on `origin` (its method, headers, body and signal kept) before
 * `handler` sees it, so the proxy matches paths and checks same-origin writes against the origin you configured.
 *
 * On `@hono/node-server`, given the bindings it passes (`c.env` in a Hono app, or the second argument of its
 * `fetch`), a proxy's live route is answered on Node's response itself, as `toNodeListener` answers it: the request
 * is made from Node's (its headers read there, so the runtime's light request builds none to keep), and the runtime
 * gets its "already sent" answer, after which it writes nothing more.
 */
export function onOrigin(
  origin: string,
  handler: (request: Request) => Promise<Response>,
): (request: Request, env?: unknown) => Promise<Response> {
  const checked = mountOrigin(origin, 'onOrigin: origin');
  return async (request, env) => {
    let url: URL | undefined;
    try {
      const given = new URL(request.url);
      url = urlOnOrigin(checked, `${given.pathname}${given.search}`);
    } catch {
      url = undefined;
    }
    if (!url) return mountError(400, 'Bad Request', 'The request names no path');
    if (request.method === 'GET' && isNodeBindings(env) && claimedLivePath(url.pathname))
      return handler(liveRequest(url, env.outgoing, checked));
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
    };
    // A GET or HEAD has no body. Asking for it anyway is not free: Hono's Node server builds a whole second
    // Request behind its light one the moment `body` is read.
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (hasBody && request.body !== null) Object.assign(init, { body: request.body, duplex: 'half' });
    return handler(new Request(url, init));
  };
}

/** The headers of the Node request, as fetch `Headers` (a value fetch refuses is left out). */
export function fetchHeaders(req: IncomingMessage): Headers {
  return withNodeHeaders(new Headers(), req);
}

/**
 * A `GET` of `url` with the headers of the Node request (as `fetchHeaders` takes them), and no body or signal of the
 * browser's: a live stream's light request, and the one its session is asked again with. The headers are added to
 * the request's own, not copied from a `Headers` made first: what a stream's opening allocates and drops is what
 * fragments the heap its streams stay in (docs/benchmarks.md#live-streams-at-scale).
 */
export function lightRequest(url: URL | string, req: IncomingMessage): Request {
  const request = new Request(url);
  withNodeHeaders(request.headers, req);
  return request;
}

/** `headers`, with the Node request's appended. */
function withNodeHeaders(headers: Headers, req: IncomingMessage): Headers {
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    try {
      headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
    } catch {
      // Node's parser let it through, fetch does not: the proxy never needs such a header.
    }
  }
  return headers;
}

/*
 * How the Node mounts let the proxy answer its live route on Node's response (`NodeLiveStream`,
 * live/live-streams.ts) rather than through a fetch `Response`. A proxy made with a hub claims its live route's path
 * here. For a GET of a claimed path, a Node mount makes a light `Request` (the headers only: no body, and no signal,
 * whose following of the browser would cost each stream a controller, a listener and a finalizer while it opens) and
 * notes the Node response it came with; the proxy finds the response by the request, writes its stream there and
 * answers `alreadyAnsweredOnNode()`, after which the mount writes nothing more. A handler of the app's own that
 * passes the request on as it is (a wrapper that makes the proxy on the first request, say) is served the same way.
 */

/** The live route's path test of each proxy with a hub, by its `basePath`. */
const liveRoutes = new Map<string, (path: string) => boolean>();
/** A light `Request`'s Node response, and the origin the mount placed its path on. */
export interface NodeAnswer {
  res: ServerResponse;
  origin: string;
}

/** The Node response each light `Request` of a claimed path came with. */
const nodeResponses = new WeakMap<Request, NodeAnswer>();
/** The answers that say the request was answered on Node's response already. */
const answeredOnNode = new WeakSet<Response>();

/** Claims the paths `matches` accepts as the live route of the proxy under `basePath`. */
export function claimLiveRoute(basePath: string, matches: (path: string) => boolean): void {
  liveRoutes.set(basePath, matches);
}

/** Whether a proxy of this process serves `path` (a request's whole path) as its live route. */
function claimedLivePath(path: string): boolean {
  for (const matches of liveRoutes.values()) if (matches(path)) return true;
  return false;
}

/**
 * The light request of a live stream: `url` (Node's request's target placed on `origin`, the mount's), and the
 * headers of Node's request; answered on `res`.
 */
function liveRequest(url: URL, res: ServerResponse, origin: string): Request {
  const request = lightRequest(url, res.req);
  nodeResponses.set(request, { res, origin });
  return request;
}

/** The Node response `request` may be answered on directly, or `undefined` outside the Node mounts. */
export function nodeAnswerOf(request: Request): NodeAnswer | undefined {
  return nodeResponses.get(request);
}

/**
 * The platform's own `Response` class. `@hono/node-server` puts a light `Response` of its own in front of it (a
 * subclass of it, by its prototype), which it writes through a shortcut that ignores the "already sent" header: an
 * answer made with it would be written over the stream.
 */
function platformResponse(): typeof Response {
  let found = globalThis.Response;
  for (
    let parent: unknown = Object.getPrototypeOf(found);
    typeof parent === 'function' && parent !== Function.prototype;
    parent = Object.getPrototypeOf(parent)
  )
    found = parent as typeof Response;
  return found;
}

/**
 * The answer of a request answered on its Node response already: `@hono/node-server`'s "already sent" answer
 * (documented there as `RESPONSE_ALREADY_SENT`), which it leaves unwritten; `toNodeListener` knows it too.
 */
export function alreadyAnsweredOnNode(): Response {
  const answer = new (platformResponse())(null, { headers: { 'x-hono-already-sent': 'true' } });
  answeredOnNode.add(answer);
  return answer;
}

/*
 * `toNodeListener`: a `node:http` request listener (also Express's and Connect's) that answers with a fetch
 * handler such as the inbox proxy (docs/proxy.md). Written for hostile input, since it sits in front of the
 * customer's whole process: every request gets a status and nothing can bring the process down.
 *
 * - The URL comes from the configured `origin` and the request line's path, never from `Host`.
 * - A method a fetch `Request` cannot carry (`TRACE`, `TRACK`, `CONNECT`) is answered 405, a target with no path 400.
 * - The body is a stream of its own over the request, which respects cancel: when the proxy stops reading (a body
 *   over the cap, a deadline) later chunks are dropped, never pushed into a closed stream (Node's
 *   `Readable.toWeb` throws `ERR_INVALID_STATE` there, as an uncaught exception), and the connection is closed
 *   after the answer instead of reading the rest.
 * - A browser that leaves aborts the request's signal, so the proxy drops its own request to the service, and cancels
 *   the answer's body at once, so a live stream leaves its hub then, not at its next write.
 * - The live route of a proxy with a hub is served on Node's response itself, after the same checks: its stream is
 *   written to `res` and leaves the hub on `res`'s `close`, with no fetch `Request`, `Response` or `ReadableStream`
 *   kept for it (an idle stream then costs about what its socket costs). The proxy finds `res` by the request, so a
 *   handler of the app's own that passes the request on as it is gets the same.
 * - Any failure is answered 500 with a plain JSON body: never a stack trace, never a rejection left unhandled.
 */

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /** The public origin of the app (`https://app.example.com`), on which every request's path is placed. */
  origin: string;
}

/** Methods the fetch standard forbids in a `Request`. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The request's body as a web stream that pauses with backpressure and stops at cancel. */
function bodyStream(req: IncomingMessage, onCancel: () => void): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (!open) return;
          open = false;
          controller.close();
        });
        req.on('error', (error) => {
          if (!open) return;
          open = false;
          controller.error(error);
        });
        req.on('aborted', () => {
          if (!open) return;
          open = false;
          controller.error(new Error('The client closed the request before its body ended'));
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        onCancel();
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * Sends a fetch `Response` through Node's response. When the browser leaves, the body is cancelled at once (a live
 * stream then leaves its hub) and any wait for `drain` ends: one `close` listener per answer, never one per wait.
 */
async function sendResponse(response: Response, res: ServerResponse, closeAfter: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (closeAfter) headers.connection = 'close';
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  let gone = false;
  let drained: (() => void) | undefined;
  const onClose = () => {
    gone = true;
    drained?.();
    // Ends a pending read too: a body that would write only on its next event (a heartbeat) is given up now.
    reader.cancel().catch(() => undefined);
  };
  res.once('close', onClose);
  try {
    for (;;) {
      if (gone || res.destroyed) return void (await reader.cancel().catch(() => undefined));
      const { done, value } = await reader.read();
      if (done) break;
      if (gone) continue;
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          drained = () => {
            res.off('drain', drained!);
            drained = undefined;
            resolve();
          };
          res.on('drain', drained);
        });
    }
  } finally {
    res.off('close', onClose);
    reader.releaseLock();
  }
  if (!gone) res.end();
}

/** Answers with a mount error unless an answer was already started (then the connection is cut). */
async function answerError(res: ServerResponse, status: number, error: string, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  await sendResponse(mountError(status, error, message), res, true);
}

/** A `node:http` request listener that answers every request with `handler` (see above). */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
  options: NodeListenerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  if (typeof handler !== 'function') throw new TypeError('toNodeListener: handler must be a function');
  if (typeof options !== 'object' || options === null)
    throw new TypeError('toNodeListener: options must be an object { origin }');
  const origin = mountOrigin(options.origin, 'toNodeListener: origin');

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method))
      return answerError(res, 405, 'Method Not Allowed', `${method} is not accepted here`);
    const url = urlOnOrigin(origin, req.url ?? '');
    if (!url) return answerError(res, 400, 'Bad Request', 'The request target names no path');
    if (method === 'GET' && claimedLivePath(url.pathname)) {
      const answer = await handler(liveRequest(url, res, origin));
      // Written to `res` already (the stream), or a refusal to send.
      if (!answeredOnNode.has(answer)) await sendResponse(answer, res, false);
      return;
    }

    const left = new AbortController();
    let cancelled = false;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    // Held by the `close` listener below for as long as the answer lasts: the Request's own signal follows `left`
    // only while the Request lives, and the proxy listens on that one.
    let request: Request | undefined;
    res.once('close', () => {
      if (!res.writableFinished) left.abort();
      request = undefined;
    });
    request = new Request(url, {
      method,
      headers: fetchHeaders(req),
      signal: left.signal,
      ...(hasBody ? { body: bodyStream(req, () => (cancelled = true)), duplex: 'half' } : {}),
    } as RequestInit);
    const response = await handler(request!);
    // A body left unread (over the cap, too slow): close the connection after the answer rather than read it all.
    await sendResponse(response, res, cancelled || (hasBody && !req.complete));
  }

  return (req, res) => {
    serve(req, res).catch(() =>
      answerError(res, 500, 'Internal Server Error', 'The request could not be handled').catch(() =>
        res.destroy(),
      ),
    );
  };
}
