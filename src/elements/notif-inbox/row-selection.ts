/**
 * The inbox's selection (`<notif-inbox selectable>`): a checkbox per row (a group's selects all its messages),
 * Shift+click for a range, Ctrl/Cmd+A in the list for every loaded message, Escape to clear; and a bar with a
 * select-all checkbox (checked when every loaded message is selected, mixed when some are), the count and
 * "Mark read" / "Mark unread" for the selection. A mark goes through the store's marks like every other: shown at
 * once, in array requests of at most 100 ids, kept until the service acknowledges it (docs/reliability.md).
 * What changes is said in the inbox's live region ("3 selected", "3 marked read").
 *
 * The selection is a set of message ids, so it outlives the rows the windowed list takes out of the DOM, and a range
 * spans rows that were never rendered.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { icon } from '../../styles/icon.js';
import type { MarkAs } from '../../api/providers.js';
import { listStrings } from '../../i18n/list-strings.js';
import { field } from '../../utils/untrusted.js';
import { ICONS } from '../shared/message-icons.js';
import { crossIcon, iconButton } from './icon-button.js';
import type { ListContext } from './list-context.js';

/** The rows of the list as shown, and the messages each stands for. */
export interface RowLayout {
  rows(): readonly string[];
  membersOf(row: string): readonly string[];
}

export class RowSelection {
  readonly #selected = new Set<string>();
  /** The row of the last checkbox clicked without Shift: where a Shift+click range starts. */
  #anchor: number | undefined;

  constructor(
    private readonly context: ListContext,
    private readonly layout: RowLayout,
  ) {}

  /** The selected messages, in the order they were selected. */
  get ids(): readonly string[] {
    return [...this.#selected];
  }

  /** A row's checkbox; `members` are the messages it stands for, `label` what it selects. */
  renderCheckbox(index: number, members: readonly string[], label: string): TemplateResult {
    const chosen = members.filter((id) => this.#selected.has(id)).length;
    return html`<input
      type="checkbox"
      part="checkbox"
      class="select"
      tabindex=${this.context.focusIndex() === index ? 0 : -1}
      aria-label=${label}
      .checked=${chosen > 0 && chosen === members.length}
      .indeterminate=${chosen > 0 && chosen < members.length}
      @click=${(event: MouseEvent) => this.#onCheck(event, index)}
      @focus=${() => this.context.setFocusIndex(index)}
    />`;
  }

  /** The bar over the list while something is selected: clearing it, selecting all, the count and the marks. */
  renderBar(): TemplateResult | typeof nothing {
    if (this.#selected.size === 0) return nothing;
    const strings = this.context.localized(listStrings);
    const size = this.#selected.size;
    const loaded = this.#rows().flatMap((row) => this.#members(row));
    const all = loaded.every((id) => this.#selected.has(id));
    // One line over the panel's header: the count, then icon buttons named by their tooltips and accessible names.
    // The select-all checkbox's label is its hit area, as large as a button's.
    return html`<div part="selection-bar" role="toolbar" aria-label=${strings.selectionLabel}>
      ${iconButton('selection-clear', strings.clearSelection, crossIcon, () => this.clear(true))}
      <label class="select-all"
        ><input
          type="checkbox"
          part="select-all"
          aria-label=${strings.selectAll}
          .checked=${all}
          .indeterminate=${!all}
          @click=${() => (all ? this.clear(true) : this.selectAll())}
      /></label>
      <span part="selection-count">${strings.selectedCount(size, this.context.format(size))}</span>
      ${iconButton('selection-read', strings.markSelectedRead, readIcon, () => this.#mark('read'))}
      ${iconButton('selection-unread', strings.markSelectedUnread, unreadIcon, () => this.#mark('unread'))}
    </div>`;
  }

  /** Selects every message of the list (loaded, rendered or not). */
  selectAll(): void {
    for (const row of this.#rows()) for (const id of this.#members(row)) this.#selected.add(id);
    this.#changed();
  }

  /**
   * Empties the selection; `announce`: says so. Returns whether there was one. The bar goes with it: the focus it held
   * moves to the row that holds the list's tab stop, never down to the page.
   */
  clear(announce = false): boolean {
    if (this.#selected.size === 0) return false;
    this.#selected.clear();
    this.#anchor = undefined;
    const host = this.context.host;
    const root = host.renderRoot as ShadowRoot;
    if (root.activeElement?.closest('[part~="selection-bar"]'))
      void host.updateComplete.then(() =>
        root.querySelector<HTMLElement>(`[data-index="${this.context.focusIndex()}"][tabindex]`)?.focus(),
      );
    host.requestUpdate();
    if (announce) this.context.announce(this.context.localized(listStrings).selectionCleared);
    return true;
  }

  /** A checkbox was clicked (or pressed with Space): it, or with Shift the rows from the last one, take its state. */
  #onCheck(event: MouseEvent, index: number): void {
    const checked = (event.currentTarget as HTMLInputElement).checked;
    const rows = this.#rows();
    const from = event.shiftKey && this.#anchor !== undefined ? Math.min(this.#anchor, index) : index;
    const to = event.shiftKey && this.#anchor !== undefined ? Math.max(this.#anchor, index) : index;
    for (let row = from; row <= to; row++)
      for (const id of this.#members(rows[row])) {
        if (checked) this.#selected.add(id);
        else this.#selected.delete(id);
      }
    if (!event.shiftKey) this.#anchor = index;
    this.#changed();
  }

  /** Marks the selected messages the mark changes (one request per 100), and says how many were marked. */
  #mark(markAs: Extract<MarkAs, 'read' | 'unread'>): void {
    const store = this.context.session()?.store;
    if (!store) return;
    const ids = [...this.#selected].filter((id) => {
      const read = field(store.message(id), 'read');
      return markAs === 'read' ? read === false : read === true;
    });
    if (ids.length > 0) store.mark(ids, markAs).catch(() => undefined); // a refusal is shown by the store's error event
    const strings = this.context.localized(listStrings);
    const size = this.#selected.size;
    const said = markAs === 'read' ? strings.markedRead : strings.markedUnread;
    this.context.announce(said(size, this.context.format(size)));
  }

  #changed(): void {
    this.context.host.requestUpdate();
    const size = this.#selected.size;
    this.context.announce(this.context.localized(listStrings).selectedCount(size, this.context.format(size)));
  }

  #rows(): readonly string[] {
    return this.layout.rows();
  }

  #members(row: string | undefined): readonly string[] {
    return row === undefined ? [] : this.layout.membersOf(row);
  }
}

/** Read: a check; unread: a closed envelope (the card's drawings). */
const readIcon = icon(ICONS.check);
const unreadIcon = icon(ICONS.mail);
