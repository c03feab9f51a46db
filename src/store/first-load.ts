/**
 * The first load of a list, which a person waits for (docs/reliability.md#the-first-load). A service under deploy or
 * a flaky network may fail a good share of requests for a while: the client's own retries (three attempts within a
 * second) are not enough for a read someone is looking at. So the first page of an empty list is tried again, with
 * backoff and jitter and `Retry-After` honoured, for up to {@link FIRST_LOAD_PATIENCE_MS} while the list shows its
 * loading state; only then does it show the error. From the error state it is tried again by itself, on a growing
 * interval, when the window gets the focus and when the browser is back online, so the list appears without a
 * click once the service answers. Only what may pass with time is retried: a 4xx or a bad configuration is shown
 * at once. Every timer goes through the clock given.
 */
import { NotifHttpError, NotifNetworkError, NotifTimeoutError } from '../api/errors.js';
import { backoffDelay, RETRYABLE_STATUSES, sleep } from '../api/retry.js';
import type { Clock } from './clock.js';

/** How long a first load keeps trying before it shows the error. */
export const FIRST_LOAD_PATIENCE_MS = 12_000;

/** The backoff between two tries of a first load (before jitter): 500 ms, doubled, at most 4 s. */
const TRY_BACKOFF = { retries: 0, baseDelayMs: 500, maxDelayMs: 4000, maxRetryAfterMs: FIRST_LOAD_PATIENCE_MS };

/** The wait before the error state tries again (before jitter): 5 s, doubled, at most a minute. */
const RECOVERY_BACKOFF = { retries: 0, baseDelayMs: 5000, maxDelayMs: 60_000, maxRetryAfterMs: 60_000 };

/** Whether `error` may pass with time: no answer, a timeout, or a status that says "try again later". */
export function mayPassWithTime(error: unknown): boolean {
  if (error instanceof NotifNetworkError || error instanceof NotifTimeoutError) return true;
  return error instanceof NotifHttpError && RETRYABLE_STATUSES.has(error.status);
}

function retryAfterMs(error: unknown): number | undefined {
  return error instanceof NotifHttpError && error.retryAfter !== undefined ? error.retryAfter * 1000 : undefined;
}

/**
 * `read()`, tried again while it fails with an error that may pass with time, until {@link FIRST_LOAD_PATIENCE_MS}
 * would be over: then its last error. Abort `signal` to stop waiting.
 */
export async function readPatiently<T>(
  read: () => Promise<T>,
  options: { clock: Clock; signal?: AbortSignal; random?: () => number },
): Promise<T> {
  const started = options.clock.now();
  for (let tries = 0; ; tries++) {
    try {
      return await read();
    } catch (error) {
      if (!mayPassWithTime(error) || options.signal?.aborted) throw error;
      const delay = backoffDelay(tries, TRY_BACKOFF, retryAfterMs(error), options.random);
      if (delay === undefined || options.clock.now() + delay - started > FIRST_LOAD_PATIENCE_MS) throw error;
      await sleep(delay, options.signal, options.clock);
    }
  }
}

/**
 * Tries again the lists whose first load ended in the error state: on a growing interval, on focus and when back
 * online; each try is `reload(list)`, which calls {@link failed} or {@link recovered} as it ends.
 */
export class FirstLoadRecovery<List extends string> {
  /** The lists in the error state, with their timer and how many times they were tried from it. */
  readonly #failed = new Map<List, { timer: unknown; tries: number }>();
  #listening = false;

  constructor(
    private readonly reload: (list: List) => void,
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  /** Listens for focus and for the browser coming back online. */
  start(): void {
    if (this.#listening) return;
    this.#listening = true;
    globalThis.addEventListener?.('focus', this.#now);
    globalThis.addEventListener?.('online', this.#now);
  }

  /** Stops listening and forgets every timer: nothing is tried while nobody shows the lists. */
  stop(): void {
    this.#listening = false;
    globalThis.removeEventListener?.('focus', this.#now);
    globalThis.removeEventListener?.('online', this.#now);
    for (const entry of this.#failed.values()) this.clock.clearTimeout(entry.timer);
    this.#failed.clear();
  }

  /** `list`'s first load ended in the error state: try it again after a wait that grows with each try. */
  failed(list: List): void {
    if (!this.#listening) return;
    const entry = this.#failed.get(list) ?? { timer: undefined, tries: 0 };
    this.clock.clearTimeout(entry.timer);
    const delay = backoffDelay(entry.tries, RECOVERY_BACKOFF, undefined, this.random)!;
    entry.tries++;
    entry.timer = this.clock.setTimeout(() => this.reload(list), delay);
    this.#failed.set(list, entry);
  }

  /** `list` loaded: nothing more to try. */
  recovered(list: List): void {
    this.clock.clearTimeout(this.#failed.get(list)?.timer);
    this.#failed.delete(list);
  }

  /** Focus, or back online: every list in the error state is tried at once. */
  #now = (): void => {
    for (const [list, entry] of this.#failed) {
      this.clock.clearTimeout(entry.timer);
      this.reload(list);
    }
  };
}
