/**
 * What the inbox needs once its list is long: it renders only the messages in and near view, with a spacer above
 * and below them as tall as the messages they stand for, so 10,000 loaded messages keep the DOM to a screen or two.
 * The inbox fetches it only when its list grows past its plain list's limit, so a page with a short list pays for
 * none of it.
 *
 * Heights are measured as messages render (kept per message id, so a message scrolled past keeps its height), and a
 * message not measured yet counts as the average of those that were.
 *
 * What is in view stays where it is by the list's own doing, in every browser: browsers that anchor scrolling do it
 * differently and some do not at all (docs/browser-support.md), so the list turns anchoring off and keeps its own
 * anchor, the first message in view and its distance from the list's top. After each render it finds that message
 * again and moves the scroll position by however far the message moved: rows rendered or measured above it, a spacer
 * that shrank, a message that grew. A jump to a message (End, Home, a page) aims from the estimates, then measures
 * what it rendered and corrects until the message is exactly at the list's top or bottom.
 * When it takes over from the plain list, it measures every message that list rendered and keeps its scroll
 * position, so nothing jumps.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

/** Height of a message before any was measured, in pixels. */
const FIRST_ESTIMATE = 96;

/** The messages rendered beyond the view: half a view above it, a whole view below it (in pixels, as a share). */
const ABOVE = 0.5;
const BELOW = 1;

/** How far (in pixels) a message may be from where it belongs before the list moves it: some browsers scroll by
 * whole pixels only. */
const TOLERANCE = 0.5;

/** The part of a list to render: messages `start` to `end` (excluded), and the space before and after them. */
interface Window {
  start: number;
  end: number;
  before: number;
  after: number;
}

/**
 * The message that must stay where it is: its top `offset` pixels below the list's top when the list was scrolled to
 * `scrollTop`. `align` marks a jump's target still settling: its top at the list's top, or its bottom at the
 * list's bottom, whatever its height turns out to be.
 */
interface Anchor {
  id: string;
  offset: number;
  scrollTop: number;
  align?: 'start' | 'end';
}

