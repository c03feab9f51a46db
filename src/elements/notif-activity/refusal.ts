/**
 * A refused list query: the client's own check (`NotifValidationError`, its issues as data) or the service's 400
 * (docs/decisions.md#errors: `message` is a string or a list of strings), as problems of the filter fields they concern.
 */
import { NotifHttpError, NotifValidationError } from '../../api/errors.js';
import { clipText } from '../../utils/clip-text.js';
import { texts } from '../../utils/untrusted.js';
import { problemsOf, problemsOfIssues, type ActivityFilters, type FilterProblem } from './filters.js';

/**
 * The problems of a refusal, by field (`values` are the filters that were refused), or undefined when the error is
 * no refusal (a network failure, a 500…).
 */
export function refusal(error: unknown, values?: ActivityFilters): FilterProblem[] | undefined {
  if (error instanceof NotifValidationError) return problemsOfIssues(error.issues, values);
  if (error instanceof NotifHttpError && error.status === 400) {
    const message = error.body?.message;
    // Sentences only, each clipped: a service may send objects, or a sentence megabytes long.
    const sentences = Array.isArray(message) ? texts(message) : typeof message === 'string' ? [message] : [];
    return problemsOf(
      sentences.map((sentence) => clipText(sentence)),
      values,
    );
  }
  return undefined;
}
