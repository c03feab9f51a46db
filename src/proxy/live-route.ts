/**
 * The live route of the proxy: `GET {basePath}/v1/subscribers/{subscriberId}/live`, a Server-Sent Events stream of
 * the signed-in subscriber's own `changed` events (docs/security.md#the-live-route). It runs the checks every route
 * runs (request-checks.ts: its Fetch Metadata, then 401 without a session, 403 for another subscriber); then the
 * hub's caps (429). Its answer is the proxy's own, never the service's: nothing from the service, and no key, passes
 * through it. For backends that never call `notify`, the proxy polls the unseen counts of the subscribers holding
 * streams here.
 */
import { answerHeaders, errorResponse, type InboxProxyFailureStage } from './answers.js';
import type { NodeAnswer } from './mounts.js';
import type { ProxySettings } from './options.js';
import type { Passage } from './request-checks.js';
import { exchange, type UpstreamGate } from './upstream-gate.js';
import type { HubCore, StreamRefusal, StreamTerms, StreamWatcher } from './live/live-hub.js';
import type { HubStream, SessionCheck } from './live/hub-stream.js';
import { LiveStream, NodeLiveStream } from './live/live-streams.js';

/** The live route of a proxy, for a request that passed every check. */
export interface LiveRoute {
  /** The stream's answer, or the refusal of the hub's caps. */
  answer(passage: Passage): Response;
  /**
   * Serves the live route on Node's response (the Node mounts; the passage's request made from `res.req`): the
   * stream is written to `res` and `undefined` is returned; a refusal is returned as the answer to send instead.
   */
  serveOnNode(passage: Passage, node: NodeAnswer): Response | undefined;
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
  const core = live.core;
  watchCounts({ core, pollInterval: live.pollInterval, readCount: countReader(settings, gate) });

  /**
   * Whether a stream's session still names its subscriber: `resolveSubscriber` asked with the request the stream
   * opened with, made again (its URL, and the headers it opened with: the cookie or token; for a Node request, read
   * from it again). One function for every stream, which keeps nothing of its own for it.
   */
  const stillSignedIn: SessionCheck = async (stream) => {
    try {
      return (await settings.resolveSubscriber(stream.sessionRequest())) === stream.subscriberId;
    } catch (error) {
      // A session store that fails for a moment ends no stream; the operator hears of it.
      report(error, 'resolveSubscriber');
      return true;
    }
  };

  /** The stream `open` opened within the hub's caps, or the refusal to send. */
  function opened<S extends HubStream>(
    { request, path, subscriberId }: Passage,
    open: (subscriberId: string, terms: StreamTerms) => S | StreamRefusal,
  ): S | Response {
    const stream = open(subscriberId, { client: core.clientOf(request), stillSignedIn });
    if (!('status' in stream)) return stream;
    const headers = answerHeaders();
    headers.set('retry-after', String(stream.retryAfterSeconds));
    return errorResponse(stream.status, stream.message, path, headers);
  }

  return {
    answer(passage) {
      const stream = opened(passage, (subscriberId, terms) =>
        core.open(subscriberId, passage.request, terms),
      );
      return stream instanceof LiveStream ? new Response(stream.body, STREAM_HEAD) : (stream as Response);
    },
    serveOnNode(passage, { res, origin }) {
      // The re-check reads Node's request again (its response keeps it anyway), not a copy of its headers or URL.
      const stream = opened(passage, (subscriberId, terms) =>
        core.openWith(
          subscriberId,
          terms,
          (retryMs, onEnd) => new NodeLiveStream(res, STREAM_HEAD, retryMs, onEnd, origin),
        ),
      );
      if (stream instanceof Response) return stream;
      // The browser may have left while its session was resolved.
      stream.endIfGone();
      return undefined;
    },
  };
}

/*
 * The proxy's polling for live streams, for backends that never call `notify` (docs/proxy.md#live-channel): for
 * each subscriber holding a stream on this process, the unseen count is read, one request per subscriber however
 * many streams and tabs it has, and its streams hear `changed` when the count moves. It starts with the subscriber's
 * first stream and stops with its last.
 *
 * So that many subscribers cost a steady trickle, not bursts: after the first read each subscriber's reads are
 * placed at a random phase of the interval, then come every `pollInterval`, quiet or not, so an arrival is heard
 * within the interval and about a second (docs/budgets.md: a quiet subscriber read less often heard it only after up
 * to eight intervals).
 */

interface CountWatchInput {
  core: HubCore;
  pollInterval: number;
  /** Reads the subscriber's unseen count from the service; `undefined` when it could not. */
  readCount: (subscriberId: string, signal: AbortSignal) => Promise<number | undefined>;
}

interface Watched {
  timer: unknown;
  last: number | undefined;
  stop: AbortController;
}

/** Starts watching the hub's streams; nothing when the interval is 0. */
function watchCounts(input: CountWatchInput): void {
  const { core, pollInterval, readCount } = input;
  if (pollInterval === 0) return;
  const watched = new Map<string, Watched>();

  async function poll(subscriberId: string, entry: Watched): Promise<void> {
    const count = await readCount(subscriberId, entry.stop.signal).catch(() => undefined);
    if (watched.get(subscriberId) !== entry) return; // its last stream ended meanwhile
    const first = entry.last === undefined;
    if (count !== undefined) {
      if (entry.last !== undefined && count !== entry.last)
        core.deliverHere(subscriberId, { kind: count > entry.last ? 'arrived' : 'changed' });
      entry.last = count;
    }
    // After the first read, a random phase: subscribers whose streams opened together are not read together.
    const wait = first ? pollInterval * (0.5 + Math.random()) : pollInterval;
    entry.timer = core.clock.setTimeout(() => void poll(subscriberId, entry), wait);
  }

  const watcher: StreamWatcher = {
    opened(subscriberId) {
      if (watched.has(subscriberId)) return;
      const entry: Watched = { timer: undefined, last: undefined, stop: new AbortController() };
      watched.set(subscriberId, entry);
      // Read at once: the count the stream starts from, so the first move is heard.
      void poll(subscriberId, entry);
    },
    closed(subscriberId) {
      const entry = watched.get(subscriberId);
      if (!entry) return;
      watched.delete(subscriberId);
      core.clock.clearTimeout(entry.timer);
      entry.stop.abort();
    },
  };
  core.watch(watcher);
}
