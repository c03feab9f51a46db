/**
 * Request input → typed values, with the shared valibot schemas (`api/schemas.ts`): the local API refuses
 * exactly what the client refuses, with the same sentences, as a 400 whose `message` lists them.
 */
import type { GenericSchema, InferOutput } from 'valibot';
import { check } from '../api/schemas.js';
import { ApiError } from './errors.js';
import { readQuery, type QueryKinds } from './query.js';

/** Checks `input` against `schema`, or throws a 400 naming every wrong field. */
export function validate<S extends GenericSchema>(schema: S, input: unknown, root: string): InferOutput<S> {
  const result = check(schema, input, root);
  if (!result.ok) throw new ApiError(400, result.errors);
  return result.value;
}

/** Checks a query string against `schema`, after giving its values their types. */
export function validateQuery<S extends GenericSchema>(
  schema: S,
  params: URLSearchParams,
  kinds: QueryKinds,
): InferOutput<S> {
  return validate(schema, readQuery(params, kinds), 'query');
}

/**
 * Parses a JSON body; an empty body reads as `undefined` (the schema then says what is missing) and text that
 * is not JSON is a 400 of its own, before any schema runs.
 */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
}
