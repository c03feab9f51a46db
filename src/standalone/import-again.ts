/**
 * A dynamic import that can be tried again after it failed. A browser keeps a module whose fetch failed as failed
 * for the page's life, so importing the same URL again fails at once without a request. After a failure this
 * imports the URL with a query (`?retry=1`, then `?retry=2`…), a module the browser has not tried yet, so the
 * element's Retry and a second press of the push button fetch the file again. A module that loaded is imported by
 * its plain URL every time, so it runs once.
 *
 * The standalone build sends every dynamic import of its files through this function (see
 * `build/retryable-imports.ts`); the library build for bundlers leaves them as they are.
 */

/** How many times the import of each URL has failed. */
const failures = new Map<string, number>();

/** Imports the module at `url` (absolute), with a query that changes after each failure. */
export async function importAgain(url: string): Promise<unknown> {
  const failed = failures.get(url) ?? 0;
  try {
    return await import(/* @vite-ignore */ failed === 0 ? url : `${url}?retry=${failed}`);
  } catch (error) {
    failures.set(url, failed + 1);
    throw error;
  }
}
