/**
 * Which tab shows an arrival (docs/decisions.md#one-toast-per-arrival). Every tab of a subscriber polls on its own,
 * so each one hears of a new message, at its own time. The tabs keep one record of the messages already shown (as a
 * toast or a desktop notification), in `localStorage`, and a tab takes the messages it is about to show out of that
 * record while it holds a Web Lock named after the subscriber: the check and the write are one step for all tabs,
 * so two tabs hearing of a message at the same moment cannot both take it, and a tab hearing of it later finds it
 * taken. Where there are no Web Locks (an insecure context, an old browser) the same record is used without the lock;
 * where there is no storage, each tab keeps its own record, and only the toasts of one page share it.
 */
import { localStorageOrUndefined } from '../../utils/local-storage.js';

/** The ids kept in the record: far more than ever arrive between two polls of the slowest tab. */
const REMEMBERED = 200;

/** The record's key (its form is listed in src/utils/storage-keys.ts, for clearStoredData). */
export const recordKey = (scope: string) => `notif-elements:shown:${scope}`;

/** Records of the tabs without storage (or whose storage refused a write), per subscriber. */
const inMemory = new Map<string, string[]>();

function readRecord(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorageOrUndefined()?.getItem(key) ?? 'null');
    if (Array.isArray(stored)) return stored.filter((id): id is string => typeof id === 'string');
  } catch {
    // Unreadable (blocked storage, a value another script wrote): the tab's own record stands in.
  }
  return inMemory.get(key) ?? [];
}

function writeRecord(key: string, ids: string[]): void {
  inMemory.set(key, ids);
  try {
    localStorageOrUndefined()?.setItem(key, JSON.stringify(ids));
  } catch {
    // Full or blocked: this tab's record still keeps it from showing a message twice.
  }
}

/** The ids of `ids` that no tab has taken yet, now recorded as taken by this one. */
function takeUnclaimed(scope: string, ids: readonly string[]): string[] {
  const key = recordKey(scope);
  const record = readRecord(key);
  const taken = ids.filter((id) => !record.includes(id));
  if (taken.length > 0) writeRecord(key, [...taken, ...record].slice(0, REMEMBERED));
  return taken;
}

/**
 * Claims the messages `ids` of the subscriber `scope` (base URL and subscriber) for this tab: resolves to those no
 * tab showed before, in their order. A tab shows only what it claimed.
 */
export async function claimArrivals(scope: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const locks = globalThis.navigator?.locks;
  if (typeof locks?.request !== 'function') return takeUnclaimed(scope, ids);
  return locks.request(claimLockName(scope), () => takeUnclaimed(scope, ids));
}

/** The Web Lock the tabs of `scope` claim arrivals under: one claim at a time, in the order they were asked for. */
export const claimLockName = (scope: string) => `notif-elements:toasts:${scope}`;
