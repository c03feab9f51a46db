/**
 * The options of `createInboxProxy`, its `live` option included, checked once when the proxy is made: a wrong one
 * throws a TypeError naming it, so a misconfigured proxy never starts (a `bodyLimit: NaN` would otherwise switch the
 * cap off in silence). No message ever quotes the API key.
 */
import { NOT_A_BASE_URL, baseUrlProblem } from '../api/base-url.js';
import { realClock, type Clock } from '../utils/clock.js';
import type { InboxProxyError } from './answers.js';
import {
  credentialsPolicy,
  type CredentialsPolicy,
  type InboxProxyCredentialsPolicy,
} from './credentials.js';
import { hubCore, type HubCore, type LiveHub } from './live/live-hub.js';
import {
  MAX_TIMER_MS,
  clockOption,
  functionOption,
  integerOption,
  isOrigin,
  knownOptions,
  nonEmptyString,
  objectOption,
  optionFailure,
  type Fail,
  positiveInteger,
} from './option-checks.js';

/** Options of {@link createInboxProxy}. */
export interface InboxProxyOptions {
  /** The environment's API key; added to every forwarded request, never sent back. */
  apiKey: string;
  /** The service's base address, such as `https://api.example.com` (requests go to `<baseUrl>/v1/…`). */
  baseUrl: string;
  /**
   * Who is asking: the subscriberId of the signed-in person (from the session cookie, a JWT, …), or
   * nothing when the request is not authenticated (answered 401).
   */
  resolveSubscriber: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Where the proxy is mounted, such as `/api/notif`: it is removed from the path before matching. */
  basePath?: string;
  /** Largest request body accepted, in bytes. Default 16 KiB (a mark-as of 100 ids fits easily). */
  bodyLimit?: number;
  /**
   * How long the browser has to send its whole request body, in milliseconds; a body still arriving then is
   * answered 408. Default 10 s.
   */
  bodyTimeoutMs?: number;
  /** Largest answer accepted from the service, in bytes; a larger one is answered 502. Default 1 MiB. */
  responseLimit?: number;
  /** How long the service has to answer completely, in milliseconds; then 504. Default 10 s. */
  timeoutMs?: number;
  /**
   * Origins, besides the request's own, that may send writes (`https://app.example.com`): where the page runs
   * on another origin than the proxy, or the proxy sits behind something that changes the request's host.
   */
  allowedOrigins?: readonly string[];
  /** Which providers and credential fields a browser may set. Default: device tokens of the push providers. */
  credentials?: InboxProxyCredentialsPolicy;
  /** The fetch used to reach the service; defaults to the global one. */
  fetch?: typeof fetch;
  /**
   * Most requests waiting for the service at once; past it a request is answered 503 with `Retry-After` at once
   * (docs/proxy.md#when-the-service-hangs). Default 256.
   */
  maxInFlight?: number;
  /**
   * Most requests of one subscriber waiting for the service at once, checked before `maxInFlight`; past it that
   * subscriber's request is answered 503 with `Retry-After` (docs/security.md#fair-shares). Default 8, at most
   * `maxInFlight`.
   */
  maxInFlightPerSubscriber?: number;
  /**
   * After `failures` timeouts or connection failures of one subscriber in a row (default 5), none of that
   * subscriber's requests is sent for `cooldownMs` (default 5000): each is answered 503 at once; then one probes
   * whether the service is back for them. Every request stops the same way only when the failures in a row come
   * from at least `subscribers` distinct subscribers (default 3): the service failing for many, not for one.
   */
  circuitBreaker?: { failures?: number; cooldownMs?: number; subscribers?: number };
  /** The time source of the proxy's timers (the service's timeout, the circuit breaker); tests pass a fake one. */
  clock?: Clock;
  /**
   * Called with what went wrong when the proxy answers 500: a `resolveSubscriber` (a session store) that throws,
   * or any other failure while handling a request. It gets a copy of the error with the API key taken out of its
   * name, message, stack and code, and without its `cause`. What it throws is ignored.
   */
  onError?: (error: InboxProxyError) => void;
  /**
   * The live channel (docs/proxy.md#live-channel): a hub made by `createLiveHub()`, or `{ hub, pollInterval }`.
   * Serves `GET …/v1/subscribers/{subscriberId}/live`; without it that route is refused like any other.
   */
  live?: InboxProxyLiveOption;
}

