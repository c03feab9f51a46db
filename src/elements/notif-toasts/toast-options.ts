/**
 * The attributes of `<notif-toasts>` that take a value, checked: a value that is not valid falls back to the default,
 * with one console warning that names the attribute and the value, so a typo shows in the console rather than as
 * toasts in an odd place or never hidden (docs/decisions.md#toasts). Each check takes the attribute's text when the
 * attribute is set, else the property's value.
 */
import { safeUrl } from '../shared/safe-url.js';

/** Where the stack sits: logical corners, so a right-to-left page mirrors them. */
export const POSITIONS = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;
export type ToastPosition = (typeof POSITIONS)[number];

/** The defaults, used for a value left out and for a value that is not valid. */
export const DEFAULTS = { position: 'bottom-end', duration: 6000, max: 3, pollInterval: 30000 } as const;

/**
 * `raw` as `read` takes it (undefined: not valid), or `fallback` when it is left out (undefined, null) or not valid,
 * with one warning naming the attribute, the value, what it should be and what is used `instead`.
 */
function checked<T>(
  attribute: string,
  raw: unknown,
  read: (raw: unknown) => T | undefined,
  expected: string,
  fallback: T,
  instead = `the default ${String(fallback)}`,
): T {
  if (raw === undefined || raw === null) return fallback;
  const value = read(raw);
  if (value !== undefined) return value;
  console.warn(
    `<notif-toasts>: ${attribute}="${String(raw)}" is not valid (expected ${expected}); ${instead} is used instead.`,
  );
  return fallback;
}

/** A number that `valid` accepts: a property's number, or an attribute's text (blank is not a number). */
const numberIf = (valid: (value: number) => boolean) => (raw: unknown) => {
  const value = typeof raw === 'number' ? raw : String(raw).trim() === '' ? NaN : Number(raw);
  return valid(value) ? value : undefined;
};

const isMilliseconds = (value: number) => Number.isFinite(value) && value >= 0;

export function checkPosition(raw: unknown): ToastPosition {
  const read = (value: unknown) => POSITIONS.find((position) => position === value);
  return checked('position', raw, read, `one of ${POSITIONS.join(', ')}`, DEFAULTS.position);
}

export function checkDuration(raw: unknown): number {
  const expected = 'milliseconds, 0 or more (0: until dismissed)';
  return checked('duration', raw, numberIf(isMilliseconds), expected, DEFAULTS.duration);
}

export function checkMax(raw: unknown): number {
  const whole = (value: number) => Number.isInteger(value) && value >= 1;
  return checked('max', raw, numberIf(whole), 'a whole number, 1 or more', DEFAULTS.max);
}

export function checkPollInterval(raw: unknown): number {
  const expected = 'milliseconds, 0 or more (0: no polling)';
  return checked('poll-interval', raw, numberIf(isMilliseconds), expected, DEFAULTS.pollInterval);
}

/** The sound's URL, resolved against the page; undefined for none, or for a URL that is not http:, https: or relative. */
export function checkSound(raw: unknown): string | undefined {
  const expected = 'an http:, https: or relative URL';
  return checked(
    'sound',
    raw === '' ? undefined : raw,
    (value) => safeUrl(value)?.href,
    expected,
    undefined,
    'no sound',
  );
}
