/**
 * What a digest or delay job was set to do, in words: "Collects events for 1 week, then sends them as one.",
 * "Sends every Monday at 09:00.", "Waits 5 minutes before the next step." The sentences come from the element's
 * strings; amounts, units, week days and lists are formatted with `Intl` for the locale.
 */
import { isOneOf } from '../../api/message-enums.js';
import { ORDINALS, TIME_UNITS, WEEK_DAYS, type TimeUnit } from '../../api/schedule-enums.js';
import type { ActivityStrings } from '../../i18n/strings.js';
import { perLocale } from '../../utils/intl-cache.js';
import { formatNumber } from '../../utils/number-format.js';
import { supportedLocale } from '../../utils/supported-locale.js';
import { loose, text, type Loose } from '../../utils/untrusted.js';
import { formatDateTime } from '../shared/activity-format.js';

/** The strings the descriptions are written with. */
export type MetadataStrings = Pick<
  ActivityStrings,
  | 'activityDigestWindow'
  | 'activityDigestCollects'
  | 'activityDigestBackoff'
  | 'activityDigestKey'
  | 'activityDigestUpdateMode'
  | 'activityTimedWeekly'
  | 'activityTimedMonthDays'
  | 'activityTimedOrdinal'
  | 'activityTimedDaily'
  | 'activityOrdinal'
  | 'activityOrdinalUnit'
  | 'activityCron'
  | 'activityDigestUntil'
  | 'activityDigestEvents'
  | 'activityDelayFor'
  | 'activityDelayUntilPath'
  | 'activityScheduleExtensions'
>;

const UNIT_NAMES: Record<TimeUnit, string> = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
};

/** One cached formatter per unit of time, and per locale. */
const durationFormats = new Map<string, (locale: string | undefined) => Intl.NumberFormat>();

function durationFormat(unit: string): (locale: string | undefined) => Intl.NumberFormat {
  let format = durationFormats.get(unit);
  if (!format) {
    format = perLocale(
      (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }),
    );
    durationFormats.set(unit, format);
  }
  return format;
}

function amount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** "5 minutes" in the locale; undefined without an amount. A unit that is not one of the spec's is written as given. */
export function formatDuration(value: unknown, unit: unknown, locale?: string): string | undefined {
  const count = amount(value);
  if (count === undefined) return undefined;
  const name = isOneOf(TIME_UNITS, unit) ? UNIT_NAMES[unit] : undefined;
  if (!name) return typeof unit === 'string' ? `${count} ${unit}` : String(count);
  try {
    return durationFormat(name)(supportedLocale(locale)).format(count);
  } catch {
    return `${count} ${unit as string}`;
  }
}

function formatList(items: string[], locale?: string): string {
  try {
    return new Intl.ListFormat(supportedLocale(locale), { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The name of a week day (`monday`…) in the locale. */
function weekDayName(day: string, locale?: string): string {
  const index = (WEEK_DAYS as readonly string[]).indexOf(day);
  if (index < 0) return day;
  try {
    // 1 January 2024 was a Monday.
    return new Intl.DateTimeFormat(supportedLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + index),
    );
  } catch {
    return day;
  }
}

function describeTimed(timed: Loose, strings: MetadataStrings, locale?: string): string[] {
  const time = text(timed.atTime);
  const weekDays = Array.isArray(timed.weekDays) ? timed.weekDays.filter((d) => typeof d === 'string') : [];
  const monthDays = Array.isArray(timed.monthDays)
    ? timed.monthDays.filter((d) => typeof d === 'number' || typeof d === 'string').map(String)
    : [];
  const ordinal = isOneOf(ORDINALS, timed.ordinal) ? timed.ordinal : undefined;
  const ordinalValue = text(timed.ordinalValue);
  const sentences: string[] = [];
  if (weekDays.length > 0) {
    sentences.push(
      strings.activityTimedWeekly(
        formatList(
          weekDays.map((d) => weekDayName(d, locale)),
          locale,
        ),
        time,
      ),
    );
  } else if (monthDays.length > 0) {
    sentences.push(strings.activityTimedMonthDays(formatList(monthDays, locale), time));
  } else if (ordinal && ordinalValue) {
    const what = (WEEK_DAYS as readonly string[]).includes(ordinalValue)
      ? weekDayName(ordinalValue, locale)
      : strings.activityOrdinalUnit(ordinalValue);
    sentences.push(strings.activityTimedOrdinal(strings.activityOrdinal(ordinal), what, time));
  } else if (time) {
    sentences.push(strings.activityTimedDaily(time));
  }
  const cron = text(timed.cronExpression);
  if (cron) sentences.push(strings.activityCron(cron));
  const until = text(timed.untilDate);
  if (until && !Number.isNaN(Date.parse(until))) {
    sentences.push(strings.activityDigestUntil(formatDateTime(until, locale)));
  }
  return sentences;
}

function describeDigest(digest: Loose, strings: MetadataStrings, locale?: string): string[] {
  const sentences: string[] = [];
  const window = formatDuration(digest.amount, digest.unit, locale);
  sentences.push(window ? strings.activityDigestWindow(window) : strings.activityDigestCollects);
  if (digest.type === 'backoff' || digest.backoff === true) {
    sentences.push(
      strings.activityDigestBackoff(formatDuration(digest.backoffAmount, digest.backoffUnit, locale)),
    );
  }
  const key = text(digest.digestKey);
  if (key) sentences.push(strings.activityDigestKey(key));
  if (digest.updateMode === true) sentences.push(strings.activityDigestUpdateMode);
  if (digest.type === 'timed') sentences.push(...describeTimed(loose(digest.timed), strings, locale));
  if (Array.isArray(digest.events)) {
    sentences.push(
      strings.activityDigestEvents(
        digest.events.length,
        formatNumber(digest.events.length, supportedLocale(locale)),
      ),
    );
  }
  return sentences;
}

function describeDelay(metadata: Loose, strings: MetadataStrings, locale?: string): string[] {
  const path = text(metadata.delayPath);
  if (metadata.type === 'scheduled' || path) return path ? [strings.activityDelayUntilPath(path)] : [];
  const duration = formatDuration(metadata.amount, metadata.unit, locale);
  return duration ? [strings.activityDelayFor(duration)] : [];
}

/**
 * The settings of a digest or delay job in sentences (an empty list for other jobs, or when there is nothing to
 * say). A digest reads the job's `digest` (what the run recorded: its events, its next run) and falls back to the
 * step's metadata; a delay reads the step's metadata. Wrong-typed fields are skipped, never thrown on.
 */
export function describeMetadata(job: unknown, strings: MetadataStrings, locale?: string): string[] {
  const record = loose(job);
  const metadata = loose(loose(record.step).metadata);
  const sentences =
    record.type === 'digest'
      ? describeDigest(
          Object.keys(loose(record.digest)).length > 0 ? loose(record.digest) : metadata,
          strings,
          locale,
        )
      : record.type === 'delay'
        ? describeDelay(metadata, strings, locale)
        : [];
  const extensions = amount(record.scheduleExtensionsCount);
  if (extensions)
    sentences.push(
      strings.activityScheduleExtensions(extensions, formatNumber(extensions, supportedLocale(locale))),
    );
  return sentences;
}
