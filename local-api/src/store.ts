/**
 * The only code that reads or writes the local API's state. Every query takes the caller's environment, so a
 * record of another environment is simply not found (docs/decisions.md#auth-and-scoping: 404, never 403). Changes mark the store as
 * changed; the app reports them once per request through `onChange`.
 */
import type {
  ActivityNotification,
  ChannelCredentials,
  Integration,
  MarkAs,
  Message,
  Subscriber,
  SubscriberChannelProvider,
  Workflow,
} from 'notif-api-contract';
import type { CredentialLookup } from './auth.js';
import { mergeCredentials, withoutDeviceTokens } from './credentials.js';
import { matchesEvent, type EventFilter, type EventSubscriber } from './event-filter.js';
import type { IdempotencyRecords } from './idempotency.js';
import { IdempotencyIndex } from './idempotency-index.js';
import { nextId } from './ids.js';
import { markPatch } from './mark-as.js';
import type {
  Environment,
  IdempotencyRecord,
  LocalState,
  SessionToken,
  StoredNotification,
} from './state.js';
import { recordReadConfirmation, runWorkflow, type RunWorkflowInput } from './workflow/index.js';

/**
 * Newest first: by `createdAt`, then by id (ids grow with age), so pages never shuffle between requests. Each date is
 * read once, not at every comparison: a feed of 10,000 messages sorts in a few milliseconds.
 */
function newestFirst<T extends { createdAt?: string; _id?: string }>(items: T[]): T[] {
  // Compared as instants, not as text: a hand-edited data file may write a date with an offset.
  return items
    .map((item) => ({ item, time: createdTime(item) }))
    .sort((a, b) => (a.time !== b.time ? b.time - a.time : byCodeUnits(b.item._id ?? '', a.item._id ?? '')))
    .map(({ item }) => item);
}

