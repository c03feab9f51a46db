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
  trimCredentialsError,
  type AllowedCredentials,
} from './credentials-policy.js';
import { scopedIdempotencyKey } from './idempotency-scope.js';
import { proxySettings, type InboxProxyOptions, type ProxySettings } from './options.js';
import { failureReporter, type InboxProxyFailureStage } from './operator-errors.js';
import { errorResponse } from './proxy-answers.js';
import { keyRedactor } from './redact.js';
import { readRequestBody } from './request-body.js';
import { idempotencyKeyOf, writeRefusal } from './request-checks.js';
import { checkedQuery, matchRoute, type InboxProxyRoute } from './routes.js';
import { browserAnswer } from './service-answer.js';
import { exchange, failureResponse } from './upstream.js';
import { upstreamGate } from './upstream-gate.js';
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
 * Every check of the browser's request, in order: which route (403), who is asking (401; asked only once the
 * route matched, so a stray path costs no session lookup), whose inbox (403), the query (400), how a write is sent (415, 403), its
 * idempotency key (400), its body (413, 408, and the credentials policy).
 * Answers with the refusal, or with what to forward.
 */
async function checkRequest(
  request: Request,
  settings: ProxySettings,
  path: string,
  report: (error: unknown, stage: InboxProxyFailureStage) => void,
): Promise<Forward | Response> {
  const local = localPath(path, settings.basePath);
  const match = local === null ? { found: false as const } : matchRoute(request.method, local);
  if (!match.found) return errorResponse(403, 'This route is not available through the inbox proxy', path);

  let subscriberId: string | null | undefined;
  try {
    subscriberId = await settings.resolveSubscriber(request);
  } catch (error) {
    // The host's session lookup failed: the operator hears why, the browser does not (its error may hold anything).
    report(error, 'resolveSubscriber');
    return errorResponse(500, 'The signed-in subscriber could not be determined', path);
  }
  if (typeof subscriberId !== 'string' || subscriberId === '')
    return errorResponse(401, 'Not signed in', path);

  let requested: string;
  try {
    requested = decodeURIComponent(match.subscriberSegment);
  } catch {
    return errorResponse(400, 'Malformed subscriberId in path', path);
  }
  if (requested !== subscriberId) return errorResponse(403, 'Only your own subscriber is available', path);

  const query = checkedQuery(match.route, new URL(request.url).searchParams);
  if (!query.ok) return errorResponse(400, query.message, path);
  const forward: Forward = { route: match.route, subscriberId, query: query.text };
  if (request.method === 'GET') return forward;

  const refusal = writeRefusal(request, settings.allowedOrigins);
  if (refusal) return errorResponse(refusal.status, refusal.message, path);
  const key = idempotencyKeyOf(request);
  if ('status' in key) return errorResponse(key.status, key.message, path);
  forward.browserKey = key.key;
  const read = await readRequestBody(request, settings.bodyLimit, settings.bodyTimeoutMs);
  if ('status' in read) return errorResponse(read.status, read.message, path);
  const body = read.bytes;
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
  const gate = upstreamGate({
    ...settings.circuitBreaker,
    maxInFlight: settings.maxInFlight,
    maxInFlightPerSubscriber: settings.maxInFlightPerSubscriber,
    clock: settings.clock,
  });
  const report = failureReporter(settings.onError, redact);
  const live = liveRoute(settings, gate);

  async function handle(request: Request, path: string): Promise<Response> {
    const liveAnswer = live?.(request, localPath(path, settings.basePath), path);
    if (liveAnswer) return liveAnswer;
    const checked = await checkRequest(request, settings, path, report);
    if (checked instanceof Response) return checked;
    const { target, init } = await serviceRequest(checked, settings, request.method);
    const result = await exchange({
      fetch: settings.fetch,
      target,
      init,
      browserSignal: request.signal,
      timeoutMs: settings.timeoutMs,
      responseLimit: settings.responseLimit,
      gate,
      share: gate.subscriberShare(checked.subscriberId),
      clock: settings.clock,
    });
    if (!result.ok) return failureResponse(result, path);
    const credentials = checked.credentials;
    return browserAnswer(result.response, result.body, {
      path,
      browserKey: checked.browserKey,
      redact,
      ...(credentials
        ? {
            trimSuccess: (body: unknown) => trimCredentialsAnswer(body, checked.subscriberId, credentials),
            trimClientError: trimCredentialsError,
          }
        : {}),
    });
  }

  return async function inboxProxy(request: Request): Promise<Response> {
    let path = '/';
    try {
      path = new URL(request.url).pathname;
      return await handle(request, path);
    } catch (error) {
      report(error, 'request');
      // Whatever failed (a body the browser cut off, a host's odd Request), the answer is ours and says nothing
      // of the cause, which may hold anything. A rejection would leave the answer to the host framework.
      return errorResponse(500, 'The inbox proxy could not handle this request', path);
    }
  };
}
