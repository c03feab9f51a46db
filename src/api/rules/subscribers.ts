/** What the subscriber operations accept: the body of operation 1. */
import { nonEmptyString, string } from '../checks.js';
import { listOf, oneOf, record } from '../shape-checks.js';
import { SUBSCRIBER_CHANNEL_PROVIDERS } from '../enums.js';

/** Body of operation 1. */
export const upsertCredentialsBody = /* @__PURE__ */ record({
  providerId: oneOf(SUBSCRIBER_CHANNEL_PROVIDERS),
  '?integrationIdentifier': nonEmptyString,
  credentials: record({
    '?webhookUrl': string,
    '?channel': string,
    '?deviceTokens': listOf(nonEmptyString),
    '?alertUid': string,
    '?title': string,
    '?imageUrl': string,
    '?state': string,
    '?externalUrl': string,
  }),
  '?removeDeviceTokens': listOf(nonEmptyString),
});