/** Text in the order of its code units (an id's characters as they are; `localeCompare` costs far more). */
function byCodeUnits(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Each record's `createdAt` as read last, and its instant: a date is parsed again only once it changed. */
const createdTimes = new WeakMap<object, { iso: string | undefined; time: number }>();

function createdTime(record: { createdAt?: string }): number {
  const known = createdTimes.get(record);
  if (known && known.iso === record.createdAt) return known.time;
  const time = timeOf(record.createdAt);
  createdTimes.set(record, { iso: record.createdAt, time });
  return time;
}

/** Epoch milliseconds of an ISO date; a missing or unreadable one sorts last. */
function timeOf(iso: string | undefined): number {
  const time = iso === undefined ? Number.NaN : Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Filters of the in-app feed. */
export interface InboxFilter {
  read?: boolean;
  seen?: boolean;
}

/** Queries and updates over a {@link LocalState}, scoped by environment. */
export class Store implements CredentialLookup, IdempotencyRecords {
  readonly #state: LocalState;
  readonly #idempotency: IdempotencyIndex;
  #changed = false;

  /** Takes `state` as it is (no copy): the store becomes its only writer. */
  constructor(state: LocalState) {
    this.#state = state;
    // A record still "running" in a loaded file belongs to a process that is gone: nothing will finish it.
    state.idempotency = state.idempotency.filter((record) => record.state !== 'running');
    this.#idempotency = new IdempotencyIndex(state);
  }

  /** The live state, for `onChange` listeners that serialize it right away. */
  get state(): LocalState {
    return this.#state;
  }

  /** A deep copy of the state, safe to keep or change. */
  snapshot(): LocalState {
    return structuredClone(this.#state);
  }

  /** Whether anything changed since the last call. */
  takeChanged(): boolean {
    const changed = this.#changed;
    this.#changed = false;
    return changed;
  }

  // --- environments and sessions -------------------------------------------------------------------------

  environmentByApiKey(key: string): Environment | undefined {
    return this.#state.environments.find((environment) => environment.apiKeys.includes(key));
  }

  environmentById(id: string): Environment | undefined {
    return this.#state.environments.find((environment) => environment._id === id);
  }

  sessionTokens(): readonly SessionToken[] {
    return this.#state.sessionTokens;
  }

  // --- subscribers -----------------------------------------------------------------------------------------

  /** The subscriber with the caller's `subscriberId` in the environment; deleted ones are not found. */
  subscriber(environmentId: string, subscriberId: string): Subscriber | undefined {
    return this.#state.subscribers.find(
      (s) => s._environmentId === environmentId && s.subscriberId === subscriberId && !s.deleted,
    );
  }

  /** Adds a subscriber (trigger to an unknown `subscriberId` creates it, as the real service does). */
  createSubscriber(
    fields: Omit<Subscriber, '_id' | 'deleted' | 'createdAt' | 'updatedAt'>,
    at: Date,
  ): Subscriber {
    const iso = at.toISOString();
    const subscriber: Subscriber = {
      ...fields,
      _id: nextId(this.#state),
      channels: fields.channels ?? [],
      deleted: false,
      createdAt: iso,
      updatedAt: iso,
      __v: 0,
    };
    this.#state.subscribers.push(subscriber);
    this.#changed = true;
    return subscriber;
  }

  /**
   * Stores credentials for the subscriber's channel entry of `integration` (matched by provider and
   * integration id; created when missing), merged as {@link mergeCredentials} says.
   */
  upsertChannelCredentials(
    subscriber: Subscriber,
    integration: Integration,
    providerId: SubscriberChannelProvider,
    credentials: ChannelCredentials,
    at: Date,
    removeDeviceTokens?: readonly string[],
  ): Subscriber {
    const channels = (subscriber.channels ??= []);
    let entry = channels.find((c) => c.providerId === providerId && c._integrationId === integration._id);
    if (!entry) {
      entry = {
        providerId,
        integrationIdentifier: integration.identifier,
        credentials: {},
        _integrationId: integration._id!,
      };
      channels.push(entry);
    }
    entry.credentials = withoutDeviceTokens(
      mergeCredentials(entry.credentials ?? {}, credentials),
      removeDeviceTokens,
    );
    subscriber.updatedAt = at.toISOString();
    subscriber.__v = (subscriber.__v ?? 0) + 1;
    this.#changed = true;
    return subscriber;
  }

  // --- in-app messages ---------------------------------------------------------------------------------------

  #inApp(environmentId: string, subscriber: Subscriber): Message[] {
    return this.#state.messages.filter(
      (m) =>
        m._environmentId === environmentId && m._subscriberId === subscriber._id && m.channel === 'in_app',
    );
  }

  /**
   * Applies a mark to the listed messages that are the subscriber's `in_app` messages in the environment, and
   * returns those, in the order asked for; any other id is skipped.
   */
  markMessages(
    environmentId: string,
    subscriber: Subscriber,
    ids: readonly string[],
    markAs: MarkAs,
    at: Date,
  ): Message[] {
    const byId = new Map(this.#inApp(environmentId, subscriber).map((m) => [m._id, m]));
    const patch = markPatch(markAs, at.toISOString());
    const updated: Message[] = [];
    for (const id of ids) {
      const message = byId.get(id);
      if (!message) continue;
      // The event log shows a read receipt when a message becomes read, as the real service's does.
      if (markAs === 'read' && !message.read) recordReadConfirmation(this.#state, message, at);
      Object.assign(message, patch);
      updated.push(message);
    }
    if (updated.length > 0) this.#changed = true;
    return updated;
  }

  /** The subscriber's inbox: `in_app` messages not snoozed past `now`, filtered, newest first. */
  inbox(environmentId: string, subscriber: Subscriber, filter: InboxFilter, now: Date): Message[] {
    return newestFirst(this.#inboxUnsorted(environmentId, subscriber, filter, now));
  }

  /** How many messages {@link inbox} holds, without sorting them. */
  inboxCount(environmentId: string, subscriber: Subscriber, filter: InboxFilter, now: Date): number {
    return this.#inboxUnsorted(environmentId, subscriber, filter, now).length;
  }

  #inboxUnsorted(environmentId: string, subscriber: Subscriber, filter: InboxFilter, now: Date): Message[] {
    return this.#inApp(environmentId, subscriber).filter(
      (m) =>
        !(m.snoozedUntil !== undefined && Date.parse(m.snoozedUntil) > now.getTime()) &&
        (filter.read === undefined || m.read === filter.read) &&
        (filter.seen === undefined || m.seen === filter.seen),
    );
  }

  // --- integrations ------------------------------------------------------------------------------------------

  /** The environment's integrations that are not deleted, in stored order. */
  integrations(environmentId: string): Integration[] {
    return this.#state.integrations.filter((i) => i._environmentId === environmentId && !i.deleted);
  }

  /** One integration of the environment; a deleted one is gone for every operation. */
  integration(environmentId: string, id: string): Integration | undefined {
    return this.integrations(environmentId).find((i) => i._id === id);
  }

  /**
   * The active integration of `providerId` that credentials are stored for: the one with `identifier` when
   * given, else the newest (records are appended as they are created, so the last one).
   */
  activeIntegration(environmentId: string, providerId: string, identifier?: string): Integration | undefined {
    return this.integrations(environmentId)
      .filter(
        (i) =>
          i.active &&
          i.providerId === providerId &&
          (identifier === undefined || i.identifier === identifier),
      )
      .at(-1);
  }

  /**
   * Makes `integration` the primary one of its channel: it becomes active with no conditions, and every other
   * integration of that channel in its environment stops being primary. A primary one is left as it is.
   */
  setPrimary(integration: Integration): Integration {
    if (integration.primary) return integration;
    for (const other of this.integrations(integration._environmentId)) {
      if (other !== integration && other.channel === integration.channel && other.primary)
        other.primary = false;
    }
    Object.assign(integration, { active: true, primary: true, conditions: [] });
    this.#changed = true;
    return integration;
  }

  /** Soft-deletes `integration`. No other integration is promoted to primary. */
  deleteIntegration(integration: Integration, deletedBy: string, at: Date): void {
    Object.assign(integration, { deleted: true, deletedAt: at.toISOString(), deletedBy });
    this.#changed = true;
  }

  // --- notification events ---------------------------------------------------------------------------------

  /** The environment's events that pass `filter`, newest first. */
  events(environmentId: string, filter: EventFilter): ActivityNotification[] {
    return newestFirst(
      this.#state.notifications
        .filter((n) => n.record._environmentId === environmentId)
        .filter((n) => matchesEvent(n, filter, this.#eventSubscriber(n)))
        .map((n) => n.record),
    );
  }

  /** One event of the environment. */
  event(environmentId: string, id: string): ActivityNotification | undefined {
    return this.#state.notifications.find(
      (n) => n.record._environmentId === environmentId && n.record._id === id,
    )?.record;
  }

  /** The event's own copy of its subscriber, else the subscriber record it points at. */
  #eventSubscriber(stored: StoredNotification): EventSubscriber {
    const event = stored.record;
    if (event.subscriber) return event.subscriber;
    const record = this.#state.subscribers.find(
      (s) => s._id === event._subscriberId && s._environmentId === event._environmentId,
    );
    return record ?? {};
  }

  // --- workflows ---------------------------------------------------------------------------------------------

  /** The environment's workflow with trigger identifier `name` (not deleted). */
  workflow(environmentId: string, name: string): Workflow | undefined {
    return this.#state.workflows.find(
      (w) =>
        w._environmentId === environmentId && !w.deleted && w.triggers.some((t) => t.identifier === name),
    );
  }

  /** A fresh record id. */
  newId(): string {
    this.#changed = true;
    return nextId(this.#state);
  }

  /** Runs a workflow (the trigger extension): records the event and its in-app messages. */
  runWorkflow(input: RunWorkflowInput): StoredNotification {
    this.#changed = true;
    return runWorkflow(this.#state, input);
  }

  // --- idempotency -------------------------------------------------------------------------------------------

  findIdempotency(environmentId: string, key: string, now: Date): IdempotencyRecord | undefined {
    if (this.#idempotency.expire(now.getTime()) > 0) this.#changed = true;
    return this.#idempotency.find(environmentId, key, now.getTime());
  }

  saveIdempotency(record: IdempotencyRecord): void {
    this.#idempotency.save(record);
    // A running record is transient: only a finished one is worth persisting.
    if (record.state === 'done') this.#changed = true;
  }

  forgetIdempotency(environmentId: string, key: string): void {
    this.#idempotency.forget(environmentId, key);
  }
}
