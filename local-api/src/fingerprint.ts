/**
 * A short, stable digest of a request, so an idempotency record can tell "the same request again" from
 * "another request under a reused key" without keeping whole bodies for 24 hours. Not cryptographic: it only
 * has to separate the requests of one key, and `crypto.subtle` is missing on plain-http pages.
 */
export function fingerprint(text: string): string {
  // Two FNV-1a passes with different offsets give 64 bits, plenty to separate the bodies of one key.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 15);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(a)}${hex(b)}:${text.length}`;
}
