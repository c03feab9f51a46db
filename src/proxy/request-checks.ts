/**
 * Every check of a browser's request, in order, as one list that every route runs, the live route included
 * (docs/security.md): which route (403; asked first, so a stray path costs no session lookup), the live route's Fetch
 * Metadata (403), who is asking (401) and whose inbox (403), the query (400), how a write is sent (415, 403), its
 * idempotency key (400), its body (413, 408), and the credentials policy. Each check is a small function that refuses
 * the request or adds to what is forwarded, and passes over the routes it does not concern: a check added here is
 * run for every route it concerns, and nowhere else does a route check a request.
 */
import { errorResponse, type InboxProxyFailureStage } from './answers.js';
import { checkCredentialsBody, type AllowedCredentials } from './credentials.js';
import type { ProxySettings } from './options.js';
import {
  LIVE,
  checkedQuery,
  localPath,
  matchRoute,
  readRequestBody,
  type InboxProxyRoute,
  type Refusal,
} from './request.js';

/** A request that passed every check: which route, whose inbox, and what is forwarded. */
export interface Passage {
  readonly request: Request;
  /** The request's path, named in the proxy's own errors. */
  readonly path: string;
  /** An allowed route, or the live route. */
  route: InboxProxyRoute | typeof LIVE;
  /** The signed-in subscriber, whose inbox the path names. */
  subscriberId: string;
  /** The query string forwarded: `?…`, or empty. */
  query: string;
  /** The idempotency key the browser sent with a write, echoed back in place of the scoped one. */
  browserKey?: string;
  /** A write's body, as forwarded. */
  body?: string | Uint8Array;
  /** What a body of the credentials route sets: what its answer may show back. */
  credentials?: AllowedCredentials;
}

/** A passage for one of the routes the proxy forwards. */
export type Forwarded = Passage & { route: InboxProxyRoute };

/** What the checks have learnt so far; each check reads what the ones before it added. */
type Draft = Pick<Passage, 'request' | 'path'> & Partial<Passage> & { segment?: string };

/** What a check reads besides the request. */
export interface CheckContext {
  settings: ProxySettings;
  /** Hears a failure the browser only sees as a 500 (the operator's `onError`). */
  report: (error: unknown, stage: InboxProxyFailureStage) => void;
}

/** One check: a refusal, or what it adds (nothing when the request's route is not its concern). */
type Check = (
  draft: Draft,
  context: CheckContext,
) => Refusal | Partial<Draft> | undefined | Promise<Refusal | Partial<Draft> | undefined>;

/** The service's own limit on idempotency keys. */
const IDEMPOTENCY_KEY_MAX = 255;

function isWrite(route: Draft['route']): boolean {
  return route !== LIVE && route !== undefined && route.method !== 'GET';
}

