/**
 * `createInboxProxy()`: a fetch handler a customer's backend mounts so that browsers never hold the API key.
 * It is the security boundary between a browser and the key (docs/security.md): a signed-in person reaches their
 * own inbox and nothing else (the feed, the unseen count, mark-as, and push credentials of the subscriber
 * `resolveSubscriber` names); everything else is refused before anything is sent, and nothing of the service's
 * answer passes that the inbox does not need.
 */
import {
  checkCredentialsBody,
  trimCredentialsAnswer,
  type AllowedCredentials,
} from './credentials-policy.js';
import { scopedIdempotencyKey } from './idempotency-scope.js';
import { proxySettings, type InboxProxyOptions, type ProxySettings } from './options.js';
import { errorResponse } from './proxy-answers.js';
import { readCapped } from './read-capped.js';
import { keyRedactor } from './redact.js';
import { idempotencyKeyOf, writeRefusal } from './request-checks.js';
import { forwardedQuery, matchRoute, type InboxProxyRoute } from './routes.js';
import { browserAnswer } from './service-answer.js';
import { exchange } from './upstream.js';
import { liveRoute } from './live/live-route.js';

/** A request that passed every check: what to send, and what the answer needs to know. */
interface Forward {
  route: InboxProxyRoute;
  subscriberId: string;
  query: string;
  body?: string | Uint8Array;
  browserKey?: string;
  credentials?: AllowedCredentials;
}

/** The mount point removed from `path`, or `null` when the path is outside it. */
function localPath(path: string, basePath: string): string | null {
  if (!basePath) return path;
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : null;
}

/**
 * Every check of the browser's request, in order: who is asking (401), which route (403), whose inbox (403),
 * how a write is sent (415, 403), its idempotency key (400), its body (413, and the credentials policy).
 * Answers with the refusal, or with what to forward.
 */
async function checkRequest(
  request: Request,
  settings: ProxySettings,
  path: string,
): Promise<Forward | Response> {
  let subscriberId: string | null | undefined;
  try {
    subscriberId = await settings.resolveSubscriber(request);
  } catch {
    // The host's session lookup failed: say so without passing its error (and whatever it holds) to the browser.
    return errorResponse(500, 'The signed-in subscriber could not be determined', path);
  }
  if (typeof subscriberId !== 'string' || subscriberId === '')
    return errorResponse(401, 'Not signed in', path);

  const local = localPath(path, settings.basePath);
  const match = local === null ? { found: false as const } : matchRoute(request.method, local);
  if (!match.found) return errorResponse(403, 'This route is not available through the inbox proxy', path);
  let requested: string;
  try {
    requested = decodeURIComponent(match.subscriberSegment);
  } catch {
    return errorResponse(400, 'Malformed subscriberId in path', path);
  }
  if (requested !== subscriberId) return errorResponse(403, 'Only your own subscriber is available', path);

  const forward: Forward = {
    route: match.route,
    subscriberId,
    query: forwardedQuery(match.route, new URL(request.url).searchParams),
  };
  if (request.method === 'GET') return forward;

  const refusal = writeRefusal(request, settings.allowedOrigins);
  if (refusal) return errorResponse(refusal.status, refusal.message, path);
  const key = idempotencyKeyOf(request);
  if ('status' in key) return errorResponse(key.status, key.message, path);
  forward.browserKey = key.key;
  const body = await readCapped(request.body, request.headers.get('content-length'), settings.bodyLimit);
  if (body === undefined)
    return errorResponse(413, `Request body is larger than ${settings.bodyLimit} bytes`, path);
  if (match.route.rest !== '/credentials') return { ...forward, body };
  const checked = checkCredentialsBody(new TextDecoder().decode(body), settings.credentials);
  if ('status' in checked) return errorResponse(checked.status, checked.message, path);
  return { ...forward, body: checked.forwarded, credentials: checked };
}

/** The request to the service: the resolved subscriber's route, the API key, and nothing else of the browser's. */
async function serviceRequest(
  forward: Forward,
  settings: ProxySettings,
  method: string,
): Promise<{ target: string; init: { method: string; headers: Headers; body?: string | Uint8Array } }> {
  const headers = new Headers({ authorization: `ApiKey ${settings.apiKey}`, accept: 'application/json' });
  if (forward.body !== undefined) headers.set('content-type', 'application/json');
  if (forward.browserKey !== undefined)
    headers.set('idempotency-key', await scopedIdempotencyKey(forward.subscriberId, forward.browserKey));
  // Built from the resolved id, not the raw segment, so nothing in the path can reach another record.
  const subscriber = encodeURIComponent(forward.subscriberId);
  const target = `${settings.upstream}/v1/subscribers/${subscriber}${forward.route.rest}${forward.query}`;
  return { target, init: { method, headers, ...(forward.body !== undefined ? { body: forward.body } : {}) } };
}

/** Creates the proxy: `(request: Request) => Promise<Response>`, for any runtime with fetch `Request`/`Response`. */
export function createInboxProxy(options: InboxProxyOptions): (request: Request) => Promise<Response> {
  const settings = proxySettings(options);
  const redact = keyRedactor(settings.apiKey);
  const live = liveRoute(settings);

  async function handle(request: Request, path: string): Promise<Response> {
    const liveAnswer = live?.(request, localPath(path, settings.basePath), path);
    if (liveAnswer) return liveAnswer;
    const checked = await checkRequest(request, settings, path);
    if (checked instanceof Response) return checked;
    const { target, init } = await serviceRequest(checked, settings, request.method);
    const result = await exchange({
      fetch: settings.fetch,
      target,
      init,
      browserSignal: request.signal,
      timeoutMs: settings.timeoutMs,
      responseLimit: settings.responseLimit,
    });
    if (!result.ok) return errorResponse(result.status, result.message, path);
    const credentials = checked.credentials;
    return browserAnswer(result.response, result.body, {
      path,
      browserKey: checked.browserKey,
      redact,
      ...(credentials
        ? { trimSuccess: (body: unknown) => trimCredentialsAnswer(body, checked.subscriberId, credentials) }
        : {}),
    });
  }

  return async function inboxProxy(request: Request): Promise<Response> {
    let path = '/';
    try {
      path = new URL(request.url).pathname;
      return await handle(request, path);
    } catch {
      // Whatever failed (a body the browser cut off, a host's odd Request), the answer is ours and says nothing
      // of the cause, which may hold anything. A rejection would leave the answer to the host framework.
      return errorResponse(500, 'The inbox proxy could not handle this request', path);
    }
  };
}
