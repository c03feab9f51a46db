/**
 * The shapes of every input the API accepts, written once and used twice: the client checks its arguments
 * with them before sending anything, and the local API checks requests with them. Valibot keeps each schema
 * a tree-shakable function, so a browser bundle only carries what its elements use.
 *
 * Messages are phrases without the field name ("must be an integer"); {@link describeIssues} puts the
 * field's path in front of each, so every error names what was wrong.
 */
import * as v from 'valibot';
import { CONTEXT_KEY, isIsoTimestamp } from './event-formats.js';
import { LIMITS, NOT_IN_ID } from './limits.js';
import { ACTIVITY_CHANNELS, MARK_AS, SEVERITIES, SUBSCRIBER_CHANNEL_PROVIDERS } from './providers.js';

export { LIMITS };

const oneOf = <const T extends readonly string[]>(values: T) =>
  v.picklist(values, `must be one of: ${values.join(', ')}`);

/** A string with something other than white space in it. */
export const nonEmptyString = () =>
  v.pipe(
    v.string('must be a string'),
    v.check((value) => value.trim().length > 0, 'must not be empty'),
  );

/** A path identifier: non-empty, and free of `/`, `?` and `#` so that it stays one path segment. */
export const idString = () =>
  v.pipe(
    nonEmptyString(),
    v.maxLength(LIMITS.id, `must be at most ${LIMITS.id} characters`),
    v.check((value) => !NOT_IN_ID.test(value), 'must not contain "/", "?" or "#"'),
  );

const integerIn = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.number('must be an integer'),
    v.integer('must be an integer'),
    v.minValue(min, `must not be less than ${min}`),
    v.maxValue(max, `must not be greater than ${max}`),
  );

/** An ISO 8601 date or date-time that is also a real date (no 31 February). */
export const isoTimestamp = () =>
  v.pipe(
    v.string('must be an ISO 8601 date-time string'),
    v.check(isIsoTimestamp, 'must be an ISO 8601 date-time string'),
  );

/** A context key of the form `type:id`. */
export const contextKey = () =>
  v.pipe(v.string('must be a string'), v.regex(CONTEXT_KEY, 'must have the form type:id'));

const listOf = <T extends v.GenericSchema>(item: T) => v.array(item, 'must be an array');

/**
 * An object with exactly these fields; unknown fields are refused by name. Arrays and `null` are refused as a
 * whole ("must be an object") instead of field by field.
 */
const record = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'must be an object',
    ),
    v.strictObject(entries, 'must be an object'),
  );

/** Credentials a subscriber holds for one provider (ChannelCredentials). Unknown fields are refused. */
export const channelCredentialsSchema = record({
  webhookUrl: v.optional(v.string('must be a string')),
  channel: v.optional(v.string('must be a string')),
  deviceTokens: v.optional(listOf(nonEmptyString())),
  alertUid: v.optional(v.string('must be a string')),
  title: v.optional(v.string('must be a string')),
  imageUrl: v.optional(v.string('must be a string')),
  state: v.optional(v.string('must be a string')),
  externalUrl: v.optional(v.string('must be a string')),
});

/** Body of operation 1, `PATCH /v1/subscribers/{subscriberId}/credentials`. */
export const upsertCredentialsSchema = record({
  providerId: oneOf(SUBSCRIBER_CHANNEL_PROVIDERS),
  integrationIdentifier: v.optional(nonEmptyString()),
  credentials: channelCredentialsSchema,
});

/**
 * One id, a comma-separated list of ids, or a non-empty array of ids. Anything else is answered with the one
 * message the service gives for it: `messageId is required`.
 */
export const messageIdSchema = v.custom<string | string[]>(
  (input) =>
    (typeof input === 'string' && input.trim().length > 0) ||
    (Array.isArray(input) &&
      input.length > 0 &&
      input.every((id) => typeof id === 'string' && id.trim().length > 0)),
  'is required',
);

