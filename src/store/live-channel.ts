/**
 * The browser's side of the live channel (docs/reliability.md#live-channel): one stream per browser and subscriber,
 * held by the tab that leads (a Web Lock named after the subscriber, which the browser hands to the next tab when
 * that one closes or crashes), the other tabs hearing its news through the tab sync. `changed` asks the store to
 * refresh; a healthy stream lets the store poll only as a safety net. A refused or broken stream is retried with
 * backoff, while the store polls as before. Without Web Locks each tab holds its own stream.
 */
import type { Clock } from '../utils/clock.js';
import type { LiveChange, LiveStream } from '../api/operations/live.js';

/** What the tabs tell each other of the stream. */
export type LiveNews = { live: 'changed'; change?: LiveChange } | { live: 'ask' | 'healthy' | 'broken' };

export interface LiveChannelOptions {
  /** Opens the stream and reads it (the live route's operation, with the store's credentials). */
  open: LiveStream;
  /** The inbox changed (what the event said): refresh what is shown, unless this tab made the change. */
  onChanged(change: LiveChange): void;
  /** The stream (this tab's, or the leading tab's) became healthy, or stopped being so. */
  onHealth(healthy: boolean): void;
  /** Tells the other tabs. */
  post(news: LiveNews): void;
  /** The Web Lock the tabs of this subscriber take turns holding. */
  lockName: string;
  /** The store's clock, which times the reconnections. */
  clock: Clock;
}

/** The first reconnection delay after a stream that broke or could not open. */
const RETRY_MS = 3000;
/** The first delay after a route that is not offered (404) or refused (401, 403): it will not come back soon. */
const NOT_OFFERED_RETRY_MS = 60_000;
const MAX_RETRY_MS = 10 * 60_000;
/** What a stream that opened again says: whatever happened while none was open was missed. */
const MISSED: LiveChange = { kind: 'changed' };

/** One subscriber's live channel in this tab, as the store holds it. */
export interface LiveChannel {
  /** Whether the stream, this tab's or the leading tab's, is healthy. */
  readonly healthy: boolean;
  /** Starts leading, or waiting to lead while hearing the leading tab. */
  start(): void;
  stop(): void;
  /** News from another tab: the leading one's stream. */
  heard(news: LiveNews): void;
}

/** The live channel of a store: it does nothing until {@link LiveChannel.start}. */
export function liveChannel(options: LiveChannelOptions): LiveChannel {
  const { post, onChanged, onHealth, clock } = options;
  let running = false;
  let leading = false;
  let healthy = false;
  let failures = 0;
  let connectedBefore = false;
  let stream: AbortController | undefined;
  let lock: AbortController | undefined;
  let releaseLock: (() => void) | undefined;
  let timer: unknown;

  function health(now: boolean): void {
    if (now === healthy) return;
    healthy = now;
    onHealth(now);
  }

  function tell(state: 'healthy' | 'broken'): void {
    post({ live: state });
    health(state === 'healthy');
  }

  function changed(change: LiveChange): void {
    post({ live: 'changed', change });
    onChanged(change);
  }

  function lead(): void {
    if (!running) return releaseLock?.();
    leading = true;
    health(false); // what another tab said holds no more: this one asks for itself
    void connect();
  }

  async function connect(): Promise<void> {
    const current = (stream = new AbortController());
    let delay = RETRY_MS;
    let asked: number | undefined;
    try {
      const refusal = await options.open(current.signal, {
        opened() {
          failures = 0;
          tell('healthy');
          // What arrived while no stream was open (the first time, the store has just read the counts itself).
          if (connectedBefore) changed(MISSED);
          connectedBefore = true;
        },
        changed,
      });
      if (refusal) {
        if ([401, 403, 404, 405].includes(refusal.status)) delay = NOT_OFFERED_RETRY_MS;
        asked = refusal.retryAfterMs;
      }
    } catch {
      // The network, or the stream cut: retried below.
    }
    if (current.signal.aborted || !running) return;
    tell('broken');
    const random = Math.random();
    const backoff = Math.min(delay * 2 ** failures++, MAX_RETRY_MS);
    // A server's `Retry-After` is honoured, and the browsers it refused at once are spread over as long again, so
    // they do not all come back in the same second.
    const wait = asked === undefined ? backoff * (0.75 + random / 2) : asked * (1 + random);
    timer = clock.setTimeout(() => void connect(), wait);
  }

  return {
    get healthy() {
      return healthy;
    },
    start() {
      if (running) return;
      running = true;
      const locks = globalThis.navigator?.locks;
      if (typeof locks?.request !== 'function') return lead();
      // A tab that opens after the leading one connected asks how its stream is.
      post({ live: 'ask' });
      const waiting = (lock = new AbortController());
      locks
        .request(options.lockName, { signal: waiting.signal }, () => {
          lead();
          return new Promise<void>((release) => (releaseLock = release));
        })
        .catch(() => undefined); // stopped while waiting
    },
    stop() {
      if (!running) return;
      running = false;
      lock?.abort();
      releaseLock?.();
      stream?.abort();
      clock.clearTimeout(timer);
      if (leading) post({ live: 'broken' });
      leading = false;
      health(false);
    },
    heard(news) {
      if (!running) return;
      if (leading) {
        if (news.live === 'ask') post({ live: healthy ? 'healthy' : 'broken' });
        return;
      }
      if (news.live === 'changed') onChanged(news.change ?? MISSED);
      else if (news.live === 'ask') return;
      else health(news.live === 'healthy');
    },
  };
}
