/**
 * The inbox renders its first pages as a plain list and loads the windowed list (`windowed-list.ts`) only when the
 * list grows past {@link PLAIN_LIST_LIMIT} messages: a page pays for it when it has a long list to keep off the DOM.
 */
export type WindowedListModule = typeof import('./windowed-list.js');

/** Messages a list renders without windowing; past this, the windowed list takes over. */
export const PLAIN_LIST_LIMIT = 100;

let loading: Promise<WindowedListModule> | undefined;

/** The windowed list's module, fetched once per page (again after a failed attempt). */
export function loadWindowedList(): Promise<WindowedListModule> {
  loading ??= import('./windowed-list.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
