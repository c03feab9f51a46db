/**
 * The top layer, through the `popover` attribute (Chromium 114, Firefox 125, Safari 17): an element shown there is
 * painted above the whole page, whatever its ancestors' `overflow`, `transform`, `z-index` or modal `<dialog>`. The
 * inbox's panel and the toasts' stack carry `popover="manual"` (the element dismisses them itself) and go there;
 * where the browser has no `popover` the attribute means nothing and they stay in the page, placed as before
 * (docs/architecture.md#the-top-layer).
 */

/** Whether `element` is shown in the top layer now. */
export function inTopLayer(element: HTMLElement): boolean {
  return 'showPopover' in element && element.matches(':popover-open');
}

/** Puts `element` in the top layer, or takes it out, to match `shown`; nothing where there is no top layer. */
export function syncTopLayer(element: HTMLElement | null, shown: boolean): void {
  if (!element?.isConnected || !('showPopover' in element) || inTopLayer(element) === shown) return;
  if (shown) element.showPopover();
  else element.hidePopover();
}
