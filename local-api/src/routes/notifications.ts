/** Notification events: list (op 5) and detail (op 6), docs/decisions.md#events-filters. */
import {
  LIMITS,
  listNotificationsQuery,
  type ListNotificationsQuery,
  type ListNotificationsResponse,
} from 'notif-api-contract';
import { ApiError, notFound } from '../errors.js';
import type { EventFilter } from '../event-filter.js';
import { validateQuery } from '../validate.js';
import { ok, type Route } from './route.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Routes of the notifications group. */
export const notificationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/notifications',
    handle: ({ store, caller, now, query, settings }) => {
      const {
        page = LIMITS.page.default,
        limit = LIMITS.events.default,
        after,
        before,
        ...filters
      } = validateQuery<ListNotificationsQuery>(listNotificationsQuery, query);

      // The plan's retention window: `after` defaults to its start and may not reach before it.
      const windowStart = now.getTime() - settings.retentionDays * DAY_MS;
      const from = after === undefined ? windowStart : Date.parse(after);
      const to = before === undefined ? now.getTime() : Date.parse(before);
      if (from < windowStart) {
        throw new ApiError(400, [
          `after must not be earlier than ${new Date(windowStart).toISOString()} (the ${settings.retentionDays}-day retention window)`,
        ]);
      }
      // A default `after` past a given `before` simply finds nothing; only two given dates can contradict.
      if (after !== undefined && before !== undefined && from > to) {
        throw new ApiError(400, ['after must not be later than before']);
      }

      const filter: EventFilter = { ...filters, after: from, before: to };
      const events = store.events(caller.environmentId, filter);
      const start = page * limit;
      const response: ListNotificationsResponse = {
        hasMore: events.length > start + limit,
        data: events.slice(start, start + limit),
        pageSize: limit,
        page,
      };
      return ok(response);
    },
  },
  {
    method: 'GET',
    path: '/v1/notifications/:notificationId',
    handle: ({ store, caller, param }) => {
      const id = param('notificationId');
      const event = store.event(caller.environmentId, id);
      if (!event) throw notFound('Notification', id);
      return ok(event);
    },
  },
];
