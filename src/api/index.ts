/**
 * `notif-elements/client`: the typed client, its errors and every API type. No Lit; runs in browsers and Node ≥ 20.
 */
export { NotifClient, type NotifClientOptions } from './client.js';
// The same operations as functions of a connection: a bundle carries only those it imports.
export { connect, type Connection } from './connection.js';
export { getNotification, listNotifications } from './operations/events.js';
export { countUnseen, listFeed, markMessagesAs } from './operations/feed.js';
export { deleteIntegration, listIntegrations, setPrimaryIntegration } from './operations/integrations.js';
export { getSubscriber, upsertCredentials } from './operations/subscribers.js';
export { trigger } from './operations/trigger.js';
export type { CallOptions, NotifAuth, QueryValues } from './transport.js';
export type { RetryOptions } from './retry.js';
export * from './public-errors.js';
export { LIMITS } from './limits.js';
export * from './providers.js';
export type * from './types.js';
