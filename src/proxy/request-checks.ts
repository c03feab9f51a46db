/**
 * Checks of the browser's request beyond its route (docs/security.md): writes must be JSON from an allowed
 * origin, so that another site cannot make a signed-in browser send one with its cookie (a plain form or a
 * `text/plain` fetch needs no CORS preflight, a JSON one does); and an idempotency key must be one the service
 * would accept.
 */

/** A refusal: the status and the message the browser gets. */
export interface Refusal {
  status: number;
  message: string;
}

/** The service's own limit on idempotency keys. */
const IDEMPOTENCY_KEY_MAX = 255;

function isJsonMediaType(contentType: string | null): boolean {
  return contentType?.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

/** Why a POST or PATCH may not go on, or `undefined` when it may. */
export function writeRefusal(request: Request, allowedOrigins: ReadonlySet<string>): Refusal | undefined {
  if (!isJsonMediaType(request.headers.get('content-type')))
    return { status: 415, message: `${request.method} needs Content-Type: application/json` };
  // A browser that names the request cross-site is believed, with or without an Origin (some send none).
  if (request.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site')
    return { status: 403, message: 'Writes from another site are not accepted (Sec-Fetch-Site: cross-site)' };
  const origin = request.headers.get('origin');
  // No Origin: not a browser's cross-site request (browsers send it with every POST and PATCH).
  if (origin !== null && origin !== new URL(request.url).origin && !allowedOrigins.has(origin))
    return { status: 403, message: 'Writes from this origin are not accepted' };
  return undefined;
}

/** The browser's idempotency key, when it sent one the service would accept; a refusal otherwise. */
export function idempotencyKeyOf(request: Request): { key: string | undefined } | Refusal {
  const key = request.headers.get('idempotency-key');
  if (key === null) return { key: undefined };
  if (key.trim() === '') return { status: 400, message: 'idempotency-key must not be empty' };
  if (key.length > IDEMPOTENCY_KEY_MAX)
    return { status: 400, message: `idempotency-key must be at most ${IDEMPOTENCY_KEY_MAX} characters` };
  return { key };
}
