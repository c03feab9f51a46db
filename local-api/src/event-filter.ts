/**
 * The filters of operation 5 (docs/decisions.md#events-filters): every given filter must match (AND); inside one filter, any of
 * its values may (OR).
 */
import type { ListNotificationsQuery } from 'notif-api-contract';
import type { StoredNotification } from './state.js';

/** The filters of a list request, with the date window already resolved to epoch milliseconds. */
export type EventFilter = Omit<ListNotificationsQuery, 'page' | 'limit' | 'after' | 'before'> & {
  /** Earliest `createdAt`, inclusive. */
  after: number;
  /** Latest `createdAt`, inclusive: an event created at the very instant of the request is listed. */
  before: number;
};

/** The subscriber of an event, as the `emails`, `subscriberIds` and `search` filters read it. */
export interface EventSubscriber {
  subscriberId?: string;
  email?: string | null;
}

const some = <T>(wanted: readonly T[] | undefined, test: (value: T) => boolean) =>
  wanted === undefined || wanted.some(test);

/** Whether `stored` passes every filter of `filter`. */
export function matchesEvent(
  stored: StoredNotification,
  filter: EventFilter,
  subscriber: EventSubscriber,
): boolean {
  const event = stored.record;
  const created = event.createdAt === undefined ? Number.NaN : Date.parse(event.createdAt);
  if (!(created >= filter.after && created <= filter.before)) return false;

  const templateIds = [event._templateId, event.template?._id].filter((id) => id !== undefined);
  const triggerIds = (event.template?.triggers ?? []).map((trigger) => trigger.identifier);
  const search = filter.search?.trim();
  return (
    some(filter.channels, (channel) => event.channels?.includes(channel) ?? false) &&
    some(filter.templates, (template) => templateIds.includes(template) || triggerIds.includes(template)) &&
    some(filter.emails, (email) => subscriber.email === email) &&
    some(filter.subscriberIds, (id) => subscriber.subscriberId === id) &&
    // An event without a severity is of severity `none`.
    some(filter.severity, (severity) => (event.severity ?? 'none') === severity) &&
    (filter.transactionId === undefined || event.transactionId === filter.transactionId) &&
    (filter.topicKey === undefined ||
      (event.topics ?? []).some((topic) => topic.topicKey === filter.topicKey)) &&
    (filter.subscriptionId === undefined || stored.subscriptionId === filter.subscriptionId) &&
    (filter.contextKeys === undefined || sameSet(event.contextKeys ?? [], filter.contextKeys)) &&
    (!search || matchesSearch(search, subscriber))
  );
}

/** The deprecated `search`: the subscriber's email contains it (any case), or it is the exact subscriberId. */
function matchesSearch(search: string, subscriber: EventSubscriber): boolean {
  return (
    subscriber.subscriberId === search ||
    (subscriber.email ?? '').toLowerCase().includes(search.toLowerCase())
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}
