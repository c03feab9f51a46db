/**
 * The checks of the configuration's fields that reach the service (`baseUrl`, `apiKey`, `token`, `fetch`), written
 * once: the headless feed's configuration check uses them, and so does every connection the elements share
 * (`shared-connection.ts`), so an element refuses a configuration with the same sentences as a feed.
 */
import { nonEmptyString, steps, type Rule } from '../api/checks.js';
import { baseUrlProblem } from '../api/base-url.js';
import { NotifValidationError, type ValidationIssue } from '../api/errors.js';
import type { NotifConfig } from './config.js';

/** The one check of a base URL (`api/base-url.ts`), as a rule. */
export const baseUrlRule: Rule = (value, path, problems, root) => {
  const problem = baseUrlProblem(value);
  if (problem) problems.push({ path: path ?? root, message: problem });
  return value;
};

export const fetchFunction = /* @__PURE__ */ steps([
  (value) => typeof value === 'function',
  'must be a function',
]);

/** The rule of each field of a configuration that reaches the service. */
export const CONNECTION_FIELDS = {
  baseUrl: baseUrlRule,
  apiKey: nonEmptyString,
  token: nonEmptyString,
  fetch: fetchFunction,
} as const satisfies Record<string, Rule>;

/** Throws a `NotifValidationError` naming each field of `config` that cannot reach the service (those set only). */
export function checkConnectionConfig(config: NotifConfig): void {
  const problems: ValidationIssue[] = [];
  for (const [field, rule] of Object.entries(CONNECTION_FIELDS)) {
    const value = config[field as keyof typeof CONNECTION_FIELDS];
    if (value !== undefined) rule(value, field, problems, field);
  }
  if (problems.length > 0) throw new NotifValidationError(problems);
}
