/**
 * The browser's side of the live channel (docs/reliability.md#live-channel): one stream per browser and subscriber,
 * held by the tab that leads (a Web Lock named after the subscriber; a tab that closes hands it to the next one), the
 * other tabs hearing its news through the tab sync. `changed` asks the store to refresh; a healthy stream lets the
 * store poll only as a safety net. A refused or broken stream is retried with backoff, while the store polls again.
 * Without Web Locks each tab holds its own stream.
 */
import { realClock, type Clock } from './clock.js';
import { readLiveStream } from './live-stream-reader.js';

/** What the tabs tell each other of the stream. */
export type LiveNews = { live: 'changed' } | { live: 'healthy' | 'broken' };

export interface LiveChannelOptions {
  /** Opens the stream (a `fetch` of the live route with the store's credentials). */
  open(signal: AbortSignal): Promise<Response>;
  /** Something may have arrived: refresh. */
  onChanged(): void;
  /** The stream (this tab's, or the leading tab's) became healthy, or stopped being so. */
  onHealth(healthy: boolean): void;
  /** Tells the other tabs. */
  post(news: LiveNews): void;
  /** The Web Lock the tabs of this subscriber take turns holding. */
  lockName: string;
  clock?: Clock;
  random?: () => number;
}

/** The first reconnection delay, unless the stream says otherwise (`retry:`). */
const FIRST_RETRY_MS = 3000;
/** The first delay after a route that is not offered (404) or refused (401, 403): it will not come back soon. */
const NOT_OFFERED_RETRY_MS = 60_000;
const MAX_RETRY_MS = 10 * 60_000;
/** How long another tab's word that the stream is healthy holds without news (its heartbeats renew it). */
const HEARD_HEALTH_MS = 90_000;

export class LiveChannel {
  readonly #clock: Clock;
  readonly #random: () => number;
  #running = false;
  #leading = false;
  #healthy = false;
  #failures = 0;
  #retryMs = FIRST_RETRY_MS;
  #connectedBefore = false;
  #stream: AbortController | undefined;
  #lock: AbortController | undefined;
  #releaseLock: (() => void) | undefined;
  #timer: unknown;

  constructor(private readonly options: LiveChannelOptions) {
    this.#clock = options.clock ?? realClock;
    this.#random = options.random ?? Math.random;
  }

  get healthy(): boolean {
    return this.#healthy;
  }

  /** Starts leading, or waiting to lead while hearing the leading tab. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    const locks = globalThis.navigator?.locks;
    if (typeof locks?.request !== 'function') return this.#lead();
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
    this.#releaseLock = undefined;
    this.#stream?.abort();
    this.#clock.clearTimeout(this.#timer);
    if (this.#leading) this.options.post({ live: 'broken' });
    this.#leading = false;
    this.#health(false);
  }

  /** News from another tab: the leading one's stream. */
  heard(news: LiveNews): void {
    if (!this.#running || this.#leading) return;
    if (news.live === 'changed') return this.options.onChanged();
    this.#health(news.live === 'healthy');
    this.#clock.clearTimeout(this.#timer);
    if (this.#healthy) this.#timer = this.#clock.setTimeout(() => this.#health(false), HEARD_HEALTH_MS);
  }

  #lead(): void {
    if (!this.#running) return this.#releaseLock?.();
    this.#leading = true;
    this.#clock.clearTimeout(this.#timer);
    this.#health(false);
    void this.#connect();
  }

  async #connect(): Promise<void> {
    const stream = (this.#stream = new AbortController());
    let delay = this.#retryMs;
    try {
      const response = await this.options.open(stream.signal);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        await response.body?.cancel().catch(() => undefined);
        delay = this.#refusalDelay(response);
      } else {
        this.#failures = 0;
        this.#tell('healthy');
        // What arrived while no stream was open (the first time, the store has just read the counts itself).
        if (this.#connectedBefore) this.#changed();
        this.#connectedBefore = true;
        await readLiveStream(response.body, (signal) => {
          if ('event' in signal) {
            if (signal.event === 'changed') this.#changed();
          } else if ('retry' in signal) this.#retryMs = Math.min(Math.max(signal.retry, 1000), MAX_RETRY_MS);
          else this.options.post({ live: 'healthy' }); // a heartbeat renews the other tabs' word
        });
        delay = this.#retryMs;
      }
    } catch {
      // The network, or the stream cut: retried below.
    }
    if (stream.signal.aborted || !this.#running) return;
    this.#tell('broken');
    const backoff = Math.min(delay * 2 ** this.#failures++, MAX_RETRY_MS);
    this.#timer = this.#clock.setTimeout(() => void this.#connect(), backoff * (0.75 + this.#random() / 2));
  }

  /** How long to wait after a refusal: a `Retry-After`, or longer for a route that is not offered. */
  #refusalDelay(response: Response): number {
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) return Math.min(retryAfter * 1000, MAX_RETRY_MS);
    return [401, 403, 404, 405].includes(response.status) ? NOT_OFFERED_RETRY_MS : this.#retryMs;
  }

  #changed(): void {
    this.options.post({ live: 'changed' });
    this.options.onChanged();
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
