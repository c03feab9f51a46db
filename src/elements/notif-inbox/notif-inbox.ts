import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { Message } from '../../api/types.js';
import { FeedController } from '../../controllers/feed-controller.js';
import { ConfigProvider } from '../../controllers/config-provider.js';
import type { FeedStoreEventDetail, FeedTab } from '../../store/feed-store.js';
import { NotifCountsEvent } from '../../events/notif-counts.js';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { NotifMarkedEvent } from '../../events/notif-marked.js';
import { inboxStrings } from '../../i18n/inbox-strings.js';
import { formatNumber } from '../../utils/number-format.js';
import { icon } from '../../styles/icon.js';
import { tokens } from '../../styles/tokens.js';
import { tooltip } from '../../styles/tooltip.js';
import { NotifMessage } from '../notif-message/notif-message.js';
import { ICONS } from '../shared/message-icons.js';
import { arrivalSubject } from '../shared/arrival-subject.js';
import { renderLiveRegion } from '../shared/live-region.js';
import { styles } from './notif-inbox.styles.js';
import { listStateStyles } from './list-states.styles.js';
import { renderHeader } from './inbox-header.js';
import { InboxList, type RenderMessageContext } from './inbox-list.js';
import { PanelPopover } from './panel-popover.js';
import type { GroupKey } from '../../store/grouping.js';
import { NotifConfigurable } from '../shared/configurable.js';
import type { InboxStrings } from '../../i18n/strings.js';
import { NotifElement } from '../shared/notif-element.js';
import { INBOX_TAG } from '../shared/tag-names.js';

export type { RenderMessageContext };

/**
 * @summary A bell with the unseen count that opens the subscriber's notifications, or (`mode="inline"`) the list
 * itself: tabs All / Unread, infinite scroll over a list that renders only what is in view, mark all as read, and
 * loading, empty, error and offline states. Messages are marked seen when they come into view and read when clicked; each row's button marks its message read or unread in one click, without opening it.
 *
 * @slot header - Extra content in the panel's header, after the title.
 * @slot empty - Shown instead of the default picture and text when there are no notifications.
 * @slot footer - Content at the bottom of the panel.
 *
 * @csspart base - The root wrapper.
 * @csspart bell - The bell button (popover mode), in the colour of the text around it (a dark bar gets a light bell).
 * @csspart badge - The unseen count on the bell.
 * @csspart panel - The panel with the header, tabs and list.
 * @csspart header - The panel's header: one row with the title, the tabs and its icon buttons.
 * @csspart title - The panel's title.
 * @csspart unread-count - The header's "All read" (inline mode, wider than 500 px); while messages are unread, the Unread tab's count says it alone.
 * @csspart mark-all - "Mark all as read": an icon button named by its tooltip, there only when something is unread.
 * @csspart close - The close button, shown where the panel is a sheet over a phone's screen.
 * @csspart tabs - The tab list.
 * @csspart tab - Each tab; the selected one also has `tab-selected`.
 * @csspart tab-count - The unread count on the Unread tab (hidden at 0; the tab's accessible name says it).
 * @csspart list - The scrolling list of messages.
 * @csspart new-pill - "3 new", with a shadow: over a list scrolled away from its top when messages arrived above it; it shows them.
 * @csspart message - Each `<notif-message>`; those of the last arrival have `data-new` (tinted for a moment).
 * @csspart empty - The empty state: a picture drawn in the theme's colours and the text.
 * @csspart picture - The picture of the empty and error states.
 * @csspart error - The error state: a picture, the text, why it failed and Retry.
 * @csspart retry - The Retry button.
 * @csspart skeleton - The loading placeholders: rows shaped like messages, as high as the list.
 * @csspart notice - The offline and failed-change notices.
 * @csspart footer - The panel's footer.
 *
 * @cssprop --notif-inbox-height - Height of the list, and of the loading, empty and error states that take its place, so the panel keeps its height. Default 520px; less in a popover with less room on the screen.
 * @cssprop --notif-inbox-width - Width of the popover panel, at most the viewport's less 16px. Default 400px. Up to 480px wide, the panel is a sheet as wide as the screen.
 * @cssprop --notif-inbox-background - Background of the panel. Defaults to --notif-color-surface.
 * @cssprop --notif-inbox-border-color - Border of the panel. Defaults to --notif-color-border.
 * @cssprop --notif-inbox-radius - Corner radius of the panel. Defaults to --notif-radius-medium.
 * @cssprop --notif-inbox-shadow - Shadow of the popover panel.
 * @cssprop --notif-inbox-z-index - Stacking order of the popover panel where the browser has no top layer (the `popover` attribute); in the top layer nothing of the page covers it. Default 1000.
 * @cssprop --notif-inbox-bell-size - Size of the bell button. Default 40px.
 * @cssprop --notif-inbox-badge-background - Background of the badge. Defaults to --notif-color-badge.
 *
 * @fires {NotifCountsEvent} notif-counts - The unseen or unread count changed. `detail: { unseen: number; unread: number }`.
 * @fires {NotifMarkedEvent} notif-marked - The service acknowledged a mark. `detail: { ids: string[]; markAs: MarkAs }`.
 * @fires {NotifErrorEvent} notif-error - Loading or a mark failed (a failed mark is undone and a notice shown), or the client refused the configuration (`operation: 'configure'`, a `NotifValidationError` naming the field: `baseUrl`, `subscriberId`, `apiKey` or `token`; nothing is sent).
 * @fires {NotifMessageClickEvent} notif-message-click - From its messages: a message was activated; cancel it to stop the redirect. `detail: { message: Message, url?: string }`: `url` is the checked link (the card's href), absent when refused; route with it, never with `message.cta.data.url`.
 * @fires {NotifActionEvent} notif-action - From its messages: an action button was pressed. `detail: { message: Message; button: MessageButton }`.
 *
 * @tagname notif-inbox
 */
