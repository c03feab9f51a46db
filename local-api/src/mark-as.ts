/** What mark-as (operation 4) does to one message, as docs/decisions.md#mark-as fixes it. */
import type { MarkAs, Message } from 'notif-api-contract';

/** The fields a mark sets; dates are `at`. `unseen` leaves `read` as it is. */
export function markPatch(markAs: MarkAs, at: string): Partial<Message> {
  switch (markAs) {
    case 'read':
      return { read: true, seen: true, lastReadDate: at, lastSeenDate: at };
    case 'unread':
      // Whoever marks a message unread has looked at it: it stays seen, so the unseen badge does not come back.
      return { read: false, seen: true, lastReadDate: at };
    case 'seen':
      return { seen: true, lastSeenDate: at };
    case 'unseen':
      return { seen: false };
  }
}

/**
 * The ids of a mark-as body: one id, a comma-separated list, or an array; blanks dropped, duplicates once, in
 * the order given. Items of an array are ids as they are (an id may not be split twice).
 */
export function messageIds(messageId: string | string[]): string[] {
  const ids = Array.isArray(messageId) ? messageId : messageId.split(',');
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
}
