import {
  html,
  svg,
  isServer,
  nothing,
  type PropertyValues,
  type TemplateResult,
  type PropertyDeclarations,
} from 'lit';
import type { MarkAs } from '../../api/providers.js';
import type { Message } from '../../api/types.js';
import { ApiController } from '../../controllers/api-controller.js';
import { ConfigProvider } from '../../controllers/config-provider.js';
import type { FeedStoreEventDetail, FeedTab } from '../../store/feed-store.js';
import type { NotifSession } from '../../store/session.js';
import { NotifCountsEvent } from '../../events/notif-counts.js';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { NotifMarkedEvent } from '../../events/notif-marked.js';
import { inboxStrings } from '../../i18n/inbox-strings.js';
import type { InboxStrings } from '../../i18n/strings.js';
import { formatNumber } from '../../utils/number-format.js';
import { icon } from '../../styles/icon.js';
import { tokens } from '../../styles/tokens.js';
import { tooltip } from '../../styles/tooltip.js';
import { NotifMessage } from '../notif-message/notif-message.js';
import { ICONS } from '../shared/message-icons.js';
import { FeedLoader } from './feed-loader.js';
import { CROSS, iconButton } from './icon-button.js';
import { arrivalSubject } from '../shared/arrival-subject.js';
import { renderLiveRegion } from '../shared/live-region.js';
import { styles } from './notif-inbox.styles.js';
import { renderEmpty, renderError, renderLoading } from './list-states.js';
import { ListFocus } from './list-focus.js';
import { PanelPopover } from './panel-popover.js';
import type { WindowedList } from './windowed-list.js';
import type { ListFeatures } from './list-features.js';
import type { GroupKey } from '../../store/grouping.js';
import { NotifConfigurable } from '../shared/configurable.js';
import { NotifElement } from '../shared/notif-element.js';
import { INBOX_TAG } from '../shared/tag-names.js';

/**
 * Messages a list renders without windowing. Past this the windowed list (`windowed-list.ts`) takes over, fetched
 * then: it keeps 10,000 loaded messages to a screen of DOM, and an inbox that is not scrolled through five pages
 * never needs it, so a page pays for it when it has a long list.
 */
const PLAIN_LIST_LIMIT = 100;

