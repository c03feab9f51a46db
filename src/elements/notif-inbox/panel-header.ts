import { html, nothing, svg, type TemplateResult } from 'lit';
import type { FeedTab } from '../../store/feed-store.js';
import type { InboxStrings } from '../../i18n/strings.js';
import { icon } from '../../styles/icon.js';
import { CROSS, iconButton } from './icon-button.js';

/** What the panel's header shows and what its controls do. */
export interface PanelHeaderView {
  strings: InboxStrings;
  mode: 'popover' | 'inline';
  tab: FeedTab;
  /** The subscriber's unread count, once known. */
  unread: number | undefined;
  /** How many rows the tab shown has loaded. */
  loaded: number;
  /** The selection's bar (list-features.ts), which covers the row while messages are selected. */
  bar: TemplateResult | typeof nothing;
  format: (count: number) => string;
  selectTab: (tab: FeedTab) => void;
  onTabKeydown: (event: KeyboardEvent) => void;
  markAllRead: () => void;
  close: () => void;
}

/**
 * The panel's header: one row, in the order it reads: the title, the tabs, then what acts on the list (an icon with
 * its name as a tooltip, so no translation wraps the row); on a phone's sheet, a close button at its end.
 */
export function renderPanelHeader(view: PanelHeaderView): TemplateResult {
  const { strings, unread } = view;
  // Something to mark, and a list to mark it in: not while the list first loads, nor in its empty or error state.
  // Offered only then: a disabled button would be one more stop for the keyboard that does nothing.
  const canMarkAll = unread !== undefined && unread > 0 && view.loaded > 0;
  // "All read" only over a list that has messages: an empty inbox says so in its body.
  const showUnreadCount = view.mode === 'inline' && unread !== undefined && (unread > 0 || view.loaded > 0);
  // While messages are selected, their bar covers the row: what it covers leaves the tab order.
  const covered = view.bar !== nothing;
  return html`
    <div part="header">
      <h2 part="title" id="title">${strings.inboxTitle}</h2>
      ${
        showUnreadCount
          ? html`<span part="unread-count">${strings.unreadCount(unread, view.format(unread))}</span>`
          : nothing
      }
      <div
        part="tabs"
        role="tablist"
        aria-label=${strings.tabsLabel}
        ?inert=${covered}
        @keydown=${view.onTabKeydown}
      >
        ${(['all', 'unread'] as const).map(
          (tab) => html`
            <button
              part=${tab === view.tab ? 'tab tab-selected' : 'tab'}
              role="tab"
              type="button"
              id=${`tab-${tab}`}
              data-tab=${tab}
              aria-selected=${tab === view.tab ? 'true' : 'false'}
              aria-controls="tabpanel"
              tabindex=${tab === view.tab ? 0 : -1}
              @click=${() => view.selectTab(tab)}
            >
              ${tab === 'all' ? strings.tabAll : renderUnreadTab(view)}
            </button>
          `,
        )}
      </div>
      <slot name="header" ?inert=${covered}></slot>
      <span class="header-actions" ?inert=${covered}>
        ${canMarkAll ? iconButton('mark-all', strings.markAllRead, markAllIcon, view.markAllRead) : nothing}
        ${view.mode === 'popover' ? iconButton('close', strings.close, closeIcon, view.close) : nothing}
      </span>
      ${view.bar}
    </div>
  `;
}

/** "Unread" with the count beside it, said as one phrase ("Unread, 3 notifications"). */
function renderUnreadTab({ strings, unread, format }: PanelHeaderView) {
  if (!unread) return strings.tabUnread;
  return html`<span class="tab-text" aria-hidden="true"
      >${strings.tabUnread}<span part="tab-count">${unread > 99 ? '99+' : format(unread)}</span></span
    ><span class="visually-hidden">${strings.tabUnreadLabel(unread, format(unread))}</span>`;
}

/** "Mark all as read": two checks. */
const markAllIcon = icon(svg`<path d="m2.5 12.5 4.5 4.5 9.5-9.5" /><path d="m12 16.5.5.5 9-9.5" />`);
/** Closes the phone's sheet. */
const closeIcon = icon(CROSS);
