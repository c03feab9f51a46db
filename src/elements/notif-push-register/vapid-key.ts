/**
 * The VAPID public key of Web Push: what is wrong with one (shown as soon as the element renders, worked out from
 * the text alone), and the bytes `pushManager.subscribe` takes.
 */
import { invalid } from '../../api/errors.js';

/** Bytes of an uncompressed P-256 public key: 0x04, then x and y of 32 bytes each. */
export const P256_PUBLIC_KEY_BYTES = 65;

/** Base64url (or standard base64) text without its padding, or undefined when it is not such text. */
function base64Text(key: string): string | undefined {
  const text = key.trim().replace(/=+$/, '');
  return /^[A-Za-z0-9+/_-]*$/.test(text) && text.length % 4 !== 1 ? text : undefined;
}

/**
 * What is wrong with a VAPID public key, as a phrase that follows the attribute's name ("is not set"), or undefined
 * when it is a valid key.
 */
export function vapidKeyProblem(key: string | undefined | null): string | undefined {
  if ((key ?? '').trim() === '') return 'is not set';
  const text = base64Text(key!);
  if (text === undefined) return 'is not base64url text (A–Z, a–z, 0–9, "-" and "_")';
  // Four characters carry three bytes; an uncompressed point starts with 0x04, which is "B" then one of "A"–"P".
  const bytes = Math.floor((text.length * 3) / 4);
  if (bytes !== P256_PUBLIC_KEY_BYTES || !/^B[A-P]/.test(text)) {
    return `decodes to ${bytes} bytes, not the ${P256_PUBLIC_KEY_BYTES} bytes of an uncompressed P-256 public key`;
  }
  return undefined;
}

/** The key's bytes; throws a `NotifValidationError` naming `vapid-public-key` and the problem. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const problem = vapidKeyProblem(key);
  if (problem) throw invalid('vapid-public-key', problem);
  const text = base64Text(key)!.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(text + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
