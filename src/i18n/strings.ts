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

/**
 * Every visible string of the elements, in English. Give an element a partial `strings` object to translate or
 * reword any of them; counts and dates are formatted with `Intl` from the element's `locale`.
 */
export const en = {
  /** Accessible name of the bell; `count` is already formatted for the locale. */
  bellLabel: (count: number, formatted: string) =>
    count === 0 ? 'Notifications' : `Notifications, ${formatted} unseen`,
  inboxTitle: 'Notifications',
  tabAll: 'All',
  tabUnread: 'Unread',
  tabsLabel: 'Filter notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications',
  emptyUnread: 'No unread notifications',
  error: 'Notifications could not be loaded.',
  retry: 'Retry',
  offline: 'You are offline. Changes will be sent when you are back online.',
  loading: 'Loading notifications',
  loadingMore: 'Loading more notifications',
  markFailed: 'A change could not be saved and was undone.',
  dismiss: 'Dismiss',
  unreadCount: (count: number, formatted: string) => (count === 0 ? 'All read' : `${formatted} unread`),
  arrived: (count: number) => (count === 1 ? '1 new notification' : `${count} new notifications`),
  listLabel: 'Notifications',
  notConfigured: 'Set a subscriber-id (and base-url) to show notifications.',
  messageMenu: 'Message options',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  unread: 'Unread',
  read: 'Read',
  unseen: 'New',
  /** Accessible name of a message: its subject (or first line) and its read state (`unread` or `read` above). */
  messageLabel: (title: string, state: string) => `${title}, ${state}`,
  /** Stands in for the subject of a message that has neither subject nor text. */
  messageUntitled: 'Notification',
  statusError: 'Delivery failed',
  statusWarning: 'Delivered with a warning',
  actionDone: 'Done',
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
  activityOutcome: (outcome: string) => OUTCOME_NAMES[outcome] ?? outcome,
  /** The status of one execution detail (`Success`, `Warning`, `Failed`, `Pending`, `Queued`, `ReadConfirmation`). */
  activityDetailStatus: (status: string) => DETAIL_STATUS_NAMES[status] ?? status,
  /** The source of an execution detail (`Credentials`, `Internal`, `Payload`, `Webhook`). */
  activitySource: (source: string) => source,
  /** A channel or job type of an event (`in_app`, `email`, …, `http_request`). */
  activityChannel: (channel: string) => CHANNEL_NAMES[channel] ?? channel,
  /** A severity level (`high`, `medium`, `low`, `none`). */
  activitySeverityLevel: (severity: string) => SEVERITY_NAMES[severity] ?? severity,
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
  activityOrdinal: (ordinal: string) => ORDINAL_NAMES[ordinal] ?? ordinal,
  /** `day`, `weekday` or `weekend`, as in "the last weekend day". */
  activityOrdinalUnit: (unit: string) => ORDINAL_UNIT_NAMES[unit] ?? unit,
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
  /** Push registration (`<notif-push-register>`). */
  pushEnable: 'Enable notifications',
  pushAsking: 'Waiting for your permission…',
  pushRegistering: 'Turning notifications on…',
  pushRegistered: 'Notifications on',
  pushRegisterAgain: 'Register this browser again',
  pushDenied: 'Notifications are blocked. Allow them for this site in your browser settings, then reload.',
  pushUnsupported: 'This browser cannot receive push notifications here.',
  pushInsecure: 'Push notifications need a secure (https) page.',
  pushError: 'Notifications could not be turned on.',
  /** Button label while push cannot work in this browser (the reason is shown next to it). */
  pushUnavailable: 'Notifications unavailable',
  /** Follows `pushUnsupported`: the browser feature that is missing. */
  pushMissing: (feature: string) => `Missing: ${feature}.`,
  /** Button label after the person blocked notifications (`pushDenied` explains next to it). */
  pushBlocked: 'Notifications blocked',
  pushDismissed: 'Notifications were not turned on. Press the button to be asked again.',
  pushRegisteredHint:
    'Press the button again to register this browser anew, for example after its token changed.',
  pushNotConfigured: 'Set a subscriber-id (and base-url) to turn on notifications.',
  /** Developer-facing: `provider-id` is missing or not one of the service's providers. */
  pushBadProvider: (value: string | undefined) =>
    `${value ? `provider-id "${value}" is not a provider the service knows.` : 'provider-id is not set.'} ` +
    'Use a push provider (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams or appio); all 20 ' +
    'are listed in SUBSCRIBER_CHANNEL_PROVIDERS of notif-elements/client.',
  /** Developer-facing: `problem` follows the attribute's name, such as "is not set". */
  pushBadVapidKey: (problem: string) =>
    `vapid-public-key ${problem}. Set it to your push server's VAPID public key ` +
    '("npx web-push generate-vapid-keys" prints a pair), or give the element a tokenProvider.',
  /** Developer-facing: the service answered 400 because it has no active integration for the provider. */
  pushNoIntegration: (providerId: string, integrationIdentifier: string | undefined) =>
    integrationIdentifier
      ? `The service has no active ${providerId} integration with the identifier "${integrationIdentifier}". ` +
        'Activate it, or correct integration-identifier, then retry.'
      : `The service has no active ${providerId} integration in this environment. Create or activate one, then retry.`,
  pushUnknownSubscriber: (subscriberId: string) =>
    `The service has no subscriber "${subscriberId}". Create it, or correct subscriber-id, then retry.`,
  pushRefused: (status: number) =>
    `The service refused the request (${status}). Check the api-key or token, or the sign-in of your proxy.`,
  pushUnreachable: 'The notification service could not be reached. Check the connection, then retry.',
};

/** The strings an element uses; override any subset with the element's `strings` property. */
export type NotifStrings = typeof en;

/** The built-in strings with `overrides` on top. */
export function withStrings(overrides: Partial<NotifStrings> | undefined): NotifStrings {
  return overrides ? { ...en, ...overrides } : en;
}
