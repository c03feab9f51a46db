/**
 * When and how long to wait before trying a request again. Only what is safe to repeat is retried: reads always,
 * writes only because each carries an idempotency key that the service uses to apply it once.
 */
import { clock } from '../utils/clock.js';

/** How the client retries. */
export interface RetryOptions {
  /** Attempts after the first one. Default 2; 0 turns retries off. */
  retries?: number;
  /** The first backoff, doubled on every attempt. Default 300 ms. */
  baseDelayMs?: number;
  /** The longest backoff between two attempts. Default 5000 ms. */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown instead. Default 60000 ms. */
  maxRetryAfterMs?: number;
}

/** Statuses that say "try again later" (docs/reliability.md). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** The retry policy of a client that sets none. */
export const DEFAULT_RETRY: Required<RetryOptions> = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  maxRetryAfterMs: 60_000,
};

/**
 * The three forms of an HTTP date (RFC 9110 §5.6.7): IMF-fixdate, RFC 850 and asctime. `Date.parse` alone
 * would also read junk such as `-5` or `abc 12` as some date in the past, that is "retry right away".
 */
const HTTP_DATE =
  /^(?:[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

/**
 * Reads `Retry-After` (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now = clock.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  if (!HTTP_DATE.test(trimmed)) return undefined;
  // asctime has no zone but means GMT; without one, Date.parse would read it as local time.
  const date = Date.parse(trimmed.endsWith(' GMT') ? trimmed : `${trimmed} GMT`);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before attempt `attempt + 1` (attempt 0 is the first): `Retry-After` when the service gave one,
 * else exponential backoff with equal jitter (half the doubled delay, plus a random share of the other half), so that
 * many clients failing together do not retry together, and none retries at once.
 * Returns undefined when the service asked for a wait longer than `maxRetryAfterMs`.
 */
export function backoffDelay(
  attempt: number,
  options: Required<RetryOptions>,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterMs !== undefined) return retryAfterMs <= options.maxRetryAfterMs ? retryAfterMs : undefined;
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
