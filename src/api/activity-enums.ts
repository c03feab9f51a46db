/**
 * The contract's enums of notification events (all listed by `providers.ts`): what the activity log's filters and the
 * client's rules of its operations read, and nothing the other elements carry (see `message-enums.ts`). The timing of
 * digest and delay steps, which only an opened event's details describe, is in `schedule-enums.ts`.
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
