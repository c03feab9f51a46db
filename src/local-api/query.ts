/**
 * Query strings → plain objects that the valibot schemas can check. Only the shape is decided here; every
 * judgement about the values (ranges, enums, dates) stays with the schemas, so a bad value is answered with
 * the same sentence the client would have produced.
 */

/** Which parameters of a query are arrays, numbers or booleans (see `QUERY_KINDS` in `api/schemas.ts`). */
export interface QueryKinds {
  readonly arrays: readonly string[];
  readonly numbers: readonly string[];
  readonly booleans: readonly string[];
}

const INTEGER = /^-?\d+$/;

/**
 * Reads `params` into an object: array parameters (repeated keys, or `key[]=`) always become arrays, and any
 * other key given more than once does too (so the schema refuses it rather than one value silently winning).
 * Numbers are converted only when the text is an integer, and booleans only from `true`/`false`; anything else
 * stays a string for the schema to reject with a 400.
 */
export function readQuery(params: URLSearchParams, kinds: QueryKinds): Record<string, unknown> {
  const values = new Map<string, string[]>();
  for (const [rawKey, value] of params) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const list = values.get(key) ?? [];
    list.push(value);
    values.set(key, list);
  }
  const query: Record<string, unknown> = {};
  for (const [key, list] of values) {
    const typed = list.map((value) => convert(key, value, kinds));
    query[key] = kinds.arrays.includes(key) || typed.length > 1 ? typed : typed[0];
  }
  return query;
}

function convert(key: string, value: string, kinds: QueryKinds): unknown {
  if (kinds.numbers.includes(key) && INTEGER.test(value)) return Number(value);
  if (kinds.booleans.includes(key) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
