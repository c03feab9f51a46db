/**
 * Turns the service's answer into the browser's (docs/security.md). Only what the inbox needs passes: a JSON body
 * of a 2xx or 4xx answer, with the key scrubbed from it, and four headers. A body that cannot hold the key and
 * needs no trimming passes as the bytes it came in, with no rebuilding (docs/proxy.md#under-load). Anything else (a redirect, an HTML
 * page, a status no browser should see, a 5xx body with its stack trace) becomes an answer of the proxy's own.
 */
import { answerHeaders, errorResponse, jsonResponse } from './proxy-answers.js';
import { redactJson, type KeyRedactor } from './redact.js';

/** What the answer depends on besides the service's response. */
export interface AnswerContext {
  /** The browser's request path, named in the proxy's own errors. */
  path: string;
  /** The idempotency key the browser sent, echoed in place of the scoped one the service saw. */
  browserKey: string | undefined;
  /** Takes the API key out of a string, and tells whether a JSON text may hold it. */
  redact: KeyRedactor;
  /** Cuts a successful answer down to what the browser may see (the credentials route). */
  trimSuccess?: (body: unknown) => unknown;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isJsonMediaType(contentType: string | null): boolean {
  const type = contentType?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * The body's text and its parsed value, or `undefined` when it is not JSON (by its type or by its bytes). Parsing
 * is the check that it is JSON: a hand-written check that builds nothing costs as much CPU as V8's parse.
 */
function parsedJson(response: Response, body: Uint8Array): { text: string; value: unknown } | undefined {
  if (!isJsonMediaType(response.headers.get('content-type'))) return undefined;
  try {
    const text = utf8.decode(body);
    return { text, value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** A Retry-After the client can use: seconds, or an HTTP date. Anything else is not passed on. */
function validRetryAfter(value: string | null): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,9}$/.test(trimmed)) return trimmed;
  return /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed) ? trimmed : undefined;
}

/** The four headers that pass back, rebuilt from values the proxy checked or owns. */
function passedHeaders(response: Response, context: AnswerContext): Headers {
  const headers = answerHeaders();
  const retryAfter = validRetryAfter(response.headers.get('retry-after'));
  if (retryAfter !== undefined) headers.set('retry-after', retryAfter);
  if (response.headers.get('idempotency-replay') === 'true') headers.set('idempotency-replay', 'true');
  if (context.browserKey !== undefined && response.headers.has('idempotency-key'))
    headers.set('idempotency-key', context.browserKey);
  return headers;
}

/** The browser's answer to the service's `response`, whose `body` was read when it may pass. */
export function browserAnswer(
  response: Response,
  body: Uint8Array | undefined,
  context: AnswerContext,
): Response {
  const { status } = response;
  const headers = passedHeaders(response, context);
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    return errorResponse(
      502,
      'The notification service answered with a redirect, which the proxy does not follow',
      context.path,
    );
  }
  if (status < 200 || status > 599)
    return errorResponse(502, `The notification service answered with status ${status}`, context.path);
  if (status === 401) {
    // The service refused the proxy's own key: a server misconfiguration, not the browser's sign-in.
    return errorResponse(502, 'The notification service refused the proxy’s API key', context.path);
  }
  if (status >= 500) return errorResponse(status, 'The notification service failed', context.path, headers);
  if (status === 204 || status === 205) return new Response(null, { status, headers });
  const json = body && parsedJson(response, body);
  if (!json)
    return errorResponse(
      502,
      'The notification service answered with something other than JSON',
      context.path,
    );
  if (status < 300 && context.trimSuccess)
    return jsonResponse(status, redactJson(context.trimSuccess(json.value), context.redact), headers);
  if (context.redact.mayHold(json.text))
    return jsonResponse(status, redactJson(json.value, context.redact), headers);
  // Clean, and nothing to trim: the bytes as they came, which parse to what the scrubbed copy would hold.
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}
