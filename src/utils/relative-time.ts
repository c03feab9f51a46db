/**
 * Dates of messages for people: "5 minutes ago", "yesterday", "last week"; the short form of a list ("now", "7m",
 * "2h", "3d", "Nov 18"); and the full date for a tooltip and an accessible name. Pure functions over `Intl`; a locale
 * the browser does not know falls back to the browser's own, never throws.
 */
import { perLocale } from './intl-cache.js';

const SECOND = 1000;
/** Differences below this read as "now": a few seconds of clock skew between service and browser are noise. */
const NOW_SECONDS = 10;
/** Average days per month and per year, for differences too long for days and weeks. */
const DAYS_PER_MONTH = 365.25 / 12;
const DAYS_PER_YEAR = 365.25;

/** `locale` when `Intl` accepts it, else undefined (the browser's default locale). */
export function supportedLocale(locale: unknown): string | undefined {
  if (typeof locale !== 'string' || locale.trim() === '') return undefined;
  try {
    return Intl.getCanonicalLocales(locale.trim())[0];
  } catch {
    return undefined;
  }
}

const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** A number of one unit of time in its shortest form ("7m", "7 Min."), one cached formatter per locale. */
const narrowUnit = (unit: 'minute' | 'hour' | 'day') =>
  perLocale((locale) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }));
const narrowUnits = { minute: narrowUnit('minute'), hour: narrowUnit('hour'), day: narrowUnit('day') };

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

/** The largest unit that fits the difference, and the difference in it (rounded at each step, so 59.5 minutes is "1 hour"). */
function unitOf(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  const seconds = Math.round(ms / SECOND);
  if (seconds < NOW_SECONDS) return [0, 'second'];
  if (seconds < 60) return [seconds, 'second'];
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.round(minutes / 60);
  if (hours < 24) return [hours, 'hour'];
  const days = Math.round(hours / 24);
  if (days < 7) return [days, 'day'];
  if (days < 28) return [Math.round(days / 7), 'week'];
  const months = Math.max(1, Math.round(days / DAYS_PER_MONTH));
  if (months < 12) return [months, 'month'];
  return [Math.max(1, Math.round(days / DAYS_PER_YEAR)), 'year'];
}

/**
 * `date` relative to `now` in `locale`, in the largest unit that fits (seconds, minutes, hours, days, weeks, months
 * or years), with words where the locale has them ("yesterday", "last week"). Empty for an invalid date.
 */
export function relativeTime(date: Date | number, now: Date | number, locale?: string): string {
  const difference = timeOf(date) - timeOf(now);
  if (!Number.isFinite(difference)) return '';
  const [amount, unit] = unitOf(Math.abs(difference));
  // Sign apart from the amount: Math.round(-0.4) is -0, which some locales print as "0 seconds ago".
  return relativeFormat(supportedLocale(locale)).format(
    difference < 0 && amount !== 0 ? -amount : amount,
    unit,
  );
}

/** Past this many days a list shows the date itself rather than how long ago it was. */
const SHORT_FORM_DAYS = 7;

/**
 * `date` as a list shows it beside a message, in `locale`: "now" under a minute, then whole minutes, hours and days
 * ("7m", "2h", "3d" in English; "7 Min.", "2 Std.", "3 T" in German), and past a week the date ("Nov 18", with the year
 * when it is not `now`'s). Whole units, rounded down: a message of 59 minutes is "59m", not "1h". Empty for an invalid
 * date.
 */
export function shortTime(date: Date | number, now: Date | number, locale?: string): string {
  const time = timeOf(date);
  const difference = Math.abs(timeOf(now) - time);
  if (!Number.isFinite(difference)) return '';
  const supported = supportedLocale(locale);
  const minutes = Math.floor(difference / (60 * SECOND));
  if (minutes < 1) return relativeFormat(supported).format(0, 'second');
  if (minutes < 60) return narrowUnits.minute(supported).format(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return narrowUnits.hour(supported).format(hours);
  const days = Math.floor(hours / 24);
  if (days < SHORT_FORM_DAYS) return narrowUnits.day(supported).format(days);
  const sameYear = new Date(time).getFullYear() === new Date(timeOf(now)).getFullYear();
  return (sameYear ? dayOfYear : dayOfAnotherYear)(supported).format(time);
}

/** `date` in full (weekday, date and time) in `locale`, for a tooltip. Empty for an invalid date. */
export function fullDate(date: Date | number, locale?: string): string {
  const time = timeOf(date);
  if (!Number.isFinite(time)) return '';
  return dateFormat(supportedLocale(locale)).format(time);
}
