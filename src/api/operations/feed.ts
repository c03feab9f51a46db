/** The subscriber's in-app feed: its pages, its unseen count, and marking its messages (operation 4). */
import { feedQuery, markAsBody } from '../rules/feed.js';
import { call } from '../call.js';
import type { Connection } from '../connection.js';
import type { MarkAs } from '../providers.js';
import type { CallOptions, QueryValues } from '../transport.js';
import type { FeedQuery, FeedResponse, Message, UnseenCountResponse } from '../types.js';
import { pathId, validated } from '../validated.js';

const subscriberPath = (subscriberId: string) => `/v1/subscribers/${pathId('subscriberId', subscriberId)}`;

/** A page of the subscriber's in-app feed, newest first (`read`/`seen` filter it). */
export async function listFeed(
  connection: Connection,
  subscriberId: string,
  query: FeedQuery = {},
  options?: CallOptions,
): Promise<FeedResponse> {
  const path = `${subscriberPath(subscriberId)}/notifications/feed`;
  const checked = validated<QueryValues>(feedQuery, query, 'query');
  return call<FeedResponse>(connection, { method: 'GET', path, query: checked, ...options }, 'page');
}

/** How many in-app messages of the subscriber are unseen. */
export async function countUnseen(
  connection: Connection,
  subscriberId: string,
  options?: CallOptions,
): Promise<number> {
  const path = `${subscriberPath(subscriberId)}/notifications/unseen`;
  const answer = await call<UnseenCountResponse>(
    connection,
    { method: 'GET', path, query: { seen: false }, ...options },
    'count',
  );
  return answer.count;
}

/** Operation 4: marks in-app messages read, seen, unread or unseen; resolves with the messages changed. */
export async function markMessagesAs(
  connection: Connection,
  subscriberId: string,
  messageId: string | string[],
  markAs: MarkAs,
  options?: CallOptions,
): Promise<Message[]> {
  const path = `${subscriberPath(subscriberId)}/messages/mark-as`;
  const body = validated<object>(markAsBody, { messageId, markAs }, 'body');
  return call<Message[]>(connection, { method: 'POST', path, body, ...options }, 'array');
}
