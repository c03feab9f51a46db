/**
 * The time source of the store's timers (the seen batcher, the count poller, the resend scheduler): the real one
 * in every page, a fake one in their tests, which move time on by hand instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds; returns the timer, for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a timer of `setTimeout`; anything else (undefined, a timer already run) is ignored. */
  clearTimeout(timer: unknown): void;
}

/** The browser's (or Node's) own clock and timers, looked up at each call. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout> | undefined),
};
