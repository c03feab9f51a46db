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
