/**
 * A check the argument rules cannot express: a body must become JSON. A failure is a `NotifValidationError`
 * naming the field, thrown before anything is sent. Its own module, so that only the operations that send a body of
 * the caller's data (credentials, trigger) carry it.
 */
import { invalid } from './errors.js';

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
