import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
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
import { ICONS } from '../shared/message-icons.js';
import { defineElement } from '../shared/define-element.js';
import { FeedLoader } from './feed-loader.js';
import { renderLiveRegion } from '../shared/live-region.js';
import { styles } from './notif-inbox.styles.js';
import type { InboxPanel } from './inbox-panel.js';
import type { PanelContext, RenderMessageContext } from './panel-context.js';
import type { GroupKey } from '../../store/grouping.js';
import { NotifConfigurable } from '../shared/configurable.js';
import { NotifElement } from '../shared/notif-element.js';

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
 * @csspart bell - The bell button (popover mode).
 * @csspart badge - The unseen count on the bell.
 * @csspart panel - The panel with the header, tabs and list.
 * @csspart header - The panel's header: one row with the title, the tabs and its icon buttons.
 * @csspart title - The panel's title.
 * @csspart unread-count - The unread count in the header (inline mode).
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
 * @cssprop --notif-inbox-z-index - Stacking order of the popover panel. Default 1000.
 * @cssprop --notif-inbox-bell-size - Size of the bell button. Default 40px.
 * @cssprop --notif-inbox-badge-background - Background of the badge. Defaults to --notif-color-badge.
 *
 * @fires {NotifCountsEvent} notif-counts - The unseen or unread count changed. `detail: { unseen: number; unread: number }`.
 * @fires {NotifMarkedEvent} notif-marked - The service acknowledged a mark. `detail: { ids: string[]; markAs: MarkAs }`.
 * @fires {NotifErrorEvent} notif-error - Loading or a mark failed (a failed mark is undone and a notice shown), or the client refused the configuration (`operation: 'configure'`, a `NotifValidationError` naming `baseUrl`; nothing is sent).
 * @fires {NotifMessageClickEvent} notif-message-click - From its messages: a message was activated; cancel it to stop the redirect. `detail: { message: Message, url?: string }`: `url` is the checked link (the card's href), absent when refused; route with it, never with `message.cta.data.url`.
 * @fires {NotifActionEvent} notif-action - From its messages: an action button was pressed. `detail: { message: Message; button: MessageButton }`.
 *
 * @tagname notif-inbox
 */
export class NotifInbox extends NotifConfigurable(NotifElement) {
  static override styles = [tokens, styles];
  static override properties: PropertyDeclarations = {
    tab: { attribute: false },
    notice: { state: true },
    announcement: { state: true },
    panel: { state: true },
    panelError: { state: true },
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

  /** The panel's code on its way (`inbox-panel.ts`), fetched the first time the panel is wanted. */
  #panelLoading: Promise<void> | undefined;
  #countedSession: NotifSession | undefined;
  #lastCounts = '';
  #returnFocus = false;
  /** Announcements made so far: each gets a node of its own in the live region. */
  #announcements = 0;

  /** The tab shown: every message, or the unread ones only. */
  tab: FeedTab = 'all';
  declare private notice: string | undefined;
  private announcement = '';
  /** The panel, once its code has arrived. */
  declare private panel?: InboxPanel;
  /** Why the panel's code could not be fetched, while the panel is wanted and its code is not there. */
  declare private panelError?: Error;

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

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('pointerdown', this.#onDocumentPointerDown, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.#onDocumentPointerDown, true);
    this.#countedSession?.store.poll(this, 0);
    this.#countedSession?.store.showing(this, undefined);
    this.#countedSession = undefined;
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
    const shown = this.mode === 'inline' || this.open;
    // After a failed fetch, it is tried again on the next intent or Retry, never by an update.
    if (shown && !this.panelError) this.#wantPanel();
    // The list on screen: a message read in the Unread list stays in place until that list is shown again.
    session?.store.showing(this, shown ? this.tab : undefined);
  }

  override updated(changed: PropertyValues<this>): void {
    this.#dispatchCounts();
    if (changed.has('open') && this.mode === 'popover' && !this.open && this.#returnFocus) {
      this.#returnFocus = false;
      this.#bell?.focus();
    }
  }

  /**
   * Resolves once the inbox has rendered, and, while its panel is wanted, once the panel's code has arrived and the
   * panel has rendered too.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#panelLoading && !this.panel) {
      await this.#panelLoading;
      done = await super.getUpdateComplete();
    }
    return done;
  }

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
    if (!this.open) return;
    this.#close(this.matches(':focus-within'));
  }

  #close(returnFocus: boolean): void {
    this.#returnFocus = returnFocus;
    this.open = false;
  }

  /**
   * Fetches the panel's code once (`inbox-panel.ts`): when the panel is shown, and as soon as a person shows the
   * intent to open it (the pointer on the bell, a touch, the focus), so it is there by the click. After a failed
   * fetch the next intent tries again.
   */
  #wantPanel = (): void => {
    if (this.#panelLoading) return;
    this.panelError = undefined;
    this.#panelLoading = import('./inbox-panel.js').then(
      ({ InboxPanel, NotifMessage }) => {
        defineElement('notif-message', NotifMessage);
        this.panel = new InboxPanel(this.#panelContext);
      },
      (error: Error) => {
        this.#panelLoading = undefined;
        this.panelError = error;
        this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error }));
      },
    );
  };

  /**
   * A person shows the intent to open the panel: its code, and the first page of its list, are fetched now, so they
   * are there by the click. Loading marks nothing: a message is marked seen only once it is on screen.
   */
  #onIntent = (): void => {
    this.#wantPanel();
    const store = this.#api.session?.store;
    if (!store || store.view(this.tab).status !== 'idle') return;
    store.pageSize = this.pageSize;
    store.load(this.tab).catch(() => undefined); // the panel shows a failure as its error state, with Retry
  };

  /** What the panel reads of the inbox (panel-context.ts). */
  readonly #panelContext: PanelContext = {
    host: this,
    session: () => this.#api.session,
    configured: () => this.#api.configured,
    locale: () => this.#api.config.locale,
    localized: (english) => this.localized(english),
    strings: () => this.#strings,
    format: (count) => this.#format(count),
    announce: (text) => this.#announce(text),
    notice: () => this.notice,
    dismissNotice: () => (this.notice = undefined),
    close: (returnFocus) => this.#close(returnFocus),
    retry: () => void this.#load.run(),
    markAllRead: () => void this.markAllRead(),
    loadFailed: (error) => this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error })),
  };

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
        detail.arrival.showOnScreen();
      // Claimed by the first inbox of the store: one announcement per arrival, however many inboxes share it (and a
      // <notif-toasts> of the store says only what no inbox said).
      if (detail.arrival.claim()) this.#announce(this.#strings.arrived(detail.count, detail.arrival.subject));
    }
  }

  #announce(text: string): void {
    this.#announcements++;
    this.announcement = text;
  }

  #dispatchCounts(): void {
    const store = this.#api.session?.store;
    if (store?.unseen === undefined || store.unread === undefined) return;
    const key = `${store.unseen}/${store.unread}`;
    if (key === this.#lastCounts) return;
    this.#lastCounts = key;
    this.dispatchEvent(new NotifCountsEvent({ unseen: store.unseen, unread: store.unread }));
  }

  #onDocumentPointerDown = (event: PointerEvent): void => {
    if (this.mode === 'popover' && this.open && !event.composedPath().includes(this)) this.hide();
  };

  #onBellClick(): void {
    if (this.open) this.hide();
    else this.show();
  }

  get #bell(): HTMLButtonElement | null {
    return this.renderRoot.querySelector('[part~="bell"]');
  }

  protected override get localeInEffect(): string | undefined {
    return this.#api.config.locale;
  }

  get #strings(): InboxStrings {
    return this.localized(inboxStrings);
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
        aria-controls=${this.panel ? 'panel' : nothing}
        aria-label=${this.#strings.bellLabel(unseen, badge)}
        @click=${this.#onBellClick}
        @pointerenter=${this.#onIntent}
        @focus=${this.#onIntent}
      >
        ${bellIcon} ${unseen > 0 ? html`<span part="badge" aria-hidden="true">${badge}</span>` : nothing}
      </button>
    `;
  }

  /**
   * In the panel's place until its code arrives: an inline inbox keeps the list's room (a server, which fetches no code
   * later, sends it so), and a closed bell renders nothing. If the code could not be fetched, an open panel says so,
   * with Retry (which fetches it again, as the next intent does).
   */
  #renderPanelPending(inline: boolean) {
    const strings = this.#strings;
    if (this.panelError && (inline || this.open))
      return html`<div part="error" role="alert" class="panel-pending">
        <p>${strings.error}</p>
        <button part="retry" type="button" @click=${this.#wantPanel}>${strings.retry}</button>
      </div>`;
    return inline ? html`<div class="panel-pending" aria-busy="true"></div>` : nothing;
  }

  override render() {
    const inline = this.mode === 'inline';
    const panel = this.panel?.render() ?? this.#renderPanelPending(inline);
    return html`<div part="base" class=${inline ? 'inline' : 'popover'}>
      ${inline ? nothing : this.#renderBell()}${panel}
      ${renderLiveRegion(this.announcement, this.#announcements)}
    </div>`;
  }
}

/** The bell of the bell button: the bell a message of the in-app channel shows. */
const bellIcon = icon(ICONS.bell, 'bell-icon');

declare global {
  interface HTMLElementTagNameMap {
    'notif-inbox': NotifInbox;
  }
}
