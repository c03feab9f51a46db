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
const DETAIL_STATUS_NAMES: Record<string, string> = {
  Success: 'Success',
  Warning: 'Warning',
  Failed: 'Failed',
  Pending: 'Pending',
  Queued: 'Queued',
  ReadConfirmation: 'Read confirmation',
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
const ORDINAL_NAMES: Record<string, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  last: 'last',
};
const ORDINAL_UNIT_NAMES: Record<string, string> = { day: 'day', weekday: 'weekday', weekend: 'weekend day' };

/** The strings of `<notif-activity>` and `<notif-activity-detail>`, in English. */
export const activityStrings = {
  ...commonStrings,
  /** The activity log (`<notif-activity>`, `<notif-activity-detail>`). */
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
  activityPickSeveral: 'Hold Ctrl (⌘ on a Mac) to choose several.',
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
  activityNone: 'None',
  /** An event's or a job's outcome, derived from its jobs or its log. */
  activityOutcome: (outcome: string) => ownEntry(OUTCOME_NAMES, outcome) ?? outcome,
  /** The status of one execution detail (`Success`, `Warning`, `Failed`, `Pending`, `Queued`, `ReadConfirmation`). */
  activityDetailStatus: (status: string) => ownEntry(DETAIL_STATUS_NAMES, status) ?? status,
  /** The source of an execution detail (`Credentials`, `Internal`, `Payload`, `Webhook`). */
  activitySource: (source: string) => source,
  /** A channel or job type of an event (`in_app`, `email`, …, `http_request`). */
  activityChannel: (channel: string) => ownEntry(CHANNEL_NAMES, channel) ?? channel,
  /** A severity level (`high`, `medium`, `low`, `none`). */
  activitySeverityLevel: (severity: string) => ownEntry(SEVERITY_NAMES, severity) ?? severity,
  activityDetailTitle: (workflow: string) => `Event: ${workflow}`,
  activityClose: 'Close',
  activityLoadingEvent: 'Loading the event…',
  activityEventError: 'The event could not be loaded.',
  activityEventId: 'Event ID',
  activityCritical: 'Critical',
  activityTopics: 'Topics',
  activityTags: 'Tags',
  activityPayload: 'Payload',
  activityJobs: (count: number) => (count === 1 ? '1 job' : `${count} jobs`),
  activityNoJobs: 'This event has no jobs.',
  activityStep: (position: number, name: string) => `Step ${position}: ${name}`,
  activityJobType: 'Type',
  activityJobStatus: 'Status',
  activityProvider: 'Provider',
  activityUpdated: 'Updated',
  activityNoDetails: 'No execution details yet.',
  activityTimeline: (step: string) => `Execution details of ${step}`,
  activitySourceLabel: 'Source',
  activityRetryFlag: 'Retry attempt',
  activityTestFlag: 'Test run',
  activityRaw: 'Raw output',
  activityRawText: 'Raw output (text)',
  activityDigestWindow: (duration: string) => `Collects events for ${duration}, then sends them as one.`,
  activityDigestCollects: 'Collects events, then sends them as one.',
  activityDigestBackoff: (duration: string | undefined) =>
    duration
      ? `Backoff: digests only when another event arrived in the last ${duration}; otherwise sends at once.`
      : 'Backoff: digests only when another event arrived shortly before; otherwise sends at once.',
  activityDigestKey: (key: string) => `Groups events by “${key}”.`,
  activityDigestUpdateMode: 'Update mode: later events update the digest that is waiting.',
  activityTimedWeekly: (days: string, time: string | undefined) =>
    time ? `Sends every ${days} at ${time}.` : `Sends every ${days}.`,
  activityTimedMonthDays: (days: string, time: string | undefined) =>
    `Sends on day ${days} of each month${time ? ` at ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal: string, what: string, time: string | undefined) =>
    `Sends on the ${ordinal} ${what} of each month${time ? ` at ${time}` : ''}.`,
  activityTimedDaily: (time: string) => `Sends every day at ${time}.`,
  /** `1`…`5` or `last`, as in "the first weekday". */
  activityOrdinal: (ordinal: string) => ownEntry(ORDINAL_NAMES, ordinal) ?? ordinal,
  /** `day`, `weekday` or `weekend`, as in "the last weekend day". */
  activityOrdinalUnit: (unit: string) => ownEntry(ORDINAL_UNIT_NAMES, unit) ?? unit,
  activityCron: (expression: string) => `Cron schedule: ${expression}.`,
  activityDigestUntil: (date: string) => `Collecting until ${date}.`,
  activityDigestEvents: (count: number, formatted: string) =>
    count === 1 ? '1 event collected.' : `${formatted} events collected.`,
  activityDelayFor: (duration: string) => `Waits ${duration} before the next step.`,
  activityDelayUntilPath: (path: string) => `Waits until the date in the payload at “${path}”.`,
  activityScheduleExtensions: (count: number, formatted: string) =>
    count === 1
      ? "Pushed back once to fit the subscriber's schedule."
      : `Pushed back ${formatted} times to fit the subscriber's schedule.`,
};
