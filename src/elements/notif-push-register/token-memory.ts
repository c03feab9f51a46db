/**
 * Looking a device token up in the memory of acknowledged tokens, and remembering one: fetched when a registration
 * first stores a token. What is kept in place of a token is its SHA-256, or a 64-bit FNV-1a where Web Crypto is
 * unavailable (plain http on a LAN address); a token itself is never stored.
 */
import {
  acknowledgedKey,
  fallback,
  type Acknowledgement,
  type AcknowledgedTokens,
  type RegistrationScope,
} from './acknowledged-tokens.js';

/** Fingerprints kept per scope: tokens rotate rarely, and older ones are never offered again. */
const MAX_KEPT = 20;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a, 64 bits: only for pages without Web Crypto (which cannot use push anyway: both need a secure page). */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The fingerprint stored in place of a token. */
export async function tokenFingerprint(token: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return `fnv1a:${fnv1a64(token)}`;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return `sha256:${toHex(new Uint8Array(digest))}`;
}

/** Whether this very token was acknowledged for the scope. */
export async function hasToken(
  memory: AcknowledgedTokens,
  scope: RegistrationScope,
  token: string,
): Promise<boolean> {
  const hash = await tokenFingerprint(token);
  return memory.entries(acknowledgedKey(scope)).some((entry) => entry.hash === hash);
}

/** Remembers that the service acknowledged the token for the scope. */
export async function addToken(
  memory: AcknowledgedTokens,
  scope: RegistrationScope,
  token: string,
): Promise<void> {
  const key = acknowledgedKey(scope);
  const hash = await tokenFingerprint(token);
  const kept = memory.entries(key).filter((entry) => entry.hash !== hash);
  write(memory, key, [...kept, { hash, at: memory.now() }].slice(-MAX_KEPT));
}

function write(memory: AcknowledgedTokens, key: string, entries: Acknowledgement[]): void {
  try {
    const storage = memory.storage();
    if (storage) {
      storage.setItem(key, JSON.stringify({ v: 1, tokens: entries }));
      fallback.delete(key);
      return;
    }
  } catch {
    // quota exceeded or storage blocked: remembered for this page only
  }
  fallback.set(key, entries);
}
