/**
 * The marks' pipeline of a store (docs/reliability.md): each mark kept until the service acknowledges it, in
 * `localStorage` so that a reload, a crash or a click that navigates away loses none of them; sent with its
 * idempotency key, never before an older mark of the same messages whose order matters; sent again with backoff after
 * a failure that passes (`resend-scheduler.ts`). What a mark changes of what is shown is the store's: it reads the
 * pending marks, and hears each one acknowledged or refused.
 */
import type { NotifClient } from '../api/client.js';
import { LIMITS } from '../api/limits.js';
import { MARK_AS } from '../api/message-enums.js';
import type { MarkAs } from '../api/providers.js';
import { newIdempotencyKey } from '../api/transport.js';
import type { Message } from '../api/types.js';
import type { Clock } from '../utils/clock.js';
import { localStorageOrUndefined, storedList } from '../utils/local-storage.js';
import { conflicts } from './mark-effects.js';
import { ResendScheduler, isPassingFailure, type ResendSchedulerOptions } from './resend-scheduler.js';

/** A mark the service has not acknowledged yet. Its idempotency key is reused by every re-send. */
export interface PendingMark {
  key: string;
  ids: string[];
  markAs: MarkAs;
  /** Epoch milliseconds when it was made. */
  at: number;
}

/** Pending marks older than this are dropped: the service forgets idempotency keys after 24 hours. */
const MAX_AGE_MS = 23 * 60 * 60 * 1000;

function isPendingMark(value: unknown): value is PendingMark {
  const mark = value as PendingMark;
  return (
    typeof mark === 'object' &&
    mark !== null &&
    typeof mark.key === 'string' &&
    Array.isArray(mark.ids) &&
    mark.ids.every((id) => typeof id === 'string') &&
    (MARK_AS as readonly string[]).includes(mark.markAs) &&
    typeof mark.at === 'number'
  );
}

export interface MarkSenderOptions {
  client: Pick<NotifClient, 'markMessagesAs'>;
  subscriberId: string;
  /** Where the pending marks are kept in `localStorage`. */
  storageKey: string;
  /** How marks that failed for a passing reason are sent again (backoff, jitter). */
  resend?: ResendSchedulerOptions;
  /** The clock of the re-sends and of the times of the marks. */
  clock: Clock;
  /** The service acknowledged `mark` (no longer pending) with these messages, as they are now. */
  acknowledged(mark: PendingMark, answer: readonly Message[]): void;
  /** The service refused `mark` for good (a 4xx other than 408, 409, 429): it is no longer pending. */
  refused(mark: PendingMark, error: Error): void;
}

export interface MarkSender {
  /** The marks the service has not acknowledged yet, oldest first (this tab's and those other tabs kept). */
  readonly pending: readonly PendingMark[];
  /** Whether a mark is on its way or pending. */
  readonly busy: boolean;
  /**
   * Keeps a mark of `ids` (in requests of at most the service's limit of ids) and sends it: kept at once, so what it
   * changes can be shown before the answer; resolves after the first attempt.
   */
  mark(ids: readonly string[], markAs: MarkAs, keepalive?: boolean): Promise<unknown>;
  /** Sends every pending mark that is not on its way (after a reload, or when back online). */
  resendPending(): Promise<void>;
  /** Whether this tab sent the mark of idempotency key `key` (its live `changed` is no news here). */
  sentHere(key: string): boolean;
  /** Cancels the scheduled re-sends (the marks stay pending, for the next start or reload). */
  stop(): void;
}

/** The marks' pipeline of one subscriber's store. */
export function markSender(options: MarkSenderOptions): MarkSender {
  const { client, subscriberId, storageKey, clock } = options;
  const sending = new Set<string>();
  /** The idempotency keys of the marks this tab sent. */
  const sentByThisTab = new Set<string>();
  const resends = new ResendScheduler((key) => resend(key), { clock, ...options.resend });
  /** The pending marks, oldest first, as kept under `storageKey` (in memory only, without storage). */
  let marks = read();

  /** The marks kept under `storageKey`, but those too old to send. */
  function read(): PendingMark[] {
    const cutoff = clock.now() - MAX_AGE_MS;
    return storedList(storageKey)
      .filter(isPendingMark)
      .filter((mark) => mark.at > cutoff);
  }

  /** Keeps `next` as the pending marks. */
  function write(next: PendingMark[]): void {
    marks = next;
    try {
      const storage = localStorageOrUndefined();
      if (!storage) return;
      if (marks.length === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify(marks));
    } catch {
      // Quota exceeded or storage blocked: the marks stay in memory and are still sent.
    }
  }

  /** Whether an older pending mark touches the same messages with a mark whose order matters. */
  function waitsForOlder(mark: PendingMark): boolean {
    for (const older of marks) {
      if (older.key === mark.key) return false;
      if (conflicts(older.markAs, mark.markAs) && older.ids.some((id) => mark.ids.includes(id))) return true;
    }
    return false;
  }

  /** No longer pending: nothing schedules it, and the marks that were waiting for it may go. */
  function settled(mark: PendingMark): void {
    resends.settled(mark.key);
    write(marks.filter((kept) => kept.key !== mark.key));
  }

  /** A mark settled: send the pending marks that were waiting for it and are not on their way or scheduled. */
  function sendFreed(): void {
    for (const mark of marks) if (!sending.has(mark.key) && !resends.isScheduled(mark.key)) void send(mark);
  }

  /** The scheduler's call for a mark that failed for a passing reason; gone when another tab settled it. */
  function resend(key: string): void {
    const mark = marks.find((kept) => kept.key === key);
    if (mark) void send(mark);
  }

  async function send(mark: PendingMark, keepalive = false): Promise<void> {
    if (sending.has(mark.key)) return;
    // An older mark of the same messages that it must not overtake is still pending: it goes once that one settles.
    if (waitsForOlder(mark)) return;
    sending.add(mark.key);
    // Sent by this tab (a mark kept from before a reload too).
    sentByThisTab.add(mark.key);
    try {
      const answer = await client.markMessagesAs(subscriberId, mark.ids, mark.markAs, {
        idempotencyKey: mark.key,
        keepalive,
      });
      settled(mark);
      options.acknowledged(mark, answer);
    } catch (error) {
      if (isPassingFailure(error)) {
        // Kept: sent again by the scheduler, and sooner when back online, on the next poll or after a reload.
        resends.failed(mark.key, error);
        return;
      }
      settled(mark);
      options.refused(mark, error as Error);
    } finally {
      sending.delete(mark.key);
    }
    sendFreed();
  }

  return {
    get pending() {
      return marks;
    },
    get busy() {
      return sending.size > 0 || marks.length > 0;
    },
    mark(ids, markAs, keepalive) {
      const sent: Promise<void>[] = [];
      for (let start = 0; start < ids.length; start += LIMITS.markAsBatch) {
        const mark = {
          key: newIdempotencyKey(),
          ids: ids.slice(start, start + LIMITS.markAsBatch),
          markAs,
          at: clock.now(),
        };
        write([...marks, mark]);
        sent.push(send(mark, keepalive));
      }
      return Promise.all(sent);
    },
    async resendPending() {
      marks = read();
      await Promise.all(marks.filter((mark) => !sending.has(mark.key)).map((mark) => send(mark)));
    },
    sentHere: (key) => sentByThisTab.has(key),
    stop: () => resends.stop(),
  };
}
