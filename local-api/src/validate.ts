/**
 * Request input → typed values, with the client's own rules (`src/api/rules/`): the local API refuses exactly what
 * the client refuses, with the same sentences, as a 400 whose `message` lists them.
 */
import { check, queryInput, sentenceOf, type Rule } from 'notif-api-contract';
import { ApiError } from './errors.js';

/** Checks `input` with `rule`, or throws a 400 naming every wrong field. */
export function validate<T>(rule: Rule, input: unknown, root: string): T {
  const result = check<T>(rule, input, root);
  if (!result.ok) throw new ApiError(400, result.issues.map(sentenceOf));
  return result.value;
}

/** Checks a query string with `rule`, after reading its texts into the values the rule's fields check. */
export function validateQuery<T>(rule: Rule, params: URLSearchParams): T {
  return validate<T>(rule, queryInput(rule, params), 'query');
}

/**
 * Parses a JSON body; an empty body reads as `undefined` (the rule then says what is missing) and text that
 * is not JSON is a 400 of its own, before any rule runs.
 */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
}