export class NotifInbox extends NotifConfigurable(NotifElement) {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = INBOX_TAG;
  static override styles = [tokens, tooltip, styles, listStateStyles];
  static override dependencies = { [NotifMessage.tagName]: NotifMessage };
  static override properties: PropertyDeclarations = {
    tab: { attribute: false },
    notice: { state: true },
    announcement: { state: true },
    mode: { reflect: true },
    open: { type: Boolean, reflect: true },
    pageSize: { type: Number, attribute: 'page-size' },
    pollInterval: { type: Number, attribute: 'poll-interval' },
    noSeenOnView: { type: Boolean, attribute: 'no-seen-on-view' },
    renderMessage: { attribute: false },
    group: { type: Boolean },
    groupKey: { attribute: false },
    selectable: { type: Boolean },
  };

  /** @internal The built-in strings it shows, in English. */
  override readonly englishStrings: InboxStrings = inboxStrings;

  /** Its way into the store: its list (tab, page size, whether it is shown), its poll and the store's news. */
  readonly #api = new FeedController(
    this,
    this.configuration,
    () => ({
      pageSize: this.pageSize,
      pollInterval: this.pollInterval,
      list: {
        tab: this.tab,
        onScreen: this.mode === 'inline' || this.open,
        overPage: this.mode === 'popover',
      },
    }),
    (detail) => this.#onStoreEvent(detail),
  );

  /** Opening, dismissing, focus and placement of the popover panel, in the top layer where the browser has it. */
  readonly #popover = new PanelPopover(this, {
    active: () => this.mode === 'popover',
    isOpen: () => this.open,
    setOpen: (open) => (this.open = open),
    focusInside: () => (this.#list.focus.current() ?? this.#selectedTab)?.focus(),
  });

  /** The list: its rows and states, the "N new" pill, the next page, its roving focus (inbox-list.ts). */
  readonly #list = new InboxList(this, {
    session: () => this.#api.session,
    observer: this.#api.observer,
    configured: () => this.#api.configured,
    localized: (english) => this.localized(english),
    locale: () => this.localeInEffect,
    format: (count) => this.#format(count),
    announce: (text) => this.#announce(text),
    retry: () => this.#loadFirstPage(),
    loadFailed: (error) => this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error })),
  });

  /**
   * Loads the list's first page unless it is loaded or loading; a failure is shown as the list's error state. Retry
   * calls it, and the bell on intent ({@link #onIntent}).
   */
  readonly #loadFirstPage = () => void this.#api.observer.loadFirstPage().catch(() => undefined);

  /**
   * Whether the panel's content is rendered: in the inline inbox always; in the popover from the first intent or
   * opening on, and kept then (its rows ready for the next opening, its fade out whole). A bell nobody reached holds
   * its button and an empty panel, not a header and a list of placeholders no one sees.
   */
  #panelWanted = false;

  /**
   * The pointer entered the bell, a touch started on it or the focus reached it: the panel's content is rendered in the
   * closed panel and its first page read, so the click that follows only shows its rows.
   */
  readonly #onIntent = () => {
    // Rendered once: a pointer passing over the bell again does not render the inbox again.
    if (!this.#panelWanted) {
      this.#panelWanted = true;
      this.requestUpdate();
    }
    this.#loadFirstPage();
  };

  #lastCounts = '';
  /** Announcements made so far: each gets a node of its own in the live region. */
  #announcements = 0;

  /** The tab shown: every message, or the unread ones only. */
  tab: FeedTab = 'all';
  declare private notice: string | undefined;
  private announcement = '';

  /** `popover` (default): a bell that opens a panel. `inline`: the list in the page, without a bell. */
  mode: 'popover' | 'inline' = 'popover';

  /** Whether the popover panel is open. */
  open = false;

  /** Messages per page (1–100). */
  pageSize = 20;

  /** How often the counts are read again, in milliseconds; 0 turns polling off. Paused while the page is hidden. */
  pollInterval = 30000;

  /** Do not mark messages seen when they come into view. */
  noSeenOnView = false;

  /** Renders one message instead of the default `<notif-message>`. */
  declare renderMessage?: (message: Message, context: RenderMessageContext) => TemplateResult;

  /** Shows related messages as one row that expands in place (docs/guides/inbox.md#grouping). */
  group = false;

  /** Which messages group together (with `group`); default: the workflow plus the payload's `threadId`, within 24 h. */
  declare groupKey?: GroupKey;

  /** A checkbox per row, and a bar to mark the selected messages read or unread (docs/guides/inbox.md#selection). */
  selectable = false;

  constructor() {
    super();
    // Its messages (in its shadow root) use the inbox's configuration, own attributes included.
    new ConfigProvider(this, () => this.configuration.config);
  }

  override updated(): void {
    const store = this.#api.session?.store;
    if (store?.unseen === undefined || store.unread === undefined) return;
    const key = `${store.unseen}/${store.unread}`;
    if (key === this.#lastCounts) return;
    this.#lastCounts = key;
    this.dispatchEvent(new NotifCountsEvent({ unseen: store.unseen, unread: store.unread }));
  }

  /** Loads the feed and both counts again. */
  async refresh(): Promise<void> {
    // What is loaded, and the counts: a closed popover's list is loaded on intent or when it opens.
    await this.#api.session?.store.refresh();
  }

  /** Marks every unread message of the subscriber read, loaded or not. */
  async markAllRead(): Promise<void> {
    await this.#api.session?.store.markAllRead();
  }

  /** Opens the popover panel. */
  show(): void {
    this.open = true;
  }

  /** Closes the popover panel and gives focus back to the bell. */
  hide(): void {
    this.#popover.close();
  }

  #onStoreEvent(detail: FeedStoreEventDetail): void {
    if (detail.type === 'marked') {
      this.dispatchEvent(new NotifMarkedEvent({ ids: detail.ids, markAs: detail.markAs }));
    } else if (detail.type === 'error') {
      this.dispatchEvent(new NotifErrorEvent({ operation: detail.operation, error: detail.error }));
      if (detail.operation === 'mark-as') this.notice = this.text.markFailed;
    } else if (detail.type === 'arrived') {
      // An open popover on a visible page shows the arrival (in its list, or as its "N new" pill): the toasts of the
      // store leave it to the panel rather than showing it twice.
      if (this.mode === 'popover' && this.open && document.visibilityState !== 'hidden')
        detail.arrival.onScreen = true;
      this.#list.arrived(detail.arrival.messages);
      // Claimed by the first inbox of the store: one announcement per arrival, however many inboxes share it (and a
      // <notif-toasts> of the store says only what no inbox said).
      if (detail.arrival.claim())
        this.#announce(this.text.arrived(detail.count, arrivalSubject(detail.arrival.messages)));
    }
  }

  #announce(text: string): void {
    this.#announcements++;
    this.announcement = text;
  }

  get #selectedTab(): HTMLElement | null {
    return this.renderRoot.querySelector('[role="tab"][aria-selected="true"]');
  }

  #format(count: number): string {
    return formatNumber(count, this.localeInEffect);
  }

  #renderBell() {
    const unseen = this.#api.session?.store.unseen ?? 0;
    const badge = unseen > 99 ? '99+' : this.#format(unseen);
    return html`
      <button
        part="bell"
        type="button"
        aria-haspopup="dialog"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="panel"
        aria-label=${this.text.bellLabel(unseen, badge)}
        @click=${() => this.#popover.toggle()}
        @pointerenter=${this.#onIntent}
        @focus=${this.#onIntent}
      >
        ${bellIcon}${unseen > 0 ? html`<span part="badge" aria-hidden="true">${badge}</span>` : nothing}
      </button>
    `;
  }

  #renderHeader() {
    const store = this.#api.session?.store;
    return renderHeader({
      strings: this.text,
      mode: this.mode,
      tab: this.tab,
      unread: store?.unread,
      hasRows: !!this.#api.observer.view?.ids.length,
      bar: this.#list.renderBar(),
      format: (count) => this.#format(count),
      selectTab: (tab, focus) => {
        this.tab = tab;
        if (focus)
          void this.updateComplete.then(() =>
            this.renderRoot.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus(),
          );
      },
      // "Mark all as read" goes once nothing is unread: the focus it held moves to the selected tab first, so it
      // stays in the panel (where Escape and Tab still work) rather than falling to the page.
      markAllRead: () => {
        this.#selectedTab?.focus();
        void this.markAllRead();
      },
      close: () => this.hide(),
    });
  }

  #renderNotices() {
    const store = this.#api.session?.store;
    return html`
      ${store && !store.online ? html`<p part="notice" role="status">${this.text.offline}</p>` : nothing}${
        this.notice
          ? html`<div part="notice" role="alert">
              <span>${this.notice}</span
              ><button type="button" @click=${() => (this.notice = undefined)}>${this.text.dismiss}</button>
            </div>`
          : nothing
      }
    `;
  }

  #renderPanelContent() {
    return html`${this.#renderHeader()}${this.#renderNotices()}
      <div id="tabpanel" role="tabpanel" aria-labelledby=${`tab-${this.tab}`}>${this.#list.render()}</div>
      <div part="footer"><slot name="footer"></slot></div>`;
  }

  override render() {
    const inline = this.mode === 'inline';
    this.#panelWanted ||= inline || this.open;
    const panel = html`
      <section
        part="panel"
        id="panel"
        role=${inline ? 'region' : 'dialog'}
        aria-labelledby="title"
        popover=${inline ? nothing : 'manual'}
        ?hidden=${!inline && !this.open}
        @keydown=${inline ? nothing : this.#popover.onKeydown}
        @focusout=${inline ? nothing : this.#popover.onFocusOut}
      >
        ${this.#panelWanted ? this.#renderPanelContent() : nothing}
      </section>
    `;
    return html`<div part="base" class=${inline ? 'inline' : 'popover'}>
      ${inline ? nothing : this.#renderBell()}${panel}${renderLiveRegion(this.announcement, this.#announcements)}
    </div>`;
  }
}

/** The bell of the bell button: the bell a message of the in-app channel shows. */
const bellIcon = icon(ICONS.bell, 'bell-icon');

declare global {
  interface HTMLElementTagNameMap {
    [NotifInbox.tagName]: NotifInbox;
  }
}
