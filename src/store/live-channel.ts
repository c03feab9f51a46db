/**
 * The browser's side of the live channel (docs/reliability.md#live-channel): one stream per browser and subscriber,
 * held by the tab that leads (a Web Lock named after the subscriber, which the browser hands to the next tab when
 * that one closes or crashes), the other tabs hearing its news through the tab sync. `changed` asks the store to
 * refresh; a healthy stream lets the store poll only as a safety net. A refused or broken stream is retried with
 * backoff, while the store polls as before. Without Web Locks each tab holds its own stream.
 */
import { realClock, type Clock } from './clock.js';
import { readLiveStream, type LiveChange } from './live-stream-reader.js';

/** What the tabs tell each other of the stream. */
export type LiveNews = { live: 'changed'; change?: LiveChange } | { live: 'ask' | 'healthy' | 'broken' };

export interface LiveChannelOptions {
  /** Opens the stream (a `fetch` of the live route with the store's credentials). */
  open(signal: AbortSignal): Promise<Response>;
  /** The inbox changed (what the event said): refresh what is shown, unless this tab made the change. */
  onChanged(change: LiveChange): void;
  /** The stream (this tab's, or the leading tab's) became healthy, or stopped being so. */
  onHealth(healthy: boolean): void;
  /** Tells the other tabs. */
  post(news: LiveNews): void;
  /** The Web Lock the tabs of this subscriber take turns holding. */
  lockName: string;
  clock?: Clock;
  random?: () => number;
}

/** The first reconnection delay after a stream that broke or could not open. */
const RETRY_MS = 3000;
/** The first delay after a route that is not offered (404) or refused (401, 403): it will not come back soon. */
const NOT_OFFERED_RETRY_MS = 60_000;
const MAX_RETRY_MS = 10 * 60_000;
/** What a stream that opened again says: whatever happened while none was open was missed. */
const MISSED: LiveChange = { kind: 'changed' };

export class LiveChannel {
  readonly #clock: Clock;
  #running = false;
  #leading = false;
  #healthy = false;
  #failures = 0;
  #connectedBefore = false;
  #stream: AbortController | undefined;
  #lock: AbortController | undefined;
  #releaseLock: (() => void) | undefined;
  #timer: unknown;

  constructor(private readonly options: LiveChannelOptions) {
    this.#clock = options.clock ?? realClock;
  }

  /** Whether the stream, this tab's or the leading tab's, is healthy. */
  get healthy(): boolean {
    return this.#healthy;
  }

  /** Starts leading, or waiting to lead while hearing the leading tab. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    const locks = globalThis.navigator?.locks;
    if (typeof locks?.request !== 'function') return this.#lead();
    // A tab that opens after the leading one connected asks how its stream is.
    this.options.post({ live: 'ask' });
    const waiting = (this.#lock = new AbortController());
    locks
      .request(this.options.lockName, { signal: waiting.signal }, () => {
        this.#lead();
        return new Promise<void>((release) => (this.#releaseLock = release));
      })
      .catch(() => undefined); // stopped while waiting
  }

  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#lock?.abort();
    this.#releaseLock?.();
    this.#stream?.abort();
    this.#clock.clearTimeout(this.#timer);
    if (this.#leading) this.options.post({ live: 'broken' });
    this.#leading = false;
    this.#health(false);
  }

  /** News from another tab: the leading one's stream. */
  heard(news: LiveNews): void {
    if (!this.#running) return;
    if (this.#leading) {
      if (news.live === 'ask') this.options.post({ live: this.#healthy ? 'healthy' : 'broken' });
      return;
    }
    if (news.live === 'changed') this.options.onChanged(news.change ?? MISSED);
    else if (news.live === 'ask') return;
    else this.#health(news.live === 'healthy');
  }

  #lead(): void {
    if (!this.#running) return this.#releaseLock?.();
    this.#leading = true;
    this.#health(false); // what another tab said holds no more: this one asks for itself
    void this.#connect();
  }

  async #connect(): Promise<void> {
    const stream = (this.#stream = new AbortController());
    let delay = RETRY_MS;
    let asked: number | undefined;
    try {
      const response = await this.options.open(stream.signal);
      const body = response.body;
      if (response.ok && body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
        this.#failures = 0;
        this.#tell('healthy');
        // What arrived while no stream was open (the first time, the store has just read the counts itself).
        if (this.#connectedBefore) this.#changed(MISSED);
        this.#connectedBefore = true;
        await readLiveStream(body, (change) => this.#changed(change));
      } else {
        // Not awaited: the retry must not hang on a body a browser is slow to cancel.
        body?.cancel().catch(() => undefined);
        if ([401, 403, 404, 405].includes(response.status)) delay = NOT_OFFERED_RETRY_MS;
        // The proxy's `Retry-After` is in seconds.
        asked = Number(response.headers.get('retry-after')) * 1000 || undefined;
      }
    } catch {
      // The network, or the stream cut: retried below.
    }
    if (stream.signal.aborted || !this.#running) return;
    this.#tell('broken');
    const random = (this.options.random ?? Math.random)();
    const backoff = Math.min(delay * 2 ** this.#failures++, MAX_RETRY_MS);
    // A server's `Retry-After` is honoured, and the browsers it refused at once are spread over as long again, so
    // they do not all come back in the same second.
    const wait = asked === undefined ? backoff * (0.75 + random / 2) : asked * (1 + random);
    this.#timer = this.#clock.setTimeout(() => void this.#connect(), wait);
  }

  #changed(change: LiveChange): void {
    this.options.post({ live: 'changed', change });
    this.options.onChanged(change);
  }

  #tell(state: 'healthy' | 'broken'): void {
    this.options.post({ live: state });
    this.#health(state === 'healthy');
  }

  #health(healthy: boolean): void {
    if (healthy === this.#healthy) return;
    this.#healthy = healthy;
    this.options.onHealth(healthy);
  }
}
