import { realClock, type Clock } from '../../utils/clock.js';

/**
 * A toast's time on screen: it runs out after `ms`, but only counts while it runs, so a toast paused while it is
 * hovered or focused, or while the page is hidden, gets the rest of its time when it resumes.
 */
export class PausableTimer {
  #remaining: number;
  #timer: unknown;
  #startedAt = 0;
  #over = false;

  constructor(
    ms: number,
    private readonly done: () => void,
    private readonly clock: Clock = realClock,
  ) {
    this.#remaining = ms;
  }

  /** Whether the time is running now. */
  get running(): boolean {
    return this.#timer !== undefined;
  }

  /** Starts or goes on counting (nothing when it runs already, ran out or was cancelled). */
  resume(): void {
    if (this.#timer !== undefined || this.#over) return;
    this.#startedAt = this.clock.now();
    this.#timer = this.clock.setTimeout(() => {
      this.#timer = undefined;
      this.#over = true;
      this.done();
    }, this.#remaining);
  }

  /** Stops counting, keeping the time left. */
  pause(): void {
    if (this.#timer === undefined) return;
    this.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#remaining = Math.max(0, this.#remaining - (this.clock.now() - this.#startedAt));
  }

  /** Stops for good: `done` is never called. */
  cancel(): void {
    this.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#over = true;
  }
}