function isJsonMediaType(contentType: string | null): boolean {
  return contentType?.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

function fetchMetadata(request: Request, name: 'sec-fetch-site' | 'sec-fetch-mode'): string | undefined {
  return request.headers.get(name)?.trim().toLowerCase();
}

/** Which route: an allowed one under the mount point, or the live route of a proxy with a hub; 403 otherwise. */
const route: Check = ({ request, path }, { settings }) => {
  const local = localPath(path, settings.basePath);
  const match = local === null ? undefined : matchRoute(request.method, local, settings.live !== undefined);
  if (!match?.found) return { status: 403, message: 'This route is not available through the inbox proxy' };
  return { route: match.route, segment: match.subscriberSegment };
};

/**
 * The live route only: a browser that names the request cross-site, or made in `no-cors` mode (an `<img>`, a
 * `<script>`, a `no-cors` fetch from another page), is refused, so another site cannot hold a signed-in person's
 * places with their cookie. Before the session lookup, which such a request never costs.
 */
const liveFetchMetadata: Check = ({ request, route }) => {
  if (route !== LIVE) return undefined;
  if (fetchMetadata(request, 'sec-fetch-site') === 'cross-site')
    return {
      status: 403,
      message: 'Live streams are not opened for another site (Sec-Fetch-Site: cross-site)',
    };
  if (fetchMetadata(request, 'sec-fetch-mode') === 'no-cors')
    return { status: 403, message: 'Live streams are not opened in no-cors mode (Sec-Fetch-Mode: no-cors)' };
  return undefined;
};

/**
 * Who is asking, and is it their own inbox: the subscriber `resolveSubscriber` names for the request, checked against
 * the path's raw segment (401 without a session, 403 for another subscriber, 400 for a malformed segment, 500 when
 * the lookup throws, which the operator's `onError` hears).
 */
const subscriber: Check = async ({ request, segment }, { settings, report }) => {
  let subscriberId: string | null | undefined;
  try {
    subscriberId = await settings.resolveSubscriber(request);
  } catch (error) {
    // The host's session lookup failed: the operator hears why, the browser does not (its error may hold anything).
    report(error, 'resolveSubscriber');
    return { status: 500, message: 'The signed-in subscriber could not be determined' };
  }
  if (typeof subscriberId !== 'string' || subscriberId === '')
    return { status: 401, message: 'Not signed in' };
  let requested: string;
  try {
    requested = decodeURIComponent(segment!);
  } catch {
    return { status: 400, message: 'Malformed subscriberId in path' };
  }
  if (requested !== subscriberId) return { status: 403, message: 'Only your own subscriber is available' };
  return { subscriberId };
};

/** The query forwarded: the route's documented parameters, as the client checks them (400); the live route has none. */
const query: Check = ({ request, route }) => {
  if (route === LIVE || route === undefined) return { query: '' };
  const checked = checkedQuery(route, new URL(request.url).searchParams);
  return checked.ok ? { query: checked.text } : { status: 400, message: checked.message };
};

/**
 * Writes must be JSON from an allowed origin (415, 403), so that another site cannot make a signed-in browser send
 * one with its cookie: a plain form or a `text/plain` fetch needs no CORS preflight, a JSON one does.
 */
const writeOrigin: Check = ({ request, route }, { settings }) => {
  if (!isWrite(route)) return undefined;
  if (!isJsonMediaType(request.headers.get('content-type')))
    return { status: 415, message: `${request.method} needs Content-Type: application/json` };
  // A browser that names the request cross-site is believed, with or without an Origin (some send none).
  if (fetchMetadata(request, 'sec-fetch-site') === 'cross-site')
    return { status: 403, message: 'Writes from another site are not accepted (Sec-Fetch-Site: cross-site)' };
  const origin = request.headers.get('origin');
  // No Origin: not a browser's cross-site request (browsers send it with every POST and PATCH).
  if (origin !== null && origin !== new URL(request.url).origin && !settings.allowedOrigins.has(origin))
    return { status: 403, message: 'Writes from this origin are not accepted' };
  return undefined;
};

/** A write's idempotency key, when the browser sent one: one the service would accept (400 otherwise). */
const idempotencyKey: Check = ({ request, route }) => {
  if (!isWrite(route)) return undefined;
  const key = request.headers.get('idempotency-key');
  if (key === null) return undefined;
  if (key.trim() === '') return { status: 400, message: 'idempotency-key must not be empty' };
  if (key.length > IDEMPOTENCY_KEY_MAX)
    return { status: 400, message: `idempotency-key must be at most ${IDEMPOTENCY_KEY_MAX} characters` };
  return { browserKey: key };
};

/** A write's body, read within `bodyLimit` (413) and `bodyTimeoutMs` (408). */
const body: Check = async ({ request, route }, { settings }) => {
  if (!isWrite(route)) return undefined;
  const read = await readRequestBody(request, settings.bodyLimit, settings.bodyTimeoutMs);
  return 'status' in read ? read : { body: read.bytes };
};

/** The credentials route's body, by the credentials policy: what is forwarded is rebuilt from what it allows. */
const credentialsAllowed: Check = ({ route, body }, { settings }) => {
  if (route === LIVE || route?.rest !== '/credentials') return undefined;
  const checked = checkCredentialsBody(new TextDecoder().decode(body as Uint8Array), settings.credentials);
  return 'status' in checked ? checked : { body: checked.forwarded, credentials: checked };
};

/** The checks, in the order they run. */
export const REQUEST_CHECKS: readonly Check[] = Object.freeze([
  route,
  liveFetchMetadata,
  subscriber,
  query,
  writeOrigin,
  idempotencyKey,
  body,
  credentialsAllowed,
]);

/** Runs every check of `request` (whose path is `path`): the passage, or the first refusal as the browser's answer. */
export async function checkedRequest(
  request: Request,
  path: string,
  context: CheckContext,
): Promise<Passage | Response> {
  const draft: Draft = { request, path };
  for (const check of REQUEST_CHECKS) {
    const result = check(draft, context);
    const outcome = result instanceof Promise ? await result : result;
    if (outcome && 'status' in outcome) return errorResponse(outcome.status, outcome.message, path);
    Object.assign(draft, outcome);
  }
  return draft as Passage;
}
