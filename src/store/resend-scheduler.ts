/**
 * When a mark that failed for a passing reason is sent again. The store keeps such a mark pending (and persisted)
 * and asks this scheduler to call it back: after about 1 s, doubling up to 30 s, with jitter so that many tabs
 * failing together do not come back together, or after the `Retry-After` the service asked for.
 */
import { NotifHttpError, NotifNetworkError, NotifTimeoutError } from '../api/errors.js';
import { backoffDelay, type RetryOptions } from '../api/retry.js';
import { clock, type Clock } from '../utils/clock.js';

/** Statuses that say "not now" rather than "no" (docs/reliability.md): the mark is sent again, never rolled back. */
const PASSING_STATUSES: ReadonlySet<number> = new Set([408, 409, 429]);

/**
 * Whether a failed mark should be sent again (the idempotency key makes that safe): network errors, timeouts, 408,
 * 409, 429 and every 5xx. Any other 4xx is the service's definitive refusal, and so is a request the client
 * refused to send or an answer it could not read: sending those again would fail the same way.
 */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof NotifNetworkError || error instanceof NotifTimeoutError) return true;
  if (error instanceof NotifHttpError) return error.status >= 500 || PASSING_STATUSES.has(error.status);
  return false;
}

/** The wait the service asked for, in milliseconds, when the failure carried a `Retry-After`. */
function retryAfterOf(error: unknown): number | undefined {
  return error instanceof NotifHttpError && error.retryAfter !== undefined
    ? error.retryAfter * 1000
    : undefined;
}

export interface ResendSchedulerOptions {
  /** The first wait. Default 1000 ms. */
  baseDelayMs?: number;
  /** The longest wait between two attempts. Default 30000 ms. */
  maxDelayMs?: number;
  /** Source of jitter, in [0, 1). Default `Math.random`. */
  random?: () => number;
  /** The time source of the waits. Default the real one. */
  clock?: Clock;
}

/** Calls `resend(key)` for each key it was given, once per failure, later each time it fails again. */
export class ResendScheduler {
  readonly #attempts = new Map<string, number>();
  readonly #timers = new Map<string, unknown>();
  /** The backoff of every key: as many attempts as it takes, and every `Retry-After` honoured. */
  readonly #backoff: Required<RetryOptions>;
  readonly #random: () => number;
  readonly #clock: Clock;

  constructor(
    private readonly resend: (key: string) => void,
    options: ResendSchedulerOptions = {},
  ) {
    this.#backoff = {
      retries: Infinity,
      baseDelayMs: options.baseDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 30_000,
      maxRetryAfterMs: Infinity,
    };
    this.#random = options.random ?? Math.random;
    this.#clock = options.clock ?? clock;
  }

  /** Keys waiting for their next attempt. */
  get waiting(): number {
    return this.#timers.size;
  }

  /**
   * The wait before the next attempt of a key that has failed `failures` times (1 for the first failure): the
   * service's `Retry-After` when it gave one, else half the doubled delay plus up to as much again of jitter.
   */
  delay(failures: number, error?: unknown): number {
    return backoffDelay(Math.max(0, failures - 1), this.#backoff, retryAfterOf(error), this.#random)!;
  }

  /** Whether a call is planned for `key`. */
  isScheduled(key: string): boolean {
    return this.#timers.has(key);
  }

  /** The mark `key` failed for a passing reason: call it back after the next delay. */
  failed(key: string, error?: unknown): void {
    const failures = (this.#attempts.get(key) ?? 0) + 1;
    this.#attempts.set(key, failures);
    this.#clock.clearTimeout(this.#timers.get(key));
    this.#timers.set(
      key,
      this.#clock.setTimeout(
        () => {
          this.#timers.delete(key);
          this.resend(key);
        },
        this.delay(failures, error),
      ),
    );
  }

  /** The mark `key` settled (acknowledged or refused): forget its failures and any call planned for it. */
  settled(key: string): void {
    this.#clock.clearTimeout(this.#timers.get(key));
    this.#timers.delete(key);
    this.#attempts.delete(key);
  }

  /** Cancels every planned call (the store stopped); the failures counted so far are kept. */
  stop(): void {
    for (const timer of this.#timers.values()) this.#clock.clearTimeout(timer);
    this.#timers.clear();
  }
}
