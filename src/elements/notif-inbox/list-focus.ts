import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WindowedList } from './windowed-list.js';

type Host = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What {@link ListFocus} needs from its element. */
export interface ListFocusOptions {
  /** Names the rows shown (the tab): when it changes, the first row takes the Tab stop again. */
  rowsKey: () => string;
  /** The list's rows, in order (messages, or groups and messages). */
  rows: () => readonly string[];
  /** The scrolling list, `[part~="list"]`. */
  list: () => HTMLElement | null;
  /** The windowed list, once the list is long enough to need it. */
  windowed: () => WindowedList | undefined;
}

/** The keys that move between rows, and how far. */
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };

/**
 * The focus of the inbox's list, one Tab stop (a roving tabindex): the row that takes the stop, the arrow keys,
 * Page Up and Down, Home and End between rows, and moving the focus to a row once it is rendered (the windowed list
 * renders it first, in view). Rows are the list's nodes with a `data-index` and a `tabindex`.
 */
export class ListFocus implements ReactiveController {
  #index = 0;
  #rowsKey: string | undefined;

  constructor(
    private readonly host: Host,
    private readonly options: ListFocusOptions,
  ) {
    host.addController(this);
  }

  /** The row that takes the Tab stop. */
  get index(): number {
    return this.#index;
  }

  /** Gives the Tab stop to row `index` (a row that received the focus, or the first of a tab shown again). */
  set index(index: number) {
    if (index === this.#index) return;
    this.#index = index;
    this.host.requestUpdate();
  }

  hostUpdate(): void {
    const key = this.options.rowsKey();
    if (key !== this.#rowsKey) this.#index = 0;
    this.#rowsKey = key;
  }

  /** The `tabindex` of a row: 0 for the one that takes the Tab stop. */
  tabIndexOf(index: number): 0 | -1 {
    return index === this.#index ? 0 : -1;
  }

  /** Moves between rows from a key press in the list. */
  onKeydown = (event: KeyboardEvent): void => {
    const count = this.options.rows().length;
    if (count === 0) return;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? count - 1
          : event.key in STEPS
            ? this.#index + STEPS[event.key]!
            : undefined;
    if (target === undefined) return;
    event.preventDefault();
    this.focus(Math.max(0, Math.min(count - 1, target)));
  };

  /** Focuses row `index`, scrolling it into view, once it has rendered. */
  focus(index: number): void {
    this.index = index;
    const windowed = this.options.windowed();
    if (windowed) windowed.scrollToIndex(this.options.list(), this.options.rows(), index);
    else this.#row(index)?.scrollIntoView({ block: 'nearest' });
    const tryFocus = (attempt: number) => {
      const row = this.#row(index);
      // The windowed list has put the row exactly in view (and goes on correcting it): focus must not scroll.
      if (row) row.focus({ preventScroll: Boolean(windowed) });
      else if (attempt < 10) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    void this.host.updateComplete.then(() => tryFocus(0));
  }

  /** The row that holds the Tab stop, if it is rendered. */
  current(): HTMLElement | null {
    return this.#row(this.#index);
  }

  #row(index: number): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`[data-index="${index}"][tabindex]`);
  }
}
