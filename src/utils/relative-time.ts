/**
 * How long ago something happened, for people: "5 minutes ago", "yesterday", "last week" (the activity log's times).
 * A pure function over `Intl`; a locale the browser does not know falls back to the browser's own, never throws.
 */
import { perLocale } from './intl-cache.js';
import { supportedLocale } from './supported-locale.js';

const SECOND = 1000;
/** Differences below this read as "now": a few seconds of clock skew between service and browser are noise. */
const NOW_SECONDS = 10;
/** Average days per month and per year, for differences too long for days and weeks. */
const DAYS_PER_MONTH = 365.25 / 12;
const DAYS_PER_YEAR = 365.25;

const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

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
