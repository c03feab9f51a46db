/** What the event list accepts (operation 5): its filters and pages. */
import { integerIn, isString, listOf, nonEmptyString, oneOf, record, steps, string } from '../checks.js';
import { CONTEXT_KEY, isIsoTimestamp } from '../limits.js';
import { LIMITS } from '../limits.js';
import { ACTIVITY_CHANNELS, SEVERITIES } from '../activity-enums.js';

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
