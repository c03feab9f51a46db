import { MARK_AS, type MarkAs } from '../api/message-enums.js';
import { localStorageOrUndefined, storedList } from '../utils/local-storage.js';

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
export interface PendingMarks {
  /** The marks, oldest first. */
  readonly all: readonly PendingMark[];
  add(mark: PendingMark): void;
  remove(key: string): void;
  /** Reads again what another tab may have written. */
  reload(): void;
}

/** The pending marks kept under `storageKey`; `now` dates them, so those too old to send are dropped. */
export function pendingMarks(storageKey: string, now: () => number): PendingMarks {
  function read(): PendingMark[] {
    const cutoff = now() - MAX_AGE_MS;
    return storedList(storageKey)
      .filter(isPendingMark)
      .filter((mark) => mark.at > cutoff);
  }

  function write(): void {
    try {
      const store = localStorageOrUndefined();
      if (!store) return;
      if (marks.length === 0) store.removeItem(storageKey);
      else store.setItem(storageKey, JSON.stringify(marks));
    } catch {
      // Quota exceeded or storage blocked: the marks stay in memory and are still sent.
    }
  }

  let marks = read();
  return {
    get all() {
      return marks;
    },
    add(mark) {
      marks = [...marks, mark];
      write();
    },
    remove(key) {
      marks = marks.filter((mark) => mark.key !== key);
      write();
    },
    reload() {
      marks = read();
    },
  };
}
