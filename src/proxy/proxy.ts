/**
 * `createInboxProxy()`: a fetch handler a customer's backend mounts so that browsers never hold the API key.
 * It lets a signed-in person reach their own inbox and nothing else: the feed, the unseen count, mark-as and
 * credentials of the subscriber `resolveSubscriber` names. Everything else is refused before anything is sent.
 */

/** Options of {@link createInboxProxy}. */
export interface InboxProxyOptions {
  /** The environment's API key; added to every forwarded request, never sent back. */
  apiKey: string;
  /** The service's base address, such as `https://api.example.com` (requests go to `<baseUrl>/v1/…`). */
  baseUrl: string;
  /**
   * Who is asking: the subscriberId of the signed-in person (from the session cookie, a JWT, …), or
   * nothing when the request is not authenticated (answered 401).
   */
  resolveSubscriber: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Where the proxy is mounted, such as `/api/notif`: it is removed from the path before matching. */
  basePath?: string;
  /** Largest request body accepted, in bytes. Default 16 KiB (a mark-as of 100 ids fits easily). */
  bodyLimit?: number;
  /** The fetch used to reach the service; defaults to the global one. */
  fetch?: typeof fetch;
}

/** A route a subscriber may use, with `{subscriberId}` standing for their own id. */
interface AllowedRoute {
  method: 'GET' | 'POST' | 'PATCH';
  /** The path after `/v1/subscribers/{subscriberId}`. */
  rest: string;
}

/** The only routes the proxy forwards (DESIGN §6). */
export const INBOX_PROXY_ROUTES: readonly AllowedRoute[] = [
  { method: 'GET', rest: '/notifications/feed' },
  { method: 'GET', rest: '/notifications/unseen' },
  { method: 'POST', rest: '/messages/mark-as' },
  { method: 'PATCH', rest: '/credentials' },
];

/** Request headers passed on to the service; cookies and the caller's own Authorization are not. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'idempotency-key'];
/** Response headers passed back to the browser. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'idempotency-key', 'idempotency-replay', 'retry-after'];

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

function errorResponse(status: number, message: string, path: string): Response {
  const body = {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message,
    path,
    timestamp: new Date().toISOString(),
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const SUBSCRIBER_PATH = /^\/v1\/subscribers\/([^/]+)(\/.*)$/;

/** Reads at most `limit` bytes of the body; undefined when it is larger. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function requireOption(value: unknown, name: string): void {
  if (typeof value !== 'string' || value.trim() === '')
    throw new TypeError(`createInboxProxy: ${name} must be a non-empty string`);
}

/** Creates the proxy: `(request: Request) => Promise<Response>`, for any runtime with fetch `Request`/`Response`. */
export function createInboxProxy(options: InboxProxyOptions): (request: Request) => Promise<Response> {
  requireOption(options?.apiKey, 'apiKey');
  requireOption(options?.baseUrl, 'baseUrl');
  if (typeof options.resolveSubscriber !== 'function') {
    throw new TypeError('createInboxProxy: resolveSubscriber must be a function');
  }
  const upstream = options.baseUrl.replace(/\/+$/, '');
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const bodyLimit = options.bodyLimit ?? 16 * 1024;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  return async function inboxProxy(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    let subscriberId: string | null | undefined;
    try {
      subscriberId = await options.resolveSubscriber(request);
    } catch {
      // The host's session lookup failed: say so without passing its error (and whatever it holds) to the browser.
      return errorResponse(500, 'The signed-in subscriber could not be determined', path);
    }
    if (typeof subscriberId !== 'string' || subscriberId === '')
      return errorResponse(401, 'Not signed in', path);

    const local =
      basePath && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : basePath ? null : path;
    const match = local === null ? null : SUBSCRIBER_PATH.exec(local);
    const route = match && INBOX_PROXY_ROUTES.find((r) => r.rest === match[2] && r.method === request.method);
    if (!match || !route)
      return errorResponse(403, 'This route is not available through the inbox proxy', path);
    let requested: string;
    try {
      requested = decodeURIComponent(match[1]!);
    } catch {
      return errorResponse(400, 'Malformed subscriberId in path', path);
    }
    if (requested !== subscriberId) return errorResponse(403, 'Only your own subscriber is available', path);

    let body: Uint8Array | undefined;
    if (request.method !== 'GET') {
      body = await readLimited(request, bodyLimit);
      if (body === undefined)
        return errorResponse(413, `Request body is larger than ${bodyLimit} bytes`, path);
    }

    const headers = new Headers({ authorization: `ApiKey ${options.apiKey}` });
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // Built from the resolved id, not the raw segment, so nothing in the path can reach another record.
    const target = `${upstream}/v1/subscribers/${encodeURIComponent(subscriberId)}${route.rest}${url.search}`;
    let answer: Response;
    try {
      answer = await fetchImpl(target, {
        method: request.method,
        headers,
        body: body as BodyInit | undefined,
      });
    } catch {
      return errorResponse(502, 'The notification service could not be reached', path);
    }
    if (answer.status === 401) {
      // The service refused the proxy's own key: a server misconfiguration, not the browser's sign-in.
      return errorResponse(502, 'The notification service refused the proxy’s API key', path);
    }
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) responseHeaders.set(name, value);
    }
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: responseHeaders });
  };
}
