/**
 * The page's `localStorage`, or undefined where there is none (a server) or it is blocked (privacy settings,
 * sandboxed iframes): reading the property itself can throw there.
 */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The list kept as JSON under `key`: empty when there is none, when what is kept there is not a list, or when storage
 * cannot be read.
 */
export function storedList(key: string, storage = localStorageOrUndefined()): unknown[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
