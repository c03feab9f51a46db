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

/**
 * Why the live route may not open a stream for this request, or `undefined` when it may: a browser that names the
 * request cross-site, or made in `no-cors` mode (an `<img>`, a `<script>`, a `no-cors` fetch from another page), is
 * refused, so another site cannot hold a signed-in person's places with their cookie.
 */
export function liveRefusal(request: Request): Refusal | undefined {
  if (request.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site')
    return {
      status: 403,
      message: 'Live streams are not opened for another site (Sec-Fetch-Site: cross-site)',
    };
  if (request.headers.get('sec-fetch-mode')?.trim().toLowerCase() === 'no-cors')
    return { status: 403, message: 'Live streams are not opened in no-cors mode (Sec-Fetch-Mode: no-cors)' };
  return undefined;
}

/**
 * Who is asking, and is it their own inbox (docs/security.md): the subscriber `resolveSubscriber` names for the
 * request, checked against the path's raw `segment` (401 without a session, 403 for another subscriber, 400 for a
 * malformed segment, 500 when the lookup throws, which `onFailure` hears). Every route runs it, the live one too.
 */
export async function ownSubscriber(
  request: Request,
  segment: string,
  resolveSubscriber: (request: Request) => string | null | undefined | Promise<string | null | undefined>,
  onFailure: (error: unknown) => void,
): Promise<{ subscriberId: string } | Refusal> {
  let subscriberId: string | null | undefined;
  try {
    subscriberId = await resolveSubscriber(request);
  } catch (error) {
    // The host's session lookup failed: the operator hears why, the browser does not (its error may hold anything).
    onFailure(error);
    return { status: 500, message: 'The signed-in subscriber could not be determined' };
  }
  if (typeof subscriberId !== 'string' || subscriberId === '')
    return { status: 401, message: 'Not signed in' };
  let requested: string;
  try {
    requested = decodeURIComponent(segment);
  } catch {
    return { status: 400, message: 'Malformed subscriberId in path' };
  }
  if (requested !== subscriberId) return { status: 403, message: 'Only your own subscriber is available' };
  return { subscriberId };
}
