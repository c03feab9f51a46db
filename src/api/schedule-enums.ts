/**
 * The contract's enums of a digest or delay step's timing (all listed by `providers.ts`): read only where an opened
 * event's details describe them, so the activity log's list, which fetches those details' code on first opening,
 * does not carry them.
 */

/** Time units of digest and delay amounts. */
export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Days of the week for timed digests, Monday first. */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Ordinals of a monthly timed digest (first to fifth, or last). */
export const ORDINALS = ['1', '2', '3', '4', '5', 'last'] as const;
export type Ordinal = (typeof ORDINALS)[number];

/** What an ordinal of a monthly timed digest counts (a day, a weekday, a weekend day or a named day). */
export const ORDINAL_VALUES = [
  'day',
  'weekday',
  'weekend',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type OrdinalValue = (typeof ORDINAL_VALUES)[number];

/** How a monthly timed digest picks its days. */
export const MONTHLY_TYPES = ['each', 'on'] as const;
export type MonthlyType = (typeof MONTHLY_TYPES)[number];
