/**
 * The notification API's contract as code, shared by the client and the local API (`local-api/`): the types of
 * what the service sends and takes, its enums, its limits, and the rules that check a request, with the sentences
 * that explain a refusal. The local API imports this module by the name `notif-api-contract` and its build compiles
 * it in (docs/decisions.md#the-local-api-is-a-package-of-its-own), so both sides refuse exactly the same input.
 */
export * from './types.js';
export * from './providers.js';
export { isRecord } from '../utils/is-record.js';
export { LIMITS, NOT_IN_ID } from './limits.js';
export { check, idString, type Rule } from './checks.js';
export { sentenceOf } from './errors.js';
export { queryInput } from './query-input.js';
export { listNotificationsQuery } from './rules/events.js';
export { feedQuery, markAsBody, unseenCountQuery } from './rules/feed.js';
export { upsertCredentialsBody } from './rules/subscribers.js';
export { triggerBody } from './rules/trigger.js';
