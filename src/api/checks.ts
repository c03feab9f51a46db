/**
 * What the API accepts, written once: the client checks its arguments with these rules before sending anything,
 * and the local API checks requests with the same rules, so both refuse the same inputs with the same sentences.
 * Written by hand so that a browser page carries no schema runtime. Each problem is one sentence led by the
 * field's path.
 *
 * This module holds the building blocks; each operation's input rule lives in `rules/`, beside the others of its
 * area, so a page carries the rules of the operations it calls and no others. The blocks are marked free of side
 * effects, so a bundle keeps only those its rules use.
 */
import type { ValidationIssue } from './errors.js';
import { isRecord } from '../utils/is-record.js';
import { LIMITS, NOT_IN_ID } from './limits.js';

/** The result of checking an input: its value, or the issues that say what is wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/**
 * Checks `value` at `path` (undefined for the input itself, which `root` names), adding an issue to `problems` per
 * problem, and returns the value to send: objects with their fields in the order the rule lists them.
 */
export interface Rule {
  (value: unknown, path: string | undefined, problems: ValidationIssue[], root: string): unknown;
  /**
   * What a query string's text must become for this rule (`query-input.ts` reads it so): an integer, or `true` or
   * `false`. Left out, the text is the value.
   */
  readonly queryText?: 'integer' | 'boolean';
  /** The rule of each item of a {@link listOf} rule (a query string writes a list as a repeated key). */
  readonly item?: Rule;
  /** The fields of a {@link record} rule, by name (`?name` for an optional one). */
  readonly fields?: Readonly<Record<string, Rule>>;
}

/** A rule made of steps: the first failing step names the problem, the rest are not tried. */
export const steps =
  /* @__NO_SIDE_EFFECTS__ */
  (...tests: [(value: never) => boolean, string][]): Rule =>
    (value, path, problems, root) => {
      const failed = tests.find(([test]) => !test(value as never));
      // A field that is there but undefined is missing, as a field left out is.
      if (failed) {
        problems.push(
          value === undefined && path
            ? { path, message: 'is required' }
            : { path: path ?? root, message: failed[1] },
        );
      }
      return value;
    };

export const isString = (value: unknown) => typeof value === 'string';
export const notBlank = (value: string) => value.trim().length > 0;

export const string = /* @__PURE__ */ steps([isString, 'must be a string']);
export const nonEmptyString = /* @__PURE__ */ steps(
  [isString, 'must be a string'],
  [notBlank, 'must not be empty'],
);
export const idString = /* @__PURE__ */ steps(
  [isString, 'must be a string'],
  [notBlank, 'must not be empty'],
  [(value: string) => value.length <= LIMITS.id, `must be at most ${LIMITS.id} characters`],
  [(value: string) => !NOT_IN_ID.test(value), 'must not contain "/", "?" or "#"'],
);

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

/** Checks `input` with `rule` without throwing; `root` is the path of the input itself. */
export function check<T>(rule: Rule, input: unknown, root: string): Checked<T> {
  const issues: ValidationIssue[] = [];
  const value = rule(input, undefined, issues, root);
  return issues.length === 0 ? { ok: true, value: value as T } : { ok: false, issues };
}
