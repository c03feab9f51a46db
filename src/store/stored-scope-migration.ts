/**
 * Moves what an earlier version kept under a subscriber's unencoded scope (`https://a.test|auth0|123`) to the
 * encoded one (docs/security.md#in-the-browser), when that subscriber's session opens: marks not yet acknowledged
 * are not lost on an upgrade, and the toasts already shown are not shown again. Entries under both are joined.
 */
import { localStorageOrUndefined, storedList } from '../utils/local-storage.js';
import {
  legacySubscriberScope,
  PENDING_MARKS_PREFIX,
  SHOWN_IDS_PREFIX,
  subscriberScope,
} from '../utils/storage-keys.js';

/** Moves the subscriber's entries from the unencoded scope to the encoded one, joining each list to any there. */
export function migrateStoredScope(baseUrl: string | undefined, subscriberId: string): void {
  const legacy = legacySubscriberScope(baseUrl, subscriberId);
  const scope = subscriberScope(baseUrl, subscriberId);
  const storage = localStorageOrUndefined();
  if (legacy === scope || !storage) return;
  try {
    for (const prefix of [PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX]) {
      const from = `${prefix}${legacy}`;
      if (storage.getItem(from) === null) continue;
      // The new key's entries first; a mark or an id found in both does no harm (a mark is sent once by its key).
      const to = `${prefix}${scope}`;
      storage.setItem(to, JSON.stringify([...storedList(to, storage), ...storedList(from, storage)]));
      storage.removeItem(from);
    }
  } catch {
    // Storage that is full or blocked: the old entry stays where it was, to be moved on a later visit.
  }
}
