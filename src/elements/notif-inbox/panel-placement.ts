/**
 * Where the popover panel goes, from what was measured: it always fits the viewport. Up to {@link SHEET_MAX_WIDTH}
 * wide (a phone), it is a sheet as wide as the screen, reaching its end; wider, it lines up with the bell's end (its right edge in a
 * left-to-right page, its left edge in a right-to-left one) when that fits, and is moved inside the viewport, a
 * margin from its edges, when it does not. It opens below the bell, or above it when there is more room there
 * than below and not enough below; its height is bounded by the room it has (docs/decisions.md#popover-placement).
 * No DOM: the inbox measures and applies.
 */

/** Viewports this wide or narrower get the sheet. */
export const SHEET_MAX_WIDTH = 480;
/** Room kept between the panel and the viewport's edges, and between the panel and the bell, in pixels. */
export const PANEL_MARGIN = 8;

/** A rectangle in viewport coordinates, as `getBoundingClientRect()` gives it. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementInput {
  /** The bell. */
  anchor: Rect;
  /** The panel's width and height as its styles and content make them, before any bound. */
  panel: { width: number; height: number };
  /** The viewport's size (without scrollbars). */
  viewport: { width: number; height: number };
  rtl: boolean;
}

export interface Placement {
  /** A sheet: as wide as the viewport. */
  sheet: boolean;
  /** Opens above the bell. */
  above: boolean;
  /** The panel's left edge, in viewport coordinates. */
  left: number;
  /** The panel's width. */
  width: number;
  /** The most height it may take, the room left on its side of the bell. */
  maxHeight: number;
}

export function placePanel({ anchor, panel, viewport, rtl }: PlacementInput): Placement {
  const sheet = viewport.width <= SHEET_MAX_WIDTH;
  // A gap from the bell, and a margin from the viewport's edge, which a sheet reaches.
  const edge = sheet ? 0 : PANEL_MARGIN;
  const roomBelow = viewport.height - anchor.bottom - PANEL_MARGIN - edge;
  const roomAbove = anchor.top - PANEL_MARGIN - edge;
  const above = panel.height > roomBelow && roomAbove > roomBelow;
  const maxHeight = Math.max(0, above ? roomAbove : roomBelow);
  if (sheet) return { sheet, above, left: 0, width: viewport.width, maxHeight };
  const width = Math.min(panel.width, viewport.width - PANEL_MARGIN * 2);
  const alignedToEnd = rtl ? anchor.left : anchor.right - width;
  const left = Math.min(Math.max(alignedToEnd, PANEL_MARGIN), viewport.width - PANEL_MARGIN - width);
  return { sheet, above, left, width, maxHeight };
}
