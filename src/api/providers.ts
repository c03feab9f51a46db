// Every enum of the notification API contract, as `const` tuples plus their union types.
// Validation (client and local API) reads these lists, so they must match the spec value for value, in spec order.

export * from './message-enums.js';
export * from './activity-enums.js';
export * from './schedule-enums.js';
export * from './enums.js';

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

/** Digest types of a job's digest metadata. */
export const DIGEST_TYPES = ['regular', 'backoff', 'timed'] as const;
export type DigestType = (typeof DIGEST_TYPES)[number];

/** Digest types of the "digest regular" step metadata shape. */
export const DIGEST_REGULAR_TYPES = ['regular', 'backoff'] as const;
export type DigestRegularType = (typeof DIGEST_REGULAR_TYPES)[number];

/** Delay types of the delay step metadata shapes. */
export const DELAY_TYPES = ['regular', 'scheduled'] as const;
export type DelayType = (typeof DELAY_TYPES)[number];

/** Types of a workflow trigger. */
export const TRIGGER_TYPES = ['event'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Origins of the workflow of a notification event. */
export const WORKFLOW_ORIGINS = ['svc-cloud', 'svc-cloud-v1', 'external'] as const;
export type WorkflowOrigin = (typeof WORKFLOW_ORIGINS)[number];
