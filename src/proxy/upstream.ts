/**
 * One exchange with the service (docs/security.md): the request goes with `redirect: 'manual'`, so the key never
 * travels to a `Location`; it is cut when the browser goes away or when the service takes longer than the
 * timeout to answer completely (headers and body); the answer's body is read up to the response cap. It goes
 * only when the gate lets it (its share's cap and breaker, then the process's, docs/proxy.md#when-the-service-hangs).
 * A connection the service closed or reset before answering is tried once more (docs/proxy.md#retries), for a GET,
 * and for a write with an idempotency key, which the service applies once however often it arrives.
 */
import type { Clock } from '../utils/clock.js';
import { answerHeaders, errorResponse } from './proxy-answers.js';
import { readCapped } from './read-capped.js';
import type { ExchangeOutcome, GateShare, UpstreamGate } from './upstream-gate.js';

/** What came of the exchange: an answer to look at, or a failure with the status the browser gets. */
export type Exchange =
  | {
      ok: true;
      response: Response;
      /** Read for 2xx and 4xx answers only, the ones whose body may pass. */ body?: Uint8Array;
    }
  | { ok: false; status: 499 | 502 | 503 | 504; message: string; retryAfterSeconds?: number };

/** What stopped the exchange, as the abort reason. */
type Cut = 'timeout' | 'browser-gone';

export interface ExchangeInput {
  fetch: typeof fetch;
  target: string;
  init: { method: string; headers: Headers; body?: string | Uint8Array };
  /** The browser's request signal: aborted when it disconnects. */
  browserSignal: AbortSignal;
  timeoutMs: number;
  responseLimit: number;
  gate: UpstreamGate;
  /**
   * Whose request it is: the subscriber's share (`gate.subscriberShare(id)`) or a named one of the proxy's own
   * (`gate.namedShare('live-poll')`); the proxy's own unnamed share when absent.
   */
  share?: GateShare;
  clock: Clock;
}

/** Whether the body of an answer with this status may reach the browser (and so is worth reading). */
function bodyMayPass(status: number): boolean {
  return (
    (status >= 200 && status < 300 && status !== 204 && status !== 205) || (status >= 400 && status < 500)
  );
}

/** A `Response`, possibly of another realm (a fetch given as an option may bring its own class). */
function looksLikeResponse(value: unknown): value is Response {
  if (value instanceof Response) return true;
  const candidate = value as Partial<Response> | null;
  return typeof candidate?.status === 'number' && typeof candidate.headers?.get === 'function';
}

function failure(reason: unknown, timeoutMs: number, otherwise: string): Exchange {
  if (reason === 'timeout')
    return {
      ok: false,
      status: 504,
      message: `The notification service did not answer within ${timeoutMs} ms`,
    };
  if (reason === 'browser-gone') return { ok: false, status: 499, message: 'The browser closed the request' };
  return { ok: false, status: 502, message: otherwise };
}

/** The error codes of a connection the service closed or reset under the request, somewhere in `error`'s causes. */
const CLOSED_UNDER_US = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function connectionClosed(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && CLOSED_UNDER_US.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the request may be sent twice: a read, or a write the service deduplicates by its idempotency key. */
function safeToRepeat(init: ExchangeInput['init']): boolean {
  return init.method === 'GET' || init.headers.has('idempotency-key');
}

/** The service's response; a connection closed before any answer is tried once more when that is safe. */
async function fetchOnce(input: ExchangeInput, signal: AbortSignal): Promise<Response> {
  const send = () =>
    input.fetch(input.target, {
      ...input.init,
      body: input.init.body as BodyInit | undefined,
      redirect: 'manual',
      signal,
    });
  try {
    return await send();
  } catch (error) {
    // A pooled keep-alive connection the service had closed: nothing of the answer came, so nothing is lost.
    if (signal.aborted || !safeToRepeat(input.init) || !connectionClosed(error)) throw error;
    return send();
  }
}

/** Runs the exchange, when the gate lets it go; it never rejects. */
export async function exchange(input: ExchangeInput): Promise<Exchange> {
  if (input.browserSignal.aborted) return failure('browser-gone', input.timeoutMs, '');
  const admission = input.gate.admit(input.share);
  if (!admission.admitted)
    return {
      ok: false,
      status: 503,
      message: admission.message,
      retryAfterSeconds: admission.retryAfterSeconds,
    };
  let result: Exchange | undefined;
  try {
    result = await exchangeAdmitted(input);
    return result;
  } finally {
    admission.release(result ? outcomeOf(result) : 'unknown');
  }
}

/** How the breaker counts an exchange: a timeout or an unreachable service is a failure, any answer is not. */
function outcomeOf(result: Exchange): ExchangeOutcome {
  if (result.ok) return 'answered';
  if (result.status === 504 || result.message === UNREACHABLE) return 'failed';
  return result.status === 499 ? 'unknown' : 'answered';
}

const UNREACHABLE = 'The notification service could not be reached';

/** The browser's answer to a failed exchange: the proxy's own error, with `Retry-After` when it says when. */
export function failureResponse(result: Extract<Exchange, { ok: false }>, path: string): Response {
  const headers = answerHeaders();
  if (result.retryAfterSeconds !== undefined) headers.set('retry-after', String(result.retryAfterSeconds));
  return errorResponse(result.status, result.message, path, headers);
}

async function exchangeAdmitted(input: ExchangeInput): Promise<Exchange> {
  const controller = new AbortController();
  const cut = (reason: Cut) => controller.abort(reason);
  const onBrowserGone = () => cut('browser-gone');
  input.browserSignal.addEventListener('abort', onBrowserGone, { once: true });
  const timer = input.clock.setTimeout(() => cut('timeout'), input.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchOnce(input, controller.signal);
    } catch {
      return failure(controller.signal.reason, input.timeoutMs, UNREACHABLE);
    }
    if (!looksLikeResponse(response))
      return { ok: false, status: 502, message: 'The proxy’s fetch did not resolve with a Response' };
    if (!bodyMayPass(response.status)) {
      // Nothing of it is passed on: stop the service sending it.
      await response.body?.cancel().catch(() => undefined);
      return { ok: true, response };
    }
    let body: Uint8Array | undefined;
    try {
      body = await readCapped(response.body, response.headers.get('content-length'), input.responseLimit);
    } catch {
      return failure(
        controller.signal.reason,
        input.timeoutMs,
        'The notification service’s answer was cut short',
      );
    }
    if (body === undefined) {
      return {
        ok: false,
        status: 502,
        message: `The notification service’s answer is larger than ${input.responseLimit} bytes`,
      };
    }
    return { ok: true, response, body };
  } finally {
    input.clock.clearTimeout(timer);
    input.browserSignal.removeEventListener('abort', onBrowserGone);
  }
}
