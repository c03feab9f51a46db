/**
 * Takes the API key out of whatever the service sends back (docs/security.md). A compromised or buggy service
 * may echo the request's `Authorization: ApiKey …` in an error, a stack trace or a body: the browser must never
 * see it. The body is scrubbed after parsing, so a key written with JSON escapes (`\u0061…`) is found too.
 */

const REDACTED = '[redacted]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `apikey` in any case, as a pattern: the key itself is matched exactly, the scheme word is not. */
const SCHEME = [...'apikey'].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('');

/** A function that replaces the key (bare, URL-encoded, or with its `ApiKey ` scheme) in a string. */
export function keyRedactor(apiKey: string): (text: string) => string {
  const forms = [...new Set([apiKey, encodeURIComponent(apiKey)])].map(escapeRegExp).join('|');
  const pattern = new RegExp(`(?:${SCHEME}\\s+)?(?:${forms})`, 'g');
  return (text) => text.replace(pattern, REDACTED);
}

/** A copy of a parsed JSON value with the key taken out of every string and every property name. */
export function redactJson(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact));
  if (typeof value === 'object' && value !== null) {
    // fromEntries defines own properties, so a `__proto__` name stays a name and never becomes a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [redact(name), redactJson(item, redact)]),
    );
  }
  return value;
}
