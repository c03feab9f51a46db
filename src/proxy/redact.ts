/**
 * Takes the API key out of whatever the service sends back (docs/security.md). A compromised or buggy service
 * may echo the request's `Authorization: ApiKey …` in an error, a stack trace or a body: the browser must never
 * see it. The body is scrubbed after parsing, so a key written with JSON escapes (`\u0061…`) is found too; a body
 * whose text cannot hold the key in any form is passed on as it came (docs/proxy.md#under-load).
 */

const REDACTED = '[redacted]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `apikey` in any case, as a pattern: the key itself is matched exactly, the scheme word is not. */
const SCHEME = [...'apikey'].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('');

/** Replaces the key in a string, and tells whether a JSON text may hold it. */
export interface KeyRedactor {
  /** The string with the key (bare, URL-encoded, or with its `ApiKey ` scheme) replaced. */
  (text: string): string;
  /**
   * Whether the JSON text `json` may hold the key once parsed: it holds one of the key's forms as it is, or a JSON
   * escape that could spell one (`\u…`, or `\/`, `\"`, `\\` when the key has that character). When it is false,
   * scrubbing the parsed text would change nothing.
   */
  mayHold(json: string): boolean;
}

/** The JSON escapes that could spell a character of `apiKey` (printable ASCII) inside a JSON string. */
function escapesOf(apiKey: string): string[] {
  return ['\\u', ...['/', '"', '\\'].filter((char) => apiKey.includes(char)).map((char) => `\\${char}`)];
}

/** A redactor of `apiKey`: see {@link KeyRedactor}. */
export function keyRedactor(apiKey: string): KeyRedactor {
  const plainForms = [...new Set([apiKey, encodeURIComponent(apiKey)])];
  const pattern = new RegExp(`(?:${SCHEME}\\s+)?(?:${plainForms.map(escapeRegExp).join('|')})`, 'g');
  const telltales = [...plainForms, ...escapesOf(apiKey)];
  return Object.assign((text: string) => text.replace(pattern, REDACTED), {
    mayHold: (json: string) => telltales.some((telltale) => json.includes(telltale)),
  });
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
