/**
 * The inbox's header: one row, in the order it reads — the title, the tabs, then what acts on the list (an icon with
 * its name as a tooltip, so no translation wraps the row); on a phone's sheet, a close button at its end. While
 * messages are selected, the selection's bar covers it, and what it covers leaves the tab order.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FeedTab } from '../../store/feed-store.js';
import type { InboxStrings } from '../../i18n/strings.js';
import { icon } from '../../styles/icon.js';
import { crossIcon, iconButton } from './icon-button.js';

/** What the header shows, and what its controls do. */
export interface InboxHeader {
  strings: InboxStrings;
  mode: 'popover' | 'inline';
  tab: FeedTab;
  /** The unread count, once known. */
  unread: number | undefined;
  /** Whether the tab shown has messages (not while it first loads, nor empty or failed). */
  hasRows: boolean;
  /** The selection's bar, or `nothing`. */
  bar: TemplateResult | typeof nothing;
  format(count: number): string;
  /** Shows `tab`; `focus` moves the focus to its tab once rendered (the arrow keys). */
  selectTab(tab: FeedTab, focus?: boolean): void;
  markAllRead(): void;
  close(): void;
}

const TABS = ['all', 'unread'] as const;

/** "Mark all as read": two checks. */
const markAllIcon = icon('m2.5 12.5 4.5 4.5 9.5-9.5M12 16.5l.5.5 9-9.5');

export function renderHeader(header: InboxHeader): TemplateResult {
  const { strings, unread, mode, tab: selected, bar } = header;
  // Something to mark, and a list to mark it in: offered only then, since a disabled button would be one more stop
  // for the keyboard that does nothing.
  const canMarkAll = !!unread && header.hasRows;
  // "All read" only over a list that has messages: an empty inbox says so in its body.
  const showUnreadCount = mode === 'inline' && unread !== undefined && (unread > 0 || header.hasRows);
  const covered = bar !== nothing;
  const onTabKeydown = (event: KeyboardEvent): void => {
    const key = event.key;
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)) return;
    event.preventDefault();
    header.selectTab(key === 'Home' ? 'all' : key === 'End' || selected === 'all' ? 'unread' : 'all', true);
  };
  return html`
    <div part="header">
      <h2 part="title" id="title">${strings.inboxTitle}</h2>
      ${
        showUnreadCount
          ? html`<span part="unread-count">${strings.unreadCount(unread, header.format(unread))}</span>`
          : nothing
      }
      <div
        part="tabs"
        role="tablist"
        aria-label=${strings.tabsLabel}
        ?inert=${covered}
        @keydown=${onTabKeydown}
      >
        ${TABS.map(
          (tab) => html`
            <button
              part=${tab === selected ? 'tab tab-selected' : 'tab'}
              role="tab"
              type="button"
              id=${`tab-${tab}`}
              data-tab=${tab}
              aria-selected=${tab === selected ? 'true' : 'false'}
              aria-controls="tabpanel"
              tabindex=${tab === selected ? 0 : -1}
              @click=${() => header.selectTab(tab)}
            >
              ${tab === 'all' ? strings.tabAll : renderUnreadTab(header)}
            </button>
          `,
        )}
      </div>
      <slot name="header" ?inert=${covered}></slot>
      <span class="header-actions" ?inert=${covered}>
        ${canMarkAll ? iconButton('mark-all', strings.markAllRead, markAllIcon, header.markAllRead) : nothing}${
          mode === 'popover' ? iconButton('close', strings.close, crossIcon, header.close) : nothing
        }</span
      >
      ${bar}
    </div>
  `;
}

/** "Unread" with the count beside it, said as one phrase ("Unread, 3 notifications"). */
function renderUnreadTab({ strings, unread, format }: InboxHeader) {
  if (!unread) return strings.tabUnread;
  return html`<span class="tab-text" aria-hidden="true"
      >${strings.tabUnread}<span part="tab-count">${unread > 99 ? '99+' : format(unread)}</span></span
    ><span class="visually-hidden">${strings.tabUnreadLabel(unread, format(unread))}</span>`;
}
