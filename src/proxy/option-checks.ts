/**
 * The checks of options, written once for every function of the proxy's entries that takes some
 * (`createInboxProxy`, `createLiveHub`, `redisBroadcast`): each one throws through the caller's `fail`, so a wrong
 * option becomes a TypeError that names its function and the option (`createLiveHub: maxStreams must be …`). A
 * value that may be a secret (the API key) is never quoted.
 */
import type { Clock } from '../utils/clock.js';

/** Throws the caller's TypeError for `message`. */
export type Fail = (message: string) => never;

/** A {@link Fail} whose TypeError starts with `owner: ` (the function whose option was wrong), when given. */
export function optionFailure(owner?: string): Fail {
  return (message) => {
    throw new TypeError(owner ? `${owner}: ${message}` : message);
  };
}

/** The longest delay timers keep: a larger one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** How a value is named in a message: a number as it is, anything else by its type (a string may be the key). */
function shown(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value;
}

/** `value` as an object of options (not an array); `says` finishes the message `<name> must be …`. */
export function objectOption(
  value: unknown,
  name: string,
  fail: Fail,
  says = 'an object',
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${name} must be ${says}`);
  return value as Record<string, unknown>;
}

/** Refuses the first name of `options` not in `known`, as `<prefix><name> is not an option (…)`. */
export function knownOptions(options: object, known: readonly string[], fail: Fail, prefix = ''): void {
  for (const name of Object.keys(options))
    if (!known.includes(name)) fail(`${prefix}${name} is not an option (${known.join(', ')})`);
}

/** An integer from `min` to `max`; `kind` finishes the message `<name> must be …, not <value>`. */
export function integerOption(
  value: unknown,
  name: string,
  fallback: number,
  rule: { min: number; max: number; kind: string },
  fail: Fail,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < rule.min || value > rule.max)
    fail(`${name} must be ${rule.kind}, not ${shown(value)}`);
  return value;
}

/** A positive integer, at most `max` (said in the message when finite), of `unit` (said when given). */
export function positiveInteger(
  value: unknown,
  name: string,
  fallback: number,
  fail: Fail,
  { unit, max = Infinity }: { unit?: string; max?: number } = {},
): number {
  const kind = `a positive integer${unit ? ` (${unit})` : ''}${max < Infinity ? ` up to ${max}` : ''}`;
  return integerOption(value, name, fallback, { min: 1, max, kind }, fail);
}

/** A function, or `undefined` when it may be left out; `says` finishes the message `<name> must be …`. */
export function functionOption<F>(
  value: F | undefined,
  name: string,
  fail: Fail,
  { required = false, says = 'a function' }: { required?: boolean; says?: string } = {},
): F | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'function') fail(`${name} must be ${says}`);
  return value;
}

/** A non-empty string (not only spaces); the value is never quoted, since it may be the key. */
export function nonEmptyString(value: unknown, name: string, fail: Fail): string {
  if (typeof value !== 'string' || value.trim() === '') fail(`${name} must be a non-empty string`);
  return value;
}

/** A time source `{ now, setTimeout, clearTimeout }`, or `undefined` when left out. */
export function clockOption(value: unknown, fail: Fail): Clock | undefined {
  if (value === undefined) return undefined;
  const clock = value as Partial<Clock> | null;
  if (
    typeof clock?.now !== 'function' ||
    typeof clock.setTimeout !== 'function' ||
    typeof clock.clearTimeout !== 'function'
  )
    fail('clock must be an object with now, setTimeout and clearTimeout functions');
  return clock as Clock;
}

/** Whether `value` is exactly an http(s) origin, `scheme://host[:port]`: no path, no trailing slash, no wildcard. */
export function isOrigin(value: unknown): value is string {
  let origin: string | undefined;
  try {
    origin = typeof value === 'string' ? new URL(value).origin : undefined;
  } catch {
    origin = undefined;
  }
  return origin !== undefined && origin === value && /^https?:/.test(origin);
}
