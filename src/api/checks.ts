/**
 * The client's checks of its arguments, written by hand so that a browser page does not carry a schema runtime:
 * the same rules and the same sentences as the local API's valibot schemas (`schemas.ts`, which a test holds them
 * to), sharing the limits of `limits.ts`. Each problem is one sentence led by the field's path.
 */
import { CONTEXT_KEY, isIsoTimestamp, LIMITS, NOT_IN_ID } from './limits.js';
import { ACTIVITY_CHANNELS, MARK_AS, SEVERITIES, SUBSCRIBER_CHANNEL_PROVIDERS } from './providers.js';

/** The result of checking an input: its value, or the sentences that say what is wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/**
 * Checks `value` at `path` (undefined for the input itself), adding a sentence to `problems` per problem, and
 * returns the value to send: objects with their fields in the order the rule lists them, as the schemas do.
 */
export type Rule = (value: unknown, path: string | undefined, problems: string[], root: string) => unknown;

/** A rule made of steps: the first failing step names the problem, the rest are not tried. */
const steps =
  (...tests: [(value: never) => boolean, string][]): Rule =>
  (value, path, problems, root) => {
    const failed = tests.find(([test]) => !test(value as never));
    // A field that is there but undefined is missing, as a field left out is.
    if (failed)
      problems.push(value === undefined && path ? `${path} is required` : `${path ?? root} ${failed[1]}`);
    return value;
  };

const isString = (value: unknown) => typeof value === 'string';
const notBlank = (value: string) => value.trim().length > 0;

const string = steps([isString, 'must be a string']);
export const nonEmptyString = steps([isString, 'must be a string'], [notBlank, 'must not be empty']);
export const idString = steps(
  [isString, 'must be a string'],
  [notBlank, 'must not be empty'],
  [(value: string) => value.length <= LIMITS.id, `must be at most ${LIMITS.id} characters`],
  [(value: string) => !NOT_IN_ID.test(value), 'must not contain "/", "?" or "#"'],
);
const integerIn = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  steps(
    [(value) => typeof value === 'number' && !Number.isNaN(value), 'must be an integer'],
    [Number.isInteger, 'must be an integer'],
    [(value: number) => value >= min, `must not be less than ${min}`],
    [(value: number) => value <= max, `must not be greater than ${max}`],
  );
const boolean = steps([(value) => typeof value === 'boolean', 'must be true or false']);
const oneOf = (values: readonly string[]) =>
  steps([(value: string) => values.includes(value), `must be one of: ${values.join(', ')}`]);
const isoTimestamp = steps(
  [isString, 'must be an ISO 8601 date-time string'],
  [isIsoTimestamp, 'must be an ISO 8601 date-time string'],
);
const contextKey = steps(
  [isString, 'must be a string'],
  [(value: string) => CONTEXT_KEY.test(value), 'must have the form type:id'],
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (path: string | undefined, key: string | number) =>
  path === undefined ? String(key) : `${path}.${key}`;

const listOf =
  (item: Rule): Rule =>
  (value, path, problems, root) => {
    if (!Array.isArray(value)) return steps([() => false, 'must be an array'])(value, path, problems, root);
    return value.map((entry, index) => item(entry, at(path, index), problems, root));
  };

/** Fields named `?name` are optional. An object with exactly these fields: an unknown one is refused by name. */
const record =
  (fields: Record<string, Rule>): Rule =>
  (value, path, problems, root) => {
    if (!isObject(value)) return steps([() => false, 'must be an object'])(value, path, problems, root);
    const output: Record<string, unknown> = {};
    for (const [name, rule] of Object.entries(fields)) {
      const key = name.replace(/^\?/, '');
      if (!(key in value)) {
        if (key === name) problems.push(`${at(path, key)} is required`);
      } else {
        output[key] =
          value[key] !== undefined || key === name
            ? rule(value[key], at(path, key), problems, root)
            : undefined;
      }
    }
    const unknown = Object.keys(value).find((key) => !(key in output) && !fields[key] && !fields[`?${key}`]);
    if (unknown !== undefined) problems.push(`${at(path, unknown)} is not allowed`);
    return output;
  };

const messageId = steps([
  (value: unknown) =>
    (typeof value === 'string' && notBlank(value)) ||
    (Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string' && notBlank(id))),
  'is required',
]);

/** Body of operation 1. */
export const upsertCredentialsBody = record({
  providerId: oneOf(SUBSCRIBER_CHANNEL_PROVIDERS),
  '?integrationIdentifier': nonEmptyString,
  credentials: record({
    '?webhookUrl': string,
    '?channel': string,
    '?deviceTokens': listOf(nonEmptyString),
    '?alertUid': string,
    '?title': string,
    '?imageUrl': string,
    '?state': string,
    '?externalUrl': string,
  }),
});

/** Body of operation 4. */
export const markAsBody = record({ messageId, markAs: oneOf(MARK_AS) });

/** Query of operation 5. */
export const listNotificationsQuery = record({
  '?channels': listOf(oneOf(ACTIVITY_CHANNELS)),
  '?templates': listOf(nonEmptyString),
  '?emails': listOf(nonEmptyString),
  '?search': string,
  '?subscriberIds': listOf(nonEmptyString),
  '?severity': listOf(oneOf(SEVERITIES)),
  '?page': integerIn(LIMITS.page.min),
  '?limit': integerIn(LIMITS.events.min, LIMITS.events.max),
  '?transactionId': nonEmptyString,
  '?topicKey': nonEmptyString,
  '?subscriptionId': nonEmptyString,
  '?contextKeys': listOf(contextKey),
  '?after': isoTimestamp,
  '?before': isoTimestamp,
});

/** Query of the in-app feed. */
export const feedQuery = record({
  '?page': integerIn(LIMITS.page.min),
  '?limit': integerIn(LIMITS.feed.min, LIMITS.feed.max),
  '?read': boolean,
  '?seen': boolean,
});

/** Body of the local API's trigger extension: `to` is a subscriberId or an object with one. */
export const triggerBody = record({
  name: nonEmptyString,
  to: (value, path, problems, root) => {
    if (typeof value === 'string') return idString(value, path, problems, root);
    const subscriberId = (value as { subscriberId?: unknown } | null)?.subscriberId;
    if (typeof value === 'object' && subscriberId !== undefined) {
      idString(subscriberId, at(path, 'subscriberId'), problems, root);
    } else {
      problems.push(`${path} must be a subscriberId or an object with a subscriberId`);
    }
    return value;
  },
  '?payload': steps([(value) => typeof value === 'object' && value !== null, 'must be an object']),
  '?transactionId': steps(
    [isString, 'must be a string'],
    [notBlank, 'must not be empty'],
    [(value: string) => value.length <= LIMITS.id, `must be at most ${LIMITS.id} characters`],
  ),
});

/** Checks `input` with `rule` without throwing; `root` names the input itself in sentences. */
export function check<T>(rule: Rule, input: unknown, root: string): Checked<T> {
  const errors: string[] = [];
  const value = rule(input, undefined, errors, root);
  return errors.length === 0 ? { ok: true, value: value as T } : { ok: false, errors };
}
