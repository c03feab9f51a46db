import { MARK_AS, type MarkAs } from '../api/enums.js';
import { localStorageOrUndefined } from '../utils/local-storage.js';
import { clock } from './clock.js';

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

/**
 * The marks of one subscriber that are not acknowledged yet, kept in `localStorage` so that a reload, a crash or
 * a click that navigates away loses none of them. Without storage they are kept in memory only.
 */
export class PendingMarks {
  #marks: PendingMark[];

  constructor(
    private readonly storageKey: string,
    private readonly now: () => number = clock.now,
  ) {
    this.#marks = this.#read();
  }

  /** The marks, oldest first. */
  get all(): readonly PendingMark[] {
    return this.#marks;
  }

  add(mark: PendingMark): void {
    this.#marks = [...this.#marks, mark];
    this.#write();
  }

  remove(key: string): void {
    this.#marks = this.#marks.filter((mark) => mark.key !== key);
    this.#write();
  }

  /** Reads again what another tab may have written. */
  reload(): void {
    this.#marks = this.#read();
  }

  #read(): PendingMark[] {
    try {
      const parsed: unknown = JSON.parse(localStorageOrUndefined()?.getItem(this.storageKey) ?? '[]');
      const cutoff = this.now() - MAX_AGE_MS;
      return Array.isArray(parsed) ? parsed.filter(isPendingMark).filter((mark) => mark.at > cutoff) : [];
    } catch {
      return [];
    }
  }

  #write(): void {
    try {
      const store = localStorageOrUndefined();
      if (!store) return;
      if (this.#marks.length === 0) store.removeItem(this.storageKey);
      else store.setItem(this.storageKey, JSON.stringify(this.#marks));
    } catch {
      // Quota exceeded or storage blocked: the marks stay in memory and are still sent.
    }
  }
}
