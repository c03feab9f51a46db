/**
 * What a browser may store with `PATCH …/credentials`, and what it gets back (docs/security.md).
 *
 * The service calls some credentials itself: a chat provider's `webhookUrl`, say. A browser that could set one
 * could make the service call any address (an internal one, a cloud metadata endpoint). So by default a browser
 * may set only device tokens of push providers, which is what `<notif-push-register>` sends; a backend that wants
 * more names it with the `credentials` option. The answer is the subscriber record, with email, phone and every
 * channel's credentials: the browser gets only what the push register reads from it. A Web Push token is checked
 * for where it would send the server's pushes, by the same check a sender runs before it sends.
 */
import { SUBSCRIBER_CHANNEL_PROVIDERS, type SubscriberChannelProvider } from '../api/enums.js';
import type { ChannelCredentials } from '../api/types.js';
import { knownOptions, objectOption, optionFailure, type Fail } from './option-checks.js';
import { isRecord } from '../utils/is-record.js';

/** A field of a subscriber's channel credentials. */
export type ChannelCredentialField = keyof ChannelCredentials;

/** Every credential field the service knows (the spec's `ChannelCredentials`). */
export const CHANNEL_CREDENTIAL_FIELDS = Object.freeze([
  'webhookUrl',
  'channel',
  'deviceTokens',
  'alertUid',
  'title',
  'imageUrl',
  'state',
  'externalUrl',
] as const satisfies readonly ChannelCredentialField[]);

/**
 * The push providers: the ones a browser may store a device token for by default. Spelled out rather than cut
 * from the contract's list of providers, because it is an allowlist: a reader sees what is allowed, and a
 * provider added to the contract is not allowed by accident.
 */
export const INBOX_PROXY_PUSH_PROVIDERS = Object.freeze([
  'fcm',
  'apns',
  'expo',
  'one-signal',
  'pushpad',
  'push-webhook',
  'pusher-beams',
  'appio',
] as const satisfies readonly SubscriberChannelProvider[]);

/** The `credentials` option: which providers and fields a browser may set (each replaces its default). */
export interface InboxProxyCredentialsPolicy {
  /** Providers a browser may store credentials for. Default: the push providers. */
  providers?: readonly SubscriberChannelProvider[];
  /** Credential fields a browser may set. Default: `['deviceTokens']`. */
  fields?: readonly ChannelCredentialField[];
  /**
   * Hosts, besides the browsers' push services (`KNOWN_PUSH_SERVICE_HOSTS`), that a Web Push subscription's
   * endpoint may name: `push.example.com`, or `*.push.example.com` for its subdomains. Default: none.
   */
  pushServiceHosts?: readonly string[];
}

/** The policy in force, checked and with its defaults. */
export interface CredentialsPolicy {
  providers: ReadonlySet<string>;
  fields: ReadonlySet<string>;
  pushServiceHosts: readonly string[];
}

/** A refused credentials body: the status and the message the browser gets. */
export interface CredentialsRefusal {
  status: 400 | 403;
  message: string;
}

/** A body the policy allows: what is forwarded, and what the answer may show back. */
export interface AllowedCredentials {
  /** The body forwarded, rebuilt from the checked fields only. */
  forwarded: string;
  providerId: string;
  /** The credential fields the browser set, with their values. */
  credentials: Record<string, unknown>;
  /** The device tokens the browser took out (signing out), shown back as absent. */
  removed?: string[];
}

const BODY_FIELDS = new Set(['providerId', 'integrationIdentifier', 'credentials', 'removeDeviceTokens']);

const fail: Fail = optionFailure('createInboxProxy');

function listOption(
  value: unknown,
  name: string,
  known: readonly string[],
  fallback: readonly string[],
): ReadonlySet<string> {
  if (value === undefined) return new Set(fallback);
  if (!Array.isArray(value)) fail(`credentials.${name} must be an array`);
  for (const item of value) {
    if (typeof item !== 'string' || !known.includes(item))
      fail(`credentials.${name} holds ${JSON.stringify(item)}, which is not one of ${known.join(', ')}`);
  }
  return new Set(value as string[]);
}

/** Checks the `credentials` option and fills in its defaults; throws a TypeError naming what is wrong. */
export function credentialsPolicy(option: unknown): CredentialsPolicy {
  const given = objectOption(
    option === undefined ? {} : option,
    'credentials',
    fail,
    'an object { providers?, fields?, pushServiceHosts? }',
  );
  knownOptions(given, ['providers', 'fields', 'pushServiceHosts'], fail, 'credentials.');
  return {
    providers: listOption(
      given.providers,
      'providers',
      SUBSCRIBER_CHANNEL_PROVIDERS,
      INBOX_PROXY_PUSH_PROVIDERS,
    ),
    fields: listOption(given.fields, 'fields', CHANNEL_CREDENTIAL_FIELDS, ['deviceTokens']),
    pushServiceHosts: pushServiceHostsOption(given.pushServiceHosts, 'credentials.pushServiceHosts', fail),
  };
}

/**
 * The tokens a sign-out takes out (`removeDeviceTokens`), allowed wherever `deviceTokens` may be set: a browser can
 * only name tokens it holds, and removing one stops pushes, it never aims them anywhere.
 */
