import type { MarkAs } from '../api/providers.js';
import type { Message } from '../api/types.js';

/**
 * What a mark does to a message, exactly as the service applies it (docs/decisions.md#mark-as), so the optimistic state the
 * inbox shows is the state the service will answer with.
 */
export function applyMark(message: Message, markAs: MarkAs, now: string): Message {
  switch (markAs) {
    case 'read':
      return { ...message, read: true, seen: true, lastReadDate: now, lastSeenDate: now };
    case 'unread':
      return { ...message, read: false, seen: true, lastReadDate: now };
    case 'seen':
      return { ...message, seen: true, lastSeenDate: now };
    case 'unseen':
      return { ...message, seen: false };
  }
}

/**
 * Whether two marks give a different result in a different order: `read` then `unread` is not `unread` then
 * `read`. Marks that commute (the same mark twice, or `seen` with `read` or `unread`, which both leave a message
 * seen) may reach the service in any order; others must reach it in the order they were made.
 */
export function conflicts(first: MarkAs, second: MarkAs): boolean {
  if (first === second) return false;
  const pair = new Set([first, second]);
  return !(pair.has('seen') && (pair.has('read') || pair.has('unread')));
}
