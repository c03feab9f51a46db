/**
 * Moves what an earlier version kept for a subscriber under another form of its scope to the one this version writes
 * (docs/security.md#in-the-browser), when that subscriber's session opens: the unencoded scope
 * (`https://a.test|auth0|123`), and the base URL as a page wrote it with a trailing slash (`https://a.test/`), which
 * is now spelled without (`api/base-url.ts`). Marks not yet acknowledged are not lost on an upgrade, and the toasts
 * already shown are not shown again. Entries under several are joined.
 */
import { localStorageOrUndefined, storedList } from '../utils/local-storage.js';
import { PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX, subscriberScope } from '../utils/storage-keys.js';

/**
 * Moves the subscriber's entries kept under the earlier forms of `scope` (`subscriberScope(baseUrl, subscriberId)`) to
 * it, joining each list to any there.
 */
export function migrateStoredScope(scope: string, baseUrl: string, subscriberId: string): void {
  const storage = localStorageOrUndefined();
  if (!storage) return;
  try {
    for (const prefix of [PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX])
      for (const written of [baseUrl, `${baseUrl}/`])
        for (const earlier of [`${written}|${subscriberId}`, subscriberScope(written, subscriberId)]) {
          const from = prefix + earlier;
          // The scope itself stays (an unencoded form may be spelled as the encoded one).
          if (earlier === scope || storage.getItem(from) === null) continue;
          // The new key's entries first; a mark or an id found in both does no harm (a mark is sent once by its key).
          const to = prefix + scope;
          storage.setItem(to, JSON.stringify([...storedList(to, storage), ...storedList(from, storage)]));
          storage.removeItem(from);
        }
  } catch {
    // Storage that is full or blocked: the old entry stays where it was, to be moved on a later visit.
  }
}
