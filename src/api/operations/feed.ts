/** The subscriber's in-app feed: its pages, its unseen count, and marking its messages (operation 4). */
import { feedQuery, markAsBody } from '../rules/feed.js';
import { call } from '../call.js';
import type { Connection } from '../connection.js';
import type { MarkAs } from '../providers.js';
import type { CallOptions, QueryValues } from '../transport.js';
import type { FeedQuery, FeedResponse, Message, UnseenCountResponse } from '../types.js';
import { pathId, validated } from '../validated.js';
import { bindOperations } from '../bind-operations.js';
import { hearingLiveRoute, liveStreamOf } from './live.js';

const subscriberPath = (subscriberId: string) => `/v1/subscribers/${encodeURIComponent(subscriberId)}`;

/*
 * Each operation checks its arguments, then sends its request with one of the `send…` functions below. Those send
 * what they are given, for a caller that checked it where it came in: a store's feed checks its subscriber once, when
 * it is made ({@link subscriberFeed}), and the store writes its own queries and bodies, so its requests are not
 * checked again one by one.
 */

/** Sends the request of {@link listFeed}, its arguments unchecked. */
export function sendListFeed(
  connection: Connection,
  subscriberId: string,
  query: QueryValues,
  options?: CallOptions,
): Promise<FeedResponse> {
  const path = `${subscriberPath(subscriberId)}/notifications/feed`;
  return call<FeedResponse>(connection, { method: 'GET', path, query, ...options }, 'page');
}

/** Sends the request of {@link countUnseen}, its subscriber unchecked. */
export async function sendCountUnseen(
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

/** Sends the request of {@link markMessagesAs}, its arguments unchecked. */
export function sendMarkMessagesAs(
  connection: Connection,
  subscriberId: string,
  messageId: string | string[],
  markAs: MarkAs,
  options?: CallOptions,
): Promise<Message[]> {
  const path = `${subscriberPath(subscriberId)}/messages/mark-as`;
  return call<Message[]>(
    connection,
    { method: 'POST', path, body: { messageId, markAs }, ...options },
    'array',
  );
}

/** A page of the subscriber's in-app feed, newest first (`read`/`seen` filter it). */
export async function listFeed(
  connection: Connection,
  subscriberId: string,
  query: FeedQuery = {},
  options?: CallOptions,
): Promise<FeedResponse> {
  pathId('subscriberId', subscriberId);
  return sendListFeed(connection, subscriberId, validated<QueryValues>(feedQuery, query, 'query'), options);
}

/** How many in-app messages of the subscriber are unseen. */
export async function countUnseen(
  connection: Connection,
  subscriberId: string,
  options?: CallOptions,
): Promise<number> {
  pathId('subscriberId', subscriberId);
  return sendCountUnseen(connection, subscriberId, options);
}

/** Operation 4: marks in-app messages read, seen, unread or unseen; resolves with the messages changed. */
export async function markMessagesAs(
  connection: Connection,
  subscriberId: string,
  messageId: string | string[],
  markAs: MarkAs,
  options?: CallOptions,
): Promise<Message[]> {
  pathId('subscriberId', subscriberId);
  validated(markAsBody, { messageId, markAs }, 'body');
  return sendMarkMessagesAs(connection, subscriberId, messageId, markAs, options);
}

/**
 * What a store of `subscriberId`'s feed calls on `connection`, its subscriber checked once, here (a
 * `NotifValidationError` naming `subscriberId` otherwise): the feed's three requests, sent unchecked, and the live
 * stream. `liveAnnounced` hears each answer that names the live route (docs/proxy.md#live-channel).
 */
export function subscriberFeed(connection: Connection, subscriberId: string, liveAnnounced: () => void) {
  pathId('subscriberId', subscriberId);
  const client = bindOperations(hearingLiveRoute(connection, liveAnnounced), {
    listFeed: sendListFeed,
    countUnseen: sendCountUnseen,
    markMessagesAs: sendMarkMessagesAs,
  });
  return { client, live: liveStreamOf(connection, subscriberId) };
}
