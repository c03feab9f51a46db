/**
 * The inbox's panel: its header and tabs, the list with its keyboard, its loading, empty and error states, the notices,
 * and where the popover's panel sits on the screen. The inbox fetches this module the first time its panel is wanted
 * (the pointer reaching the bell, the focus on it, a touch, the panel opened, or an inline inbox), so a page that
 * shows a closed bell carries the bell, its count and the store only (docs/architecture.md#chunks).
 */
import {
  adoptStyles,
  html,
  isServer,
  nothing,
  svg,
  type ReactiveController,
  type SVGTemplateResult,
} from 'lit';
import { NotifHttpError, NotifNetworkError, NotifTimeoutError } from '../../api/errors.js';
import type { FeedTab } from '../../store/feed-store.js';
import { icon } from '../../styles/icon.js';
import { tooltip } from '../../styles/tooltip.js';
import { NotifMessage } from '../notif-message/notif-message.js';
import { ICONS } from '../shared/message-icons.js';
import { CROSS, iconButton } from './icon-button.js';
import type { ListFeatures } from './list-features.js';
import type { PanelContext, PanelHost } from './panel-context.js';
import { PANEL_MARGIN, placePanel } from './panel-placement.js';
import { panelStyles } from './panel.styles.js';
import type { WindowedList } from './windowed-list.js';

/** The element the panel renders in the inbox's shadow root, defined with the panel (`defineElement`). */
export { NotifMessage };

/**
 * Messages a list renders without windowing. Past this the windowed list (`windowed-list.ts`) takes over, fetched
 * then: it keeps 10,000 loaded messages to a screen of DOM, and an inbox that is not scrolled through five pages
 * never needs it, so a page pays for it when it has a long list.
 */
const PLAIN_LIST_LIMIT = 100;

/** Row-shaped placeholders while the first page loads: enough to fill the list at its default height. */
const SKELETON_ROWS = 6;

export class InboxPanel implements ReactiveController {
  readonly #host: PanelHost;
  /** The windowed list's module on its way, fetched when the list first grows past {@link PLAIN_LIST_LIMIT}. */
  #windowing: Promise<void> | undefined;
  /** The grouped rows' and selection's module on its way, fetched when `group` or `selectable` is first set. */
  #listing: Promise<void> | undefined;
  /** The windowed list, once the list is long enough to need it. */
  #windowed: WindowedList | undefined;
  /** Grouped rows and selection, once `group` or `selectable` asked for them (list-features.ts). */
  #listFeatures: ListFeatures | undefined;
  /** The row that holds the list's roving tab stop. */
  #focusIndex = 0;
  /** Tab was pressed in the panel and the focus has not moved yet. */
  #tabbing = false;
  /** Whether a row that could not render was warned about: once per inbox, not once per render. */
  #rowFailureWarned = false;
  /** The frame in which the open panel is placed again, once asked (a resize, a scroll, its content's size). */
  #placeFrame = 0;
  /** Watches the open panel's size: its content loading changes it, and so where it fits. */
  #panelResize: ResizeObserver | undefined;
  /**
   * Messages that arrived above the list while it was scrolled away from its top: held there, behind the "N new" pill,
   * rather than moving the list under the reader; shown once the pill is pressed or the list is back at its top.
   */
  #held = 0;
  /** The first message the list showed (on the tab shown): what tells the messages that arrived above it. */
  #shownFirst: string | undefined;
  /** The tab, and whether the popover was open, at the last update: what changed since. */
  #tab: FeedTab;
  #wasOpen: boolean | undefined;

