/**
 * The one time source of the library's timers: the store's (the seen batcher, the count poller, the resend
 * scheduler, the feed's settle timer and its clock, the session release) and the client's (the wait between two
 * attempts, an attempt's timeout). Every timer goes through `clock`, which hands each call to the clock in use: the
 * real one in every page, a fake one in tests (`useClock`), which move time on by hand instead of waiting for it.
 * (TanStack Query's `timeoutManager` is the model: one replaceable place for `setTimeout`, `clearTimeout` and now.)
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds; returns the timer, for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a timer of `setTimeout`; anything else (undefined, a timer already run) is ignored. */
  clearTimeout(timer: unknown): void;
}

/**
 * The clock every timer of the store and the client uses, unless a part was given one of its own (`clock` option):
 * the browser's (or Node's) own clock and timers, looked up at each call, until `useClock` puts another in its place.
 */
export const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout> | undefined),
};

const copyOf = /* @__NO_SIDE_EFFECTS__ */ (original: Clock): Clock => Object.freeze({ ...original });

/** The browser's (or Node's) own clock and timers, whichever clock is in use. */
export const realClock: Clock = copyOf(clock);

/**
 * Puts `replacement` in place of the clock in use, for every timer set from now on; returns the function that puts
 * the previous clock back. Swap clocks while no timer is pending: a timer is cleared by the clock that set it.
 */
export function useClock(replacement: Clock): () => void {
  const previous = { ...clock };
  // Its methods are called through `clock`, with the replacement as `this`.
  Object.assign(clock, {
    now: () => replacement.now(),
    setTimeout: (callback: () => void, ms: number) => replacement.setTimeout(callback, ms),
    clearTimeout: (timer: unknown) => replacement.clearTimeout(timer),
  });
  return () => {
    Object.assign(clock, previous);
  };
}
