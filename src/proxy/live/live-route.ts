/**
 * The live route of the proxy: `GET {basePath}/v1/subscribers/{subscriberId}/live`, a Server-Sent Events stream of
 * the signed-in subscriber's own `changed` events (docs/security.md#the-live-route). Checked as the feed is: 401
 * without a session, 403 for another subscriber; then the hub's caps (429). Its answer is the proxy's own, never
 * the service's: nothing from the service, and no key, passes through it.
 */
import { answerHeaders, errorResponse } from '../proxy-answers.js';
import type { ProxySettings } from '../options.js';
import type { InboxProxyFailureStage } from '../operator-errors.js';
import { liveRefusal, ownSubscriber } from '../request-checks.js';
import { exchange } from '../upstream.js';
import type { UpstreamGate } from '../upstream-gate.js';
import { watchCounts } from './count-watch.js';
import { LiveStream } from './live-stream.js';

const LIVE_PATH = /^\/v1\/subscribers\/([^/]+)\/live$/;

/**
 * The header of the feed and count answers of a proxy that serves the live route, naming it (its path on this
 * origin): the browser opens the stream only where it was announced (`live="auto"`), so a service without the route
 * never answers it with a 404.
 */
export const LIVE_ROUTE_HEADER = 'notif-live';

/** Serves the live route: the answer to a request for it, or `undefined` when the request is for another route. */
export type LiveRoute = (
  request: Request,
  local: string | null,
  path: string,
) => Promise<Response> | undefined;

function streamResponse(stream: LiveStream): Response {
  const headers = answerHeaders();
  headers.set('content-type', 'text/event-stream; charset=utf-8');
  // nginx and others buffer answers by default: an event would wait for the buffer to fill.
  headers.set('x-accel-buffering', 'no');
  return new Response(stream.body, { status: 200, headers });
}

/** The unseen count in the service's answer (bare or wrapped as `{ data }`), or `undefined`. */
function countOf(body: Uint8Array | undefined): number | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as {
      count?: unknown;
      data?: { count?: unknown };
    };
    const count = parsed?.data?.count ?? parsed?.count;
    return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a subscriber's unseen count with the proxy's key, within its timeout and response cap, through the same
 * gate as the browsers' requests: a hung service holds no more of the proxy's polls than its cap allows.
 */
function countReader(settings: ProxySettings, gate: UpstreamGate) {
  return async (subscriberId: string, signal: AbortSignal): Promise<number | undefined> => {
    const result = await exchange({
      fetch: settings.fetch,
      target: `${settings.upstream}/v1/subscribers/${encodeURIComponent(subscriberId)}/notifications/unseen?seen=false`,
      init: {
        method: 'GET',
        headers: new Headers({ authorization: `ApiKey ${settings.apiKey}`, accept: 'application/json' }),
      },
      browserSignal: signal,
      timeoutMs: settings.timeoutMs,
      responseLimit: settings.responseLimit,
      gate,
      clock: settings.clock,
    });
    return result.ok && result.response.status === 200 ? countOf(result.body) : undefined;
  };
}

/** The live route of a proxy with these settings, or `undefined` when it has no `live` option. */
export function liveRoute(
  settings: ProxySettings,
  gate: UpstreamGate,
  report: (error: unknown, stage: InboxProxyFailureStage) => void,
): LiveRoute | undefined {
  const live = settings.live;
  if (!live) return undefined;
  watchCounts({ core: live.core, pollInterval: live.pollInterval, readCount: countReader(settings, gate) });

  async function answer(request: Request, segment: string, path: string): Promise<Response> {
    const refusal = liveRefusal(request);
    if (refusal) return errorResponse(refusal.status, refusal.message, path);
    // The same check as every other route's, `onError` included.
    const own = await ownSubscriber(request, segment, settings.resolveSubscriber, (error) =>
      report(error, 'resolveSubscriber'),
    );
    if ('status' in own) return errorResponse(own.status, own.message, path);
    const { subscriberId } = own;
    // Kept for the session re-check: the headers (the cookie or token), not the whole request.
    const { url, headers: sent } = request;
    const stillSignedIn = async () => {
      try {
        return (await settings.resolveSubscriber(new Request(url, { headers: sent }))) === subscriberId;
      } catch (error) {
        // A session store that fails for a moment ends no stream; the operator hears of it.
        report(error, 'resolveSubscriber');
        return true;
      }
    };
    const opened = live!.core.open(subscriberId, request.signal, {
      client: live!.core.clientOf(request),
      stillSignedIn,
    });
    if (opened instanceof LiveStream) return streamResponse(opened);
    const headers = answerHeaders();
    headers.set('retry-after', String(opened.retryAfterSeconds));
    return errorResponse(opened.status, opened.message, path, headers);
  }

  return (request, local, path) => {
    if (request.method !== 'GET' || local === null) return undefined;
    const match = LIVE_PATH.exec(local);
    return match ? answer(request, match[1]!, path) : undefined;
  };
}
