/**
 * The URL a mounted proxy sees, built from the origin the backend configures, never from the request's `Host`
 * (docs/proxy.md): a `Host` header is whatever the client wrote (`a b`, `127.0.0.1:99999`, `user@host`,
 * `host/x?` which would move the real path into the query), so the path and query alone are taken from the
 * request line and placed on the configured origin.
 */

/** Checks a configured origin (`https://app.example.com`); throws a TypeError naming `name` otherwise. */
export function mountOrigin(value: unknown, name: string): string {
  let origin: string | undefined;
  try {
    origin = typeof value === 'string' ? new URL(value).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (origin === undefined || origin !== value || !/^https?:/.test(origin))
    throw new TypeError(`${name} must be an origin such as https://app.example.com (scheme, host, port, no path)`);
  return origin;
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

/**
 * A fetch handler for runtimes that hand it a `Request` built from the client's `Host` (Hono, Next.js, Bun,
 * Deno, Workers): each request is rebuilt on `origin` (its method, headers, body and signal kept) before
 * `handler` sees it, so the proxy matches paths and checks same-origin writes against the origin you configured.
 */
export function onOrigin(
  origin: string,
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const checked = mountOrigin(origin, 'onOrigin: origin');
  return async (request) => {
    let url: URL | undefined;
    try {
      const given = new URL(request.url);
      url = urlOnOrigin(checked, `${given.pathname}${given.search}`);
    } catch {
      url = undefined;
    }
    if (!url) return mountError(400, 'Bad Request', 'The request names no path');
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
