/**
 * The errors the client throws. Every one extends {@link NotifError}, so `catch (e) { if (e instanceof NotifError) … }`
 * catches them all. None of them holds request headers: the Authorization header and the API key never appear
 * in a message, a property or a serialized error.
 */
import type { ApiErrorBody } from './types.js';

/** The base class of every error the client throws. */
export class NotifError extends Error {
  override readonly name: string = 'NotifError';
}

/** An argument failed its check before any request was sent. `field` names the first wrong one. */
export class NotifValidationError extends NotifError {
  override readonly name = 'NotifValidationError';
  constructor(
    /** The path of the first wrong field, such as `limit` or `credentials.deviceTokens.0`. */
    readonly field: string,
    /** One sentence per problem, each led by the field's path. */
    readonly problems: readonly string[],
  ) {
    super(problems.join('; '));
  }
}

/** The method and URL of a request, as they may appear in errors: no headers, no body. */
export interface RequestSummary {
  method: string;
  url: string;
}

function messageOf(body: ApiErrorBody | undefined): string {
  if (!body) return 'no error body';
  return Array.isArray(body.message) ? body.message.join('; ') : String(body.message ?? body.error ?? '');
}

/** The service answered with a status outside 2xx. */
export class NotifHttpError extends NotifError {
  override readonly name = 'NotifHttpError';
  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** The parsed error body, when the service sent JSON. */
    readonly body: ApiErrorBody | undefined,
    /** Which request failed. */
    readonly request: RequestSummary,
    /** Seconds the service asked to wait before trying again (`Retry-After`), when it said. */
    readonly retryAfter?: number,
  ) {
    super(`${request.method} ${request.url} failed with ${status}: ${messageOf(body)}`);
  }
}

/** The request never got an answer: offline, DNS, connection refused, CORS refusal… `cause` holds the original. */
export class NotifNetworkError extends NotifError {
  override readonly name = 'NotifNetworkError';
  constructor(
    readonly request: RequestSummary,
    options?: { cause?: unknown },
  ) {
    super(`${request.method} ${request.url} could not reach the service`, options);
  }
}

/** An attempt took longer than the client's `timeoutMs`. */
export class NotifTimeoutError extends NotifError {
  override readonly name = 'NotifTimeoutError';
  constructor(
    readonly request: RequestSummary,
    /** The per-attempt limit that was exceeded, in milliseconds. */
    readonly timeoutMs: number,
  ) {
    super(`${request.method} ${request.url} timed out after ${timeoutMs} ms`);
  }
}

/** The answer was 2xx but not the JSON the operation returns. */
export class NotifResponseError extends NotifError {
  override readonly name = 'NotifResponseError';
  constructor(
    readonly request: RequestSummary,
    detail: string,
  ) {
    super(`${request.method} ${request.url} returned an unexpected body: ${detail}`);
  }
}
