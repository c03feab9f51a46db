/**
 * Template substitution: `{{payload.path}}` placeholders of a step's texts filled from the trigger payload.
 * Other placeholders (`{{subscriber.x}}`) are left alone.
 */

function placeholders(): RegExp {
  return /\{\{\s*payload\.([\w$-]+(?:\.[\w$-]+)*)\s*\}\}/g;
}

/**
 * Replaces each `{{payload.path}}` of `text` (nested paths too: `{{payload.user.name}}`) with that payload
 * value as plain text; a missing value becomes empty text. Nothing is escaped: values are stored verbatim
 * and escaping is the renderer's job. One pass only, so a value that itself looks like a placeholder stays as
 * it is.
 */
export function renderTemplate(text: string, payload: Record<string, unknown>): string {
  return text.replace(placeholders(), (_match, path: string) => textOf(lookup(payload, path)));
}

/** The payload paths that `texts` use and `payload` does not have, each once, in order of use. */
export function missingVariables(texts: readonly string[], payload: Record<string, unknown>): string[] {
  const paths = texts.flatMap((text) => [...text.matchAll(placeholders())].map((match) => match[1]!));
  return [...new Set(paths)].filter((path) => lookup(payload, path) === undefined);
}

/** The value at a dotted path, reading own properties only (so `{{payload.constructor}}` is missing, not code). */
export function lookup(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}
