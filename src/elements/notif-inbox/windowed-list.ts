/**
 * What the inbox needs once its list is long: it renders only the messages in and near view, with a spacer above
 * and below them as tall as the messages they stand for, so 10,000 loaded messages keep the DOM to a screen or two.
 * The inbox fetches it only when its list grows past its plain list's limit, so a page with a short list pays for
 * none of it.
 *
 * Heights are measured as messages render (kept per message id, so a message scrolled past keeps its height), and a
 * message not measured yet counts as the average of those that were. A measurement that changes a height above the
 * messages in view moves nothing on screen: the browser's scroll anchoring keeps the message in view where it is.
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

/** The part of a list to render: messages `start` to `end` (excluded), and the space before and after them. */
interface Window {
  start: number;
  end: number;
  before: number;
  after: number;
}

/** Renders a long list of message ids by windows, for one host element. */
export class WindowedList {
  readonly #heights = new Map<string, number>();
  #measuredTotal = 0;
  readonly #resized: ResizeObserver;
  #observed = new Set<Element>();
  /** Where the next render puts the list's top, when {@link scrollToIndex} asked for a message out of view. */
  #scrollTo: number | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    this.#resized = new ResizeObserver(() => host.requestUpdate());
  }

  /** The rows of `ids` to render for the scroll position of `list`, between their spacers. */
  render(
    list: HTMLElement | null,
    ids: readonly string[],
    renderItem: (id: string, index: number) => TemplateResult,
  ): TemplateResult {
    const { start, end, before, after } = this.#window(list, ids);
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
   * later changes; call it after every render. Re-renders when a height it had guessed turns out otherwise.
   */
  measure(list: HTMLElement | null, ids: readonly string[]): void {
    if (!list) return;
    if (this.#scrollTo !== undefined) {
      list.scrollTop = this.#scrollTo;
      this.#scrollTo = undefined;
    }
    const rows = new Set<Element>();
    let changed = false;
    for (const row of list.querySelectorAll<HTMLElement>(':scope > [data-index]')) {
      rows.add(row);
      // A message element that has not rendered its content yet has no height of its own: it is measured (and
      // the list rendered again) when the resize observer sees it grow.
      if ((row as { hasUpdated?: boolean }).hasUpdated === false) continue;
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
    if (changed) this.host.requestUpdate();
  }

  /** Brings the message at `index` into view, rendering it first when it is out of the window. */
  scrollToIndex(list: HTMLElement | null, ids: readonly string[], index: number): void {
    if (!list) return;
    const row = list.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`);
    if (row) return row.scrollIntoView({ block: 'nearest' });
    const top = this.#offsetOf(ids, index);
    this.#scrollTo = index * 2 > ids.length ? top + this.#heightOf(ids[index]!) - list.clientHeight : top;
    this.host.requestUpdate();
  }

  /** Stops watching the rows (the host left the page). */
  disconnect(): void {
    this.#resized.disconnect();
    this.#observed = new Set();
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

  #window(list: HTMLElement | null, ids: readonly string[]): Window {
    const view = list?.clientHeight || 480;
    const top = Math.max(0, (this.#scrollTo ?? list?.scrollTop ?? 0) - view * ABOVE);
    const bottom = top + view * (1 + ABOVE + BELOW);
    let start = 0;
    let before = 0;
    while (start < ids.length - 1 && before + this.#heightOf(ids[start]!) <= top)
      before += this.#heightOf(ids[start++]!);
    let end = start;
    let reached = before;
    while (end < ids.length && reached < bottom) reached += this.#heightOf(ids[end++]!);
    let after = 0;
    for (let i = end; i < ids.length; i++) after += this.#heightOf(ids[i]!);
    return { start, end, before, after };
  }
}