/** What a custom `renderMessage` receives besides the message. */
export interface RenderMessageContext {
  /** Position in the list, from 0. */
  index: number;
  /** Marks this message (optimistic, acknowledged by the service later). */
  mark: (markAs: MarkAs) => Promise<void>;
}

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
 * @csspart bell - The bell button (popover mode).
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
 * @csspart new-pill - "3 new": over a list scrolled away from its top when messages arrived above it; it shows them.
 * @csspart message - Each `<notif-message>`.
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
  static override styles = [tokens, tooltip, styles];
  static override dependencies = { [NotifMessage.tagName]: NotifMessage };
  static override properties: PropertyDeclarations = {
    tab: { attribute: false },
    notice: { state: true },
    announcement: { state: true },
    windowed: { state: true },
    listFeatures: { state: true },
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

  readonly #api = new ApiController(
    this,
    () => this.ownConfig,
    (detail) => this.#onStoreEvent(detail),
  );

  /** Its messages (in its shadow root) use the inbox's configuration, own attributes included. */
  readonly #messagesConfig = new ConfigProvider(this);

  readonly #load = new FeedLoader(
    this,
    () => [this.#api.session, this.tab, this.mode === 'inline' || this.open],
    () => this.pageSize,
  );

  /** Opening, dismissing, focus and placement of the popover panel, in the top layer where the browser has it. */
  readonly #popover = new PanelPopover(this, {
    active: () => this.mode === 'popover',
    isOpen: () => this.open,
    setOpen: (open) => (this.open = open),
    focusInside: () => (this.#focus.current() ?? this.#selectedTab)?.focus(),
  });

  /** The list's roving focus: one Tab stop, the arrow keys between rows. */
  readonly #focus = new ListFocus(this, {
    rowsKey: () => this.tab,
    rows: () => this.#ids,
    list: () => this.#list,
    windowed: () => this.windowed,
  });

  /** The windowed list's module on its way, fetched when the list first grows past {@link PLAIN_LIST_LIMIT}. */
  #windowing: Promise<void> | undefined;
  /** The grouped rows' and selection's module on its way, fetched when `group` or `selectable` is first set. */
  #listing: Promise<void> | undefined;
  #countedSession: NotifSession | undefined;
  #lastCounts = '';
  /** Announcements made so far: each gets a node of its own in the live region. */
  #announcements = 0;
  /** Whether a row that could not render was warned about: once per inbox, not once per render. */
  #rowFailureWarned = false;
  /**
   * Messages that arrived above the list while it was scrolled away from its top: held there, behind the "N new" pill,
   * rather than moving the list under the reader; shown once the pill is pressed or the list is back at its top.
   */
  #held = 0;
  /** The first message the list showed (on the tab shown): what tells the messages that arrived above it. */
  #shownFirst: string | undefined;

  /** The tab shown: every message, or the unread ones only. */
  tab: FeedTab = 'all';
  declare private notice: string | undefined;
  private announcement = '';
  /** The windowed list, once the list is long enough to need it. */
  declare private windowed?: WindowedList;
  /** Grouped rows and selection, once `group` or `selectable` asked for them (list-features.ts). */
  declare private listFeatures?: ListFeatures;

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

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#countedSession?.store.poll(this, 0);
    this.#countedSession?.store.showing(this, undefined);
    this.#countedSession = undefined;
    this.windowed?.disconnect();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.#messagesConfig.setValue(this.#api.config);
    const session = this.#api.session;
    if (session !== this.#countedSession) {
      this.#countedSession?.store.poll(this, 0);
      this.#countedSession?.store.showing(this, undefined);
      this.#countedSession = session;
      session?.store.refreshCounts().catch(() => undefined); // a failure shows as the offline or error state
      session?.store.poll(this, this.pollInterval, this.#api.config.live);
    } else if (session && (changed.has('pollInterval') || changed.has('live'))) {
      session.store.poll(this, this.pollInterval, this.#api.config.live);
    }
    if (changed.has('tab')) {
      this.#shownFirst = undefined;
    }
    if (this.group || this.selectable) this.#listFeaturesLater();
    // The list on screen: a message read in the Unread list stays in place until that list is shown again.
    session?.store.showing(
      this,
      this.mode === 'inline' || this.open ? this.tab : undefined,
      this.mode === 'popover',
    );
    this.#holdArrivals();
  }

  override updated(): void {
    this.#dispatchCounts();
    this.windowed?.measure(this.#list, this.#ids);
    // After the messages have rendered and been laid out: a first page that does not fill the list asks for more.
    requestAnimationFrame(() => {
      this.#markMoreBelow();
      this.#loadMoreNearEnd();
    });
  }

  /**
   * "Mark all as read" goes once nothing is unread: the focus it held moves to the selected tab first, so it stays in
   * the panel (where Escape and Tab still work) rather than falling to the page.
   */
  #onMarkAll = (): void => {
    this.#selectedTab?.focus();
    void this.markAllRead();
  };

  /** Loads the feed and both counts again. */
  async refresh(): Promise<void> {
    const store = this.#api.session?.store;
    if (!store) return;
    store.pageSize = this.pageSize;
    await store.refresh();
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
      if (detail.operation === 'mark-as') this.notice = this.#strings.markFailed;
    } else if (detail.type === 'arrived') {
      // An open popover on a visible page shows the arrival (in its list, or as its "N new" pill): the toasts of the
      // store leave it to the panel rather than showing it twice.
      if (this.mode === 'popover' && this.open && document.visibilityState !== 'hidden')
        detail.arrival.onScreen = true;
      // Claimed by the first inbox of the store: one announcement per arrival, however many inboxes share it (and a
      // <notif-toasts> of the store says only what no inbox said).
      if (detail.arrival.claim())
        this.#announce(this.#strings.arrived(detail.count, arrivalSubject(detail.arrival.messages)));
    }
  }

  #announce(text: string): void {
    this.#announcements++;
    this.announcement = text;
  }

  /** Holds the messages that arrived above a list scrolled away from its top (see {@link #held}). */
  #holdArrivals(): void {
    const ids = this.#api.session?.store.view(this.tab).ids ?? [];
    const above = ids.indexOf(this.#shownFirst!);
    this.#held = above > 0 && this.#list!.scrollTop > 1 ? above : 0;
    this.#shownFirst = ids[this.#held];
  }

  #dispatchCounts(): void {
    const store = this.#api.session?.store;
    if (store?.unseen === undefined || store.unread === undefined) return;
    const key = `${store.unseen}/${store.unread}`;
    if (key === this.#lastCounts) return;
    this.#lastCounts = key;
    this.dispatchEvent(new NotifCountsEvent({ unseen: store.unseen, unread: store.unread }));
  }

  #selectTab(tab: FeedTab, focus = false): void {
    this.tab = tab;
    if (focus)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus(),
      );
  }

  #onTabKeydown(event: KeyboardEvent): void {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: FeedTab =
      event.key === 'Home' ? 'all' : event.key === 'End' ? 'unread' : this.tab === 'all' ? 'unread' : 'all';
    this.#selectTab(next, true);
  }

  /** Tells the list's styles whether rows are hidden below its end (they fade its last visible row then). */
  #markMoreBelow(): void {
    const list = this.#list;
    list?.toggleAttribute('data-more-below', list.scrollHeight - list.scrollTop - list.clientHeight > 1);
  }

  /** The list loads the next page when less than a screen of it is left below the fold. */
  #loadMoreNearEnd(): void {
    const list = this.#list;
    if (list && list.scrollHeight - list.scrollTop - list.clientHeight < list.clientHeight) this.#loadMore();
  }

  #loadMore(): void {
    const store = this.#api.session?.store;
    const view = store?.view(this.tab);
    if (!store || !view || !view.hasMore || view.status === 'loading') return;
    store.loadMore(this.tab).catch(() => undefined); // shown as a notice by the store's error event
  }

  /**
   * Fetches the windowed list once, then hands the list over to it: it measures every message the plain list
   * rendered and keeps the scroll position, so nothing moves. After a failed fetch, the next render tries again.
   */
  #windowLater(): void {
    if (this.#windowing) return;
    this.#windowing = import('./windowed-list.js').then(
      ({ WindowedList }) => {
        const windowed = new WindowedList(this);
        windowed.measure(this.#list, this.#ids);
        this.windowed = windowed;
      },
      (error: Error) => {
        this.#windowing = undefined;
        this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
      },
    );
  }

  /** Fetches the grouped rows and selection once; after a failed fetch, the next render tries again. */
  #listFeaturesLater(): void {
    if (this.#listing) return;
    this.#listing = import('./list-features.js').then(
      ({ ListFeatures }) => {
        this.listFeatures = new ListFeatures({
          host: this,
          session: () => this.#api.session,
          localized: (english) => this.localized(english),
          format: (count) => this.#format(count),
          locale: () => this.#api.config.locale,
          renderMessage: (id, index) => this.#renderMessage(id, index),
          announce: (text) => this.#announce(text),
          focusIndex: () => this.#focus.index,
          setFocusIndex: (index) => (this.#focus.index = index),
        });
      },
      (error: Error) => {
        this.#listing = undefined;
        this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
      },
    );
  }

  #onScroll(): void {
    this.#markMoreBelow();
    this.#loadMoreNearEnd();
    // Back at the top, what was held above shows.
    if (this.windowed || (this.#held && this.#list!.scrollTop <= 1)) this.requestUpdate();
  }

  get #list(): HTMLElement | null {
    return this.renderRoot.querySelector('[part~="list"]');
  }

  get #selectedTab(): HTMLElement | null {
    return this.renderRoot.querySelector('[role="tab"][aria-selected="true"]');
  }

  protected override get localeInEffect(): string | undefined {
    return this.#api.config.locale;
  }

  get #strings(): InboxStrings {
    return this.localized(inboxStrings);
  }

  /**
   * The list's rows: the tab's messages but those held above it, or with grouping, the rows of groups and messages
   * (list-features.ts).
   */
  get #ids(): readonly string[] {
    const ids = this.#api.session?.store.view(this.tab).ids.slice(this.#held) ?? [];
    return this.listFeatures?.keys(ids) ?? ids;
  }

  #format(count: number): string {
    return formatNumber(count, this.#api.config.locale);
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
        aria-label=${this.#strings.bellLabel(unseen, badge)}
        @click=${() => this.#popover.toggle()}
      >
        ${bellIcon} ${unseen > 0 ? html`<span part="badge" aria-hidden="true">${badge}</span>` : nothing}
      </button>
    `;
  }

  #renderHeader() {
    const strings = this.#strings;
    const store = this.#api.session?.store;
    const unread = store?.unread;
    const view = store?.view(this.tab);
    // Something to mark, and a list to mark it in: not while the list first loads, nor in its empty or error state.
    // Offered only then: a disabled button would be one more stop for the keyboard that does nothing.
    const canMarkAll = unread !== undefined && unread > 0 && !!view && view.ids.length > 0;
    // "All read" only over a list that has messages: an empty inbox says so in its body.
    const showUnreadCount =
      this.mode === 'inline' && unread !== undefined && (unread > 0 || !!view?.ids.length);
    // While messages are selected, their bar covers the row (list-features.ts): what it covers leaves the tab order.
    const bar = this.listFeatures?.renderBar() ?? nothing;
    const covered = bar !== nothing;
    // One row, in the order it reads: the title, the tabs, then what acts on the list (an icon with its name as a
    // tooltip, so no translation wraps the row); on a phone's sheet, a close button at its end.
    return html`
      <div part="header">
        <h2 part="title" id="title">${strings.inboxTitle}</h2>
        ${
          showUnreadCount
            ? html`<span part="unread-count">${strings.unreadCount(unread, this.#format(unread))}</span>`
            : nothing
        }
        <div
          part="tabs"
          role="tablist"
          aria-label=${strings.tabsLabel}
          ?inert=${covered}
          @keydown=${this.#onTabKeydown}
        >
          ${(['all', 'unread'] as const).map(
            (tab) => html`
              <button
                part=${tab === this.tab ? 'tab tab-selected' : 'tab'}
                role="tab"
                type="button"
                id=${`tab-${tab}`}
                data-tab=${tab}
                aria-selected=${tab === this.tab ? 'true' : 'false'}
                aria-controls="tabpanel"
                tabindex=${tab === this.tab ? 0 : -1}
                @click=${() => this.#selectTab(tab)}
              >
                ${tab === 'all' ? strings.tabAll : this.#renderUnreadTab(unread)}
              </button>
            `,
          )}
        </div>
        <slot name="header" ?inert=${covered}></slot>
        <span class="header-actions" ?inert=${covered}>
          ${canMarkAll ? iconButton('mark-all', strings.markAllRead, markAllIcon, this.#onMarkAll) : nothing}
          ${this.mode === 'popover' ? iconButton('close', strings.close, closeIcon, () => this.hide()) : nothing}
        </span>
        ${bar}
      </div>
    `;
  }

  /** "Unread" with the count beside it, said as one phrase ("Unread, 3 notifications"). */
  #renderUnreadTab(unread: number | undefined) {
    const strings = this.#strings;
    if (!unread) return strings.tabUnread;
    return html`<span class="tab-text" aria-hidden="true"
        >${strings.tabUnread}<span part="tab-count">${unread > 99 ? '99+' : this.#format(unread)}</span></span
      ><span class="visually-hidden">${strings.tabUnreadLabel(unread, this.#format(unread))}</span>`;
  }

  #renderNotices() {
    const store = this.#api.session?.store;
    return html`
      ${store && !store.online ? html`<p part="notice" role="status">${this.#strings.offline}</p>` : nothing}
      ${
        this.notice
          ? html`<div part="notice" role="alert">
              <span>${this.notice}</span>
              <button type="button" @click=${() => (this.notice = undefined)}>
                ${this.#strings.dismiss}
              </button>
            </div>`
          : nothing
      }
    `;
  }

  #renderItem(row: string, index: number) {
    try {
      return this.listFeatures ? this.listFeatures.renderRow(row, index) : this.#renderMessage(row, index);
    } catch (error) {
      // One row that cannot render (a page's renderMessage with a bug) is left out, never the whole list with it.
      if (!this.#rowFailureWarned)
        console.warn('notif-inbox: a row could not be rendered and is skipped.', error);
      this.#rowFailureWarned = true;
      return html``;
    }
  }

  #renderMessage(id: string, index: number) {
    const session = this.#api.session;
    const message = session?.store.message(id);
    if (!session || !message) return html``;
    const setSize = session.store.view(this.tab).hasMore ? -1 : this.#ids.length;
    if (this.renderMessage) {
      return html`<div class="custom-row" data-index=${index} tabindex=${this.#focus.tabIndexOf(index)}>
        ${this.renderMessage(message, { index, mark: (markAs) => session.store.mark([id], markAs) })}
      </div>`;
    }
    return html`<notif-message
      part="message"
      role="article"
      data-index=${index}
      tabindex=${this.#focus.tabIndexOf(index)}
      aria-posinset=${index + 1}
      aria-setsize=${setSize}
      theme=${this.theme ?? nothing}
      ?no-seen-on-view=${this.noSeenOnView}
      .message=${message}
      .strings=${this.strings}
      @focus=${() => (this.#focus.index = index)}
    ></notif-message>`;
  }

  #renderList(ids: readonly string[]) {
    if (this.windowed)
      return this.windowed.render(this.#list, ids, (id, index) => this.#renderItem(id, index));
    if (ids.length > PLAIN_LIST_LIMIT) this.#windowLater();
    return ids.slice(0, PLAIN_LIST_LIMIT).map((id, index) => this.#renderItem(id, index));
  }

  #renderBody() {
    const strings = this.#strings;
    const session = this.#api.session;
    if (!session) {
      // A server renders the first state the browser will show: a configured inbox starts loading. Inside a
      // <notif-provider> the server cannot see the provider's configuration, so it shows loading there too.
      return this.#api.configured || isServer
        ? renderLoading(strings)
        : html`<p part="empty">${strings.notConfigured}</p>`;
    }
    const view = session.store.view(this.tab);
    const ids = this.#ids;
    if (ids.length === 0) {
      if (view.status === 'error') {
        return renderError(strings, view.error, session.store.online, () => void this.#load.run());
      }
      if (view.status === 'loading' || view.status === 'idle') return renderLoading(strings);
      return renderEmpty(strings, this.tab === 'unread');
    }
    return html`
      ${
        this.#held
          ? html`<button part="new-pill" type="button" @click=${() => this.#focus.focus(0)}>
              ${strings.newPill(this.#held, this.#format(this.#held))}
            </button>`
          : nothing
      }
      <!-- Out of the Tab order (some engines make a scroller a stop of its own): its rows are, and scroll it. -->
      <div
        part="list"
        role="feed"
        tabindex="-1"
        aria-labelledby="title"
        aria-busy=${view.status === 'loading' ? 'true' : 'false'}
        @keydown=${this.#focus.onKeydown}
        @scroll=${this.#onScroll}
      >
        ${this.#renderList(ids)}
      </div>
      ${view.status === 'loading' ? html`<p class="loading-more" role="status">${strings.loadingMore}</p>` : nothing}
    `;
  }

  override render() {
    const inline = this.mode === 'inline';
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
        ${this.#renderHeader()} ${this.#renderNotices()}
        <div id="tabpanel" role="tabpanel" aria-labelledby=${`tab-${this.tab}`}>${this.#renderBody()}</div>
        <div part="footer"><slot name="footer"></slot></div>
      </section>
    `;
    return html`<div part="base" class=${inline ? 'inline' : 'popover'}>
      ${inline ? nothing : this.#renderBell()}${panel}
      ${renderLiveRegion(this.announcement, this.#announcements)}
    </div>`;
  }
}

/** The bell of the bell button: the bell a message of the in-app channel shows. */
const bellIcon = icon(ICONS.bell, 'bell-icon');

/** "Mark all as read": two checks. */
const markAllIcon = icon(svg`<path d="m2.5 12.5 4.5 4.5 9.5-9.5" /><path d="m12 16.5.5.5 9-9.5" />`);
/** Closes the phone's sheet. */
const closeIcon = icon(CROSS);

declare global {
  interface HTMLElementTagNameMap {
    [NotifInbox.tagName]: NotifInbox;
  }
}
