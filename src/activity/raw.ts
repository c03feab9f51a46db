/**
 * Provider output (`raw` of an execution detail) and payloads for people: JSON indented when it parses, the text
 * itself when it does not. The result is always text for a text node, never markup.
 */

/** What to show for a `raw` field. */
export type RawView = { kind: 'json'; text: string } | { kind: 'text'; text: string } | { kind: 'none' };

/** Longest text shown; provider answers can be whole HTML pages. */
export const RAW_LIMIT = 20_000;

function limited(text: string): string {
  return text.length <= RAW_LIMIT ? text : `${text.slice(0, RAW_LIMIT)}\n…`;
}

/** `value` as indented JSON; `undefined` when it cannot be written as JSON (a cycle, a BigInt). */
export function formatJson(value: unknown): string | undefined {
  try {
    const text = JSON.stringify(value, null, 2);
    return text === undefined ? undefined : limited(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a `raw` field: a string of JSON becomes indented JSON, any other string stays text, `null` or an empty
 * string is nothing to show. A value that is already an object (a service that does not stringify) is written
 * as JSON too.
 */
export function readRaw(raw: unknown): RawView {
  if (raw === null || raw === undefined) return { kind: 'none' };
  if (typeof raw !== 'string') {
    const json = formatJson(raw);
    return json === undefined ? { kind: 'text', text: limited(String(raw)) } : { kind: 'json', text: json };
  }
  if (raw.trim() === '') return { kind: 'none' };
  try {
    const json = formatJson(JSON.parse(raw));
    if (json !== undefined) return { kind: 'json', text: json };
  } catch {
    // Not JSON: shown as the provider wrote it.
  }
  return { kind: 'text', text: limited(raw) };
}