function removedTokens(value: unknown, policy: CredentialsPolicy): string[] | CredentialsRefusal | undefined {
  if (value === undefined) return undefined;
  if (!policy.fields.has('deviceTokens'))
    return { status: 403, message: 'removeDeviceTokens cannot be set through the inbox proxy' };
  if (!Array.isArray(value) || !value.every((token) => typeof token === 'string' && token !== ''))
    return { status: 400, message: 'removeDeviceTokens must be an array of non-empty strings' };
  return value as string[];
}

/** A refusal when a device token is a Web Push subscription aimed anywhere but a push service. */
function deviceTokensRefusal(tokens: unknown, hosts: readonly string[]): CredentialsRefusal | undefined {
  if (!Array.isArray(tokens)) return undefined;
  for (const [index, token] of tokens.entries()) {
    const problem = typeof token === 'string' ? webPushTokenProblem(token, hosts) : undefined;
    if (problem) return { status: 403, message: `credentials.deviceTokens[${index}]: ${problem}` };
  }
  return undefined;
}

/**
 * Checks a credentials body against the policy. Anything the policy does not name is refused (403) rather than
 * dropped, so a backend sees at once that its page asks for more than it allowed.
 */
export function checkCredentialsBody(
  text: string,
  policy: CredentialsPolicy,
): AllowedCredentials | CredentialsRefusal {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, message: 'The body is not valid JSON' };
  }
  if (!isRecord(body)) return { status: 400, message: 'The body must be a JSON object' };
  for (const key of Object.keys(body)) {
    if (!BODY_FIELDS.has(key))
      return { status: 403, message: `${key} cannot be set through the inbox proxy` };
  }
  const { providerId, integrationIdentifier, credentials } = body;
  if (typeof providerId !== 'string') return { status: 400, message: 'providerId must be a string' };
  if (!policy.providers.has(providerId))
    return { status: 403, message: `Credentials of ${providerId} cannot be set through the inbox proxy` };
  if (integrationIdentifier !== undefined && typeof integrationIdentifier !== 'string')
    return { status: 400, message: 'integrationIdentifier must be a string' };
  if (!isRecord(credentials)) return { status: 400, message: 'credentials must be an object' };
  for (const field of Object.keys(credentials)) {
    if (!policy.fields.has(field))
      return { status: 403, message: `credentials.${field} cannot be set through the inbox proxy` };
  }
  const refusal = deviceTokensRefusal(credentials.deviceTokens, policy.pushServiceHosts);
  if (refusal) return refusal;
  const removed = removedTokens(body.removeDeviceTokens, policy);
  if (removed && 'status' in removed) return removed;
  const forwarded = JSON.stringify({
    providerId,
    ...(integrationIdentifier !== undefined ? { integrationIdentifier } : {}),
    credentials,
    ...(removed ? { removeDeviceTokens: removed } : {}),
  });
  return { forwarded, providerId, credentials, ...(removed ? { removed } : {}) };
}

/** One channel entry as the browser sees it: the provider, and back only what it set. */
function trimmedChannel(channel: Record<string, unknown>, sent: AllowedCredentials): Record<string, unknown> {
  const stored = isRecord(channel.credentials) ? channel.credentials : {};
  const credentials: Record<string, unknown> = {};
  // A sign-out sees whether its tokens are still stored: the stored list, cut to the tokens it named.
  const named = [
    ...(Array.isArray(sent.credentials.deviceTokens) ? sent.credentials.deviceTokens : []),
    ...(sent.removed ?? []),
  ];
  if (sent.removed && Array.isArray(stored.deviceTokens))
    credentials.deviceTokens = stored.deviceTokens.filter((token: unknown) => named.includes(token));
  for (const [field, value] of Object.entries(sent.credentials)) {
    if (!(field in stored)) continue;
    // The device tokens of the subscriber's other devices are not this browser's business.
    credentials[field] =
      field === 'deviceTokens' && Array.isArray(stored.deviceTokens) && Array.isArray(value)
        ? stored.deviceTokens.filter((token: unknown) => named.includes(token))
        : stored[field];
  }
  return {
    providerId: channel.providerId,
    ...(typeof channel.integrationIdentifier === 'string'
      ? { integrationIdentifier: channel.integrationIdentifier }
      : {}),
    credentials,
  };
}

/**
 * The answer to a stored credentials body, trimmed to what `<notif-push-register>` reads: the subscriberId and
 * the channel entries of the provider it wrote to, showing back the fields it set (its own tokens among the
 * stored ones). Never email, phone, other channels or their credentials. A `{ data }` envelope is kept.
 */
export function trimCredentialsAnswer(
  answer: unknown,
  subscriberId: string,
  sent: AllowedCredentials,
): unknown {
  const wrapped = isRecord(answer) && Object.keys(answer).length === 1 && isRecord(answer.data);
  const subscriber = wrapped ? (answer.data as Record<string, unknown>) : answer;
  const trimmed: Record<string, unknown> = { subscriberId };
  if (isRecord(subscriber) && Array.isArray(subscriber.channels)) {
    trimmed.channels = subscriber.channels
      .filter((channel): channel is Record<string, unknown> => isRecord(channel))
      .filter((channel) => channel.providerId === sent.providerId)
      .map((channel) => trimmedChannel(channel, sent));
  }
  return wrapped ? { data: trimmed } : trimmed;
}

