/**
 * The top layer, through the `popover` attribute (Chromium 114, Firefox 125, Safari 17): an element shown there is
 * painted above the whole page, whatever its ancestors' `overflow`, `transform`, `z-index` or modal `<dialog>`. The
 * inbox's panel and the toasts' stack go there; where `popover` is missing they stay in the page, placed as before
 * (docs/architecture.md#the-top-layer).
 */

/** Whether this browser has the `popover` attribute. */
export const hasTopLayer: boolean = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/** The value of a surface's `popover` attribute: `manual` (the element dismisses it itself), or none without it. */
export const popoverAttribute: 'manual' | undefined = hasTopLayer ? 'manual' : undefined;

/** Puts `element` in the top layer, or takes it out, to match `shown`; nothing where there is no top layer. */
export function syncTopLayer(element: HTMLElement | null | undefined, shown: boolean): void {
  if (!hasTopLayer || !element?.isConnected || !element.hasAttribute('popover')) return;
  const open = element.matches(':popover-open');
  if (shown && !open) element.showPopover();
  else if (!shown && open) element.hidePopover();
}
