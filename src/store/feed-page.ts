/**
 * What the store takes from the service's feed pages and counts. Another service than the local API may answer
 * anything, so each page is read item by item: what is not a message with an id is skipped, the rest is shown,
 * and a count that is not a non-negative integer is no count at all.
 */
import type { FeedResponse, Message } from '../api/types.js';
import { count, field, list } from '../utils/untrusted.js';

/** A feed page as the store uses it. */
export interface FeedPage {
  /** The page's messages that have an id, in the service's order. */
  readonly messages: readonly Message[];
  /** Their ids, in the same order, without repeats. */
  readonly ids: readonly string[];
  /** Only an explicit `hasMore: true` asks for another page, so a broken answer never makes the list load forever. */
  readonly hasMore: boolean;
  /** `totalCount`, when it is a count. */
  readonly totalCount?: number;
}

/** The message's `_id`, when it is a non-empty string. */
export function messageId(message: unknown): string | undefined {
  const id = field(message, '_id');
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The records of a list that are messages with an id. */
export function messagesIn(items: unknown): Message[] {
  return list(items).filter((item): item is Message => messageId(item) !== undefined);
}

/** Reads a feed page, skipping every item that is not a message with an id. */
export function readFeedPage(answer: FeedResponse | unknown): FeedPage {
  const messages = messagesIn(field(answer, 'data'));
  const ids = [...new Set(messages.map((message) => message._id!))];
  const totalCount = count(field(answer, 'totalCount'));
  return {
    messages,
    ids,
    hasMore: field(answer, 'hasMore') === true,
    ...(totalCount === undefined ? {} : { totalCount }),
  };
}
