/**
 * Provider output (`raw` of an execution detail) and payloads for people: JSON indented when it parses, the text
 * itself when it does not. The result is always text for a text node, never markup; the element clips it
 * (`CODE_LIMIT`), keeping the whole in a `title`.
 */

/** What to show for a `raw` field. */
export type RawView = { kind: 'json'; text: string } | { kind: 'text'; text: string } | { kind: 'none' };

/** `value` as indented JSON; `undefined` when it cannot be written as JSON (a cycle, a BigInt). */
export function formatJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return undefined;
  }
}

/**
 * Reads a `raw` field: a string of JSON becomes indented JSON, any other string stays text, `null` or an empty
 * string is nothing to show. A value that is already an object (a service that does not stringify) is written
 * as JSON too; one JSON cannot write is nothing to show.
 */
export function readRaw(raw: unknown): RawView {
  if (raw === null || raw === undefined) return { kind: 'none' };
  if (typeof raw !== 'string') {
    // A value JSON cannot write (a cycle, a function, a symbol) has no text that is not code: nothing to show.
    const json = formatJson(raw);
    return json === undefined ? { kind: 'none' } : { kind: 'json', text: json };
  }
  if (raw.trim() === '') return { kind: 'none' };
  try {
    const json = formatJson(JSON.parse(raw));
    if (json !== undefined) return { kind: 'json', text: json };
  } catch {
    // Not JSON: shown as the provider wrote it.
  }
  return { kind: 'text', text: raw };
}
