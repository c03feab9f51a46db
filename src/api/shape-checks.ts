/**
 * The rules of a value's shape beyond text (`checks.ts` has the building blocks and the rules of text and
 * identifiers): an integer in a range, true or false, one of a list, a list of values, an object of fields. The rules
 * of queries and bodies (`rules/`) are made of them; a page whose requests send only identifiers in their paths (the
 * inbox's) carries none of them.
 */
import type { ValidationIssue } from './errors.js';
import { isRecord } from '../utils/is-record.js';
import { steps, type Rule } from './checks.js';

export const integerIn = /* @__NO_SIDE_EFFECTS__ */ (min: number, max = Number.MAX_SAFE_INTEGER): Rule =>
  Object.assign(
    steps(
      [Number.isInteger, 'must be an integer'],
      [(value: number) => value >= min, `must not be less than ${min}`],
      [(value: number) => value <= max, `must not be greater than ${max}`],
    ),
    { queryText: 'integer' as const },
  );
export const boolean: Rule = /* @__PURE__ */ Object.assign(
  steps([(value) => typeof value === 'boolean', 'must be true or false']),
  { queryText: 'boolean' as const },
);
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ (values: readonly string[]) =>
  steps([(value: string) => values.includes(value), `must be one of: ${values.join(', ')}`]);

export const at = (path: string | undefined, key: string | number) =>
  path === undefined ? String(key) : `${path}.${key}`;

/** A list of values that `item` checks; the items of a list checked as a whole input are named after it (`ids.1`). */
export const listOf =
  /* @__NO_SIDE_EFFECTS__ */
  (item: Rule): Rule =>
    Object.assign(
      (value: unknown, path: string | undefined, problems: ValidationIssue[], root: string) => {
        if (!Array.isArray(value))
          return steps([() => false, 'must be an array'])(value, path, problems, root);
        return value.map((entry, index) => item(entry, at(path ?? root, index), problems, root));
      },
      { item },
    );

/**
 * Fields named `?name` are optional. An object with exactly these fields: an unknown one is refused by name (the
 * names of object built-ins, such as `constructor`, too).
 */
export const record =
  /* @__NO_SIDE_EFFECTS__ */
  (fields: Record<string, Rule>): Rule =>
    Object.assign(
      (value: unknown, path: string | undefined, problems: ValidationIssue[], root: string) => {
        if (!isRecord(value)) return steps([() => false, 'must be an object'])(value, path, problems, root);
        const output: Record<string, unknown> = {};
        for (const [name, rule] of Object.entries(fields)) {
          const key = name.replace(/^\?/, '');
          if (!(key in value)) {
            if (key === name) problems.push({ path: at(path, key), message: 'is required' });
          } else {
            output[key] =
              value[key] !== undefined || key === name
                ? rule(value[key], at(path, key), problems, root)
                : undefined;
          }
        }
        const unknown = Object.keys(value).find(
          (key) => !Object.hasOwn(fields, key) && !Object.hasOwn(fields, `?${key}`),
        );
        if (unknown !== undefined) problems.push({ path: at(path, unknown), message: 'is not allowed' });
        return output;
      },
      { fields },
    );
