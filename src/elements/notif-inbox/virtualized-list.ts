/**
 * What the inbox needs once its list is long: `@lit-labs/virtualizer`, and the code that hands a scrolled plain list
 * over to it without a jump. Loaded by `lazy-virtualizer.ts` only when the list grows past its limit, so a page with
 * a short list pays for none of it.
 */
import type { VirtualizerHostElement } from '@lit-labs/virtualizer/virtualize.js';
import { virtualizerRef } from '@lit-labs/virtualizer/virtualize.js';

export { virtualize, virtualizerRef } from '@lit-labs/virtualizer/virtualize.js';

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

/**
 * Once the virtualizer of `list` has laid out its first, pinned, screen (the anchor's message at the top), puts that
 * message back exactly where it was before the virtualizer took over.
 */
export async function restoreScroll(
  list: HTMLElement & VirtualizerHostElement,
  anchor: ScrollAnchor,
): Promise<void> {
  // The virtualize directive makes its virtualizer shortly after the render that asked for it.
  for (let frame = 0; !list[virtualizerRef] && frame < 60; frame++) await new Promise(requestAnimationFrame);
  const virtualizer = list[virtualizerRef];
  if (!virtualizer) return;
  await virtualizer.layoutComplete;
  // The pin put the message at the top; it was `offset` below it. Scrolling ends the pin, and once it has ended
  // (a reflow while pinned would put the message back at the top) the message is put exactly where it was.
  const unpinned = new Promise((done) => {
    list.addEventListener('unpinned', done, { once: true });
    setTimeout(done, 500);
  });
  list.scrollTop -= anchor.offset;
  await unpinned;
  await new Promise(requestAnimationFrame);
  const item = list.querySelector(`[data-index="${anchor.index}"]`);
  if (item)
    list.scrollTop += item.getBoundingClientRect().top - list.getBoundingClientRect().top - anchor.offset;
}
