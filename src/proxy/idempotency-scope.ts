/**
 * Idempotency keys scoped per subscriber (docs/security.md). The service keeps keys per environment, and every
 * subscriber behind one proxy shares the proxy's environment: with the browser's key forwarded as it is, one
 * subscriber could replay another's answer, or learn from a 422 that another used a key. The service gets a
 * digest of the subscriber and the key instead, which no other subscriber can produce (their own keys are
 * digested with their own id); the browser gets its own key back.
 */

const encoder = new TextEncoder();

/** The key the service sees for `subscriberId`'s `key`: a SHA-256 digest, 64 hex digits. */
export async function scopedIdempotencyKey(subscriberId: string, key: string): Promise<string> {
  // JSON keeps the two apart: ("a:b", "c") and ("a", "b:c") give different texts.
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(JSON.stringify([subscriberId, key])));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
