/**
 * What the memory of acknowledged tokens keeps in place of a device token: its SHA-256, or a 64-bit FNV-1a where Web
 * Crypto is unavailable (plain http on a LAN address). A token itself is never stored.
 */

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
