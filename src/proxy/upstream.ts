/**
 * One exchange with the service (docs/security.md): the request goes with `redirect: 'manual'`, so the key never
 * travels to a `Location`; it is cut when the browser goes away or when the service takes longer than the
 * timeout to answer completely (headers and body); the answer's body is read up to the response cap.
 */
import { readCapped } from './read-capped.js';

/** What came of the exchange: an answer to look at, or a failure with the status the browser gets. */
export type Exchange =
  | {
      ok: true;
      response: Response;
      /** Read for 2xx and 4xx answers only, the ones whose body may pass. */ body?: Uint8Array;
    }
  | { ok: false; status: 499 | 502 | 504; message: string };

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

/** Runs the exchange; it never rejects. */
export async function exchange(input: ExchangeInput): Promise<Exchange> {
  const controller = new AbortController();
  const cut = (reason: Cut) => controller.abort(reason);
  const onBrowserGone = () => cut('browser-gone');
  if (input.browserSignal.aborted) return failure('browser-gone', input.timeoutMs, '');
  input.browserSignal.addEventListener('abort', onBrowserGone, { once: true });
  const timer = setTimeout(() => cut('timeout'), input.timeoutMs);
  try {
    let response: Response;
    try {
      response = await input.fetch(input.target, {
        ...input.init,
        body: input.init.body as BodyInit | undefined,
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch {
      return failure(
        controller.signal.reason,
        input.timeoutMs,
        'The notification service could not be reached',
      );
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
    clearTimeout(timer);
    input.browserSignal.removeEventListener('abort', onBrowserGone);
  }
}