/** A message of an error answer: a string, or a list of strings (a validation error's). */
function errorMessage(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/**
 * A 4xx answer of the credentials route, cut to `{ statusCode, message, error }`: a 409 or 422 may carry the stored
 * record (email, phone, other devices' tokens, a chat webhook), which the browser must not see any more than in a
 * 2xx. Fields of another type are dropped.
 */
export function trimCredentialsError(answer: unknown): Record<string, unknown> {
  if (!isRecord(answer)) return {};
  const message = errorMessage(answer.message);
  return {
    ...(typeof answer.statusCode === 'number' ? { statusCode: answer.statusCode } : {}),
    ...(message !== undefined ? { message } : {}),
    ...(typeof answer.error === 'string' ? { error: answer.error } : {}),
  };
}

/*
 * Where a Web Push subscription may send the server (docs/security.md). A Web Push device token is a serialized
 * `PushSubscription`, `{ "endpoint": "https://…", "keys": { … } }`, and whoever sends a push connects to its
 * `endpoint`. Taken from a browser unchecked, it would aim the server's sender at any address: a cloud metadata
 * endpoint, a database on loopback, an internal host. So a token that is a Web Push subscription is accepted only
 * with an `https:` endpoint on a host of the known push services, or on a host the backend names.
 * Also used by a sender before it sends (docs/guides/push-register.md): the same check on both sides.
 */

/**
 * The hosts of the browsers' push services: Chrome and Edge (FCM), Firefox (Mozilla autopush), Windows (WNS) and
 * Safari (Apple). A `*.` prefix stands for any subdomain, not the name itself.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = Object.freeze([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const);

/** A host name, or `*.` and a host name: letters, digits, hyphens and dots, at least two labels. */
const HOST_PATTERN =
  /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Checks a list of extra push service hosts (an option); fails naming the first wrong one. */
function pushServiceHostsOption(value: unknown, name: string, fail: Fail): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value))
    fail(`${name} must be an array of host names, such as push.example.com or *.push.example.com`);
  for (const item of value) {
    if (typeof item !== 'string' || !HOST_PATTERN.test(item))
      fail(
        `${name} holds ${JSON.stringify(item)}, which is not a lower-case host name such as push.example.com or *.push.example.com`,
      );
  }
  return Object.freeze([...(value as string[])]);
}

function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/** Options of {@link checkWebPushSubscription}. */
export interface WebPushCheckOptions {
  /** Hosts besides {@link KNOWN_PUSH_SERVICE_HOSTS} an endpoint may name (`push.example.com`, `*.example.com`). */
  pushServiceHosts?: readonly string[];
}

/** A Web Push subscription as a sender needs it (the `web-push` library's `PushSubscription`). */
export interface CheckedWebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What is wrong with `token` as a Web Push subscription, or `undefined` when it is fine or not a Web Push
 * subscription at all (an FCM or APNs device token is a plain string, not JSON with an `endpoint`).
 */
export function webPushTokenProblem(token: string, hosts: readonly string[] = []): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('endpoint' in parsed)) return undefined;
  const endpoint = (parsed as { endpoint: unknown }).endpoint;
  if (typeof endpoint !== 'string') return 'the Web Push subscription’s endpoint must be a string';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the Web Push subscription’s endpoint is not a URL';
  }
  if (url.protocol !== 'https:') return 'the Web Push subscription’s endpoint must be an https: URL';
  if (url.username || url.password) return 'the Web Push subscription’s endpoint must not hold credentials';
  const allowed = [...KNOWN_PUSH_SERVICE_HOSTS, ...hosts];
  if (url.port !== '' || !allowed.some((pattern) => hostMatches(url.hostname, pattern)))
    return `the Web Push subscription’s endpoint host ${url.host} is not a known push service`;
  return undefined;
}

/**
 * A stored device token parsed back into a Web Push subscription, once its endpoint is checked: an `https:` URL on
 * a known push service (or one of `pushServiceHosts`). Throws a TypeError saying what is wrong otherwise, so a
 * sender never connects to an address a browser chose.
 */
export function checkWebPushSubscription(
  token: string,
  options: WebPushCheckOptions = {},
): CheckedWebPushSubscription {
  const hosts = pushServiceHostsOption(options.pushServiceHosts, 'pushServiceHosts', optionFailure());
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    throw new TypeError('The device token is not a Web Push subscription (not JSON)');
  }
  if (typeof parsed !== 'object' || parsed === null || !('endpoint' in parsed))
    throw new TypeError('The device token is not a Web Push subscription (no endpoint)');
  const problem = webPushTokenProblem(token, hosts);
  if (problem) throw new TypeError(`Refused to send: ${problem}`);
  const { endpoint, keys } = parsed as { endpoint: string; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string')
    throw new TypeError('The Web Push subscription has no keys.p256dh and keys.auth strings');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
