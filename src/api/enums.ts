/**
 * The contract's enums (all listed by `providers.ts`), and the check that a value is one of them. One module: a page
 * carries the lists it uses, the bundler drops the others.
 */

/** Whether `value` is one of the strings of `list`; narrows it to the list's union type. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Delivery channels of integrations and messages. */
export const CHANNEL_TYPES = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** States the mark-as operation can apply to in-app messages. */
export const MARK_AS = ['read', 'seen', 'unread', 'unseen'] as const;
export type MarkAs = (typeof MARK_AS)[number];

/** Delivery statuses of a message. */
export const MESSAGE_STATUSES = ['sent', 'error', 'warning'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Types of a message action button (and of an action result). */
export const BUTTON_TYPES = ['primary', 'secondary'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** Statuses of a message action. */
export const ACTION_STATUSES = ['pending', 'done'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Types of a message call to action. */
export const CTA_TYPES = ['redirect'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/** Text alignments of an email block. */
export const TEXT_ALIGNS = ['center', 'left', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Types of an email block in message content. */
export const EMAIL_BLOCK_TYPES = ['button', 'text'] as const;
export type EmailBlockType = (typeof EMAIL_BLOCK_TYPES)[number];

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

/** Providers a subscriber can hold per-channel credentials for (chat and push), in spec order. */
export const SUBSCRIBER_CHANNEL_PROVIDERS = [
  'slack',
  'discord',
  'msteams',
  'mattermost',
  'ryver',
  'zulip',
  'grafana-on-call',
  'getstream',
  'rocket-chat',
  'whatsapp-business',
  'chat-webhook',
  'svc-slack',
  'fcm',
  'apns',
  'expo',
  'one-signal',
  'pushpad',
  'push-webhook',
  'pusher-beams',
  'appio',
] as const;
export type SubscriberChannelProvider = (typeof SUBSCRIBER_CHANNEL_PROVIDERS)[number];
