/**
 * What leaves the proxy (docs/security.md): its own answers and errors, the service's answer turned into the
 * browser's, the API key taken out of both, and the operator's `onError` report, redacted too. Every answer carries
 * `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`, and none ever holds the key.
 */

/*
 * The proxy's own answers. Every answer, its own or the service's, is `Cache-Control: no-store` (an inbox is
 * one person's, never for a shared cache) and `X-Content-Type-Options: nosniff` (a body is only ever JSON).
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The headers every answer carries. */
export function answerHeaders(): Headers {
  return new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
}

/** A JSON answer with the given body and extra headers. */
export function jsonResponse(status: number, body: unknown, headers: Headers = answerHeaders()): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

/** An error of the proxy's own, shaped like the service's errors: `{ statusCode, error, message, path, timestamp }`. */
export function errorResponse(status: number, message: string, path: string, headers?: Headers): Response {
  const body = {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message,
    path,
    timestamp: new Date().toISOString(),
  };
  return jsonResponse(status, body, headers);
}

/*
 * Takes the API key out of whatever the service sends back (docs/security.md). A compromised or buggy service
 * may echo the request's `Authorization: ApiKey …` in an error, a stack trace or a body: the browser must never
 * see it. The body is scrubbed after parsing, so a key written with JSON escapes (`\u0061…`) is found too; a body
 * whose text cannot hold the key in any form is passed on as it came (docs/proxy.md#under-load).
 */

const REDACTED = '[redacted]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `apikey` in any case, as a pattern: the key itself is matched exactly, the scheme word is not. */
const SCHEME = [...'apikey'].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('');

/** Replaces the key in a string, and tells whether a JSON text may hold it. */
export interface KeyRedactor {
  /** The string with the key (bare, URL-encoded, or with its `ApiKey ` scheme) replaced. */
  (text: string): string;
  /**
   * Whether the JSON text `json` may hold the key once parsed: it holds one of the key's forms as it is, or a JSON
   * escape that could spell one (`\u…`, or `\/`, `\"`, `\\` when the key has that character). When it is false,
   * scrubbing the parsed text would change nothing.
   */
  mayHold(json: string): boolean;
}

/** The JSON escapes that could spell a character of `apiKey` (printable ASCII) inside a JSON string. */
function escapesOf(apiKey: string): string[] {
  return ['\\u', ...['/', '"', '\\'].filter((char) => apiKey.includes(char)).map((char) => `\\${char}`)];
}

/** A redactor of `apiKey`: see {@link KeyRedactor}. */
export function keyRedactor(apiKey: string): KeyRedactor {
  const plainForms = [...new Set([apiKey, encodeURIComponent(apiKey)])];
  const pattern = new RegExp(`(?:${SCHEME}\\s+)?(?:${plainForms.map(escapeRegExp).join('|')})`, 'g');
  const telltales = [...plainForms, ...escapesOf(apiKey)];
  return Object.assign((text: string) => text.replace(pattern, REDACTED), {
    mayHold: (json: string) => telltales.some((telltale) => json.includes(telltale)),
  });
}

/** A copy of a parsed JSON value with the key taken out of every string and every property name. */
export function redactJson(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact));
  if (typeof value === 'object' && value !== null) {
    // fromEntries defines own properties, so a `__proto__` name stays a name and never becomes a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [redact(name), redactJson(item, redact)]),
    );
  }
  return value;
}

