/**
 * CORS (docs/decisions.md#cors): apps usually run their own dev server on another port, so the elements call the local
 * API cross-origin. Allowed origins get their origin reflected; others get no CORS headers, so the browser
 * blocks them.
 */
import type { MiddlewareHandler } from 'hono';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, idempotency-key';
// Retry-After is not a CORS-safelisted response header: without exposing it, a browser client could not
// honour the wait that a 409 asks for.
const EXPOSED_HEADERS = 'Idempotency-Replay, idempotency-key, Retry-After';
const LOCAL_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

/**
 * Whether `origin` may call the API. With no list, any `http://localhost:*` and `http://127.0.0.1:*` origin
 * may; a list holds exact origins, and `*` in it allows every origin.
 */
export function originAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  if (allowed === undefined) return LOCAL_ORIGIN.test(origin);
  return allowed.some((entry) => entry === '*' || entry === origin);
}

/**
 * Answers preflights (`OPTIONS`) with 204 and sets the CORS headers on every other answer, errors included:
 * a browser only shows the app a 401 or 503 whose answer carries them.
 */
export function cors(allowed: readonly string[] | undefined): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allow = origin !== undefined && originAllowed(origin, allowed);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ vary: 'Origin' });
      if (allow) {
        headers.set('access-control-allow-origin', origin);
        headers.set('access-control-allow-methods', ALLOWED_METHODS);
        headers.set('access-control-allow-headers', ALLOWED_HEADERS);
        headers.set('access-control-max-age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('vary', 'Origin');
    if (allow) {
      c.res.headers.set('access-control-allow-origin', origin);
      c.res.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
    }
  };
}
