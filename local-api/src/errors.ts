/**
 * Error answers of the local API (docs/decisions.md#errors): one body shape for every failure, so the client and the
 * elements read a status, a reason and a message the same way whatever went wrong.
 */
import type { ApiErrorBody } from 'notif-api-contract';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The reason phrase of an HTTP status, as the `error` field of the body carries it. */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error';
}

/**
 * A failure with a status that routes and middleware throw; the app turns it into an error body.
 * `message` is a list of sentences for validation errors (400), else one sentence.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly messages: string | string[],
    /** Extra response headers, such as `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
  }
}

/** 404 with the sentence docs/decisions.md#errors fixes: `<Thing> with id <id> not found`. */
export function notFound(thing: string, id: string): ApiError {
  return new ApiError(404, `${thing} with id ${id} not found`);
}

/** The body of an error answer. */
export function errorBody(
  status: number,
  message: string | string[],
  path: string,
  now: Date,
  errorId?: string,
): ApiErrorBody {
  return {
    statusCode: status,
    error: reasonPhrase(status),
    message,
    path,
    timestamp: now.toISOString(),
    ...(errorId === undefined ? {} : { errorId }),
  };
}

/** A JSON error response; error bodies are never wrapped in an envelope. */
export function errorResponse(
  status: number,
  message: string | string[],
  request: Request,
  now: Date,
  options: { headers?: Record<string, string>; errorId?: string } = {},
): Response {
  const body = errorBody(status, message, new URL(request.url).pathname, now, options.errorId);
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...options.headers },
  });
}

/**
 * A short random id that ties a 500 answer to the log line holding its stack trace. It does not draw from the
 * `random` option, so an unexpected failure never shifts a test's deterministic fault injection.
 */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
