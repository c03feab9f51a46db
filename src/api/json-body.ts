/**
 * The check of a free-form JSON body (a trigger's payload, a subscriber's credentials) before it is sent: the
 * operations that send one import it, so the client's shared code, which every element with a client fetches, does
 * not carry it.
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
