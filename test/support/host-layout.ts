/**
 * Pages that hold an element the way customers' pages do (docs/browser-support.md#host-layouts): a box around it
 * (a flex row, a float, a table cell, a sticky header over z-indexed cards, a clipping navbar, a modal dialog, …) and
 * page styles (a 62.5% root, `overflow-x: hidden`, uppercase text with a tall line height, words broken anywhere
 * and hyphenated, shadowed text, a reset that unsets every element), and what a person sees
 * of the element there: where a point of the screen lands, through the shadow roots.
 */

/** One kind of page: markup with a `[data-slot]` where the element goes, page styles, and what to do once it is in. */
export interface HostLayout {
  name: string;
  markup: string;
  /** A style sheet for the whole page (the root and body included). */
  pageStyle?: string;
  /** The box sizes the element to its content: the inline inbox must take a width of its own there. */
  shrinkToFit?: boolean;
  /** The box clips what it holds to a bar's height: content in the page's flow (an inline list) is cut by design. */
  clips?: boolean;
  /**
   * Boxes of the page stack above the box that holds the element: content in the page's flow taller than the screen
   * (the activity log) passes under them as the page scrolls, by the page's design; only the popover's panel, in the
   * top layer, is above them.
   */
  covered?: boolean;
  /**
   * The page's reset unsets every element, the elements' hosts included (`all: unset`): a page's rule on a host wins
   * over the element's own `:host` rules (the cascade of shadow DOM), so its text takes the page's size and shape
   * there; it must still lay out, reach the pointer and read.
   */
  unsetsHosts?: boolean;
  /** Runs once the element is in the page (a modal dialog is opened). */
  after?: (root: HTMLElement) => void;
}

const CARDS = `<div style="position: relative; z-index: 20; block-size: 900px; background: #eee">cards above the header</div>`;

export const HOST_LAYOUTS: readonly HostLayout[] = [
  {
    name: 'a flex row',
    shrinkToFit: true,
    markup: `<div style="display: flex; gap: 8px; align-items: flex-start"><button>Menu</button><span data-slot></span><button>Profile</button></div>`,
  },
  {
    name: 'a centred flex column',
    shrinkToFit: true,
    markup: `<div style="display: flex; flex-direction: column; align-items: center"><h1>Page</h1><span data-slot></span></div>`,
  },
  {
    name: "a grid's auto column",
    shrinkToFit: true,
    markup: `<div style="display: grid; grid-template-columns: auto 1fr; gap: 8px"><span data-slot></span><main>Content</main></div>`,
  },
  {
    name: 'an inline-block',
    shrinkToFit: true,
    markup: `<p>Before <span style="display: inline-block" data-slot></span></p>`,
  },
  {
    name: 'a float',
    shrinkToFit: true,
    markup: `<div style="float: inline-start" data-slot></div><p>Text beside it.</p>`,
  },
  {
    name: 'an absolutely positioned box',
    shrinkToFit: true,
    markup: `<div style="position: relative; block-size: 700px"><div style="position: absolute; inset-block-start: 60px; inset-inline-start: 20px" data-slot></div></div>`,
  },
  {
    name: 'a table cell',
    shrinkToFit: true,
    markup: `<table><tr><td data-slot></td><td>Other cell</td></tr></table>`,
  },
  { name: 'a 300px sidebar', markup: `<aside style="inline-size: 300px" data-slot></aside>` },
  {
    name: 'a sticky header under z-indexed cards',
    covered: true,
    markup: `<header style="position: sticky; inset-block-start: 0; z-index: 10; display: flex; justify-content: flex-end; background: #fff"><span data-slot></span></header>${CARDS}`,
  },
  {
    name: 'a transformed ancestor',
    markup: `<div style="transform: translateZ(0); display: flex; justify-content: flex-end"><span data-slot></span></div>${CARDS}`,
  },
  {
    name: 'a 48px navbar with overflow hidden',
    clips: true,
    markup: `<nav style="block-size: 48px; overflow: hidden; display: flex; justify-content: flex-end; align-items: flex-start"><span data-slot></span></nav>`,
  },
  {
    name: 'a modal dialog',
    markup: `<dialog style="inline-size: 320px; block-size: 200px; overflow: auto; padding: 8px"><div data-slot></div></dialog>`,
    after: (root) => root.querySelector('dialog')!.showModal(),
  },
  {
    name: 'a page with html, body { overflow-x: hidden }',
    pageStyle: 'html, body { overflow-x: hidden }',
    markup: `<div style="display: flex; justify-content: flex-end"><span data-slot></span></div>`,
  },
  {
    name: 'a page with a 62.5% root (html { font-size: 62.5% } body { font-size: 1.6rem })',
    pageStyle: 'html { font-size: 62.5% } body { font-size: 1.6rem }',
    markup: `<div style="display: flex; justify-content: flex-end"><span data-slot></span></div>`,
  },
  {
    name: 'a page with uppercase text and a line height of 3',
    pageStyle: 'body { text-transform: uppercase; line-height: 3; letter-spacing: 4px; text-align: center }',
    markup: `<div style="display: flex; justify-content: flex-end"><span data-slot></span></div>`,
  },
  {
    name: 'a page that breaks words anywhere, hyphenates and shadows its text',
    pageStyle:
      'body { word-break: break-all; hyphens: auto; line-break: anywhere; text-shadow: 0 1px 2px #000 }',
    markup: `<div lang="en" style="display: flex; justify-content: flex-end"><span data-slot></span></div>`,
  },
  {
    // A reset of the kind some CSS reset packages ship, which reaches the elements' hosts too.
    name: 'a page with a reset that unsets every element (all: unset; display: revert)',
    pageStyle:
      '*:where(:not(html, iframe, canvas, img, svg, video, audio):not(svg *, symbol *)) { all: unset; display: revert }',
    unsetsHosts: true,
    markup: `<div style="display: flex; justify-content: flex-end"><span data-slot></span></div>`,
  },
  {
    name: 'a right-to-left page',
    markup: `<div dir="rtl" style="display: flex"><span data-slot></span><span>עמוד</span></div>`,
  },
];

