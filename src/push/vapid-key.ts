/**
 * The VAPID public key of Web Push: what is wrong with one (shown as soon as the element renders), and its bytes for
 * `pushManager.subscribe`.
 */
import { invalid } from '../api/validation-errors.js';

/** Bytes of an uncompressed P-256 public key: 0x04, then x and y of 32 bytes each. */
const P256_PUBLIC_KEY_BYTES = 65;

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*$/.test(base64) || base64.length % 4 === 1) return undefined;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a VAPID public key, as a phrase that follows the attribute's name ("is not set"), or undefined
 * when it is a valid key.
 */
export function vapidKeyProblem(key: string | undefined | null): string | undefined {
  const text = (key ?? '').trim();
  if (text === '') return 'is not set';
  const bytes = decodeBase64Url(text);
  if (!bytes) return 'is not base64url text (A–Z, a–z, 0–9, "-" and "_")';
  if (bytes.length !== P256_PUBLIC_KEY_BYTES || bytes[0] !== 0x04) {
    return `decodes to ${bytes.length} bytes, not the ${P256_PUBLIC_KEY_BYTES} bytes of an uncompressed P-256 public key`;
  }
  return undefined;
}

/** The VAPID public key as the bytes `pushManager.subscribe` takes; throws a `NotifValidationError` naming the problem. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const problem = vapidKeyProblem(key);
  if (problem) throw invalid('vapid-public-key', problem);
  return decodeBase64Url(key.trim())!;
}
