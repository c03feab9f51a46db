// Every enum of the notification API contract, as `const` tuples plus their union types.
// Validation (client and local API) reads these lists, so they must match the spec value for value, in spec order.

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

/** Provider identifiers a job or an execution detail of a notification event can name, in spec order. */
export const ACTIVITY_PROVIDERS = [
  // email
  'emailjs',
  'mailgun',
  'mailjet',
  'mandrill',
  'nodemailer',
  'postmark',
  'sendgrid',
  'sendinblue',
  'ses',
  'netcore',
  'infobip-email',
  'resend',
  'plunk',
  'mailersend',
  'mailtrap',
  'clickatell',
  'outlook365',
  'svc-email',
  'sparkpost',
  'email-webhook',
  'braze',
  'svc-email-agent',
  // sms
  'nexmo',
  'plivo',
  'sms77',
  'sms-central',
  'sns',
  'telnyx',
  'twilio',
  'gupshup',
  'firetext',
  'infobip-sms',
  'burst-sms',
  'bulk-sms',
  'isend-sms',
  'forty-six-elks',
  'kannel',
  'maqsam',
  'termii',
  'africas-talking',
  'svc-sms',
  'sendchamp',
  'generic-sms',
  'clicksend',
  'bandwidth',
  'messagebird',
  'simpletexting',
  'azure-sms',
  'ring-central',
  'brevo-sms',
  'eazy-sms',
  'mobishastra',
  'afro-message',
  'unifonic',
  'smsmode',
  'imedia',
  'sinch',
  'isendpro-sms',
  'cm-telecom',
  // push
  'fcm',
  'apns',
  'expo',
  'one-signal',
  'pushpad',
  'push-webhook',
  'pusher-beams',
  'appio',
  // in-app
  'svc',
  // chat
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
  // agent
  'anthropic',
] as const;
export type ActivityProvider = (typeof ACTIVITY_PROVIDERS)[number];

/** Delivery channels of integrations and messages. */
export const CHANNEL_TYPES = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

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

/** States the mark-as operation can apply to in-app messages. */
export const MARK_AS = ['read', 'seen', 'unread', 'unseen'] as const;
export type MarkAs = (typeof MARK_AS)[number];

/** Delivery statuses of a message. */
export const MESSAGE_STATUSES = ['sent', 'error', 'warning'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Severity levels of a notification event. */
export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Statuses of one execution detail (log line) of a job. */
export const EXECUTION_DETAIL_STATUSES = [
  'Success',
  'Warning',
  'Failed',
  'Pending',
  'Queued',
  'ReadConfirmation',
] as const;
export type ExecutionDetailStatus = (typeof EXECUTION_DETAIL_STATUSES)[number];

/** Sources an execution detail can come from. */
export const EXECUTION_DETAIL_SOURCES = ['Credentials', 'Internal', 'Payload', 'Webhook'] as const;
export type ExecutionDetailSource = (typeof EXECUTION_DETAIL_SOURCES)[number];

/** Kinds of integration; `agent` integrations have no channel. */
export const INTEGRATION_KINDS = ['delivery', 'agent'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Types of a step filter (integration conditions and step filters). */
export const STEP_FILTER_TYPES = [
  'BOOLEAN',
  'TEXT',
  'DATE',
  'NUMBER',
  'STATEMENT',
  'LIST',
  'MULTI_LIST',
  'GROUP',
] as const;
export type StepFilterType = (typeof STEP_FILTER_TYPES)[number];

/** Logical operators that join the children of a step filter. */
export const STEP_FILTER_VALUES = ['AND', 'OR'] as const;
export type StepFilterValue = (typeof STEP_FILTER_VALUES)[number];

/** Comparison operators of one field filter part. */
export const FIELD_FILTER_OPERATORS = [
  'LARGER',
  'SMALLER',
  'LARGER_EQUAL',
  'SMALLER_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ALL_IN',
  'ANY_IN',
  'NOT_IN',
  'BETWEEN',
  'NOT_BETWEEN',
  'LIKE',
  'NOT_LIKE',
  'IN',
] as const;
export type FieldFilterOperator = (typeof FIELD_FILTER_OPERATORS)[number];

/** What a field filter part reads its field from. */
export const FIELD_FILTER_ON = ['subscriber', 'payload'] as const;
export type FieldFilterOn = (typeof FIELD_FILTER_ON)[number];

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

/** Digest types of a job's digest metadata. */
export const DIGEST_TYPES = ['regular', 'backoff', 'timed'] as const;
export type DigestType = (typeof DIGEST_TYPES)[number];

/** Digest types of the "digest regular" step metadata shape. */
export const DIGEST_REGULAR_TYPES = ['regular', 'backoff'] as const;
export type DigestRegularType = (typeof DIGEST_REGULAR_TYPES)[number];

/** Delay types of the delay step metadata shapes. */
export const DELAY_TYPES = ['regular', 'scheduled'] as const;
export type DelayType = (typeof DELAY_TYPES)[number];

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

/** Types of a workflow trigger. */
export const TRIGGER_TYPES = ['event'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Origins of the workflow of a notification event. */
export const WORKFLOW_ORIGINS = ['svc-cloud', 'svc-cloud-v1', 'external'] as const;
export type WorkflowOrigin = (typeof WORKFLOW_ORIGINS)[number];

/** Whether `value` is one of the strings of `list`; narrows it to the list's union type. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