  constructor(private readonly context: PanelContext) {
    const host = (this.#host = context.host);
    this.#tab = host.tab;
    host.addController(this);
    // The panel's styles join the element's own (in the order the element's come, then the panel's).
    const root = host.renderRoot;
    if (!isServer && root instanceof ShadowRoot) {
      const own = (host.constructor as unknown as { elementStyles: Parameters<typeof adoptStyles>[1] })
        .elementStyles;
      adoptStyles(root, [...own, tooltip, panelStyles]);
    }
  }

  hostUpdate(): void {
    const host = this.#host;
    if (host.tab !== this.#tab) {
      this.#tab = host.tab;
      this.#focusIndex = 0;
      this.#shownFirst = undefined;
    }
    if (host.group || host.selectable) this.#listFeaturesLater();
    this.#holdArrivals();
  }

  hostUpdated(): void {
    const host = this.#host;
    this.#windowed?.measure(this.#list, this.#ids);
    // After the messages have rendered and been laid out: a first page that does not fill the list asks for more.
    requestAnimationFrame(() => {
      this.#markMoreBelow();
      this.#loadMoreNearEnd();
    });
    const open = host.mode === 'popover' && host.open;
    if (open !== this.#wasOpen) {
      this.#wasOpen = open;
      // Placed before the browser paints it: the panel never shows outside the viewport, not even for a frame.
      if (open) {
        this.#placePanel();
        void host.updateComplete.then(() => this.#focusPanel());
      }
      this.#followViewport(open);
    }
  }

  hostDisconnected(): void {
    this.#followViewport(false);
    this.#wasOpen = undefined;
    this.#windowed?.disconnect();
  }

  get #strings() {
    return this.context.strings();
  }

  get #list(): HTMLElement | null {
    return this.#host.renderRoot.querySelector('[part~="list"]');
  }

