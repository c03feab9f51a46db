/**
 * A check of what a request is made of that the argument rules cannot express: a path id must be text a URL can
 * carry (a body must become JSON: `checks.ts`). A failure is a `NotifValidationError` naming the field, thrown
 * before anything is sent.
 */
import { invalid } from './errors.js';

/** The id encoded as one path segment; an id with half of a surrogate pair has no UTF-8 form, so no URL. */
export function pathSegment(name: string, id: string): string {
  try {
    return encodeURIComponent(id);
  } catch {
    // encodeURIComponent refuses (URIError) exactly the ids that have no UTF-8 form.
    throw invalid(name, 'must not contain a lone surrogate (half of a UTF-16 pair)');
  }
}
