/**
 * `clearStoredData`: forgets what the elements keep in `localStorage` for a subscriber (docs/security.md): marks
 * not yet acknowledged, the ids of messages shown as toasts, and the fingerprints of acknowledged push tokens. For
 * a sign-out on a shared browser, so the next person's page holds nothing of the previous one. Call it once the
 * elements are gone (after they are removed, or before the page that had them is left): a live element may write
 * its state again.
 */
import { spelledBaseUrl } from '../api/base-url.js';
import { localStorageOrUndefined } from '../utils/local-storage.js';
import {
  PENDING_MARKS_PREFIX,
  PUSH_RECORD_PREFIX,
  SHOWN_IDS_PREFIX,
  scopeParts,
} from '../utils/storage-keys.js';

/** Options of {@link clearStoredData}. */
export interface ClearStoredDataOptions {
  /** Only what was kept for this `base-url`; default every base URL. */
  baseUrl?: string;
}

/**
 * Whether `key` is one of the elements' keys for the subscriber (and the base URL, when given): its parts are read
 * back and compared exactly, so `auth0|123` never matches the keys of `google-oauth2|auth0|123`.
 */
function belongs(key: string, subscriberId: string, baseUrl: string | undefined): boolean {
  // Base URLs compared in their one spelling: an earlier version kept `https://a.test/` as it was written.
  const at = (stored: unknown) =>
    baseUrl === undefined ||
    (typeof stored === 'string' && spelledBaseUrl(stored) === spelledBaseUrl(baseUrl));
  for (const prefix of [PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX]) {
    if (!key.startsWith(prefix)) continue;
    const parts = scopeParts(key.slice(prefix.length));
    return parts !== undefined && parts.subscriberId === subscriberId && at(parts.baseUrl);
  }
  if (!key.startsWith(PUSH_RECORD_PREFIX)) return false;
  try {
    const parts: unknown = JSON.parse(key.slice(PUSH_RECORD_PREFIX.length));
    return Array.isArray(parts) && parts[1] === subscriberId && at(parts[0]);
  } catch {
    return false;
  }
}

/**
 * Removes every `localStorage` entry the elements keep for `subscriberId`; resolves with the keys removed. Storage
 * that is blocked holds nothing of theirs, and gives `[]`.
 */
export function clearStoredData(subscriberId: string, options: ClearStoredDataOptions = {}): string[] {
  if (typeof subscriberId !== 'string' || subscriberId === '')
    throw new TypeError('clearStoredData: subscriberId must be a non-empty string');
  if (options.baseUrl !== undefined && typeof options.baseUrl !== 'string')
    throw new TypeError('clearStoredData: baseUrl must be a string');
  const storage = localStorageOrUndefined();
  if (!storage) return [];
  const removed: string[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key !== null && belongs(key, subscriberId, options.baseUrl)) removed.push(key);
    }
    for (const key of removed) storage.removeItem(key);
  } catch {
    // Storage that refuses to be read keeps nothing readable either.
  }
  return removed;
}
