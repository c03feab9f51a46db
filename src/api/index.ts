/**
 * `notif-elements/client`: the typed client, its errors and every API type. No Lit; runs in browsers and Node ≥ 20.
 */
export { NotifClient, type NotifClientOptions } from './client.js';
export type { CallOptions, NotifAuth, QueryValues } from './transport.js';
export type { RetryOptions } from './retry.js';
export {
  NotifError,
  NotifHttpError,
  NotifNetworkError,
  NotifResponseError,
  NotifTimeoutError,
  NotifValidationError,
  type RequestSummary,
} from './errors.js';
export { LIMITS } from './limits.js';
export * from './providers.js';
export type * from './types.js';
