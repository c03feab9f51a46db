/**
 * Checks of what a request is made of that the argument schemas cannot express: a path id must be text a URL can
 * carry, and a body must become JSON. Each failure is a `NotifValidationError` naming the field, thrown before
 * anything is sent.
 */
import { invalid } from './errors.js';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The id encoded as one path segment; an id with half of a surrogate pair has no UTF-8 form, so no URL. */
export function pathSegment(name: string, id: string): string {
  if (LONE_SURROGATE.test(id)) {
    throw invalid(name, 'must not contain a lone surrogate (half of a UTF-16 pair)');
  }
  return encodeURIComponent(id);
}

/** The path of the first value JSON cannot hold (a bigint, or an object that contains itself), if any. */
function unserializablePath(value: unknown, path: string, ancestors: object[]): string | undefined {
  if (typeof value === 'bigint') return path;
  if (value === null || typeof value !== 'object') return undefined;
  if (ancestors.includes(value)) return path;
  // An object with its own `toJSON` (a Date) decides its JSON itself; JSON.stringify below has the last word.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
  ancestors.push(value);
  for (const [key, item] of Object.entries(value)) {
    const found = unserializablePath(item, `${path}.${key}`, ancestors);
    if (found !== undefined) return found;
  }
  ancestors.pop();
  return undefined;
}

/** Fails, naming the field, when `body` cannot be sent as JSON. */
export function assertJsonBody(root: string, body: unknown): void {
  const path = unserializablePath(body, root, []);
  if (path !== undefined) {
    throw invalid(path, 'cannot be sent as JSON (a bigint, or an object that contains itself)');
  }
  try {
    JSON.stringify(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not serializable';
    throw invalid(root, `cannot be sent as JSON: ${reason}`);
  }
}
