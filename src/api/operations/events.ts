/** Notification events, the activity log (operations 5 and 6). */
import { listNotificationsQuery } from '../rules/events.js';
import { call } from '../call.js';
import type { Connection } from '../connection.js';
import type { CallOptions, QueryValues } from '../transport.js';
import type { ActivityNotification, ListNotificationsQuery, ListNotificationsResponse } from '../types.js';
import { pathId, validated } from '../validated.js';

/** Operation 5: lists notification events, newest first, with filters and pages of up to 50. */
export async function listNotifications(
  connection: Connection,
  query: ListNotificationsQuery = {},
  options?: CallOptions,
): Promise<ListNotificationsResponse> {
  const checked = validated<QueryValues>(listNotificationsQuery, query, 'query');
  return call<ListNotificationsResponse>(
    connection,
    { method: 'GET', path: '/v1/notifications', query: checked, ...options },
    'page',
  );
}

/** Operation 6: one notification event with its jobs and their execution details. */
export async function getNotification(
  connection: Connection,
  notificationId: string,
  options?: CallOptions,
): Promise<ActivityNotification> {
  const path = `/v1/notifications/${pathId('notificationId', notificationId)}`;
  return call<ActivityNotification>(connection, { method: 'GET', path, ...options }, 'object');
}
