/**
 * The base class of the client's errors, and the error of an input that fails its check. Apart from the errors of
 * requests (`errors.ts`, which re-exports these), so that code that only checks what a page configured does not
 * load the request errors.
 */

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