/** The proxy's `live` option. */
export type InboxProxyLiveOption =
  | LiveHub
  | {
      hub: LiveHub;
      /**
       * How often the proxy reads the unseen count of each subscriber holding a stream here, in milliseconds, and
       * tells their streams when it moved; 0: never (the backend calls `hub.notify`). Default 15000.
       */
      pollInterval?: number;
    };

/** The live option in force. */
export interface LiveSettings {
  core: HubCore;
  pollInterval: number;
}

/** The options in force: checked, defaults filled in. */
export interface ProxySettings {
  apiKey: string;
  /** `baseUrl` without its trailing slashes. */
  upstream: string;
  basePath: string;
  resolveSubscriber: InboxProxyOptions['resolveSubscriber'];
  bodyLimit: number;
  bodyTimeoutMs: number;
  responseLimit: number;
  timeoutMs: number;
  allowedOrigins: ReadonlySet<string>;
  credentials: CredentialsPolicy;
  fetch: typeof fetch;
  maxInFlight: number;
  maxInFlightPerSubscriber: number;
  circuitBreaker: { failures: number; cooldownMs: number; failingShares: number };
  clock: Clock;
  onError: InboxProxyOptions['onError'];
  live: LiveSettings | undefined;
}

const KNOWN_OPTIONS = [
  'apiKey',
  'baseUrl',
  'resolveSubscriber',
  'basePath',
  'bodyLimit',
  'bodyTimeoutMs',
  'responseLimit',
  'timeoutMs',
  'allowedOrigins',
  'credentials',
  'fetch',
  'maxInFlight',
  'maxInFlightPerSubscriber',
  'circuitBreaker',
  'clock',
  'onError',
  'live',
];

const fail: Fail = optionFailure('createInboxProxy');

const DEFAULT_LIVE_POLL_INTERVAL = 15_000;

/** A positive count of `unit`, at most `max`. */
function positive(value: unknown, name: string, unit: string, fallback: number, max = Infinity): number {
  return positiveInteger(value, name, fallback, fail, { unit, max });
}

/**
 * The service's address: a base URL by the one rule (`api/base-url.ts`), and absolute, since a server has no page
 * origin to complete a path or an empty base URL with.
 */
function upstreamUrl(value: unknown): string {
  const problem = baseUrlProblem(value);
  if (problem === NOT_A_BASE_URL || (!problem && /^(\/|$)/.test(value as string)))
    fail(
      'baseUrl must be an absolute URL such as https://api.example.com (the proxy runs on a server, with no page origin to complete a path)',
    );
  if (problem) fail(`baseUrl ${problem}`);
  return (value as string).replace(/\/+$/, '');
}

function mountPath(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || (value !== '' && !value.startsWith('/')))
    fail('basePath must be a path starting with "/", such as /api/notif');
  return value.replace(/\/+$/, '');
}

function origins(value: unknown): ReadonlySet<string> {
  if (value === undefined) return new Set();
  if (!Array.isArray(value))
    fail('allowedOrigins must be an array of origins, such as https://app.example.com');
  for (const item of value) {
    if (!isOrigin(item))
      fail(
        `allowedOrigins holds ${JSON.stringify(item)}, which is not an origin such as https://app.example.com`,
      );
  }
  return new Set(value as string[]);
}

const BREAKER_OPTIONS = ['failures', 'cooldownMs', 'subscribers'];

function breaker(value: unknown): ProxySettings['circuitBreaker'] {
  const given = objectOption(
    value === undefined ? {} : value,
    'circuitBreaker',
    fail,
    'an object such as { failures: 5, cooldownMs: 5000, subscribers: 3 }',
  );
  knownOptions(given, BREAKER_OPTIONS, fail, 'circuitBreaker.');
  const { failures, cooldownMs, subscribers } = given;
  return {
    failures: positive(failures, 'circuitBreaker.failures', 'timeouts in a row', 5, 1000),
    cooldownMs: positive(cooldownMs, 'circuitBreaker.cooldownMs', 'milliseconds', 5000, MAX_TIMER_MS),
    failingShares: positive(
      subscribers,
      'circuitBreaker.subscribers',
      'distinct subscribers failing',
      3,
      1000,
    ),
  };
}

