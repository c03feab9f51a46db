/**
 * The sentences of a refused list query: the client's own check (`NotifValidationError`) or the service's 400
 * (DESIGN §4.1: `message` is a string or a list of strings), so they can be shown next to their filter fields.
 */
import { NotifHttpError, NotifValidationError } from '../api/errors.js';
import { clipText } from '../utils/clip-text.js';
import { texts } from '../utils/untrusted.js';

/** The sentences of a refusal, or undefined when the error is no refusal (a network failure, a 500…). */
export function refusal(error: unknown): string[] | undefined {
  if (error instanceof NotifValidationError) return [...error.problems];
  if (error instanceof NotifHttpError && error.status === 400) {
    const message = error.body?.message;
    // Sentences only, each clipped: a service may send objects, or a sentence megabytes long.
    const sentences = Array.isArray(message) ? texts(message) : typeof message === 'string' ? [message] : [];
    return sentences.map((sentence) => clipText(sentence));
  }
  return undefined;
}
