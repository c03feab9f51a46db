/**
 * The inbox renders its first pages as a plain list and loads `@lit-labs/virtualizer` (with the code that hands the
 * list over to it) only when the list grows past {@link PLAIN_LIST_LIMIT} messages: a page pays for the virtualizer
 * when it has a long list to keep off the DOM.
 */
export type VirtualizedListModule = typeof import('./virtualized-list.js');

/** Messages a list renders without the virtualizer; past this, the virtualizer takes over. */
export const PLAIN_LIST_LIMIT = 100;

let loading: Promise<VirtualizedListModule> | undefined;

/** The virtualizer module, fetched once per page (again after a failed attempt). */
export function loadVirtualizer(): Promise<VirtualizedListModule> {
  loading ??= import('./virtualized-list.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
