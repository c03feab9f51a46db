/**
 * The enums of digest and delay schedules (`<notif-activity-detail>` describes them). Part of the contract's enums,
 * all listed by `providers.ts`: apart, so that a page carries only those its elements use.
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
