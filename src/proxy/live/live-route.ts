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
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HubStream } from './live-events.js';
import type { StreamRefusal, StreamTerms } from './live-hub.js';
import { LiveStream } from './live-stream.js';
import { NodeLiveStream } from './node-live-stream.js';
import { fetchHeaders } from '../node-headers.js';

const LIVE_PATH = /^\/v1\/subscribers\/([^/]+)\/live$/;

/**
 * The header of the feed and count answers of a proxy that serves the live route, naming it (its path on this
 * origin): the browser opens the stream only where it was announced (`live="auto"`), so a service without the route
 * never answers it with a 404.
 */
export const LIVE_ROUTE_HEADER = 'notif-live';

/** The live route of a proxy (`local`: the request's path with the mount point removed, `null` outside it). */
export interface LiveRoute {
  /** The answer to a request for the live route, or `undefined` when the request is for another route. */
  answer(request: Request, local: string | null, path: string): Promise<Response> | undefined;
  /** Whether a GET of `local` is the live route. */
  matches(local: string | null): boolean;
  /**
   * Serves a GET of the live route on Node's response (the Node mounts): after the same checks as `answer` (of
   * `request`, made from `res.req`), the stream is written to `res` and `undefined` is returned; a refusal is
   * returned as the answer to send instead.
   */
  serveOnNode(
    request: Request,
    local: string,
    path: string,
    res: ServerResponse,
  ): Promise<Response | undefined>;
}

/** The head of every stream's answer. */
const STREAM_HEAD = {
  status: 200,
  headers: {
    ...Object.fromEntries(answerHeaders()),
    'content-type': 'text/event-stream; charset=utf-8',
    // nginx and others buffer answers by default: an event would wait for the buffer to fill.
    'x-accel-buffering': 'no',
  },
};

function streamResponse(stream: LiveStream): Response {
  return new Response(stream.body, STREAM_HEAD);
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

  /**
   * Whether the session of the request (its URL, and the headers it opened with: the cookie or token; for a Node
   * request, read from it again) still names `subscriberId`. Made by a function of its own so each stream keeps these
   * values, nothing else of its request.
   */
  function sessionCheck(
    subscriberId: string,
    url: string,
    sent: Headers | IncomingMessage,
  ): () => Promise<boolean> {
    return async () => {
      try {
        const headers = sent instanceof Headers ? sent : fetchHeaders(sent);
        return (await settings.resolveSubscriber(new Request(url, { headers }))) === subscriberId;
      } catch (error) {
        // A session store that fails for a moment ends no stream; the operator hears of it.
        report(error, 'resolveSubscriber');
        return true;
      }
    };
  }

  /**
   * Every check of a request for a stream, then the hub's caps: the stream `open` opened, or the refusal to send.
   * `sent` is what the session re-check reads the request's headers from.
   */
  async function admitted<S extends HubStream>(
    request: Request,
    segment: string,
    path: string,
    sent: Headers | IncomingMessage,
    open: (subscriberId: string, terms: StreamTerms) => S | StreamRefusal,
  ): Promise<S | Response> {
    const refusal = liveRefusal(request);
    if (refusal) return errorResponse(refusal.status, refusal.message, path);
    // The same check as every other route's, `onError` included.
    const own = await ownSubscriber(request, segment, settings.resolveSubscriber, (error) =>
      report(error, 'resolveSubscriber'),
    );
    if ('status' in own) return errorResponse(own.status, own.message, path);
    const { subscriberId } = own;
    const opened = open(subscriberId, {
      client: live!.core.clientOf(request),
      stillSignedIn: sessionCheck(subscriberId, request.url, sent),
    });
    if (!('status' in opened)) return opened;
    const headers = answerHeaders();
    headers.set('retry-after', String(opened.retryAfterSeconds));
    return errorResponse(opened.status, opened.message, path, headers);
  }

  async function answer(request: Request, segment: string, path: string): Promise<Response> {
    // Kept for the session re-check: the headers (the cookie or token), not the whole request.
    const opened = await admitted(request, segment, path, request.headers, (subscriberId, terms) =>
      live!.core.open(subscriberId, request.signal, terms),
    );
    return opened instanceof LiveStream ? streamResponse(opened) : (opened as Response);
  }

  async function serveOnNode(
    request: Request,
    local: string,
    path: string,
    res: ServerResponse,
  ): Promise<Response | undefined> {
    const segment = LIVE_PATH.exec(local)![1]!;
    // The re-check reads Node's request again (its response keeps it anyway), not a copy of its headers.
    const opened = await admitted(request, segment, path, res.req, (subscriberId, terms) =>
      live!.core.openWith(
        subscriberId,
        terms,
        (retryMs, onEnd) => new NodeLiveStream(res, STREAM_HEAD, retryMs, onEnd),
      ),
    );
    if (opened instanceof Response) return opened;
    // The browser may have left while its session was resolved.
    opened.endIfGone();
    return undefined;
  }

  return {
    answer(request, local, path) {
      if (request.method !== 'GET' || local === null) return undefined;
      const match = LIVE_PATH.exec(local);
      return match ? answer(request, match[1]!, path) : undefined;
    },
    matches: (local) => local !== null && LIVE_PATH.test(local),
    serveOnNode,
  };
}
