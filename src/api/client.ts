/**
 * `NotifClient`: the typed client of the notification service. Its arguments are checked before any request
 * (a `NotifValidationError` names the wrong field), and its answers are accepted bare or wrapped as `{ data }`.
 * Each method is the operation function of the same name (`operations/*.ts`) on the client's connection; the
 * elements call those functions directly, so a page carries only the operations it uses.
 */
import { connect, type Connection, type NotifClientOptions } from './connection.js';
import { getNotification, listNotifications } from './operations/events.js';
import { countUnseen, listFeed, markMessagesAs } from './operations/feed.js';
import { deleteIntegration, listIntegrations, setPrimaryIntegration } from './operations/integrations.js';
import { getSubscriber, upsertCredentials } from './operations/subscribers.js';
import { removeDeviceTokens, type RemoveDeviceTokensBody } from './operations/remove-device-tokens.js';
import { trigger } from './operations/trigger.js';
import type { MarkAs } from './providers.js';
import type { CallOptions } from './transport.js';
import type {
  ActivityNotification,
  FeedQuery,
  FeedResponse,
  Integration,
  ListNotificationsQuery,
  ListNotificationsResponse,
  Message,
  Subscriber,
  TriggerBody,
  TriggerResponse,
  UpsertCredentialsBody,
} from './types.js';

export type { NotifClientOptions } from './connection.js';

/** The typed client of the service's operations. */
export class NotifClient {
  readonly #connection: Connection;

  constructor(options: NotifClientOptions) {
    this.#connection = connect(options);
  }

  /** Operation 1: stores credentials (device tokens are appended) for a provider of the subscriber. */
  upsertCredentials(
    subscriberId: string,
    body: UpsertCredentialsBody,
    options?: CallOptions,
  ): Promise<Subscriber> {
    return upsertCredentials(this.#connection, subscriberId, body, options);
  }

  /**
   * Takes device tokens out of a subscriber's channel, leaving the others (signing a browser out of push;
   * docs/decisions.md#removing-a-device-token).
   */
  removeDeviceTokens(
    subscriberId: string,
    body: RemoveDeviceTokensBody,
    options?: CallOptions,
  ): Promise<Subscriber> {
    return removeDeviceTokens(this.#connection, subscriberId, body, options);
  }

  /** Operation 2: makes the integration the primary one of its channel (email and sms). */
  setPrimaryIntegration(integrationId: string, options?: CallOptions): Promise<Integration> {
    return setPrimaryIntegration(this.#connection, integrationId, options);
  }

  /** Operation 3: deletes the integration (irreversible); resolves with the integrations that remain. */
  deleteIntegration(integrationId: string, options?: CallOptions): Promise<Integration[]> {
    return deleteIntegration(this.#connection, integrationId, options);
  }

  /** Operation 4: marks in-app messages read, seen, unread or unseen; resolves with the messages changed. */
  markMessagesAs(
    subscriberId: string,
    messageId: string | string[],
    markAs: MarkAs,
    options?: CallOptions,
  ): Promise<Message[]> {
    return markMessagesAs(this.#connection, subscriberId, messageId, markAs, options);
  }

  /** Operation 5: lists notification events, newest first, with filters and pages of up to 50. */
  listNotifications(
    query?: ListNotificationsQuery,
    options?: CallOptions,
  ): Promise<ListNotificationsResponse> {
    return listNotifications(this.#connection, query, options);
  }

  /** Operation 6: one notification event with its jobs and their execution details. */
  getNotification(notificationId: string, options?: CallOptions): Promise<ActivityNotification> {
    return getNotification(this.#connection, notificationId, options);
  }

  /** A page of the subscriber's in-app feed, newest first (`read`/`seen` filter it). */
  listFeed(subscriberId: string, query?: FeedQuery, options?: CallOptions): Promise<FeedResponse> {
    return listFeed(this.#connection, subscriberId, query, options);
  }

  /** How many in-app messages of the subscriber are unseen. */
  countUnseen(subscriberId: string, options?: CallOptions): Promise<number> {
    return countUnseen(this.#connection, subscriberId, options);
  }

  /** Triggers a workflow for a subscriber (the local API's extension, for demos and tests). */
  trigger(body: TriggerBody, options?: CallOptions): Promise<TriggerResponse> {
    return trigger(this.#connection, body, options);
  }

  /** One subscriber, with its channels and stored credentials. */
  getSubscriber(subscriberId: string, options?: CallOptions): Promise<Subscriber> {
    return getSubscriber(this.#connection, subscriberId, options);
  }

  /** The environment's integrations that are not deleted (`credentials` only for session callers). */
  listIntegrations(options?: CallOptions): Promise<Integration[]> {
    return listIntegrations(this.#connection, options);
  }
}
