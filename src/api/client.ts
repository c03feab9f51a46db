/**
 * `NotifClient`: the typed client of the notification service. Its arguments are checked before any request
 * (a `NotifValidationError` names the wrong field), and its answers are accepted bare or wrapped as `{ data }`.
 */
import {
  check,
  feedQuery,
  idString,
  listNotificationsQuery,
  markAsBody,
  nonEmptyString,
  triggerBody,
  upsertCredentialsBody,
  type Rule,
} from './checks.js';
import { NotifResponseError, NotifValidationError, type RequestSummary } from './errors.js';
import { assertJsonBody, pathSegment } from './request-checks.js';
import { DEFAULT_RETRY, type RetryOptions } from './retry.js';
import type { MarkAs } from './providers.js';
import {
  Transport,
  type CallOptions,
  type NotifAuth,
  type QueryValues,
  type RequestInput,
} from './transport.js';
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
  UnseenCountResponse,
  UpsertCredentialsBody,
} from './types.js';

/** Options of a {@link NotifClient}. */
export interface NotifClientOptions {
  /** Prefix of every request: `<baseUrl>/v1/…`. Empty means the page's own origin. */
  baseUrl?: string;
  /** How to authenticate. An API key belongs on servers; in browsers use a token or a proxy (`'none'`). */
  auth: NotifAuth;
  /** The fetch to use; defaults to the global one. Tests point it at an in-process handler. */
  fetch?: typeof fetch;
  /** Limit of each attempt, in milliseconds. Default 10000. */
  timeoutMs?: number;
  /** Retry policy, or `false` for none. */
  retry?: RetryOptions | false;
  /**
   * What answers look like: `true` when the service wraps them as `{ data }`, `false` when bare. Left out, both
   * are accepted.
   */
  envelope?: boolean;
  /** Source of randomness for backoff jitter and fallback idempotency keys (tests make it deterministic). */
  random?: () => number;
}

/** The shape an operation answers with, so a wrapped or malformed answer is recognized. */
type Shape = 'object' | 'array' | 'page' | 'count';

function validated<T>(rule: Rule, input: unknown, root: string): T {
  const result = check<T>(rule, input, root);
  if (result.ok) return result.value;
  throw new NotifValidationError(result.errors[0]!.split(' ')[0]!, result.errors);
}

