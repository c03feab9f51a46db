import { ownEntry } from '../utils/untrusted.js';
import { activityStrings } from './activity-strings.js';

/** Names of the detail's enum values in English (`<notif-activity-detail>`). */
const DETAIL_STATUS_NAMES: Record<string, string> = {
  Success: 'Success',
  Warning: 'Warning',
  Failed: 'Failed',
  Pending: 'Pending',
  Queued: 'Queued',
  ReadConfirmation: 'Read confirmation',
};
const ORDINAL_NAMES: Record<string, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  last: 'last',
};
const ORDINAL_UNIT_NAMES: Record<string, string> = { day: 'day', weekday: 'weekday', weekend: 'weekend day' };

/** The strings of `<notif-activity-detail>`, in English: the activity log's, and its own. */
export const activityDetailStrings = {
  ...activityStrings,
  activityNone: 'None',
  /** The status of one execution detail (`Success`, `Warning`, `Failed`, `Pending`, `Queued`, `ReadConfirmation`). */
  activityDetailStatus: (status: string) => ownEntry(DETAIL_STATUS_NAMES, status) ?? status,
  /** The source of an execution detail (`Credentials`, `Internal`, `Payload`, `Webhook`). */
  activitySource: (source: string) => source,
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
