/**
 * A connection to the service: the checked options of a client (base URL, credentials, fetch, timeout, retry,
 * envelope mode) over one {@link Transport}, and the one way every operation sends a request through it and reads
 * the answer. Operations are plain functions of a connection (`operations/*.ts`), so a page carries only those it
 * calls; `NotifClient` is the same operations as methods.
 */
import { nonEmptyString } from './checks.js';
import { NotifResponseError, NotifValidationError, type RequestSummary } from './errors.js';
import { DEFAULT_RETRY, type RetryOptions } from './retry.js';
import { Transport, type NotifAuth, type RequestInput } from './transport.js';
import { validated } from './validated.js';

/** Options of a {@link NotifClient} and of {@link connect}. */
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

/** What the operations send through: made by {@link connect}, shared by every operation of one client. */
export interface Connection {
  readonly transport: Transport;
  readonly envelope: boolean | undefined;
}

/** The shape an operation answers with, so a wrapped or malformed answer is recognized. */
export type Shape = 'object' | 'array' | 'page' | 'count';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function authorizationOf(auth: unknown): string | undefined {
  if (auth === 'none') return undefined;
  if (isRecord(auth) && 'apiKey' in auth)
    return `ApiKey ${validated<string>(nonEmptyString, auth.apiKey, 'auth.apiKey')}`;
  if (isRecord(auth) && 'token' in auth)
    return `Bearer ${validated<string>(nonEmptyString, auth.token, 'auth.token')}`;
  throw new NotifValidationError('auth', ["auth must be { apiKey }, { token } or 'none'"]);
}

/** Checks the options and makes a connection; a wrong option throws a `NotifValidationError` naming it. */
export function connect(options: NotifClientOptions): Connection {
  const authorization = authorizationOf(options?.auth);
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
  const transport = new Transport({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    authorization,
    // Called unbound: `window.fetch` throws "Illegal invocation" when `this` is not the window.
    fetch: (input, init) => fetchImpl(input, init),
    timeoutMs,
    retry:
      options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : { ...DEFAULT_RETRY, ...options.retry },
    random: options.random ?? Math.random,
  });
  return { transport, envelope: options.envelope };
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

function unwrap(
  answer: unknown,
  shape: Shape,
  envelope: boolean | undefined,
  request: RequestSummary,
): unknown {
  const found = envelopeContent(answer);
  // A bare page or count never has `data` as its only key, so "only key data" means wrapped.
  const wrapped = envelope !== false && found.found && (shape !== 'object' || isRecord(found.content));
  // A page (`{ data: [...], hasMore, … }`) is its own envelope: the wrapping service does not wrap it twice.
  const ownEnvelope = shape === 'page' && !wrapped && isShape(answer, 'page');
  if (envelope === true && !wrapped && !ownEnvelope)
    throw new NotifResponseError(request, 'expected a { data } envelope');
  const content = wrapped ? found.content : answer;
  if (!isShape(content, shape))
    throw new NotifResponseError(request, `expected ${/^[ao]/.test(shape) ? 'an' : 'a'} ${shape}`);
  return content;
}

/** Sends one request of an operation and resolves with its answer, unwrapped and of the expected shape. */
export async function call<T>(connection: Connection, input: RequestInput, shape: Shape): Promise<T> {
  const answer = await connection.transport.send(input);
  const request = { method: input.method, url: connection.transport.urlOf(input) };
  return unwrap(answer, shape, connection.envelope, request) as T;
}
