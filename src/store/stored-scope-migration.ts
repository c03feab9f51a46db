/**
 * Moves what an earlier version kept for a subscriber under another spelling of its scope to the one this version
 * writes (docs/security.md#in-the-browser), when that subscriber's session opens: the unencoded scope
 * (`https://a.test|auth0|123`), and a base URL spelled otherwise than its one spelling (`https://A.test/`, `api/base-url.ts`).
 * Marks not yet acknowledged are not lost on an upgrade, and the toasts already shown are not shown again. Entries
 * under several are joined.
 */
import { baseUrlSpelling } from '../api/base-url.js';
import { localStorageOrUndefined, storedList } from '../utils/local-storage.js';
import { PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX, scopeParts } from '../utils/storage-keys.js';

/** Whether a stored scope names `subscriberId` at `baseUrl` (in its one spelling), spelled as it may be. */
function sameScope(stored: string, baseUrl: string, subscriberId: string): boolean {
  const parts = scopeParts(stored);
  return parts?.subscriberId === subscriberId && baseUrlSpelling(parts.baseUrl) === baseUrl;
}

/** Moves the subscriber's entries kept under other spellings of `scope` to it, joining each list to any there. */
export function migrateStoredScope(scope: string, baseUrl: string, subscriberId: string): void {
  const storage = localStorageOrUndefined();
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const prefix of [PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX]) {
      const to = `${prefix}${scope}`;
      for (const from of keys) {
        if (!from?.startsWith(prefix) || from === to) continue;
        if (!sameScope(from.slice(prefix.length), baseUrl, subscriberId)) continue;
        // The new key's entries first; a mark or an id found in both does no harm (a mark is sent once by its key).
        storage.setItem(to, JSON.stringify([...storedList(to, storage), ...storedList(from, storage)]));
        storage.removeItem(from);
      }
    }
  } catch {
    // Storage that is full or blocked: the old entry stays where it was, to be moved on a later visit.
  }
}
