/** The VAPID public key as the bytes `pushManager.subscribe` takes. */
import { invalid } from '../../api/validation-errors.js';
import { base64Text, vapidKeyProblem } from './vapid-key.js';

/** The key's bytes; throws a `NotifValidationError` naming `vapid-public-key` and the problem. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const problem = vapidKeyProblem(key);
  if (problem) throw invalid('vapid-public-key', problem);
  const text = base64Text(key)!.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(text + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
