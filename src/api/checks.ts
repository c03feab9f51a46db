/**
 * What the API accepts, written once: the client checks its arguments with these rules before sending anything,
 * and the local API checks requests with the same rules, so both refuse the same inputs with the same sentences.
 * Written by hand so that a browser page carries no schema runtime. Each problem is one sentence led by the
 * field's path.
 *
 * This module holds the building blocks and the rules of text and identifiers, which every request's path needs;
 * numbers, choices, lists and objects are in `shape-checks.ts`, which only the rules of queries and bodies read. Each
 * operation's input rule lives in `rules/`, beside the others of its area, so a page carries the rules of the
 * operations it calls and no others. The blocks are marked free of side effects, so a bundle keeps only those its
 * rules use.
 */
import type { ValidationIssue } from './errors.js';
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
  /** The rule of each item of a list rule (`listOf`, a query string writes a list as a repeated key). */
  readonly item?: Rule;
  /** The fields of an object rule (`record`), by name (`?name` for an optional one). */
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

/** Checks `input` with `rule` without throwing; `root` is the path of the input itself. */
export function check<T>(rule: Rule, input: unknown, root: string): Checked<T> {
  const issues: ValidationIssue[] = [];
  const value = rule(input, undefined, issues, root);
  return issues.length === 0 ? { ok: true, value: value as T } : { ok: false, issues };
}
