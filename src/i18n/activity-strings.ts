import { ownEntry } from '../utils/untrusted.js';
import { commonStrings } from './common-strings.js';

/** Names of the activity log's enum values in English (`<notif-activity>`). */
const OUTCOME_NAMES: Record<string, string> = {
  completed: 'Completed',
  failed: 'Failed',
  pending: 'Pending',
  warning: 'Warning',
  unknown: 'Unknown',
};
const CHANNEL_NAMES: Record<string, string> = {
  in_app: 'In-app',
  email: 'Email',
  sms: 'SMS',
  chat: 'Chat',
  push: 'Push',
  digest: 'Digest',
  trigger: 'Trigger',
  delay: 'Delay',
  throttle: 'Throttle',
  custom: 'Custom',
  http_request: 'HTTP request',
};
const SEVERITY_NAMES: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low', none: 'None' };

/**
 * The strings of `<notif-activity>`, in English; `<notif-activity-detail>` uses them too, with its own
 * (`activity-detail-strings.ts`), so the log shows its rows without the strings of the detail.
 */
export const activityStrings = {
  ...commonStrings,
  /** The activity log (`<notif-activity>`). */
  activityFilters: 'Filters',
  activityChannels: 'Channels',
  activitySeverity: 'Severity',
  activityTemplates: 'Workflows',
  activityEmails: 'Subscriber emails',
  activitySubscriberIds: 'Subscriber IDs',
  activityTransactionId: 'Transaction ID',
  activityTopicKey: 'Topic key',
  activitySubscriptionId: 'Subscription ID',
  activityContextKeys: 'Context keys',
  activityAfter: 'After',
  activityBefore: 'Before',
  activityPageSize: 'Events per page',
  activityPage: 'Page',
  /** Under the Channels and Severity checkboxes. */
  activityPickSeveral: 'Choose any; none means all.',
  activityListHint: 'Separate several with commas.',
  activityTemplatesHint: 'Workflow identifiers or ids. Separate several with commas.',
  activityContextKeysHint: 'Each written type:id, such as tenant:acme. Separate several with commas.',
  activityDateHint: 'In your time zone.',
  activityApply: 'Apply filters',
  activityClear: 'Clear filters',
  /** A wrong filter: `label` is the field's label, `problem` says what is wrong ("must have the form type:id"). */
  activityFieldProblem: (label: string, problem: string) => `${label} ${problem}`,
  /** A wrong value of a filter, named because the control may not be able to show it. */
  activityValueProblem: (label: string, value: string, problem: string) => `${label}: “${value}” ${problem}`,
  activityIncompleteDate: 'is not a complete date and time',
  activityInvalid: (count: number) =>
    count === 1
      ? '1 filter needs fixing; the problem is shown under it.'
      : `${count} filters need fixing; each problem is shown under its field.`,
  activityRejected: 'The service refused these filters; the fields concerned are marked.',
  activityTableCaption: 'Notification events, newest first. Press Enter on a row to open its details.',
  activityColumnCreated: 'Created',
  activityColumnWorkflow: 'Workflow',
  activityColumnSubscriber: 'Subscriber',
  activityColumnChannels: 'Channels',
  activityColumnSeverity: 'Severity',
  activityColumnStatus: 'Status',
  activityPager: 'Pages of events',
  activityPrevious: 'Previous',
  activityNext: 'Next',
  /** `first` and `last` are the positions of the shown events, already formatted. */
  activityPageStatus: (page: string, first: string, last: string) =>
    `Page ${page}, events ${first} to ${last}`,
  activityPageEmpty: (page: string) => `Page ${page}, no events`,
  activityLoading: 'Loading events…',
  activityEmpty: 'No events match these filters.',
  activityEmptyAll: 'No events yet.',
  activityError: 'Events could not be loaded.',
  activityNoCredentials:
    'Set an api-key or a token to show the activity log. It lists every event of the environment, so it is for trusted pages only.',
  activityUnknownWorkflow: 'Unknown workflow',
  activityUnknownSubscriber: 'Unknown subscriber',
  /** An event's or a job's outcome, derived from its jobs or its log. */
  activityOutcome: (outcome: string) => ownEntry(OUTCOME_NAMES, outcome) ?? outcome,
  /** A channel or job type of an event (`in_app`, `email`, …, `http_request`). */
  activityChannel: (channel: string) => ownEntry(CHANNEL_NAMES, channel) ?? channel,
  /** A severity level (`high`, `medium`, `low`, `none`). */
  activitySeverityLevel: (severity: string) => ownEntry(SEVERITY_NAMES, severity) ?? severity,
  activityDetailTitle: (workflow: string) => `Event: ${workflow}`,
  activityClose: 'Close',
  activityLoadingEvent: 'Loading the event…',
  activityEventError: 'The event could not be loaded.',
};
