/**
 * `createInboxProxy()`: a fetch handler a customer's backend mounts so that browsers never hold the API key.
 * It is the security boundary between a browser and the key (docs/security.md): a signed-in person reaches their
 * own inbox and nothing else (the feed, the unseen count, mark-as, and push credentials of the subscriber
 * `resolveSubscriber` names); everything else is refused before anything is sent, and nothing of the service's
 * answer passes that the inbox does not need.
 */
import { browserAnswer, errorResponse, failureReporter, keyRedactor } from './answers.js';
import { trimCredentialsAnswer, trimCredentialsError } from './credentials.js';
import { alreadyAnsweredOnNode, claimLiveRoute, nodeAnswerOf } from './mounts.js';
import { proxySettings, type InboxProxyOptions, type ProxySettings } from './options.js';
import { LIVE, localPath, matchRoute, scopedIdempotencyKey } from './request.js';
import { checkedRequest, type CheckContext, type Forwarded, type Passage } from './request-checks.js';
import { exchange, failureResponse, upstreamGate } from './upstream-gate.js';
import { LIVE_ROUTE_HEADER, livePath } from '../api/operations/live.js';
import { liveRoute, type LiveRoute } from './live-route.js';
import { markedChange } from './live/live-changes.js';
import type { HubCore } from './live/live-hub.js';

/**
 * What the live channel hears of a forwarded request (docs/proxy.md#live-channel): a mark the service took is told
 * to every stream of the subscriber, here and over the broadcast, with the browser's key so the tab that made it
 * re-reads nothing; a feed or count answer names the live route, so a browser opens it only where it is served.
 */
function liveAfterAnswer(core: HubCore, forward: Forwarded, answer: Response, basePath: string): void {
  if (answer.status < 200 || answer.status > 299) return;
  if (forward.route.rest === '/messages/mark-as')
    core.tell(forward.subscriberId, markedChange(forward.browserKey));
  else if (forward.route.method === 'GET')
    answer.headers.set(LIVE_ROUTE_HEADER, basePath + livePath(forward.subscriberId));
}

/** The request to the service: the resolved subscriber's route, the API key, and nothing else of the browser's. */
async function serviceRequest(
  forward: Forwarded,
  settings: ProxySettings,
): Promise<{ target: string; init: { method: string; headers: Headers; body?: string | Uint8Array } }> {
  const headers = new Headers({ authorization: `ApiKey ${settings.apiKey}`, accept: 'application/json' });
  if (forward.body !== undefined) headers.set('content-type', 'application/json');
  if (forward.browserKey !== undefined)
    headers.set('idempotency-key', await scopedIdempotencyKey(forward.subscriberId, forward.browserKey));
  // Built from the resolved id, not the raw segment, so nothing in the path can reach another record.
  const subscriber = encodeURIComponent(forward.subscriberId);
  const target = `${settings.upstream}/v1/subscribers/${subscriber}${forward.route.rest}${forward.query}`;
  return {
    target,
    init: {
      method: forward.request.method,
      headers,
      ...(forward.body !== undefined ? { body: forward.body } : {}),
    },
  };
}

/** The test of a request's path for the live route under `basePath` (made apart: it keeps nothing of a proxy). */
function isLivePath(basePath: string): (path: string) => boolean {
  return (path) => {
    const local = localPath(path, basePath);
    const match = local === null ? undefined : matchRoute('GET', local, true);
    return match?.found === true && match.route === LIVE;
  };
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
  const context: CheckContext = { settings, report };

  /** The service's answer to a request that passed every check, as the browser may see it. */
  async function forwarded(forward: Forwarded): Promise<Response> {
    const { request, path } = forward;
    const { target, init } = await serviceRequest(forward, settings);
    const result = await exchange({
      fetch: settings.fetch,
      target,
      init,
      browserSignal: request.signal,
      timeoutMs: settings.timeoutMs,
      responseLimit: settings.responseLimit,
      gate,
      share: gate.subscriberShare(forward.subscriberId),
      clock: settings.clock,
    });
    if (!result.ok) return failureResponse(result, path);
    const credentials = forward.credentials;
    const answer = await browserAnswer(result.response, result.body, {
      path,
      browserKey: forward.browserKey,
      redact,
      ...(credentials
        ? {
            trimSuccess: (body: unknown) => trimCredentialsAnswer(body, forward.subscriberId, credentials),
            trimClientError: trimCredentialsError,
          }
        : {}),
    });
    if (settings.live) liveAfterAnswer(settings.live.core, forward, answer, settings.basePath);
    return answer;
  }

  /**
   * The live route's answer: on the Node mounts the stream is written to the Node response the request came with,
   * without a fetch answer of its own (the mount is told it was answered there); elsewhere, a fetch `Response`.
   */
  function liveAnswer(route: LiveRoute, passage: Passage): Response {
    const node = nodeAnswerOf(passage.request);
    if (!node) return route.answer(passage);
    return route.serveOnNode(passage, node) ?? alreadyAnsweredOnNode();
  }

  /** Every check of the request (request-checks.ts, the same for every route); then the live route or the service. */
  async function handle(request: Request, path: string): Promise<Response> {
    const passage = await checkedRequest(request, path, context);
    if (passage instanceof Response) return passage;
    // There is a live route whenever the checks let a request for it pass.
    return passage.route === LIVE ? liveAnswer(live!, passage) : forwarded(passage as Forwarded);
  }

  /** `work`'s answer for the request's path; whatever fails is reported and answered 500. */
  async function answered(request: Request, work: (path: string) => Promise<Response>): Promise<Response> {
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
  // On the Node mounts, a GET of the live route comes as a light request answered on Node's response.
  if (live) claimLiveRoute(settings.basePath, isLivePath(settings.basePath));
  return inboxProxy;
}
