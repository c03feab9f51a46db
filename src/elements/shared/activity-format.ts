/**
 * Dates of the activity log: a log is read to the second, so times are absolute ("12 May 2025, 10:42:07") in the
 * element's locale, with the relative form beside them where it helps.
 */
import { perLocale } from '../../utils/intl-cache.js';
import { supportedLocale } from '../../utils/supported-locale.js';

const format = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
);

/** The date as a `Date`, or undefined when it is missing or not a date. */
export function dateOf(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // A finite number can still lie outside what a Date holds (±8.64e15 ms): that is an Invalid Date, not a date.
  const date = new Date(typeof value === 'number' ? value : Date.parse(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Date and time to the second in `locale`; empty for a value that is not a date. */
export function formatDateTime(value: unknown, locale?: string): string {
  const date = dateOf(value);
  return date ? format(supportedLocale(locale)).format(date) : '';
}
