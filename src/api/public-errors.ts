/**
 * The errors users catch, listed once: `notif-elements` and `notif-elements/client` both export this list. The
 * client's internal helpers of `errors.ts` stay out of it.
 */
export {
  NotifError,
  NotifHttpError,
  NotifNetworkError,
  NotifResponseError,
  NotifTimeoutError,
  NotifValidationError,
  type RequestSummary,
  type ValidationIssue,
} from './errors.js';
