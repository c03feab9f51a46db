import type { MarkAs } from '../api/providers.js';
import type { Message } from '../api/types.js';

/**
 * What a mark does to a message, exactly as the service applies it (DESIGN §4.3), so the optimistic state the
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

/** Whether a mark would change what the inbox shows for this message. */
export function changes(message: Message, markAs: MarkAs): boolean {
  switch (markAs) {
    case 'read':
      return !message.read || !message.seen;
    case 'unread':
      return message.read || !message.seen;
    case 'seen':
      return !message.seen;
    case 'unseen':
      return message.seen;
  }
}
