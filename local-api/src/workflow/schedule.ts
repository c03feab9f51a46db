/**
 * Schedule arithmetic of delay and digest steps: durations, the next run of a timed digest and its cron
 * expression. Times are epoch milliseconds; timed schedules are read in UTC.
 */
import { WEEK_DAYS, type DigestTimedConfig, type TimeUnit } from 'notif-api-contract';

export const UNIT_MS: Record<TimeUnit, number> = {
  seconds: 1_000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 7 * 86_400_000,
  months: 30 * 86_400_000,
};

/** `amount` `unit` in milliseconds, each falling back to the given default when missing. */
export function span(
  amount: number | undefined,
  unit: TimeUnit | undefined,
  fallbackAmount: number,
  fallbackUnit: TimeUnit,
): number {
  return (amount ?? fallbackAmount) * UNIT_MS[unit ?? fallbackUnit];
}

/**
 * The next time after `from` that a timed digest fires: at `atTime` (UTC; default 09:00) on one of the
 * week days, else one of the month days, else any day. Ordinal schedules are approximated by the first rule.
 */
export function nextTimedRun(from: number, timed: DigestTimedConfig): number {
  const [hours, minutes] = clockTime(timed.atTime);
  const weekDays = cronWeekDays(timed);
  const start = new Date(from);
  for (let offset = 0; offset <= 62; offset += 1) {
    const candidate = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + offset, hours, minutes),
    );
    const dayMatches =
      weekDays.length > 0
        ? weekDays.includes(candidate.getUTCDay())
        : timed.monthDays?.length
          ? timed.monthDays.includes(candidate.getUTCDate())
          : true;
    if (candidate.getTime() > from && dayMatches) return candidate.getTime();
  }
  return from + UNIT_MS.days;
}

/** The five-field cron expression of a timed schedule (week days win over month days). */
export function cronOf(timed: DigestTimedConfig): string {
  const [hours, minutes] = clockTime(timed.atTime);
  const weekDays = cronWeekDays(timed);
  const monthDays = weekDays.length === 0 && timed.monthDays?.length ? timed.monthDays.join(',') : '*';
  return `${minutes} ${hours} ${monthDays} * ${weekDays.length > 0 ? weekDays.join(',') : '*'}`;
}

/** The schedule's week days as cron and `getUTCDay()` number them: Sunday = 0. */
function cronWeekDays(timed: DigestTimedConfig): number[] {
  return (timed.weekDays ?? []).map((day) => (WEEK_DAYS.indexOf(day) + 1) % 7);
}

/** `HH:MM` as hours and minutes; 09:00 when missing or out of range. */
export function clockTime(atTime: string | undefined): [number, number] {
  const match = /^(\d{1,2}):(\d{2})/.exec(atTime ?? '');
  const hours = Number(match?.[1] ?? 9);
  const minutes = Number(match?.[2] ?? 0);
  return hours < 24 && minutes < 60 ? [hours, minutes] : [9, 0];
}
