import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What {@link RowFocus} needs from its element. */
export interface RowFocusOptions {
  /** Names the rows shown (the query they come from): when it changes, the first row takes the Tab stop again. */
  rowsKey: () => string;
  /** How many rows there are. */
  count: () => number;
  /** Opens the row (Enter or Space). */
  open: (index: number) => void;
}

/** The keys that move between rows, and where each goes. */
function destination(key: string, index: number, last: number): number | undefined {
  const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last };
  return key in moves ? Math.max(0, Math.min(last, moves[key]!)) : undefined;
}

/**
 * The focus of a table whose rows are one Tab stop (a roving tabindex): the row that takes the stop, the arrow keys,
 * Home and End between rows, Enter and Space to open one, and moving the focus to a node once it is rendered.
 * Rows are the `[part~="row"]` nodes with a `data-index`.
 */
export class RowFocus implements ReactiveController {
  #index = 0;
  #rowsKey: string | undefined;

  constructor(
    private readonly host: Host,
    private readonly options: RowFocusOptions,
  ) {
    host.addController(this);
  }

  /** The `tabindex` of a row: 0 for the one that takes the Tab stop. */
  tabIndexOf(index: number): 0 | -1 {
    return index === this.#index ? 0 : -1;
  }

  hostUpdate(): void {
    const key = this.options.rowsKey();
    if (key !== this.#rowsKey) this.#index = 0;
    this.#rowsKey = key;
  }

  /** A row received the focus (a click, Tab): it keeps the Tab stop. */
  focused(index: number): void {
    if (index === this.#index) return;
    this.#index = index;
    this.host.requestUpdate();
  }

  /** Moves between rows, or opens one, from a key press on a row. */
  onKeydown = (event: KeyboardEvent): void => {
    const row = event.target as HTMLElement;
    const index = Number(row.dataset.index);
    if (!row.matches('[part~="row"]') || !Number.isInteger(index)) return;
    const next = destination(event.key, index, this.options.count() - 1);
    if (next !== undefined) {
      event.preventDefault();
      this.focused(next);
      this.#row(next)?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
      event.preventDefault(); // Space would scroll the page
      this.options.open(index);
    }
  };

  /** Gives the focus back to the row that has the Tab stop. */
  focusRow(): void {
    this.#row(this.#index)?.focus();
  }

  /** Moves the focus to the node `selector` finds once the host has rendered again (an update is requested). */
  focusAfterUpdate(selector: string): void {
    this.host.requestUpdate();
    void this.host.updateComplete.then(() =>
      this.host.renderRoot.querySelector<HTMLElement>(selector)?.focus(),
    );
  }

  #row(index: number): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`[part~="row"][data-index="${index}"]`);
  }
}
