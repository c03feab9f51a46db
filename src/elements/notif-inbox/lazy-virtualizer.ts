/**
 * The inbox renders its first pages as a plain list and loads `@lit-labs/virtualizer` only when the list grows past
 * {@link PLAIN_LIST_LIMIT} messages: a page pays for the virtualizer when it has a long list to keep off the DOM.
 */
export type VirtualizeModule = typeof import('@lit-labs/virtualizer/virtualize.js');

/** Messages a list renders without the virtualizer; past this, the virtualizer takes over. */
export const PLAIN_LIST_LIMIT = 100;

let loading: Promise<VirtualizeModule> | undefined;

/** The virtualizer module, fetched once per page (again after a failed attempt). */
export function loadVirtualizer(): Promise<VirtualizeModule> {
  loading ??= import('@lit-labs/virtualizer/virtualize.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Where the list is scrolled to, as the first message in view and how far its top is below the list's top. */
export interface ScrollAnchor {
  index: number;
  offset: number;
}

/** The first item of `list` (an element with `data-index`) whose bottom is inside the list's box. */
export function scrollAnchor(list: HTMLElement): ScrollAnchor | undefined {
  const top = list.getBoundingClientRect().top;
  for (const item of list.querySelectorAll<HTMLElement>('[data-index]')) {
    const box = item.getBoundingClientRect();
    if (box.bottom > top) return { index: Number(item.dataset.index), offset: box.top - top };
  }
  return undefined;
}