function pathId(name: string, value: unknown): string {
  return pathSegment(name, validated<string>(idString, value, name));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isShape(value: unknown, shape: Shape): boolean {
  switch (shape) {
    case 'array':
      return Array.isArray(value);
    case 'page':
      return isRecord(value) && Array.isArray(value.data);
    case 'count':
      return isRecord(value) && typeof value.count === 'number';
    case 'object':
      return isRecord(value);
  }
}

/** The one key of an envelope: `{ data: … }` and nothing else (a page has `data` beside `hasMore`). */
function envelopeContent(value: unknown): { found: boolean; content?: unknown } {
  if (isRecord(value) && Object.keys(value).length === 1 && 'data' in value)
    return { found: true, content: value.data };
  return { found: false };
}

/** The typed client of the service's operations. */
export class NotifClient {
  readonly #transport: Transport;
  readonly #envelope: boolean | undefined;

  constructor(options: NotifClientOptions) {
    const auth = options?.auth;
    let authorization: string | undefined;
    if (auth === 'none') authorization = undefined;
    else if (isRecord(auth) && 'apiKey' in auth)
      authorization = `ApiKey ${validated<string>(nonEmptyString, auth.apiKey, 'auth.apiKey')}`;
    else if (isRecord(auth) && 'token' in auth)
      authorization = `Bearer ${validated<string>(nonEmptyString, auth.token, 'auth.token')}`;
    else throw new NotifValidationError('auth', ["auth must be { apiKey }, { token } or 'none'"]);

    const baseUrl = options.baseUrl ?? '';
    if (typeof baseUrl !== 'string') throw new NotifValidationError('baseUrl', ['baseUrl must be a string']);
    const timeoutMs = options.timeoutMs ?? 10_000;
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
      throw new NotifValidationError('timeoutMs', ['timeoutMs must be a positive number']);
    }
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function') {
      throw new NotifValidationError('fetch', ['fetch must be a function (no global fetch is available)']);
    }
    this.#envelope = options.envelope;
    this.#transport = new Transport({
      baseUrl: baseUrl.replace(/\/+$/, ''),
      authorization,
      // Called unbound: `window.fetch` throws "Illegal invocation" when `this` is not the window.
      fetch: (input, init) => fetchImpl(input, init),
      timeoutMs,
      retry:
        options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : { ...DEFAULT_RETRY, ...options.retry },
      random: options.random ?? Math.random,
    });
  }

  /** Operation 1: stores credentials (device tokens are appended) for a provider of the subscriber. */
  async upsertCredentials(
    subscriberId: string,
    body: UpsertCredentialsBody,
    options?: CallOptions,
  ): Promise<Subscriber> {
    const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}/credentials`;
    const checked = validated<UpsertCredentialsBody>(upsertCredentialsBody, body, 'body');
    assertJsonBody('body', body);
    return this.#call<Subscriber>({ method: 'PATCH', path, body: checked, ...options }, 'object');
  }

  /** Operation 2: makes the integration the primary one of its channel (email and sms). */
  async setPrimaryIntegration(integrationId: string, options?: CallOptions): Promise<Integration> {
    const path = `/v1/integrations/${pathId('integrationId', integrationId)}/set-primary`;
    return this.#call<Integration>({ method: 'POST', path, ...options }, 'object');
  }

  /** Operation 3: deletes the integration (irreversible); resolves with the integrations that remain. */
  async deleteIntegration(integrationId: string, options?: CallOptions): Promise<Integration[]> {
    const path = `/v1/integrations/${pathId('integrationId', integrationId)}`;
    return this.#call<Integration[]>({ method: 'DELETE', path, ...options }, 'array');
  }

  /** Operation 4: marks in-app messages read, seen, unread or unseen; resolves with the messages changed. */
  async markMessagesAs(
    subscriberId: string,
    messageId: string | string[],
    markAs: MarkAs,
    options?: CallOptions,
  ): Promise<Message[]> {
    const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}/messages/mark-as`;
    const body = validated<object>(markAsBody, { messageId, markAs }, 'body');
    return this.#call<Message[]>({ method: 'POST', path, body, ...options }, 'array');
  }

  /** Operation 5: lists notification events, newest first, with filters and pages of up to 50. */
  async listNotifications(
    query: ListNotificationsQuery = {},
    options?: CallOptions,
  ): Promise<ListNotificationsResponse> {
    const checked = validated<QueryValues>(listNotificationsQuery, query, 'query');
    return this.#call<ListNotificationsResponse>(
      { method: 'GET', path: '/v1/notifications', query: checked, ...options },
      'page',
    );
  }

  /** Operation 6: one notification event with its jobs and their execution details. */
  async getNotification(notificationId: string, options?: CallOptions): Promise<ActivityNotification> {
    const path = `/v1/notifications/${pathId('notificationId', notificationId)}`;
    return this.#call<ActivityNotification>({ method: 'GET', path, ...options }, 'object');
  }

  /** A page of the subscriber's in-app feed, newest first (`read`/`seen` filter it). */
  async listFeed(subscriberId: string, query: FeedQuery = {}, options?: CallOptions): Promise<FeedResponse> {
    const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}/notifications/feed`;
    const checked = validated<QueryValues>(feedQuery, query, 'query');
    return this.#call<FeedResponse>({ method: 'GET', path, query: checked, ...options }, 'page');
  }

  /** How many in-app messages of the subscriber are unseen. */
  async countUnseen(subscriberId: string, options?: CallOptions): Promise<number> {
    const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}/notifications/unseen`;
    const answer = await this.#call<UnseenCountResponse>(
      { method: 'GET', path, query: { seen: false }, ...options },
      'count',
    );
    return answer.count;
  }

  /** Triggers a workflow for a subscriber (the local API's extension, for demos and tests). */
  async trigger(body: TriggerBody, options?: CallOptions): Promise<TriggerResponse> {
    const checked = validated<TriggerBody>(triggerBody, body, 'body');
    assertJsonBody('body', body);
    return this.#call<TriggerResponse>(
      { method: 'POST', path: '/v1/events/trigger', body: checked, ...options },
      'object',
    );
  }

  /** One subscriber, with its channels and stored credentials. */
  async getSubscriber(subscriberId: string, options?: CallOptions): Promise<Subscriber> {
    const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}`;
    return this.#call<Subscriber>({ method: 'GET', path, ...options }, 'object');
  }

  /** The environment's integrations that are not deleted (`credentials` only for session callers). */
  async listIntegrations(options?: CallOptions): Promise<Integration[]> {
    return this.#call<Integration[]>({ method: 'GET', path: '/v1/integrations', ...options }, 'array');
  }

  async #call<T>(input: RequestInput, shape: Shape): Promise<T> {
    const answer = await this.#transport.send(input);
    return this.#unwrap(answer, shape, { method: input.method, url: this.#transport.urlOf(input) }) as T;
  }

  #unwrap(answer: unknown, shape: Shape, request: RequestSummary): unknown {
    const envelope = envelopeContent(answer);
    // A bare page or count never has `data` as its only key, so "only key data" means wrapped.
    const wrapped =
      this.#envelope !== false && envelope.found && (shape !== 'object' || isRecord(envelope.content));
    // A page (`{ data: [...], hasMore, … }`) is its own envelope: the wrapping service does not wrap it twice.
    const ownEnvelope = shape === 'page' && !wrapped && isShape(answer, 'page');
    if (this.#envelope === true && !wrapped && !ownEnvelope)
      throw new NotifResponseError(request, 'expected a { data } envelope');
    const content = wrapped ? envelope.content : answer;
    if (!isShape(content, shape))
      throw new NotifResponseError(request, `expected ${/^[ao]/.test(shape) ? 'an' : 'a'} ${shape}`);
    return content;
  }
}
