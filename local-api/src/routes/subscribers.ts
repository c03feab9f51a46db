/**
 * Subscriber routes: credentials upsert (op 1, docs/decisions.md#credentials), mark-as (op 4,
 * docs/decisions.md#mark-as), the in-app feed and unseen count (docs/api.md#feed, docs/api.md#unseen-count) and the
 * subscriber itself (docs/api.md#operations-and-who-uses-them).
 */
import {
  feedQuery,
  LIMITS,
  markAsBody,
  unseenCountQuery,
  upsertCredentialsBody,
  type FeedQuery,
  type FeedResponse,
  type MarkAsBody,
  type Subscriber,
  type UpsertCredentialsBody,
} from 'notif-api-contract';
import { ApiError, notFound } from '../errors.js';
import { messageIds } from '../mark-as.js';
import { validate, validateQuery } from '../validate.js';
import { created, ok, type Route, type RouteContext } from './route.js';

function found({ store, caller, param }: RouteContext): Subscriber {
  const id = param('subscriberId');
  const subscriber = store.subscriber(caller.environmentId, id);
  if (!subscriber) throw notFound('Subscriber', id);
  return subscriber;
}

/** Routes of the subscribers group. */
export const subscriberRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/subscribers/:subscriberId',
    handle: (context) => ok(found(context)),
  },
  {
    method: 'PATCH',
    path: '/v1/subscribers/:subscriberId/credentials',
    handle: async (context) => {
      const { store, caller, now } = context;
      const body = validate<UpsertCredentialsBody>(upsertCredentialsBody, await context.body(), 'body');
      const subscriber = found(context);
      const integration = store.activeIntegration(
        caller.environmentId,
        body.providerId,
        body.integrationIdentifier,
      );
      if (!integration) {
        throw new ApiError(
          400,
          `Subscribers environment (${caller.environmentId}) do not have active ${body.providerId} integration.`,
        );
      }
      return ok(
        store.upsertChannelCredentials(
          subscriber,
          integration,
          body.providerId,
          body.credentials,
          now,
          body.removeDeviceTokens,
        ),
      );
    },
  },
  {
    method: 'POST',
    path: '/v1/subscribers/:subscriberId/messages/mark-as',
    handle: async (context) => {
      const { store, caller, now } = context;
      const body = validate<MarkAsBody>(markAsBody, await context.body(), 'body');
      const ids = messageIds(body.messageId);
      // "a,,b" is fine, but ", ," names no message at all.
      if (ids.length === 0) throw new ApiError(400, ['messageId is required']);
      const subscriber = found(context);
      return created(store.markMessages(caller.environmentId, subscriber, ids, body.markAs, now));
    },
  },
  {
    method: 'GET',
    path: '/v1/subscribers/:subscriberId/notifications/feed',
    handle: (context) => {
      const { store, caller, now, query } = context;
      const {
        page = LIMITS.page.default,
        limit = LIMITS.feed.default,
        read,
        seen,
      } = validateQuery<FeedQuery>(feedQuery, query);
      const subscriber = found(context);
      const messages = store.inbox(caller.environmentId, subscriber, { read, seen }, now);
      const start = page * limit;
      const response: FeedResponse = {
        data: messages.slice(start, start + limit),
        totalCount: messages.length,
        hasMore: messages.length > start + limit,
        pageSize: limit,
        page,
      };
      return ok(response);
    },
  },
  {
    method: 'GET',
    path: '/v1/subscribers/:subscriberId/notifications/unseen',
    handle: (context) => {
      const { store, caller, now, query } = context;
      const { seen = false } = validateQuery<Pick<FeedQuery, 'seen'>>(unseenCountQuery, query);
      const subscriber = found(context);
      return ok({ count: store.inboxCount(caller.environmentId, subscriber, { seen }, now) });
    },
  },
];
