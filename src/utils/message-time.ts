/**
 * The time beside a message in a list, in the element's locale: short ("now", "7m", "2h", "3d", "Nov 18"), and in
 * full for its tooltip and accessible name. Pure functions over `Intl`; a locale the browser does not know falls
 * back to the browser's own, never throws.
 */
import { perLocale } from './intl-cache.js';
import { supportedLocale } from './supported-locale.js';

const MINUTE = 60_000;
/** Past this many days a list shows the date itself rather than how long ago it was. */
const SHORT_FORM_DAYS = 7;

const now = perLocale((locale) =>
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second'),
);

/**
 * Languages whose narrowest units do not read as one set, which get their short form instead: Japanese and Korean
 * write a Latin letter ("39m", "2h"), out of place beside their own word for "now" (「今」), so "39 分", "2 時間";
 * German mixes forms ("9 Min.", "1h", "3 T"), so "9 Min.", "1 Std.", "3 Tg.".
 */
const SHORT_UNIT_LANGUAGES = /^(ja|ko|de)(-|$)/i;

/** A number of one unit of time in its shortest form ("7m", "7 Min."), one cached formatter per locale. */
const narrowUnit = (unit: 'minute' | 'hour' | 'day') =>
  perLocale(
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: SHORT_UNIT_LANGUAGES.test(locale ?? '') ? 'short' : 'narrow',
      }),
  );
const narrowUnits = { minute: narrowUnit('minute'), hour: narrowUnit('hour'), day: narrowUnit('day') };
/** Portuguese days have no short form in Intl ("3 dias" beside "9 min" and "1 h"): "3 d", as its other units. */
const PORTUGUESE = /^pt\b/i;

const dayOfYear = perLocale((locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }));
const dayOfAnotherYear = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
);

const dateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
);

function timeOf(value: Date | number): number {
  return value instanceof Date ? value.getTime() : value;
}

/**
 * `date` as a list shows it beside a message, in `locale`: "now" under a minute, then whole minutes, hours and days
 * ("7m", "2h", "3d" in English; "7 Min.", "2 Std.", "3 Tg." in German; "7 min", "2 h", "3 d" in Portuguese), and past a week the date ("Nov 18", with the year
 * when it is not `reference`'s). Whole units, rounded down: a message of 59 minutes is "59m", not "1h". Empty for an
 * invalid date.
 */
export function shortTime(date: Date | number, reference: Date | number, locale?: string): string {
  const time = timeOf(date);
  const difference = Math.abs(timeOf(reference) - time);
  if (!Number.isFinite(difference)) return '';
  const supported = supportedLocale(locale);
  const minutes = Math.floor(difference / MINUTE);
  if (minutes < 1) return now(supported);
  if (minutes < 60) return narrowUnits.minute(supported).format(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return narrowUnits.hour(supported).format(hours);
  const days = Math.floor(hours / 24);
  if (days < SHORT_FORM_DAYS)
    return PORTUGUESE.test(supported ?? '') ? `${days} d` : narrowUnits.day(supported).format(days);
  const sameYear = new Date(time).getFullYear() === new Date(timeOf(reference)).getFullYear();
  return (sameYear ? dayOfYear : dayOfAnotherYear)(supported).format(time);
}

/** `date` in full (weekday, date and time) in `locale`, for a tooltip. Empty for an invalid date. */
export function fullDate(date: Date | number, locale?: string): string {
  const time = timeOf(date);
  if (!Number.isFinite(time)) return '';
  return dateFormat(supportedLocale(locale)).format(time);
}