/*
 * Turns the service's answer into the browser's (docs/security.md). Only what the inbox needs passes: a JSON object
 * or array of a 2xx or 4xx answer, without the key, and four headers. A body that cannot hold the key and needs no
 * trimming passes as the bytes it came in, unparsed and unrebuilt (docs/proxy.md#under-load). Anything else (a
 * redirect, an HTML page, a status no browser should see, a 5xx body with its stack trace) becomes an answer of the
 * proxy's own.
 */

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
  /** Cuts a 4xx answer down to what the browser may see (the credentials route). */
  trimClientError?: (body: unknown) => unknown;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isJsonMediaType(contentType: string | null): boolean {
  const type = contentType?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** JSON's four whitespace characters: space, tab, line feed, carriage return. */
function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/**
 * Whether `text` has the shape of a JSON object or array: after any whitespace, `{` … `}` or `[` … `]`. It builds
 * nothing and reads only the ends, so it refuses what would harm the browser (an HTML page, plain text, an empty
 * body, a body cut short) without parsing what is between; the client parses and checks that (docs/security.md).
 */
function hasJsonShape(text: string): boolean {
  let first = 0;
  let last = text.length - 1;
  while (first < last && isJsonWhitespace(text.charCodeAt(first))) first++;
  while (last > first && isJsonWhitespace(text.charCodeAt(last))) last--;
  if (first >= last) return false;
  const open = text.charCodeAt(first);
  const close = text.charCodeAt(last);
  return (open === 0x7b && close === 0x7d) || (open === 0x5b && close === 0x5d);
}

/**
 * Whether `text` must be parsed before it passes, for a raw control character that could hide the key from the
 * search: a NUL after each character (the key in UTF-16), or a raw newline or tab splitting it, is readable once a
 * reader skips it. A control other than JSON's whitespace is parsed, and so refused (JSON allows it nowhere); a text
 * laid out on lines is searched once more without its raw whitespace, and parsed when that may hold the key (inside
 * a string JSON refuses a raw newline; outside one the key is no JSON at all). Most answers have no control character:
 * one regular-expression scan, which allocates nothing.
 */
function mayHideKey(text: string, redact: KeyRedactor): boolean {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f]/.test(text)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) return true;
  return redact.mayHold(text.replace(/[\t\n\r]/g, ''));
}

/**
 * The body's text when it may pass as JSON: labelled JSON, valid UTF-8 (the key is searched in the decoded text),
 * and shaped as an object or array. `undefined` otherwise.
 */
function jsonText(response: Response, body: Uint8Array): string | undefined {
  if (!isJsonMediaType(response.headers.get('content-type'))) return undefined;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return undefined;
  }
  return hasJsonShape(text) ? text : undefined;
}

/** The parsed text, or `undefined` when it is not JSON after all. */
function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
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
  const text = body && jsonText(response, body);
  const notJson = () =>
    errorResponse(502, 'The notification service answered with something other than JSON', context.path);
  if (text === undefined) return notJson();
  const trim = status < 300 ? context.trimSuccess : context.trimClientError;
  if (trim || context.redact.mayHold(text) || mayHideKey(text, context.redact)) {
    // Parsed only here, to be trimmed or scrubbed: a body that is not JSON after all is still refused.
    const json = parsed(text);
    if (!json) return notJson();
    const value = trim ? trim(json.value) : json.value;
    return jsonResponse(status, redactJson(value, context.redact), headers);
  }
  // Clean, and nothing to trim: the bytes as they came, unparsed. What lies between the brackets is the client's to
  // check, as it checks every answer (docs/security.md#answers-only-the-services-json-without-the-key).
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

/*
 * The `onError` hook: what the operator learns of a failure the browser only sees as a 500 (a session store that
 * throws, a host's odd Request). The browser's answer never says why; the operator's hook does, but is never handed
 * the API key: it gets a copy of the error whose name, message, stack and code have the key taken out, and no
 * `cause` (whatever the original held, such as a request with its headers, stays behind).
 */

/** Where in the proxy a failure happened. */
export type InboxProxyFailureStage = 'resolveSubscriber' | 'request';

/** What `onError` receives. */
export interface InboxProxyError extends Error {
  /** Where it happened: the host's `resolveSubscriber`, or anywhere else while handling the request. */
  stage: InboxProxyFailureStage;
  /** The original error's `code`, when it had a string one (such as `ECONNREFUSED`). */
  code?: string;
}

function redactedCopy(
  error: unknown,
  stage: InboxProxyFailureStage,
  redact: (text: string) => string,
): InboxProxyError {
  const original = error instanceof Error ? error : undefined;
  const message = redact(original ? original.message : String(error));
  const copy = new Error(message) as InboxProxyError;
  copy.name = redact(original?.name ?? 'Error');
  copy.stack = original?.stack === undefined ? `${copy.name}: ${message}` : redact(original.stack);
  copy.stage = stage;
  const code = (original as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') copy.code = redact(code);
  return copy;
}

/** A reporter that hands `onError` a redacted copy of each failure; a hook that throws changes no answer. */
export function failureReporter(
  onError: ((error: InboxProxyError) => void) | undefined,
  redact: (text: string) => string,
): (error: unknown, stage: InboxProxyFailureStage) => void {
  return (error, stage) => {
    if (!onError) return;
    let copy: InboxProxyError;
    try {
      copy = redactedCopy(error, stage, redact);
    } catch {
      copy = Object.assign(new Error('The inbox proxy failed (the error could not be read)'), { stage });
    }
    try {
      onError(copy);
    } catch {
      // The operator's hook failing must not turn into the browser's answer, nor into an unhandled rejection.
    }
  };
}