/** The page's text size in the layout: what the element's text follows. */
export const PAGE_TEXT_PX = 16;

/** Puts `element` into a fresh page of `layout`; the returned function takes the page away again. */
export function mountInLayout(layout: HostLayout, element: HTMLElement): () => void {
  const style = document.createElement('style');
  style.textContent = layout.pageStyle ?? '';
  document.head.append(style);
  const root = document.createElement('div');
  root.innerHTML = layout.markup;
  root.querySelector('[data-slot]')!.append(element);
  document.body.append(root);
  layout.after?.(root);
  return () => {
    root.querySelector('dialog')?.close();
    root.remove();
    style.remove();
  };
}

/** The node a person's pointer reaches at (x, y): the innermost element, through every open shadow root. */
export function nodeAtPoint(x: number, y: number): Element | null {
  let node = document.elementFromPoint(x, y);
  while (node?.shadowRoot) {
    const inner = node.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === node) break;
    node = inner;
  }
  return node;
}

/** Whether `node` is `element` or inside it, across shadow roots. */
export function isWithin(node: Node | null, element: Element): boolean {
  for (let at: Node | null = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) {
    if (at === element) return true;
  }
  return false;
}

/**
 * Whether a point of `box` (a node of an element's shadow tree) is what a pointer reaches there: its centre, or with
 * `inset`, that far in from its start edge (the left, or the right in a right-to-left page), half way down.
 */
export function centreHits(box: Element, inset?: number): boolean {
  const rect = box.getBoundingClientRect();
  // `inset` from the box's start: its right edge in a right-to-left page (where a wide row scrolls from its right).
  const rtl = getComputedStyle(box).direction === 'rtl';
  const x = inset === undefined ? rect.left + rect.width / 2 : rtl ? rect.right - inset : rect.left + inset;
  return isWithin(nodeAtPoint(x, rect.top + rect.height / 2), box);
}

/** Whether `rect` lies inside the viewport. */
export function insideViewport(rect: DOMRect): boolean {
  const root = document.documentElement;
  return (
    rect.left >= -0.5 &&
    rect.top >= -0.5 &&
    rect.right <= root.clientWidth + 0.5 &&
    rect.bottom <= root.clientHeight + 0.5
  );
}
