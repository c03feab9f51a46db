/**
 * The inbox's list: the tab's rows (messages, or with `group` and `selectable` the rows of `list-features.ts`), its
 * loading, empty and error states, the "N new" pill over arrivals held above a list scrolled away from its top,
 * loading the next page near its end, the fade over rows hidden below it, and its roving focus. The element around it
 * (`notif-inbox.ts`) keeps the bell, the header, the popover and what the store tells.
 */
import { html, isServer, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { MarkAs } from '../../api/providers.js';
import type { Message } from '../../api/types.js';
import type { FeedObserver } from '../../store/feed-observer.js';
import { inboxStrings } from '../../i18n/inbox-strings.js';
import type { NotifStrings } from '../../i18n/strings.js';
import { renderEmpty, renderError, renderLoading } from './list-states.js';
import { ListFocus } from './list-focus.js';
import type { ListContext, ListHost } from './list-context.js';
import type { ListFeatures } from './list-features.js';
import type { WindowedList } from './windowed-list.js';

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

/** The inbox as its list sees it: its public properties. */
export interface InboxListHost extends ListHost {
  readonly updateComplete: Promise<boolean>;
  theme?: 'light' | 'dark';
  strings?: Partial<NotifStrings>;
  renderMessage?: (message: Message, context: RenderMessageContext) => TemplateResult;
}

/** What the list reads of the inbox besides its properties. */
export interface InboxListOptions extends Pick<
  ListContext,
  'session' | 'localized' | 'locale' | 'format' | 'announce'
> {
  /** The inbox's reader of the store: its list (tab and page size), its next page. */
  observer: FeedObserver;
  /** Whether the inbox has a configuration (its own or its provider's), valid or not. */
  configured(): boolean;
  /** Loads the tab's first page again (Retry). */
  retry(): void;
  /** A part of the list's code could not be fetched: the inbox tells its listeners. */
  loadFailed(error: Error): void;
}

export class InboxList implements ReactiveController {
  /** The list's roving focus: one Tab stop, the arrow keys between rows. */
  readonly focus: ListFocus;
  /** The windowed list, once the list is long enough to need it. */
  #windowed: WindowedList | undefined;
  /** Grouped rows and selection, once `group` or `selectable` asked for them (list-features.ts). */
  #features: ListFeatures | undefined;
  /** The windowed list's module on its way, fetched when the list first grows past {@link PLAIN_LIST_LIMIT}. */
  #windowing: Promise<void> | undefined;
  /** The grouped rows' and selection's module on its way, fetched when `group` or `selectable` is first set. */
  #listing: Promise<void> | undefined;
  /** Whether a row that could not render was warned about: once per inbox, not once per render. */
  #rowFailureWarned = false;
  /**
   * Messages that arrived above the list while it was scrolled away from its top: held there, behind the "N new" pill,
   * rather than moving the list under the reader; shown once the pill is pressed or the list is back at its top.
   */
  #held = 0;
  /** The first message the list showed (on the tab shown): what tells the messages that arrived above it. */
  #shownFirst: string | undefined;
  /** The messages of the last arrival: tinted once as they first show (docs/guides/inbox.md#behaviour). */
  #arrived = new Set<string>();
  #tab: string | undefined;

  constructor(
    private readonly host: InboxListHost,
    private readonly options: InboxListOptions,
  ) {
    host.addController(this);
    this.focus = new ListFocus(host, {
      rowsKey: () => host.tab,
      rows: () => this.ids,
      list: () => this.element,
      windowed: () => this.#windowed,
    });
  }

  hostUpdate(): void {
    if (this.host.tab !== this.#tab) {
      this.#shownFirst = undefined;
      this.#arrived.clear();
    }
    this.#tab = this.host.tab;
    if (this.host.group || this.host.selectable) this.#featuresLater();
    this.#holdArrivals();
  }

  hostUpdated(): void {
    this.#windowed?.measure(this.element, this.ids);
    // After the messages have rendered and been laid out: a first page that does not fill the list asks for more.
    requestAnimationFrame(() => {
      this.#markMoreBelow();
      this.#loadMoreNearEnd();
    });
  }

  hostDisconnected(): void {
    this.#windowed?.disconnect();
  }

  /** The scrolling list, `[part~="list"]`, while it is rendered. */
  get element(): HTMLElement | null {
    return this.host.renderRoot.querySelector('[part~="list"]');
  }

  /**
   * The list's rows: the tab's messages but those held above it, or with grouping, the rows of groups and messages
   * (list-features.ts).
   */
  get ids(): readonly string[] {
    const ids = this.options.observer.view?.ids.slice(this.#held) ?? [];
    return this.#features?.keys(ids) ?? ids;
  }

  /** Messages arrived (found by the store's poll or live channel): their rows are highlighted as they show. */
  arrived(messages: readonly Message[]): void {
    this.#arrived = new Set(messages.map((message) => message._id!));
  }

  /** The selection's bar, while messages are selected; `nothing` otherwise. */
  renderBar(): TemplateResult | typeof nothing {
    return this.#features?.renderBar() ?? nothing;
  }

  /**
   * The list with its states: loading, empty, error, or the rows with the "N new" pill over them. The list is out of
   * the Tab order (some engines make a scroller a stop of its own): its rows are, and scroll it.
   */
  render(): TemplateResult {
    const { localized, session: sessionOf, format } = this.options;
    const strings = localized(inboxStrings);
    const session = sessionOf();
    if (!session) {
      // A server renders the first state the browser will show: a configured inbox starts loading. Inside a
      // <notif-provider> the server cannot see the provider's configuration, so it shows loading there too.
      return this.options.configured() || isServer
        ? renderLoading(strings)
        : html`<p part="empty">${strings.notConfigured}</p>`;
    }
    const view = this.options.observer.view!;
    const ids = this.ids;
    if (ids.length === 0) {
      if (view.status === 'error') {
        return renderError(strings, view.error, session.store.online, this.options.retry);
      }
      if (view.status === 'loading' || view.status === 'idle') return renderLoading(strings);
      return renderEmpty(strings, this.host.tab === 'unread');
    }
    return html`
      ${
        this.#held
          ? html`<button part="new-pill" type="button" @click=${() => this.focus.focus(0)}>
              ${strings.newPill(this.#held, format(this.#held))}
            </button>`
          : nothing
      }
      <div
        part="list"
        role="feed"
        tabindex="-1"
        aria-labelledby="title"
        aria-busy=${view.status === 'loading' ? 'true' : 'false'}
        @keydown=${this.focus.onKeydown}
        @scroll=${this.#onScroll}
      >
        ${this.#renderRows(ids)}
      </div>
      ${view.status === 'loading' ? html`<p class="loading-more" role="status">${strings.loadingMore}</p>` : nothing}
    `;
  }

  #renderRows(ids: readonly string[]) {
    if (this.#windowed)
      return this.#windowed.render(this.element, ids, (id, index) => this.#renderRow(id, index));
    if (ids.length > PLAIN_LIST_LIMIT) this.#windowLater();
    return ids.slice(0, PLAIN_LIST_LIMIT).map((id, index) => this.#renderRow(id, index));
  }

  #renderRow(row: string, index: number) {
    try {
      return this.#features ? this.#features.renderRow(row, index) : this.#renderMessage(row, index);
    } catch (error) {
      // One row that cannot render (a page's renderMessage with a bug) is left out, never the whole list with it.
      if (!this.#rowFailureWarned) console.warn('notif-inbox: a row failed to render and is skipped.', error);
      this.#rowFailureWarned = true;
      return html``;
    }
  }

  #renderMessage(id: string, index: number) {
    const { host, focus } = this;
    const session = this.options.session();
    const message = session?.store.message(id);
    if (!session || !message) return html``;
    const setSize = this.options.observer.view?.hasMore ? -1 : this.ids.length;
    if (host.renderMessage) {
      return html`<div class="custom-row" data-index=${index} tabindex=${focus.tabIndexOf(index)}>
        ${host.renderMessage(message, { index, mark: (markAs) => session.store.mark([id], markAs) })}
      </div>`;
    }
    return html`<notif-message
      part="message"
      role="article"
      data-index=${index}
      tabindex=${focus.tabIndexOf(index)}
      aria-posinset=${index + 1}
      aria-setsize=${setSize}
      theme=${host.theme ?? nothing}
      ?no-seen-on-view=${host.noSeenOnView}
      ?data-new=${this.#arrived.has(id)}
      .message=${message}
      .strings=${host.strings}
      @focus=${() => (focus.index = index)}
    ></notif-message>`;
  }

  /** Holds the messages that arrived above a list scrolled away from its top (see {@link #held}). */
  #holdArrivals(): void {
    const ids = this.options.observer.view?.ids ?? [];
    const above = ids.indexOf(this.#shownFirst!);
    // A list not rendered (a popover's panel nobody reached yet) holds nothing: it will show from its top.
    this.#held = above > 0 && (this.element?.scrollTop ?? 0) > 1 ? above : 0;
    this.#shownFirst = ids[this.#held];
  }

  #onScroll = (): void => {
    this.#markMoreBelow();
    this.#loadMoreNearEnd();
    // Back at the top, what was held above shows.
    if (this.#windowed || (this.#held && this.element!.scrollTop <= 1)) this.host.requestUpdate();
  };

  /** Tells the list's styles whether rows are hidden below its end (they fade its last visible row then). */
  #markMoreBelow(): void {
    const list = this.element;
    list?.toggleAttribute('data-more-below', list.scrollHeight - list.scrollTop - list.clientHeight > 1);
  }

  /** The list loads the next page when less than a screen of it is left below the fold. */
  #loadMoreNearEnd(): void {
    const list = this.element;
    if (!list || list.scrollHeight - list.scrollTop - list.clientHeight >= list.clientHeight) return;
    const { observer } = this.options;
    const view = observer.view;
    if (!view?.hasMore || view.status === 'loading') return;
    observer.loadMore().catch(() => undefined); // shown as a notice by the store's error event
  }

  /**
   * Fetches the windowed list once, then hands the list over to it: it measures every message the plain list
   * rendered and keeps the scroll position, so nothing moves. After a failed fetch, the next render tries again.
   */
  #windowLater(): void {
    if (this.#windowing) return;
    this.#windowing = import('./windowed-list.js').then(
      ({ WindowedList }) => {
        const windowed = new WindowedList(this.host);
        windowed.measure(this.element, this.ids);
        this.#windowed = windowed;
        this.host.requestUpdate();
      },
      this.#fetchFailed(() => (this.#windowing = undefined)),
    );
  }

  /** Fetches the grouped rows and selection once; after a failed fetch, the next render tries again. */
  #featuresLater(): void {
    if (this.#listing) return;
    this.#listing = import('./list-features.js').then(
      ({ ListFeatures }) => {
        this.#features = new ListFeatures({
          ...this.options,
          host: this.host,
          renderMessage: (id, index) => this.#renderMessage(id, index),
          focusIndex: () => this.focus.index,
          setFocusIndex: (index) => (this.focus.index = index),
        });
        this.host.requestUpdate();
      },
      this.#fetchFailed(() => (this.#listing = undefined)),
    );
  }

  #fetchFailed(forget: () => void) {
    return (error: Error) => {
      forget();
      this.options.loadFailed(error);
    };
  }
}