  get #panel(): HTMLElement | null {
    return this.#host.renderRoot.querySelector('[part~="panel"]');
  }

  /**
   * The list's rows: the tab's messages but those held above it, or with grouping, the rows of groups and messages
   * (list-features.ts).
   */
  get #ids(): readonly string[] {
    const ids = this.context.session()?.store.view(this.#host.tab).ids.slice(this.#held) ?? [];
    return this.#listFeatures?.keys(ids) ?? ids;
  }

  #setFocusIndex(index: number): void {
    this.#focusIndex = index;
    this.#host.requestUpdate();
  }

  /** Holds the messages that arrived above a list scrolled away from its top (see {@link #held}). */
  #holdArrivals(): void {
    const ids = this.context.session()?.store.view(this.#host.tab).ids ?? [];
    const above = ids.indexOf(this.#shownFirst!);
    this.#held = above > 0 && this.#list!.scrollTop > 1 ? above : 0;
    this.#shownFirst = ids[this.#held];
  }

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Tab') {
      // The focus moves after this event: its focusout knows that Tab moved it (see #onFocusOut).
      this.#tabbing = true;
      requestAnimationFrame(() => (this.#tabbing = false));
    }
    if (event.key === 'Escape' && this.#host.mode === 'popover' && this.#host.open) {
      event.stopPropagation();
      this.context.close(true);
    }
  };

  /**
   * The popover is not modal: when the focus leaves it for the page, it closes, so the keyboard never works behind an
   * open panel. Left by Tab past its last control, the focus goes back to the bell (as Escape does); moved elsewhere by
   * a click or a script, it stays where it went. Focus moving to the bell, within the panel, or out of the window keeps
   * it open.
   */
  #onFocusOut = (event: FocusEvent): void => {
    const tabbing = this.#tabbing;
    this.#tabbing = false;
    const host = this.#host;
    if (host.mode !== 'popover' || !host.open) return;
    const next = event.relatedTarget;
    if (!(next instanceof Node) || host.renderRoot.contains(next) || host.contains(next)) return;
    this.context.close(tabbing);
  };

  #selectTab(tab: FeedTab, focus = false): void {
    const host = this.#host;
    host.tab = tab;
    if (focus)
      void host.updateComplete.then(() =>
        host.renderRoot.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus(),
      );
  }

  #onTabKeydown = (event: KeyboardEvent): void => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const tab = this.#host.tab;
    const next: FeedTab =
      event.key === 'Home' ? 'all' : event.key === 'End' ? 'unread' : tab === 'all' ? 'unread' : 'all';
    this.#selectTab(next, true);
  };

  #onListKeydown = (event: KeyboardEvent): void => {
    const count = this.#ids.length;
    if (count === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: this.#focusIndex + 1,
      ArrowUp: this.#focusIndex - 1,
      PageDown: this.#focusIndex + 5,
      PageUp: this.#focusIndex - 5,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.#focusMessage(Math.max(0, Math.min(count - 1, moves[event.key]!)));
  };

  #focusMessage(index: number): void {
    const root = this.#host.renderRoot;
    this.#setFocusIndex(index);
    if (this.#windowed) this.#windowed.scrollToIndex(this.#list, this.#ids, index);
    else root.querySelector(`[data-index="${index}"][tabindex]`)?.scrollIntoView({ block: 'nearest' });
    const tryFocus = (attempt: number) => {
      const element = root.querySelector<HTMLElement>(`[data-index="${index}"][tabindex]`);
      // The windowed list has put the message exactly in view (and goes on correcting it): focus must not scroll.
      if (element) element.focus({ preventScroll: Boolean(this.#windowed) });
      else if (attempt < 10) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    void this.#host.updateComplete.then(() => tryFocus(0));
  }

  /**
   * Puts the open panel inside the viewport (panel-placement.ts): measures the bell and the panel as its styles make
   * it, places it, then measures where it landed and moves it by what is still outside (a transformed ancestor, a
   * theme's larger gap, the safe-area insets). Writes styles only, never reactive state: no update follows.
   */
  #placePanel(): void {
    const host = this.#host;
    const panel = this.#panel;
    const bell = host.renderRoot.querySelector<HTMLElement>('[part~="bell"]');
    const origin = host.renderRoot.querySelector<HTMLElement>('[part~="base"]');
    if (!panel || !bell || !origin || host.mode !== 'popover' || !host.open) return;
    panel.removeAttribute('data-placed');
    panel.removeAttribute('data-sheet');
    const natural = panel.getBoundingClientRect();
    const viewport = visibleViewport();
    this.#applyPlacement(panel, bell, origin, natural, viewport);
    // The panel, before it was placed, may have overflowed the page and given it scrollbars that it lost once
    // placed (where scrollbars take room): the viewport is then larger, and the panel is placed once more in it.
    const settled = visibleViewport();
    if (settled.width !== viewport.width || settled.height !== viewport.height)
      this.#applyPlacement(panel, bell, origin, natural, settled);
  }

  #applyPlacement(
    panel: HTMLElement,
    bell: HTMLElement,
    origin: HTMLElement,
    natural: DOMRect,
    viewport: { width: number; height: number },
  ): void {
    const placement = placePanel({
      anchor: bell.getBoundingClientRect(),
      panel: { width: natural.width, height: natural.height },
      viewport,
      rtl: getComputedStyle(this.#host).direction === 'rtl',
    });
    const offset = origin.getBoundingClientRect().left;
    const apply = (left: number, room: number) => {
      panel.style.setProperty('--_panel-left', `${left - offset}px`);
      panel.style.setProperty('--_panel-width', `${placement.width}px`);
      panel.style.setProperty('--_panel-room', `${Math.max(0, room)}px`);
    };
    panel.toggleAttribute('data-sheet', placement.sheet);
    panel.toggleAttribute('data-above', placement.above);
    apply(placement.left, placement.maxHeight);
    panel.setAttribute('data-placed', '');
    const placed = panel.getBoundingClientRect();
    const margin = placement.sheet ? 0 : PANEL_MARGIN;
    const overflow = Math.max(0, placed.bottom - (viewport.height - margin), margin - placed.top);
    const shift = placement.left - placed.left;
    if (overflow > 0.5 || Math.abs(shift) > 0.5)
      apply(placement.left + shift, placement.maxHeight - overflow);
  }

  /** Places the open panel again in the next frame, once however many times it is asked in this one. */
  #placeSoon = (): void => {
    this.#placeFrame ||= requestAnimationFrame(() => {
      this.#placeFrame = 0;
      this.#placePanel();
    });
  };

  /** While the panel is open, it is placed again when the viewport changes (resize, rotation, scroll) or it does. */
  #followViewport(follow: boolean): void {
    const listening = this.#panelResize !== undefined;
    if (follow === listening) return;
    if (follow) {
      addEventListener('resize', this.#placeSoon);
      addEventListener('scroll', this.#placeSoon, { capture: true, passive: true });
      this.#panelResize = new ResizeObserver(this.#placeSoon);
      if (this.#panel) this.#panelResize.observe(this.#panel);
    } else {
      removeEventListener('resize', this.#placeSoon);
      removeEventListener('scroll', this.#placeSoon, { capture: true });
      this.#panelResize?.disconnect();
      this.#panelResize = undefined;
      cancelAnimationFrame(this.#placeFrame);
      this.#placeFrame = 0;
    }
  }

  #focusPanel(): void {
    const root = this.#host.renderRoot;
    const target =
      root.querySelector<HTMLElement>(`[data-index="${this.#focusIndex}"][tabindex]`) ??
      root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
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
    const tab = this.#host.tab;
    const store = this.context.session()?.store;
    const view = store?.view(tab);
    if (!store || !view || !view.hasMore || view.status === 'loading') return;
    store.loadMore(tab).catch(() => undefined); // shown as a notice by the store's error event
  }

  /**
   * Fetches the windowed list once, then hands the list over to it: it measures every message the plain list
   * rendered and keeps the scroll position, so nothing moves. After a failed fetch, the next render tries again.
   */
  #windowLater(): void {
    if (this.#windowing) return;
    this.#windowing = import('./windowed-list.js').then(
      ({ WindowedList }) => {
        const windowed = new WindowedList(this.#host);
        windowed.measure(this.#list, this.#ids);
        this.#windowed = windowed;
        this.#host.requestUpdate();
      },
      (error: Error) => {
        this.#windowing = undefined;
        this.context.loadFailed(error);
      },
    );
  }

  /** Fetches the grouped rows and selection once; after a failed fetch, the next render tries again. */
  #listFeaturesLater(): void {
    if (this.#listing) return;
    const context = this.context;
    this.#listing = import('./list-features.js').then(
      ({ ListFeatures }) => {
        this.#listFeatures = new ListFeatures({
          host: this.#host,
          session: context.session,
          localized: context.localized,
          format: context.format,
          locale: context.locale,
          renderMessage: (id, index) => this.#renderMessage(id, index),
          announce: context.announce,
          focusIndex: () => this.#focusIndex,
          setFocusIndex: (index) => this.#setFocusIndex(index),
        });
        this.#host.requestUpdate();
      },
      (error: Error) => {
        this.#listing = undefined;
        context.loadFailed(error);
      },
    );
  }

  #onScroll = (): void => {
    this.#markMoreBelow();
    this.#loadMoreNearEnd();
    // Back at the top, what was held above shows.
    if (this.#windowed || (this.#held && this.#list!.scrollTop <= 1)) this.#host.requestUpdate();
  };

  #renderHeader() {
    const host = this.#host;
    const strings = this.#strings;
    const store = this.context.session()?.store;
    const unread = store?.unread;
    const view = store?.view(host.tab);
    // Something to mark, and a list to mark it in: not while the list first loads, nor in its empty or error state.
    // Offered only then: a disabled button would be one more stop for the keyboard that does nothing.
    const canMarkAll = unread !== undefined && unread > 0 && !!view && view.ids.length > 0;
    // "All read" only over a list that has messages: an empty inbox says so in its body.
    const showUnreadCount =
      host.mode === 'inline' && unread !== undefined && (unread > 0 || !!view?.ids.length);
    // While messages are selected, their bar covers the row (list-features.ts): what it covers leaves the tab order.
    const bar = this.#listFeatures?.renderBar() ?? nothing;
    const covered = bar !== nothing;
    // One row, in the order it reads: the title, the tabs, then what acts on the list (an icon with its name as a
    // tooltip, so no translation wraps the row); on a phone's sheet, a close button at its end.
    return html`
      <div part="header">
        <h2 part="title" id="title">${strings.inboxTitle}</h2>
        ${
          showUnreadCount
            ? html`<span part="unread-count"
                >${strings.unreadCount(unread, this.context.format(unread))}</span
              >`
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
                part=${tab === host.tab ? 'tab tab-selected' : 'tab'}
                role="tab"
                type="button"
                id=${`tab-${tab}`}
                data-tab=${tab}
                aria-selected=${tab === host.tab ? 'true' : 'false'}
                aria-controls="tabpanel"
                tabindex=${tab === host.tab ? 0 : -1}
                @click=${() => this.#selectTab(tab)}
              >
                ${tab === 'all' ? strings.tabAll : this.#renderUnreadTab(unread)}
              </button>
            `,
          )}
        </div>
        <slot name="header" ?inert=${covered}></slot>
        <span class="header-actions" ?inert=${covered}>
          ${canMarkAll ? iconButton('mark-all', strings.markAllRead, markAllIcon, () => this.context.markAllRead()) : nothing}
          ${host.mode === 'popover' ? iconButton('close', strings.close, closeIcon, () => this.context.close(true)) : nothing}
        </span>
        ${bar}
      </div>
    `;
  }

  /** "Unread" with the count beside it, said as one phrase ("Unread, 3 notifications"). */
  #renderUnreadTab(unread: number | undefined) {
    const strings = this.#strings;
    if (!unread) return strings.tabUnread;
    const count = this.context.format(unread);
    return html`<span class="tab-text" aria-hidden="true"
        >${strings.tabUnread}<span part="tab-count">${unread > 99 ? '99+' : count}</span></span
      ><span class="visually-hidden">${strings.tabUnreadLabel(unread, count)}</span>`;
  }

  #renderNotices() {
    const store = this.context.session()?.store;
    const notice = this.context.notice();
    return html`
      ${store && !store.online ? html`<p part="notice" role="status">${this.#strings.offline}</p>` : nothing}
      ${
        notice
          ? html`<div part="notice" role="alert">
              <span>${notice}</span>
              <button type="button" @click=${() => this.context.dismissNotice()}>
                ${this.#strings.dismiss}
              </button>
            </div>`
          : nothing
      }
    `;
  }

  #renderItem(row: string, index: number) {
    try {
      return this.#listFeatures ? this.#listFeatures.renderRow(row, index) : this.#renderMessage(row, index);
    } catch (error) {
      // One row that cannot render (a page's renderMessage with a bug) is left out, never the whole list with it.
      if (!this.#rowFailureWarned)
        console.warn('notif-inbox: a row could not be rendered and is skipped.', error);
      this.#rowFailureWarned = true;
      return html``;
    }
  }

  #renderMessage(id: string, index: number) {
    const host = this.#host;
    const session = this.context.session();
    const message = session?.store.message(id);
    if (!session || !message) return html``;
    const setSize = session.store.view(host.tab).hasMore ? -1 : this.#ids.length;
    const tabindex = index === this.#focusIndex ? 0 : -1;
    if (host.renderMessage) {
      return html`<div class="custom-row" data-index=${index} tabindex=${tabindex}>
        ${host.renderMessage(message, { index, mark: (markAs) => session.store.mark([id], markAs) })}
      </div>`;
    }
    return html`<notif-message
      part="message"
      role="article"
      data-index=${index}
      tabindex=${tabindex}
      aria-posinset=${index + 1}
      aria-setsize=${setSize}
      theme=${host.theme ?? nothing}
      ?no-seen-on-view=${host.noSeenOnView}
      .message=${message}
      .strings=${host.strings}
      @focus=${() => this.#setFocusIndex(index)}
    ></notif-message>`;
  }

  /** Why the list could not load, from the error's type and status, so a reader knows whether to wait or to ask. */
  #errorReason(error: unknown, online: boolean): string {
    const strings = this.#strings;
    if (!online || (typeof navigator !== 'undefined' && navigator.onLine === false))
      return strings.errorOffline;
    if (error instanceof NotifHttpError) {
      if (error.status === 404) return strings.errorUnknownSubscriber;
      if (error.status === 401 || error.status === 403) return strings.errorForbidden;
      if (error.status >= 500) return strings.errorServer;
    }
    if (error instanceof NotifNetworkError || error instanceof NotifTimeoutError)
      return strings.errorUnreachable;
    return strings.errorServer;
  }

  #renderLoading() {
    return html`<div part="skeleton" aria-hidden="true">
        ${Array.from(
          { length: SKELETON_ROWS },
          () =>
            html`<div class="skeleton-row">
              <span class="skeleton-avatar"></span
              ><span class="skeleton-lines"><span></span><span></span><span></span></span>
            </div>`,
        )}
      </div>
      <span class="visually-hidden" role="status">${this.#strings.loading}</span>`;
  }

  #renderList(ids: readonly string[]) {
    const render = (id: string, index: number) => this.#renderItem(id, index);
    if (this.#windowed) return this.#windowed.render(this.#list, ids, render);
    if (ids.length > PLAIN_LIST_LIMIT) this.#windowLater();
    return ids.slice(0, PLAIN_LIST_LIMIT).map(render);
  }

  #renderBody() {
    const tab = this.#host.tab;
    const strings = this.#strings;
    const session = this.context.session();
    if (!session) {
      // A server renders the first state the browser will show: a configured inbox starts loading. Inside a
      // <notif-provider> the server cannot see the provider's configuration, so it shows loading there too.
      return this.context.configured() || isServer
        ? this.#renderLoading()
        : html`<p part="empty">${strings.notConfigured}</p>`;
    }
    const view = session.store.view(tab);
    const ids = this.#ids;
    if (ids.length === 0) {
      if (view.status === 'error') {
        return html`<div part="error" role="alert">
          ${errorPicture}
          <p class="state-title">${strings.error}</p>
          <p class="state-hint">${this.#errorReason(view.error, session.store.online)}</p>
          <button part="retry" type="button" @click=${() => this.context.retry()}>${strings.retry}</button>
        </div>`;
      }
      if (view.status === 'loading' || view.status === 'idle') return this.#renderLoading();
      return html`<div part="empty">
        <slot name="empty">
          ${emptyPicture}
          <p class="state-title">${tab === 'unread' ? strings.emptyUnread : strings.empty}</p>
          <p class="state-hint">${strings.emptyHint}</p>
        </slot>
      </div>`;
    }
    return html`
      ${
        this.#held
          ? html`<button part="new-pill" type="button" @click=${() => this.#focusMessage(0)}>
              ${strings.newPill(this.#held, this.context.format(this.#held))}
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
        @keydown=${this.#onListKeydown}
        @scroll=${this.#onScroll}
      >
        ${this.#renderList(ids)}
      </div>
      ${view.status === 'loading' ? html`<p class="loading-more" role="status">${strings.loadingMore}</p>` : nothing}
    `;
  }

  /** The panel: a dialog beside the bell, or the inline inbox's region. */
  render() {
    const host = this.#host;
    const inline = host.mode === 'inline';
    return html`
      <section
        part="panel"
        id="panel"
        role=${inline ? 'region' : 'dialog'}
        aria-labelledby="title"
        ?hidden=${!inline && !host.open}
        @keydown=${this.#onKeydown}
        @focusout=${this.#onFocusOut}
      >
        ${this.#renderHeader()} ${this.#renderNotices()}
        <div id="tabpanel" role="tabpanel" aria-labelledby=${`tab-${host.tab}`}>${this.#renderBody()}</div>
        <div part="footer"><slot name="footer"></slot></div>
      </section>
    `;
  }
}

/** "Mark all as read": two checks. */
const markAllIcon = icon(svg`<path d="m2.5 12.5 4.5 4.5 9.5-9.5" /><path d="m12 16.5.5.5 9-9.5" />`);
/** Closes the phone's sheet. */
const closeIcon = icon(CROSS);

/**
 * The pictures of the empty and error states: an empty tray with a sign above it, drawn with the theme's colours (the
 * muted text colour for lines, the surface and tints of the accent for fills), so they follow light, dark and a
 * page's own tokens.
 */
const statePicture = (sign: SVGTemplateResult) =>
  html`<svg
    part="picture"
    viewBox="0 0 120 96"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle class="halo" cx="60" cy="48" r="44" stroke="none" />
    <path class="tray" d="M30 56 40 34h40l10 22v16a5 5 0 0 1-5 5H35a5 5 0 0 1-5-5Z" />
    <path d="M30 56h15a15 9 0 0 0 30 0h15" fill="none" />
    ${sign}
  </svg>`;

/** Nothing here: a quiet bell above the tray, the bell of the bell button. */
const emptyPicture = statePicture(svg`<g class="accent" transform="translate(48 11)">${ICONS.bell}</g>`);

/** Could not load: an exclamation mark above the tray. */
const errorPicture = statePicture(svg`<path class="danger" d="M60 16v10m0 5v.5" />`);

/** The viewport's size without its scrollbars. */
function visibleViewport(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: root.clientWidth || innerWidth, height: root.clientHeight || innerHeight };
}
