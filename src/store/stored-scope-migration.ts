/**
 * Moves what an earlier version kept under a subscriber's unencoded scope (`https://a.test|auth0|123`) to the
 * encoded one (docs/security.md#in-the-browser), when that subscriber's session opens: marks not yet acknowledged
 * are not lost on an upgrade, and the toasts already shown are not shown again. Entries under both are merged.
 */
import { localStorageOrUndefined } from '../utils/local-storage.js';
import {
  legacySubscriberScope,
  PENDING_MARKS_PREFIX,
  SHOWN_IDS_PREFIX,
  subscriberScope,
} from '../utils/storage-keys.js';

function storedList(storage: Storage, key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Moves the subscriber's entries from the unencoded scope to the encoded one, merging each list without repeats. */
export function migrateStoredScope(baseUrl: string | undefined, subscriberId: string): void {
  const legacy = legacySubscriberScope(baseUrl, subscriberId);
  const scope = subscriberScope(baseUrl, subscriberId);
  const storage = localStorageOrUndefined();
  if (legacy === scope || !storage) return;
  try {
    for (const prefix of [PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX]) {
      const from = `${prefix}${legacy}`;
      if (storage.getItem(from) === null) continue;
      const merged = new Map<string, unknown>();
      for (const item of [...storedList(storage, `${prefix}${scope}`), ...storedList(storage, from)])
        merged.set(JSON.stringify(item), item);
      storage.setItem(`${prefix}${scope}`, JSON.stringify([...merged.values()]));
      storage.removeItem(from);
    }
  } catch {
    // Storage that is full or blocked: the old entry stays where it was, to be moved on a later visit.
  }
}