/** Body of operation 4, `POST /v1/subscribers/{subscriberId}/messages/mark-as`. */
export const markAsSchema = record({
  messageId: messageIdSchema,
  markAs: oneOf(MARK_AS),
});

/** Query of operation 5, `GET /v1/notifications`, after query-string values are given their types. */
export const listNotificationsQuerySchema = record({
  channels: v.optional(listOf(oneOf(ACTIVITY_CHANNELS))),
  templates: v.optional(listOf(nonEmptyString())),
  emails: v.optional(listOf(nonEmptyString())),
  search: v.optional(v.string('must be a string')),
  subscriberIds: v.optional(listOf(nonEmptyString())),
  severity: v.optional(listOf(oneOf(SEVERITIES))),
  page: v.optional(integerIn(LIMITS.page.min)),
  limit: v.optional(integerIn(LIMITS.events.min, LIMITS.events.max)),
  transactionId: v.optional(nonEmptyString()),
  topicKey: v.optional(nonEmptyString()),
  subscriptionId: v.optional(nonEmptyString()),
  contextKeys: v.optional(listOf(contextKey())),
  after: v.optional(isoTimestamp()),
  before: v.optional(isoTimestamp()),
});

/** Query of the in-app feed, `GET /v1/subscribers/{subscriberId}/notifications/feed`. */
export const feedQuerySchema = record({
  page: v.optional(integerIn(LIMITS.page.min)),
  limit: v.optional(integerIn(LIMITS.feed.min, LIMITS.feed.max)),
  read: v.optional(v.boolean('must be true or false')),
  seen: v.optional(v.boolean('must be true or false')),
});

/** Query of the unseen count, `GET /v1/subscribers/{subscriberId}/notifications/unseen`. */
export const unseenCountQuerySchema = record({ seen: v.optional(v.boolean('must be true or false')) });

/** Body of the local API's trigger extension, `POST /v1/events/trigger`. */
export const triggerSchema = record({
  name: nonEmptyString(),
  to: v.union(
    [idString(), v.looseObject({ subscriberId: idString() }, 'must be an object')],
    'must be a subscriberId or an object with a subscriberId',
  ),
  payload: v.optional(v.record(v.string(), v.unknown(), 'must be an object')),
  transactionId: v.optional(
    v.pipe(nonEmptyString(), v.maxLength(LIMITS.id, `must be at most ${LIMITS.id} characters`)),
  ),
});

/** Names of the query parameters of each list that are arrays, numbers or booleans (for query strings). */
export const QUERY_KINDS = {
  events: {
    arrays: ['channels', 'templates', 'emails', 'subscriberIds', 'severity', 'contextKeys'],
    numbers: ['page', 'limit'],
    booleans: [],
  },
  feed: { arrays: [], numbers: ['page', 'limit'], booleans: ['read', 'seen'] },
  unseen: { arrays: [], numbers: [], booleans: ['seen'] },
} as const satisfies Record<
  string,
  { arrays: readonly string[]; numbers: readonly string[]; booleans: readonly string[] }
>;

/**
 * Turns valibot issues into one sentence each, led by the path of the field: `limit must not be greater than 50`,
 * `credentials.deviceTokens.0 must not be empty`, `providerId is required`, `colour is not allowed`.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], root = 'body'): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue) ?? root;
    const last = issue.path?.at(-1) as { origin?: string } | undefined;
    if (last?.origin === 'key' || issue.expected === 'never') {
      return issue.expected === 'never' ? `${path} is not allowed` : `${path} is required`;
    }
    if (issue.input === undefined && issue.kind === 'schema' && issue.path) return `${path} is required`;
    return `${path} ${issue.message}`;
  });
}

/** The result of checking an input: its typed value, or the sentences that say what is wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Checks `input` against `schema` without throwing. */
export function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root?: string,
): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: describeIssues(result.issues, root) };
}
