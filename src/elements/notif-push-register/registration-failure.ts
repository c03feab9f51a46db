/**
 * Why a push registration failed, told by the error's class and status, never by the wording of the service's
 * message (which a proxy, a translation or a newer service may change).
 */
import { NotifHttpError, NotifNetworkError, NotifTimeoutError, serviceMessageOf } from '../../api/errors.js';

/** The kinds of failure `<notif-push-register>` explains differently. */
export type RegistrationFailure =
  /** The service has no active integration of the provider (or none with the integration identifier). */
  | { kind: 'no-integration' }
  /** The service does not know the subscriber. */
  | { kind: 'unknown-subscriber' }
  /** The credentials were refused (401, 403). */
  | { kind: 'refused'; status: number }
  /** Any other answer outside 2xx, with what the service said. */
  | { kind: 'http'; status: number; said: string }
  /** No answer: offline, refused connection, timeout. */
  | { kind: 'unreachable' }
  /** The token provider, the service worker or the page itself failed; the error says how. */
  | { kind: 'other'; message: string };

/**
 * Classifies a failed registration. A 400 whose message is a single sentence rather than a list of field problems
 * is the service refusing the integration: the client checked the request body before sending it, so the fields
 * are valid, and the credentials operation has no other reason for such an answer (its contract, docs/decisions.md#credentials).
 */
export function classifyRegistrationFailure(error: unknown): RegistrationFailure {
  if (error instanceof NotifHttpError) {
    const fieldProblems = Array.isArray(error.body?.message);
    if (error.status === 400 && !fieldProblems) return { kind: 'no-integration' };
    if (error.status === 404) return { kind: 'unknown-subscriber' };
    if (error.status === 401 || error.status === 403) return { kind: 'refused', status: error.status };
    return { kind: 'http', status: error.status, said: serviceMessageOf(error.body) ?? '' };
  }
  if (error instanceof NotifNetworkError || error instanceof NotifTimeoutError)
    return { kind: 'unreachable' };
  if (error instanceof Error) return { kind: 'other', message: error.message };
  return { kind: 'other', message: String(error) };
}
