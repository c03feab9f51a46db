/**
 * The enums the activity log filters by (`<notif-activity>`). Part of the contract's enums, all listed by
 * `providers.ts`: apart, so that a page carries only those its elements use.
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
