/**
 * A clock whose time moves only when the test says so, for the store's timers (`src/utils/clock.ts`): the seen
 * batcher, the count poller and the resend scheduler take it as their `clock` option. `advance(ms)` runs every
 * timer that falls due in those milliseconds, in order, each at its own time, and lets the promises each one
 * starts settle before the next: a test steps through quiet times and backoffs exactly, however busy the machine.
 * Works in the browser and in Node.
 */
import type { Clock } from '../../src/utils/clock.js';

interface Timer {
  at: number;
  callback: () => void;
}

/** The real timer, taken before any test could replace it: it lets promise chains run between two fake timers. */
const realSetTimeout = globalThis.setTimeout;

/** Lets every promise already started settle (a real macrotask: the microtasks queued before it run first). */
export function settle(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

export class FakeClock implements Clock {
  #now: number;
  #lastId = 0;
  /** By id, which is also the order of creation: timers due at the same time run in the order they were set. */
  readonly #timers = new Map<number, Timer>();

  constructor(start = 0) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): number {
    this.#timers.set(++this.#lastId, { at: this.#now + Math.max(0, ms || 0), callback });
    return this.#lastId;
  }

  clearTimeout(timer: unknown): void {
    if (typeof timer === 'number') this.#timers.delete(timer);
  }

  /** Timers set and not yet run or cleared. */
  get pending(): number {
    return this.#timers.size;
  }

  /** Milliseconds until each timer set is due, soonest first. */
  get dueIn(): number[] {
    return [...this.#timers.values()].map((timer) => timer.at - this.#now).sort((a, b) => a - b);
  }

  /** Milliseconds until the next timer is due, or undefined when none is set. */
  get nextIn(): number | undefined {
    const next = this.#next(Infinity);
    return next && next[1].at - this.#now;
  }

  /**
   * Moves time on by `ms`, running each timer due on the way at its own time (timers they set run too, when due
   * within `ms`), and settling the promises each one started.
   */
  async advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError(`advance takes milliseconds of 0 or more; got ${ms}`);
    const end = this.#now + ms;
    for (let next = this.#next(end); next; next = this.#next(end)) {
      const [id, timer] = next;
      this.#timers.delete(id);
      this.#now = timer.at;
      timer.callback();
      await settle();
    }
    this.#now = end;
    await settle();
  }

  /** The earliest timer due at or before `end`. */
  #next(end: number): [number, Timer] | undefined {
    let earliest: [number, Timer] | undefined;
    for (const entry of this.#timers) {
      if (entry[1].at <= end && (!earliest || entry[1].at < earliest[1].at)) earliest = entry;
    }
    return earliest;
  }
}
