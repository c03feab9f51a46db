/** What the event list accepts (operation 5): its filters and pages. */
import { isString, nonEmptyString, steps, string } from '../checks.js';
import { integerIn, listOf, oneOf, record } from '../shape-checks.js';
import { LIMITS } from '../limits.js';
import { ACTIVITY_CHANNELS, SEVERITIES } from '../activity-enums.js';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An ISO 8601 date or date-time that is also a real date (no 31 February). */
function isIsoTimestamp(value: string): boolean {
  if (!ISO_8601.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** A context key of the form `type:id`. */
const CONTEXT_KEY = /^[^:\s]+:\S+$/;

const isoTimestamp = /* @__PURE__ */ steps(
  [isString, 'must be an ISO 8601 date-time string'],
  [isIsoTimestamp, 'must be an ISO 8601 date-time string'],
);
const contextKey = /* @__PURE__ */ steps(
  [isString, 'must be a string'],
  [(value: string) => CONTEXT_KEY.test(value), 'must have the form type:id'],
);

/** Query of operation 5. */
export const listNotificationsQuery = /* @__PURE__ */ record({
  '?channels': listOf(oneOf(ACTIVITY_CHANNELS)),
  '?templates': listOf(nonEmptyString),
  '?emails': listOf(nonEmptyString),
  '?search': string,
  '?subscriberIds': listOf(nonEmptyString),
  '?severity': listOf(oneOf(SEVERITIES)),
  '?page': integerIn(LIMITS.page.min),
  '?limit': integerIn(LIMITS.events.min, LIMITS.events.max),
  '?transactionId': nonEmptyString,
  '?topicKey': nonEmptyString,
  '?subscriptionId': nonEmptyString,
  '?contextKeys': listOf(contextKey),
  '?after': isoTimestamp,
  '?before': isoTimestamp,
});
