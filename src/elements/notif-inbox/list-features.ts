/**
 * What `<notif-inbox group>` and `<notif-inbox selectable>` add to the list: grouped rows (`grouped-rows.ts`) and
 * the selection (`row-selection.ts`), with their styles and strings. The inbox fetches this module the first time
 * either is set, so an inbox without them carries none of it (docs/architecture.md#chunks); it hands over a
 * {@link ListContext} and asks for row keys, rows and the selection's bar.
 *
 * Every row is a `div.row` with its `data-index` (what the windowed list measures), holding the row's checkbox when
 * selectable and the message card, or a group's row. The element that takes the list's roving tab stop (the card,
 * or a group's button) has the same `data-index` and a `tabindex`.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { inboxStrings } from '../../i18n/inbox-strings.js';
import { listStrings } from '../../i18n/list-strings.js';
import { NAME_LIMIT, clipText } from '../../utils/clip-text.js';
import { readMessage } from '../shared/message-view.js';
import { GroupedRows } from './grouped-rows.js';
import type { ListContext } from './list-context.js';
import { listStyles } from './list-features.styles.js';
import { messageLook } from '../../styles/message-look.js';
import { RowSelection, type RowLayout } from './row-selection.js';

export class ListFeatures implements ReactiveController, RowLayout {
  readonly #grouped: GroupedRows;
  readonly #selection: RowSelection;
  /** Collapsed groups' rows watched for seen-on-view, with the ids each was watched for. */
  readonly #watching = new Map<Element, string>();
  /** The rows as last laid out. */
  #rows: readonly string[] = [];
  #tab: string;

  constructor(private readonly context: ListContext) {
    const host = context.host;
    this.#grouped = new GroupedRows(context);
    this.#selection = new RowSelection(context, this);
    this.#tab = host.tab;
    host.addController(this);
    const root = host.renderRoot;
    if (root instanceof ShadowRoot && listStyles.styleSheet && messageLook.styleSheet)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, messageLook.styleSheet, listStyles.styleSheet];
    // Captured before the panel's own handler, so Escape clears a selection before it would close a popover.
    root.addEventListener('keydown', this.#onKeydown as EventListener, true);
  }

  hostUpdate(): void {
    const host = this.context.host;
    // Another list, or no more checkboxes: what was selected is no longer on screen to act on.
    if (host.tab !== this.#tab || !host.selectable) this.#selection.clear();
    this.#tab = host.tab;
  }

  hostUpdated(): void {
    const list = this.context.host.renderRoot.querySelector<HTMLElement>('[part~="list"]');
    this.#grouped.watchSeen(this.context.host.group ? list : null, this.#watching);
  }

  hostDisconnected(): void {
    this.#grouped.watchSeen(null, this.#watching);
  }

  /** The row keys of the list `ids`: grouped when the inbox groups, else the ids themselves. */
  keys(ids: readonly string[]): readonly string[] {
    return (this.#rows = this.context.host.group ? this.#grouped.rows(ids) : ids);
  }

  rows(): readonly string[] {
    return this.#rows;
  }

  membersOf(row: string): readonly string[] {
    return this.context.host.group ? this.#grouped.membersOf(row) : [row];
  }

  /** The row `row` at `index`: a group's row, or a message's, with its checkbox when the inbox is selectable. */
  renderRow(row: string, index: number): TemplateResult {
    const { host, renderMessage } = this.context;
    const grouped = host.group;
    if (!grouped && !host.selectable) return renderMessage(row, index);
    const check = host.selectable
      ? this.#selection.renderCheckbox(index, this.membersOf(row), this.#checkboxLabel(row))
      : nothing;
    if (grouped && this.#grouped.isGroup(row)) return this.#grouped.render(row, index, check);
    const member = grouped && this.#grouped.isMember(row);
    // With a checkbox beside the card, the row is the list's article (a feed holds articles only), the card within it.
    return html`<div
      class=${member ? 'row member' : 'row'}
      role=${host.selectable ? 'article' : nothing}
      data-index=${index}
    >
      ${check}${renderMessage(row, index)}
    </div>`;
  }

  /** The selection's bar, while the inbox is selectable and something is selected. */
  renderBar(): TemplateResult | typeof nothing {
    return this.context.host.selectable ? this.#selection.renderBar() : nothing;
  }

  #checkboxLabel(row: string): string {
    const { localized, session } = this.context;
    const strings = localized(listStrings);
    const group = this.#grouped.label(row);
    if (this.context.host.group && group !== undefined) return strings.selectGroup(group);
    const view = readMessage(session()?.store.message(row));
    return strings.selectMessage(
      clipText(view.subject ?? view.blocks[0]?.text ?? localized(inboxStrings).messageUntitled, NAME_LIMIT),
    );
  }

  #onKeydown = (event: KeyboardEvent): void => {
    const host = this.context.host;
    if (!host.selectable || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (this.#selection.clear(true)) {
        event.preventDefault();
        event.stopPropagation();
      }
      return;
    }
    const list = host.renderRoot.querySelector('[part~="list"]');
    const selectAll = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'a';
    if (selectAll && list && event.composedPath().includes(list)) {
      event.preventDefault();
      this.#selection.selectAll();
    }
  };
}
