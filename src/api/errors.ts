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

/** One thing wrong with an input: where (a dot path) and what, as a phrase that follows the path. */
export interface ValidationIssue {
  /** The field's dot path, such as `limit` or `credentials.deviceTokens.0`. */
  readonly path: string;
  /** What is wrong with it: `must be an integer`, `is required`, `is not allowed`. */
  readonly message: string;
}

/** An issue as one sentence led by its path: `limit must not be greater than 100`. */
export function sentenceOf(issue: ValidationIssue): string {
  return `${issue.path} ${issue.message}`;
}

/** An argument failed its check before any request was sent. `issues` says what is wrong, field by field. */
export class NotifValidationError extends NotifError {
  override readonly name = 'NotifValidationError';
  /** The path of the first wrong field, such as `limit` or `credentials.deviceTokens.0`. */
  readonly field: string;
  /** One sentence per issue, each led by the field's path. */
  readonly problems: readonly string[];

  constructor(
    /** What is wrong, in the order the check found it (at least one issue). */
    readonly issues: readonly ValidationIssue[],
  ) {
    const problems = issues.map(sentenceOf);
    super(problems.join('; '));
    this.field = issues[0]?.path ?? '';
    this.problems = problems;
  }
}

/** A `NotifValidationError` of one issue: `path` and what is wrong with it. */
export function invalid(path: string, message: string): NotifValidationError {
  return new NotifValidationError([{ path, message }]);
}

/** The method and URL of a request, as they may appear in errors: no headers, no body. */
export interface RequestSummary {
  method: string;
  url: string;
}

/** Characters of the service's own message kept in an error's message; the whole body stays in `body`. */
const MESSAGE_LIMIT = 500;

function clip(message: string): string {
  return message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT)}…` : message;
}

/**
 * The readable part of an error body: `message` when it is a string or a list of strings (docs/decisions.md#errors), else
 * `error` when it is a string; undefined when there is none. Any other shape (objects, nested lists, numbers) is
 * data, not a sentence, and is left out.
 */
export function serviceMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return clip(message);
  if (Array.isArray(message)) {
    const sentences = message.filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    if (sentences.length > 0) return clip(sentences.join('; '));
  }
  if (typeof error === 'string' && error.trim() !== '') return clip(error);
  return undefined;
}

function messageOf(body: ApiErrorBody | undefined): string {
  if (!body) return 'no error body';
  return serviceMessageOf(body) ?? 'no readable error message';
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