/** The per-subscriber share of `maxInFlight`: a positive integer, and no more than the whole. */
function subscriberShare(value: unknown, maxInFlight: number): number {
  const share = positive(value, 'maxInFlightPerSubscriber', 'requests', Math.min(8, maxInFlight));
  if (share > maxInFlight)
    fail(`maxInFlightPerSubscriber must be at most maxInFlight (${maxInFlight}), not ${share}`);
  return share;
}

/** The `live` option in force, or `undefined` without it. */
function liveSettings(value: unknown): LiveSettings | undefined {
  if (value === undefined) return undefined;
  const direct = hubCore(value);
  if (direct) return { core: direct, pollInterval: DEFAULT_LIVE_POLL_INTERVAL };
  const given = value as { hub?: unknown; pollInterval?: unknown } | null;
  const core = typeof given === 'object' && given !== null ? hubCore(given.hub) : undefined;
  if (!core) fail('live must be a hub made by createLiveHub(), or { hub, pollInterval }');
  knownOptions(given!, ['hub', 'pollInterval'], fail, 'live.');
  const pollInterval = integerOption(
    given!.pollInterval ?? DEFAULT_LIVE_POLL_INTERVAL,
    'live.pollInterval',
    DEFAULT_LIVE_POLL_INTERVAL,
    { min: 0, max: MAX_TIMER_MS, kind: `an integer of milliseconds from 0 (never) up to ${MAX_TIMER_MS}` },
    fail,
  );
  return { core, pollInterval };
}

/** Checks every option and fills in the defaults; throws a TypeError naming the first wrong option. */
export function proxySettings(options: InboxProxyOptions): ProxySettings {
  objectOption(options, 'options', fail, 'an object with apiKey, baseUrl and resolveSubscriber');
  knownOptions(options, KNOWN_OPTIONS, fail);
  const apiKey = nonEmptyString(options.apiKey, 'apiKey', fail);
  // It goes into a header as `ApiKey <key>`: a space, a control or a non-ASCII character would break every request.
  if (![...apiKey].every((char) => char >= '!' && char <= '~'))
    fail('apiKey must be printable ASCII characters without spaces');
  const upstream = upstreamUrl(options.baseUrl);
  const resolveSubscriber = functionOption(options.resolveSubscriber, 'resolveSubscriber', fail, {
    required: true,
  })!;
  const fetch = functionOption(options.fetch, 'fetch', fail) ?? globalThis.fetch;
  const onError = functionOption(options.onError, 'onError', fail);
  const maxInFlight = positive(options.maxInFlight, 'maxInFlight', 'requests', 256, 1_000_000);
  return {
    apiKey,
    upstream,
    basePath: mountPath(options.basePath),
    resolveSubscriber,
    bodyLimit: positive(options.bodyLimit, 'bodyLimit', 'bytes', 16 * 1024),
    bodyTimeoutMs: positive(options.bodyTimeoutMs, 'bodyTimeoutMs', 'milliseconds', 10_000, MAX_TIMER_MS),
    responseLimit: positive(options.responseLimit, 'responseLimit', 'bytes', 1024 * 1024),
    timeoutMs: positive(options.timeoutMs, 'timeoutMs', 'milliseconds', 10_000, MAX_TIMER_MS),
    allowedOrigins: origins(options.allowedOrigins),
    credentials: credentialsPolicy(options.credentials),
    fetch,
    maxInFlight,
    maxInFlightPerSubscriber: subscriberShare(options.maxInFlightPerSubscriber, maxInFlight),
    circuitBreaker: breaker(options.circuitBreaker),
    clock: clockOption(options.clock, fail) ?? realClock,
    onError,
    live: liveSettings(options.live),
  };
}
