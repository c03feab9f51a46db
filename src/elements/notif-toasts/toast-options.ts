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

const isMissing = (raw: unknown) => raw === undefined || raw === null;

function warnInvalid(attribute: string, raw: unknown, expected: string, instead: string): void {
  console.warn(
    `<notif-toasts>: ${attribute}="${String(raw)}" is not valid (expected ${expected}); ${instead} is used instead.`,
  );
}

/** A number of `attribute`: the value when `valid`, else `fallback` with a warning. */
function checkedNumber(
  attribute: string,
  raw: unknown,
  valid: (value: number) => boolean,
  expected: string,
  fallback: number,
): number {
  if (isMissing(raw)) return fallback;
  const value = typeof raw === 'number' ? raw : String(raw).trim() === '' ? NaN : Number(raw);
  if (valid(value)) return value;
  warnInvalid(attribute, raw, expected, `the default ${fallback}`);
  return fallback;
}

const isMilliseconds = (value: number) => Number.isFinite(value) && value >= 0;

export function checkPosition(raw: unknown): ToastPosition {
  if (isMissing(raw)) return DEFAULTS.position;
  if ((POSITIONS as readonly unknown[]).includes(raw)) return raw as ToastPosition;
  warnInvalid('position', raw, `one of ${POSITIONS.join(', ')}`, `the default ${DEFAULTS.position}`);
  return DEFAULTS.position;
}

export function checkDuration(raw: unknown): number {
  const expected = 'milliseconds, 0 or more (0: until dismissed)';
  return checkedNumber('duration', raw, isMilliseconds, expected, DEFAULTS.duration);
}

export function checkMax(raw: unknown): number {
  const whole = (value: number) => Number.isInteger(value) && value >= 1;
  return checkedNumber('max', raw, whole, 'a whole number, 1 or more', DEFAULTS.max);
}

export function checkPollInterval(raw: unknown): number {
  const expected = 'milliseconds, 0 or more (0: no polling)';
  return checkedNumber('poll-interval', raw, isMilliseconds, expected, DEFAULTS.pollInterval);
}

/** The sound's URL, resolved against the page; undefined for none, or for a URL that is not http:, https: or relative. */
export function checkSound(raw: unknown): string | undefined {
  if (isMissing(raw) || raw === '') return undefined;
  const url = safeUrl(raw);
  if (url) return url.href;
  warnInvalid('sound', raw, 'an http:, https: or relative URL', 'no sound');
  return undefined;
}