/** Renders a long list of message ids by windows, for one host element. */
export class WindowedList {
  readonly #heights = new Map<string, number>();
  #measuredTotal = 0;
  readonly #resized: ResizeObserver;
  #observed = new Set<HTMLElement>();
  /** What must not move, as the last {@link measure} left the list. */
  #anchor: Anchor | undefined;
  /** Where the anchor belongs after the render under way: moved along with what the user scrolled since. */
  #expected: Anchor | undefined;
  /** A message {@link scrollToIndex} asked for, not rendered yet: its index and which edge of the list it goes to. */
  #jump: { index: number; align: 'start' | 'end' } | undefined;
  /** The scroll position the estimates give that message, set once the render that includes it is in the DOM. */
  #jumpTop: number | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    this.#resized = new ResizeObserver(() => host.requestUpdate());
  }

  /** The rows of `ids` to render for the scroll position of `list`, between their spacers. */
  render(
    list: HTMLElement | null,
    ids: readonly string[],
    renderItem: (id: string, index: number) => TemplateResult,
  ): TemplateResult {
    const { start, end, before, after } = this.#window(list, ids, this.#topToRender(list, ids));
    // Sizes set through the CSS object model (`.style`), which a strict Content Security Policy allows.
    return html`<div class="spacer" .style=${`block-size:${before}px`}></div>
      ${repeat(
        ids.slice(start, end),
        (id) => id,
        (id, offset) => renderItem(id, start + offset),
      )}
      <div class="spacer" .style=${`block-size:${after}px`}></div>`;
  }

  /**
   * Reads the heights of the rows `list` shows (each has `data-index`, its position in `ids`) and watches them for
   * later changes, then puts the anchor back where it belongs; call it after every render. Re-renders when a height
   * it had guessed turns out otherwise.
   */
  measure(list: HTMLElement | null, ids: readonly string[]): void {
    if (!list) return;
    // Every engine alike: the list keeps its anchor itself, and a browser's own anchoring would move it twice.
    list.style.overflowAnchor = 'none';
    if (this.#jumpTop !== undefined) {
      list.scrollTop = this.#jumpTop;
      this.#jumpTop = undefined;
    }
    // Messages just put in the DOM render their content a moment later (before the browser paints): measured then.
    const pending = [...list.querySelectorAll<HTMLElement>(':scope > [data-index]')]
      .filter((row) => !hasRendered(row))
      .map((row) => (row as { updateComplete?: Promise<unknown> }).updateComplete);
    if (pending.length > 0) void Promise.all(pending).then(() => this.#measureRendered(list, ids));
    else this.#measureRendered(list, ids);
  }

  #measureRendered(list: HTMLElement, ids: readonly string[]): void {
    const rows = new Set<HTMLElement>();
    let changed = false;
    for (const row of list.querySelectorAll<HTMLElement>(':scope > [data-index]')) {
      rows.add(row);
      // A message element that has not rendered its content yet has no height of its own: it is measured (and
      // the list rendered again) when the resize observer sees it grow.
      if (!hasRendered(row)) continue;
      const id = ids[Number(row.dataset.index)];
      // Fractional: rounded heights, summed into a spacer, would move the rows below it by their rounding.
      const height = row.getBoundingClientRect().height;
      if (id === undefined || height === 0 || this.#heights.get(id) === height) continue;
      this.#measuredTotal += height - (this.#heights.get(id) ?? 0);
      this.#heights.set(id, height);
      changed = true;
    }
    for (const row of this.#observed) if (!rows.has(row)) this.#resized.unobserve(row);
    for (const row of rows) if (!this.#observed.has(row)) this.#resized.observe(row);
    this.#observed = rows;

    const expected = this.#expected;
    this.#expected = undefined;
    const row = expected && rowOf(rows, ids, expected.id);
    // How far the anchor still is from where it belongs once corrected: a browser that scrolls by whole pixels
    // leaves up to half of one. The next anchor is recorded where it belongs, so these never add up.
    let residual = 0;
    if (expected && row) {
      const wanted = () => {
        const box = row.getBoundingClientRect();
        const offset =
          expected.align === 'start'
            ? 0
            : expected.align === 'end'
              ? list.clientHeight - box.height
              : expected.offset;
        return box.top - listTop(list) - offset;
      };
      const by = wanted();
      if (Math.abs(by) > TOLERANCE) list.scrollTop += by;
      // More than a pixel off: the list cannot scroll that far (its top or end); where it is, is where it belongs.
      residual = Math.abs(wanted()) <= 1 ? wanted() : 0;
    }
    // A jump's target keeps its edge until its rows stop changing height; then the first message in view anchors.
    if (expected?.align && row && changed) this.#anchor = { ...expected, scrollTop: list.scrollTop };
    else {
      const first = firstInView(list, rows, ids);
      this.#anchor = first && { ...first, offset: first.offset - residual };
    }
    if (changed) this.host.requestUpdate();
  }

  /** Brings the message at `index` into view: at the list's top when it is above the view, else at its bottom. */
  scrollToIndex(list: HTMLElement | null, ids: readonly string[], index: number): void {
    if (!list || ids[index] === undefined) return;
    const row = list.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`);
    let above: boolean;
    if (row && hasRendered(row)) {
      const box = row.getBoundingClientRect();
      const top = listTop(list);
      if (box.top >= top - TOLERANCE && box.bottom <= top + list.clientHeight + TOLERANCE) return;
      // Cut by the view's top (the first message in view, half shown, included) or below its end.
      above = box.top < top - TOLERANCE;
    } else {
      const first = this.#anchor ? ids.indexOf(this.#anchor.id) : 0;
      above = index < first;
    }
    this.#jump = { index, align: above ? 'start' : 'end' };
    this.host.requestUpdate();
  }

  /** Stops watching the rows (the host left the page). */
  disconnect(): void {
    this.#resized.disconnect();
    this.#observed = new Set();
  }

  /**
   * The scroll position the render under way is for, and where the anchor belongs after it: a jump's aim from the
   * estimates, else the list's scroll position with the anchor moved by what the user scrolled since the last
   * measure.
   */
  #topToRender(list: HTMLElement | null, ids: readonly string[]): number {
    const scrollTop = list?.scrollTop ?? 0;
    const jump = this.#jump;
    this.#jump = undefined;
    const jumpId = jump && ids[jump.index];
    if (list && jump && jumpId !== undefined) {
      const top = this.#aim(list, ids, jump.index, { id: jumpId, offset: 0, scrollTop, align: jump.align });
      this.#jumpTop = top;
      this.#expected = { id: jumpId, offset: 0, scrollTop: top, align: jump.align };
      return top;
    }
    const anchor = this.#anchor;
    const index = anchor && list ? ids.indexOf(anchor.id) : -1;
    if (!anchor || !list || index < 0) return this.#holdAt(list, ids, scrollTop);
    const scrolled = scrollTop - anchor.scrollTop;
    // Scrolled by the user: the anchor goes with the content, and a jump still settling is over.
    const expected =
      Math.abs(scrolled) > TOLERANCE
        ? { id: anchor.id, offset: anchor.offset - scrolled, scrollTop }
        : anchor;
    // Scrolled far away from it: what is in view now is not the anchor's business.
    if (!expected.align && Math.abs(expected.offset) > list.clientHeight)
      return this.#holdAt(list, ids, scrollTop);
    this.#expected = expected;
    // The window around where the anchor will be once put back: heights measured since the last render may have
    // moved it by more than the rows rendered around the view.
    return this.#aim(list, ids, index, expected);
  }

  /**
   * `scrollTop`, with the message the estimates put there as the anchor to keep. The rows of a new window are empty
   * until they render, and a browser that lays the list out meanwhile clamps its scroll position to the shorter
   * content (WebKit does): the anchor brings the view back to where it was scrolled.
   */
  #holdAt(list: HTMLElement | null, ids: readonly string[], scrollTop: number): number {
    if (!list || ids.length === 0) return scrollTop;
    const { index, offset } = this.#at(ids, scrollTop);
    this.#expected = { id: ids[index]!, offset: offset - scrollTop, scrollTop };
    return scrollTop;
  }

  /** The message `top` pixels into the list by the heights known now (the last one past its end), and its offset. */
  #at(ids: readonly string[], top: number): { index: number; offset: number } {
    let index = 0;
    let offset = 0;
    while (index < ids.length - 1 && offset + this.#heightOf(ids[index]!) <= top)
      offset += this.#heightOf(ids[index++]!);
    return { index, offset };
  }

  /** The scroll position that puts the message at `index` where `anchor` says, by the heights known now. */
  #aim(list: HTMLElement, ids: readonly string[], index: number, anchor: Anchor): number {
    const offset =
      anchor.align === 'start'
        ? 0
        : anchor.align === 'end'
          ? list.clientHeight - this.#heightOf(anchor.id)
          : anchor.offset;
    return Math.max(0, this.#offsetOf(ids, index) - offset);
  }

  get #estimate(): number {
    return this.#heights.size === 0 ? FIRST_ESTIMATE : this.#measuredTotal / this.#heights.size;
  }

  #heightOf(id: string): number {
    return this.#heights.get(id) ?? this.#estimate;
  }

  #offsetOf(ids: readonly string[], index: number): number {
    let offset = 0;
    for (let i = 0; i < index; i++) offset += this.#heightOf(ids[i]!);
    return offset;
  }

  #window(list: HTMLElement | null, ids: readonly string[], scrollTop: number): Window {
    const view = list?.clientHeight || 480;
    const top = Math.max(0, scrollTop - view * ABOVE);
    const bottom = top + view * (1 + ABOVE + BELOW);
    const { index: start, offset: before } = this.#at(ids, top);
    let end = start;
    let reached = before;
    while (end < ids.length && reached < bottom) reached += this.#heightOf(ids[end++]!);
    let after = 0;
    for (let i = end; i < ids.length; i++) after += this.#heightOf(ids[i]!);
    return { start, end, before, after };
  }
}

/** Whether a row's message element has rendered its content (one that has not has no height of its own yet). */
function hasRendered(row: HTMLElement): boolean {
  return (row as { hasUpdated?: boolean }).hasUpdated !== false;
}

/** Where the top of the list's scrolled content box is on screen. */
function listTop(list: HTMLElement): number {
  return list.getBoundingClientRect().top + list.clientTop;
}

function rowOf(rows: Iterable<HTMLElement>, ids: readonly string[], id: string): HTMLElement | undefined {
  for (const row of rows) if (ids[Number(row.dataset.index)] === id && hasRendered(row)) return row;
  return undefined;
}

/** The first rendered message whose bottom is below the list's top, as an anchor. */
function firstInView(
  list: HTMLElement,
  rows: Iterable<HTMLElement>,
  ids: readonly string[],
): Anchor | undefined {
  const top = listTop(list);
  for (const row of rows) {
    const id = ids[Number(row.dataset.index)];
    if (id === undefined || !hasRendered(row)) continue;
    const box = row.getBoundingClientRect();
    if (box.bottom > top + TOLERANCE) return { id, offset: box.top - top, scrollTop: list.scrollTop };
  }
  return undefined;
}
