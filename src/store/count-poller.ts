import { clock, type Clock } from '../utils/clock.js';

export interface CountPollerOptions {
  /** The time source of the intervals. Default the real one. */
  clock?: Clock;
}

/**
 * Calls `tick` every so often: at the shortest interval any owner asked for, never while the page is hidden
 * (it catches up when the page shows again), and backing off (doubling, up to five minutes) while ticks fail.
 */
export class CountPoller {
  readonly #intervals = new Map<object, number>();
  #timer: unknown;
  #failures = 0;
  #running = false;
  #missed = false;
  /** The shortest interval while a live stream stands in for polling (0: none). */
  #floor = 0;
  readonly #clock: Clock;

  constructor(
    private readonly tick: () => Promise<void>,
    options: CountPollerOptions = {},
  ) {
    this.#clock = options.clock ?? clock;
  }

  /** Sets `owner`'s interval in milliseconds; 0 or less removes it. */
  set(owner: object, ms: number): void {
    if (ms > 0 && Number.isFinite(ms)) this.#intervals.set(owner, ms);
    else this.#intervals.delete(owner);
    this.#schedule();
  }

  /**
   * Polls at most every `ms` whatever the owners asked (a healthy live stream makes polling a safety net); 0 lifts
   * it, and the owners' interval applies again from now.
   */
  slowTo(ms: number): void {
    if (ms === this.#floor) return;
    this.#floor = ms;
    this.#schedule();
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    globalThis.document?.addEventListener('visibilitychange', this.#onVisibility);
    this.#schedule();
  }

  stop(): void {
    this.#running = false;
    this.#schedule();
    globalThis.document?.removeEventListener('visibilitychange', this.#onVisibility);
  }

  /** Plans the next tick afresh: none while stopped or while no owner asks for one. */
  #schedule(): void {
    this.#clock.clearTimeout(this.#timer);
    if (!this.#running || this.#intervals.size === 0) return;
    const interval = Math.max(this.#floor, Math.min(...this.#intervals.values()));
    const delay = Math.min(interval * 2 ** this.#failures, 5 * 60 * 1000);
    this.#timer = this.#clock.setTimeout(() => void this.#run(), delay);
  }

  async #run(): Promise<void> {
    if (globalThis.document?.visibilityState === 'hidden') {
      this.#missed = true;
      return; // resumed by visibilitychange
    }
    try {
      await this.tick();
      this.#failures = 0;
    } catch {
      this.#failures = Math.min(this.#failures + 1, 10);
    }
    this.#schedule();
  }

  #onVisibility = (): void => {
    if (globalThis.document?.visibilityState === 'visible' && this.#missed) {
      this.#missed = false;
      void this.#run();
    }
  };
}
