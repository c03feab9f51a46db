/** How operations apply the hand-written checks of `checks.ts`: the checked value, or a `NotifValidationError`. */
import { check, idString, type Rule } from './checks.js';
import { NotifValidationError } from './errors.js';
import { pathSegment } from './request-checks.js';

/** `input` checked by `rule` (fields in the rule's order), or a `NotifValidationError` naming the first wrong field. */
export function validated<T>(rule: Rule, input: unknown, root: string): T {
  const result = check<T>(rule, input, root);
  if (result.ok) return result.value;
  throw new NotifValidationError(result.issues);
}

/** A path identifier, checked and encoded as one path segment (refused when it has no URL form). */
export function pathId(name: string, value: unknown): string {
  return pathSegment(name, validated<string>(idString, value, name));
}
