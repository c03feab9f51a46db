/**
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
 *   kept for it (an idle stream then costs about what its socket costs).
 * - Any failure is answered 500 with a plain JSON body: never a stack trace, never a rejection left unhandled.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mountError, mountOrigin, urlOnOrigin } from './mount-origin.js';
import { nodeLiveRoute, type NodeLiveRoute } from './live/node-live.js';
import { fetchHeaders } from './node-headers.js';

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
  const live = nodeLiveRoute(handler);

  /** A live stream: checked, then written to `res` (or refused). The request is only the checks'. */
  async function serveLive(req: IncomingMessage, res: ServerResponse, url: URL, route: NodeLiveRoute) {
    const refused = await route.serve(new Request(url, { headers: fetchHeaders(req) }), res);
    if (refused) await sendResponse(refused, res, false);
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (FORBIDDEN_METHODS.has(method))
      return answerError(res, 405, 'Method Not Allowed', `${method} is not accepted here`);
    const url = urlOnOrigin(origin, req.url ?? '');
    if (!url) return answerError(res, 400, 'Bad Request', 'The request target names no path');
    if (method === 'GET' && live?.matches(url.pathname)) return serveLive(req, res, url, live);

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
