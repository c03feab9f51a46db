/**
 * Who shows which list, and the messages read while the Unread list was shown. Such a message stays in place in
 * that list (no row moves under the reader's pointer) until the list is shown again: when someone starts showing
 * it, or when nobody shows it any more. Never longer, and only while it is shown: a store nobody tells what it
 * shows drops a read message from the Unread list at once (docs/reliability.md#the-unread-list).
 */
/** The two lists an inbox shows: every message, or the unread ones. */
export type FeedTab = 'all' | 'unread';

export class ShownLists {
  readonly #viewers = new Map<object, FeedTab>();
  readonly #readInPlace = new Set<string>();

  /** Whether anyone shows `tab` now. */
  isShown(tab: FeedTab): boolean {
    for (const shown of this.#viewers.values()) if (shown === tab) return true;
    return false;
  }

  /**
   * `owner` shows `tab` now (undefined: no list). Returns whether messages kept in place were let go: the Unread
   * list was shown again, or is shown by nobody now.
   */
  show(owner: object, tab: FeedTab | undefined): boolean {
    if (this.#viewers.get(owner) === tab) return false;
    if (tab === undefined) this.#viewers.delete(owner);
    else this.#viewers.set(owner, tab);
    return (tab === 'unread' || !this.isShown('unread')) && this.release();
  }

  /** Keeps these messages, read just now, in place in the Unread list while it is shown. */
  keepReadInPlace(ids: Iterable<string>): void {
    if (!this.isShown('unread')) return;
    for (const id of ids) this.#readInPlace.add(id);
  }

  /** Whether a read message stays in the Unread list for now. */
  keepsInPlace(id: string): boolean {
    return this.#readInPlace.has(id);
  }

  /** Lets every message kept in place go; returns whether there was any. */
  release(): boolean {
    const had = this.#readInPlace.size > 0;
    this.#readInPlace.clear();
    return had;
  }
}
