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
import { idempotencyKeyOf, ownSubscriber, writeRefusal } from './request-checks.js';
import { checkedQuery, matchRoute, type InboxProxyRoute } from './routes.js';
import { browserAnswer } from './service-answer.js';
import { exchange, failureResponse } from './upstream.js';
import { upstreamGate } from './upstream-gate.js';
import { LIVE_ROUTE_HEADER, liveRoute } from './live/live-route.js';
import { markedChange } from './live/live-change.js';
import type { HubCore } from './live/live-hub.js';
import { serveLiveOnNode } from './live/node-live.js';

/** A request that passed every check: what to send, and what the answer needs to know. */
interface Forward {
  route: InboxProxyRoute;
  subscriberId: string;
  query: string;
  body?: string | Uint8Array;
  browserKey?: string;
  credentials?: AllowedCredentials;
}

/**
 * What the live channel hears of a forwarded request (docs/proxy.md#live-channel): a mark the service took is told
 * to every stream of the subscriber, here and over the broadcast, with the browser's key so the tab that made it
 * re-reads nothing; a feed or count answer names the live route, so a browser opens it only where it is served.
 */
function liveAfterAnswer(core: HubCore, forward: Forward, answer: Response, basePath: string): void {
  if (answer.status < 200 || answer.status > 299) return;
  if (forward.route.rest === '/messages/mark-as')
    core.tell(forward.subscriberId, markedChange(forward.browserKey));
  else if (forward.route.method === 'GET')
    answer.headers.set(
      LIVE_ROUTE_HEADER,
      `${basePath}/v1/subscribers/${encodeURIComponent(forward.subscriberId)}/live`,
    );
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

  const own = await ownSubscriber(request, match.subscriberSegment, settings.resolveSubscriber, (error) =>
    report(error, 'resolveSubscriber'),
  );
  if ('status' in own) return errorResponse(own.status, own.message, path);
  const { subscriberId } = own;

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
  const live = liveRoute(settings, gate, report);

  async function handle(request: Request, path: string): Promise<Response> {
    const liveAnswer = live?.answer(request, localPath(path, settings.basePath), path);
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
    const answer = await browserAnswer(result.response, result.body, {
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
    if (settings.live) liveAfterAnswer(settings.live.core, checked, answer, settings.basePath);
    return answer;
  }

  /** `work`'s answer for the request's path; whatever fails is reported and answered 500. */
  async function answered<T>(request: Request, work: (path: string) => Promise<T>): Promise<T | Response> {
    let path = '/';
    try {
      path = new URL(request.url).pathname;
      return await work(path);
    } catch (error) {
      report(error, 'request');
      // Whatever failed (a body the browser cut off, a host's odd Request), the answer is ours and says nothing
      // of the cause, which may hold anything. A rejection would leave the answer to the host framework.
      return errorResponse(500, 'The inbox proxy could not handle this request', path);
    }
  }

  const inboxProxy = (request: Request): Promise<Response> =>
    answered(request, (path) => handle(request, path));
  // On the Node mounts, a stream is written to Node's response, without a fetch answer of its own.
  if (live)
    serveLiveOnNode(inboxProxy, {
      matches: (path) => live.matches(localPath(path, settings.basePath)),
      serve: (request, res) =>
        answered(request, (path) =>
          live.serveOnNode(request, localPath(path, settings.basePath)!, path, res),
        ),
    });
  return inboxProxy;
}
