/**
 * A connection to the service: the checked options of a client (base URL, credentials, fetch, timeout, retry,
 * envelope mode). Operations are plain functions of a connection (`operations/*.ts`) that send through `call.ts`, so
 * a page carries only those it calls, and making a connection carries none of the request code (an element can hold
 * one from its first render and fetch that code when it first sends). `NotifClient` is the same operations as
 * methods.
 */
import { checkBaseUrl } from './base-url.js';
import { nonEmptyString } from './checks.js';
import { invalid } from './errors.js';
import { isRecord } from '../utils/is-record.js';
import { DEFAULT_RETRY, type RetryOptions } from './retry.js';
import type { NotifAuth, TransportOptions } from './transport.js';
import { validated } from './validated.js';

/** Options of a {@link NotifClient} and of {@link connect}. */
export interface NotifClientOptions {
  /**
   * Prefix of every request (`<baseUrl>/v1/…`): an `http(s)` URL, or a path on this page's origin such as
   * `/api/notif` (a backend running `createInboxProxy`), without a query or fragment. Empty or left out: this page's
   * origin. Anything else is a `NotifValidationError` naming `baseUrl` (`api/base-url.ts`).
   */
  baseUrl?: string;
  /** How to authenticate. An API key belongs on servers; in browsers use a token or a proxy (`'none'`). */
  auth: NotifAuth;
  /** A fetch to use instead of the global one (tests, stories, custom transports). */
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

/** What the operations send through: made by {@link connect}, shared by every operation of one client. */
export interface Connection extends Readonly<TransportOptions> {
  readonly envelope: boolean | undefined;
}

/** The key or token: a string with something other than white space in it. */
function credential(value: unknown, field: string): string {
  return validated<string>(nonEmptyString, value, field);
}

/** The `Authorization` header of credentials already checked. */
export function authorizationOf(auth: NotifAuth): string | undefined {
  if (auth === 'none') return undefined;
  return 'apiKey' in auth ? `ApiKey ${auth.apiKey}` : `Bearer ${auth.token}`;
}

function checkedAuth(auth: unknown): NotifAuth {
  if (auth === 'none') return auth;
  if (isRecord(auth) && 'apiKey' in auth) return { apiKey: credential(auth.apiKey, 'auth.apiKey') };
  if (isRecord(auth) && 'token' in auth) return { token: credential(auth.token, 'auth.token') };
  throw invalid('auth', "must be { apiKey }, { token } or 'none'");
}

/** Checks the options and makes a connection; a wrong option throws a `NotifValidationError` naming it. */
export function connect(options: NotifClientOptions): Connection {
  const authorization = authorizationOf(checkedAuth(options?.auth));
  const baseUrl = checkBaseUrl(options.baseUrl ?? '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw invalid('timeoutMs', 'must be a positive number');
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') {
    throw invalid('fetch', 'must be a function (no global fetch is available)');
  }
  return connectionOf({ ...options, baseUrl, authorization, fetch: fetchImpl, timeoutMs });
}

/** What a connection is made of, checked: by {@link connect}, or, for the elements, by `store/shared-connection.ts`. */
export interface CheckedConnectionOptions extends Omit<NotifClientOptions, 'auth' | 'fetch'> {
  /** Without its trailing slashes. */
  baseUrl: string;
  authorization: string | undefined;
  fetch: typeof fetch;
}

/** A connection of checked options, with the defaults of those left out. */
export function connectionOf(options: CheckedConnectionOptions): Connection {
  const { fetch: fetchImpl } = options;
  return {
    baseUrl: options.baseUrl,
    authorization: options.authorization,
    // Called unbound: `window.fetch` throws "Illegal invocation" when `this` is not the window.
    fetch: (input, init) => fetchImpl(input, init),
    timeoutMs: options.timeoutMs ?? 10_000,
    retry:
      options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : { ...DEFAULT_RETRY, ...options.retry },
    random: options.random ?? Math.random,
    envelope: options.envelope,
  };
}
