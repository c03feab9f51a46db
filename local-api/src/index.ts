/**
 * `notif-local-api`: the notification service in memory, as a fetch handler for Node servers, dev servers, browser
 * tests and stories. Nothing here imports a Node-only module (the command's listener and data file live in
 * `cli.ts` alone).
 */
export { createLocalApi, type LocalApi } from './app.js';
export { inProcessFetch } from './in-process.js';
export type { LocalApiOptions } from './options.js';
export { objectId } from './ids.js';
export { createSeed, DEMO_IDS, DEMO_KEYS, DEMO_SUBSCRIBER_IDS } from './seed.js';
export type {
  Environment,
  IdempotencyRecord,
  LocalState,
  SessionToken,
  StoredNotification,
} from './state.js';
