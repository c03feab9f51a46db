/**
 * The contract's enums of notification events (all listed by `providers.ts`): what the activity log and the client's
 * rules of its operations read, and nothing the other elements carry (see `message-enums.ts`).
 */

/** Channels of a notification event: the delivery channels plus the workflow step kinds. */
export const ACTIVITY_CHANNELS = [
  'in_app',
  'email',
  'sms',
  'chat',
  'push',
  'digest',
  'trigger',
  'delay',
  'throttle',
  'custom',
  'http_request',
] as const;
export type ActivityChannel = (typeof ACTIVITY_CHANNELS)[number];

/** Job types of a notification event (the spec gives them the same values as the event channels). */
export const JOB_TYPES = ACTIVITY_CHANNELS;
export type JobType = ActivityChannel;

/** Severity levels of a notification event. */
export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export type Severity = (typeof SEVERITIES)[number];

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
