/**
 * The only code of the library that does network I/O: one request, with auth, a per-attempt timeout, the caller's
 * signal, retries with backoff, one idempotency key per mutating call, and typed errors.
 */
import {
  invalid,
  NotifHttpError,
  NotifNetworkError,
  NotifResponseError,
  NotifTimeoutError,
  type RequestSummary,
} from './errors.js';
import { isRecord } from '../utils/is-record.js';
// The library's one clock: a leaf module with no imports, shared by the store's timers and the client's.
import { clock } from '../utils/clock.js';
import { RETRYABLE_STATUSES, backoffDelay, parseRetryAfter, sleep, type RetryOptions } from './retry.js';
import type { ApiErrorBody } from './types.js';

/** How requests authenticate: the environment's API key (servers), a session token, or nothing (behind a proxy). */
export type NotifAuth = { apiKey: string } | { token: string } | 'none';

/** A query string as an object: arrays become repeated keys, `undefined` is left out. */
export type QueryValues = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

/** Options every operation takes. */
export interface CallOptions {
  /** Aborts the call, including its retries and the waits between them. */
  signal?: AbortSignal;
  /**
   * Send this mutating request with `keepalive`, so it completes even when the page is being unloaded
   * (a click that navigates away). Bodies are limited to 64 KiB by browsers.
   */
  keepalive?: boolean;
  /**
   * The idempotency key of a mutating call. Left out, a fresh one is made; a caller that re-sends a change
   * later (after a reload, say) passes the key it used the first time, so the service applies it once.
   */
  idempotencyKey?: string;
  /**
   * For a read that a person is waiting for: after the client's own retries, keep trying what may pass with time (no
   * answer, a timeout, 408, 429, 5xx) at the pace of the last retry (jittered), `Retry-After` honoured, for up to this
   * many milliseconds from the call's start, the last try at its end. Off with retries (`retries: 0`).
   */
  patienceMs?: number;
}

export interface TransportOptions {
  baseUrl: string;
  authorization: string | undefined;
  fetch: typeof fetch;
  timeoutMs: number;
  retry: Required<RetryOptions>;
  random: () => number;
}

export interface RequestInput extends CallOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: QueryValues;
  body?: unknown;
}

/** Serializes a query object the way the service reads it: `?channels=email&channels=sms`. */
export function toSearchParams(query: QueryValues | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A fresh idempotency key; `crypto.randomUUID` exists in browsers (secure contexts) and Node ≥ 19. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (plain http on a LAN address) lack randomUUID; a long random string serves the same purpose.
  return Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
}

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  if (text === '') return { json: undefined, text };
  try {
    return { json: JSON.parse(text), text };
  } catch {
    return { json: undefined, text };
  }
}

function asErrorBody(json: unknown, status: number, text: string): ApiErrorBody | undefined {
  if (isRecord(json)) {
    const body = json as Partial<ApiErrorBody>;
    if (body.message !== undefined || body.error !== undefined) return body as ApiErrorBody;
  }
  if (text === '') return undefined;
  return { statusCode: status, error: 'Unexpected response', message: text.slice(0, 200) };
}

/** The full URL of a request, as it is sent and as errors name it. */
export function urlOf(connection: TransportOptions, input: Pick<RequestInput, 'path' | 'query'>): string {
  return `${connection.baseUrl}${input.path}${toSearchParams(input.query)}`;
}

/** Sends one request, retrying what is safe to retry, and resolves with the parsed JSON body. */
export async function send(connection: TransportOptions, input: RequestInput): Promise<unknown> {
  const { retry, random } = connection;
  const url = urlOf(connection, input);
  const summary: RequestSummary = { method: input.method, url };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (connection.authorization) headers.authorization = connection.authorization;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  // Every method but GET changes something: one key for the call, reused by its retries, so the service applies the
  // change once, however often it arrives.
  if (input.method !== 'GET') headers['idempotency-key'] = input.idempotencyKey ?? newIdempotencyKey(random);
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  const patience = input.patienceMs ?? 0;
  if (typeof patience !== 'number' || !(patience >= 0))
    throw invalid('patienceMs', 'must be 0 or more milliseconds');
  const patientUntil = clock.now() + patience;

  for (let attempt = 0; ; attempt++) {
    let failure: NotifHttpError | NotifNetworkError | NotifTimeoutError;
    let retryAfterMs: number | undefined;
    try {
      const { response, json, text } = await attemptOnce(
        connection,
        url,
        { method: input.method, headers, body, keepalive: input.keepalive },
        summary,
        input.signal,
      );
      if (response.ok) {
        if (json === undefined && text !== '') throw new NotifResponseError(summary, 'not JSON');
        return json;
      }
      retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      failure = new NotifHttpError(
        response.status,
        asErrorBody(json, response.status, text),
        summary,
        retryAfterMs === undefined ? undefined : retryAfterMs / 1000,
      );
      // 409 with Retry-After: an earlier attempt of this very call is still being applied; asking again is safe.
      const retryable =
        RETRYABLE_STATUSES.has(response.status) || (response.status === 409 && retryAfterMs !== undefined);
      if (!retryable) throw failure;
    } catch (error) {
      if (!(error instanceof NotifNetworkError || error instanceof NotifTimeoutError)) throw error;
      failure = error;
    }
    // Past its own retries, a patient call tries again at the pace of its last retry until its patience is spent, the
    // last time at its end; a service that asks for a longer wait than is left is taken at its word.
    const patient = attempt >= retry.retries;
    const delay = backoffDelay(Math.min(attempt, retry.retries), retry, retryAfterMs, random);
    const left = patientUntil - clock.now();
    if (
      delay === undefined ||
      retry.retries === 0 ||
      (patient && (left <= 0 || (retryAfterMs !== undefined && delay > left)))
    )
      throw failure;
    await sleep(patient ? Math.min(delay, left) : delay, input.signal);
  }
}

/** One attempt, body included: the timeout covers a response that starts and then stalls. */
async function attemptOnce(
  connection: TransportOptions,
  url: string,
  init: RequestInit,
  summary: RequestSummary,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; json: unknown; text: string }> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, connection.timeoutMs);
  const forward = () => controller.abort(signal!.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await connection.fetch(url, { ...init, signal: controller.signal });
    return { response, ...(await readBody(response)) };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw new NotifTimeoutError(summary, connection.timeoutMs);
    throw new NotifNetworkError(summary, { cause: error });
  } finally {
    clock.clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
