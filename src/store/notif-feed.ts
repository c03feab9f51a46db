/**
 * The headless feed (`notif-elements/feed`): the inbox's store without its markup, for a UI of one's own. It is the
 * very store the elements use: a feed and a `<notif-inbox>` configured alike on one page share one session, so they
 * show the same messages and counts and send each mark once (docs/architecture.md#sessions-one-store-per-configuration).
 * Marks are optimistic, kept until acknowledged, re-sent with their idempotency key and shared with other tabs, as
 * the store does for the elements (docs/reliability.md#optimistic-marks).
 *
 * A feed holds its share of the session while someone listens (`subscribe`) or a call is under way, and lets go when
 * the last listener leaves: a framework binding that only subscribes and unsubscribes never leaks a poller. It is
 * safe to import and to make on a server: there it touches no `window`, storage or network, gives its empty snapshot
 * and refuses calls.
 */
import { listOf, nonEmptyString, oneOf, record } from '../api/checks.js';
import { invalid, NotifError } from '../api/validation-errors.js';
import { validated } from '../api/validated.js';
import type { MarkAs } from '../api/enums/message.js';
import type { Message } from '../api/types.js';
import { checkFeedConfig, type CheckedFeedConfig, type NotifFeedConfig } from './feed-config.js';
import { emptySnapshot, snapshotOf, type NotifFeedSnapshot } from './feed-snapshot.js';
import type { FeedStore, FeedStoreEventDetail, FeedTab } from './feed-store.js';
import { acquireSession, releaseSession, type NotifSession } from './session.js';

/** The events of a feed, each a `CustomEvent` whose `detail` says what happened. */
export interface NotifFeedEventMap {
  /** New messages arrived while the page was open (found by polling the counts); never the first load. */
  arrived: CustomEvent<{ messages: readonly Message[] }>;
  /** The service acknowledged a mark, made here or by an element sharing the store. */
  marked: CustomEvent<{ ids: string[]; markAs: MarkAs }>;
  /** Loading, the counts or a mark failed; a refused mark has been undone. */
  error: CustomEvent<{ operation: string; error: Error }>;
}

type Listener = (snapshot: NotifFeedSnapshot) => void;
type EventListenerOptionsArg = boolean | AddEventListenerOptions;

const STORE_EVENTS = ['change', 'marked', 'error', 'arrived'] as const;
const TABS: readonly FeedTab[] = ['all', 'unread'];

/** Whether this is a page: on a server (SSR, Node) the feed never connects. */
function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

/** The arguments of a mark call: `ids`, a list of non-empty strings. */
const markArguments = /* @__PURE__ */ record({ ids: listOf(nonEmptyString) });
/** A tab's name. */
const tabName = /* @__PURE__ */ oneOf(TABS);

/** Whether marking `message` `markAs` would change it as it is shown. */
function changes(message: Message, markAs: MarkAs): boolean {
  if (markAs === 'read') return message.read !== true;
  if (markAs === 'unread') return message.read === true;
  if (markAs === 'seen') return message.seen !== true;
  return message.seen === true;
}

/**
 * A subscriber's inbox as data and intents. Its methods are bound, so they can be handed around as callbacks
 * (`useSyncExternalStore(feed.subscribe, feed.getSnapshot)`, `onclick = feed.loadMore`).
 */
export class NotifFeed extends EventTarget {
  readonly #config: CheckedFeedConfig;
  /** Whether connecting loads the tab's first page, or only the counts (`useNotifCounts`). */
  readonly #loadsList: boolean;
  readonly #initial: NotifFeedSnapshot;
  #snapshot: NotifFeedSnapshot;
  #tab: FeedTab = 'all';
  readonly #listeners = new Set<{ listener: Listener }>();
  /** Listeners plus calls under way: the session is held while this is above 0. */
  #holders = 0;
  #session: NotifSession | undefined;
  #disposed = false;

  /** Checks `config` (a `NotifValidationError` names a wrong field); connects nothing yet. */
  constructor(config: NotifFeedConfig, options: { loadsList?: boolean } = {}) {
    super();
    this.#config = checkFeedConfig(config);
    this.#loadsList = options.loadsList ?? true;
    this.#initial = this.#snapshot = emptySnapshot(this.#tab);
  }

  /** The feed as it is now: the same frozen object until something shown changes. */
  readonly getSnapshot = (): NotifFeedSnapshot => this.#snapshot;

  /** The snapshot a server renders, and a browser hydrates from: the empty state, always the same object. */
  readonly getServerSnapshot = (): NotifFeedSnapshot => this.#initial;

  /**
   * Calls `listener` now with the snapshot, and again with each new one; returns the function that stops it (so a
   * feed is a Svelte store as it is). The first listener connects the feed: it loads the tab's first page and the
   * counts, and polls the counts; the last one to leave disconnects it. On a server the listener is called once.
   */
  readonly subscribe = (listener: Listener): (() => void) => {
    if (this.#disposed) throw this.#disposedError('subscribe');
    if (typeof listener !== 'function') throw invalid('listener', 'must be a function');
    if (!inBrowser()) {
      listener(this.#snapshot);
      return () => undefined;
    }
    this.#hold();
    const entry = { listener };
    this.#listeners.add(entry);
    try {
      listener(this.#snapshot);
    } catch (error) {
      // The caller gets no function to stop it with: nothing of this subscription may stay behind.
      this.#listeners.delete(entry);
      this.#letGo();
      throw error;
    }
    return () => {
      if (!this.#listeners.delete(entry)) return;
      this.#letGo();
    };
  };

  /** Shows the other tab (`'all'` or `'unread'`); resolves once its first page is loaded. */
  readonly setTab = async (tab: FeedTab): Promise<void> => {
    validated(tabName, tab, 'tab');
    await this.#whileHeld('setTab', async (store) => {
      this.#tab = tab;
      this.#update();
      await this.#loadFirstPage(store);
    });
  };

  /** Loads the tab's next page (its first, when none is loaded yet); nothing when the service has no more. */
  readonly loadMore = (): Promise<void> =>
    this.#whileHeld('loadMore', async (store) => {
      const view = store.view(this.#tab);
      if (view.status === 'loading' || view.pages === 0) await this.#loadFirstPage(store);
      else if (view.hasMore) {
        store.pageSize = this.#config.pageSize;
        await store.loadMore(this.#tab);
      }
    });

  /** Loads the tab's first page again (and every other loaded list of the store), and both counts. */
  readonly refresh = (): Promise<void> =>
    this.#whileHeld('refresh', async (store) => {
      store.pageSize = this.#config.pageSize;
      const idle = store.view(this.#tab).status === 'idle';
      await Promise.all([store.refresh(), idle ? store.load(this.#tab) : undefined]);
    });

  /** Marks messages read. Shown at once, never lost (see the class comment); resolves after the first attempt. */
  readonly markRead = (ids: readonly string[]): Promise<void> => this.#mark('markRead', ids, 'read');

  /** Marks messages unread. */
  readonly markUnread = (ids: readonly string[]): Promise<void> => this.#mark('markUnread', ids, 'unread');

  /** Marks messages seen (those that came into view): one request per call, so pass them together. */
  readonly markSeen = (ids: readonly string[]): Promise<void> => this.#mark('markSeen', ids, 'seen');

  /** Marks every unread message of the subscriber read, loaded or not, in requests of at most 100 ids. */
  readonly markAllRead = (): Promise<void> => this.#whileHeld('markAllRead', (store) => store.markAllRead());

  /** Stops the feed for good: listeners are dropped, the session is let go, and later calls reject. */
  readonly dispose = (): void => {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#listeners.clear();
    if (this.#holders > 0) {
      this.#holders = 0;
      this.#disconnect();
    }
  };

  override addEventListener<K extends keyof NotifFeedEventMap>(
    type: K,
    listener: ((event: NotifFeedEventMap[K]) => void) | null,
    options?: EventListenerOptionsArg,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: EventListenerOptionsArg,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: EventListenerOptionsArg,
  ): void {
    super.addEventListener(type, listener, options);
  }

  override removeEventListener<K extends keyof NotifFeedEventMap>(
    type: K,
    listener: ((event: NotifFeedEventMap[K]) => void) | null,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void {
    super.removeEventListener(type, listener, options);
  }

  /** Marks the ids the store has and that the mark changes; the rest are skipped, and nothing is sent for them. */
  async #mark(method: string, ids: readonly string[], markAs: MarkAs): Promise<void> {
    const { ids: wanted } = validated<{ ids: string[] }>(markArguments, { ids }, 'ids');
    await this.#whileHeld(method, async (store) => {
      const changed = wanted.filter((id) => {
        const message = store.message(id);
        return message !== undefined && changes(message, markAs);
      });
      await store.mark(changed, markAs);
    });
  }

  /** Runs a call with the session held (connecting the feed for it when nobody listens). */
  async #whileHeld<T>(method: string, call: (store: FeedStore) => Promise<T>): Promise<T> {
    if (this.#disposed) throw this.#disposedError(method);
    if (!inBrowser())
      throw new NotifError(`notif-elements/feed: ${method}() needs a browser; on a server the feed is empty`);
    const session = this.#hold();
    try {
      return await call(session.store);
    } finally {
      this.#letGo();
    }
  }

  #hold(): NotifSession {
    if (this.#holders++ === 0) this.#connect();
    return this.#session!;
  }

  #letGo(): void {
    if (this.#holders === 0) return; // disposed while the call was under way
    if (--this.#holders === 0) this.#disconnect();
  }

  #connect(): void {
    // The configuration was checked: it names a subscriber, so there is a session.
    const session = acquireSession(this.#config)!;
    this.#session = session;
    const { store } = session;
    for (const type of STORE_EVENTS) store.addEventListener(type, this.#onStoreEvent);
    store.poll(this, this.#config.pollInterval);
    // A session other elements or feeds already use has its counts and lists: joining it costs no request.
    if (store.unseen === undefined)
      store.refreshCounts().catch((error: Error) => this.#emit('error', { operation: 'counts', error }));
    this.#update();
    // A failure shows in the snapshot (`status`, `error`) and as the store's `error` event.
    if (this.#loadsList) this.#loadFirstPage(store).catch(() => undefined);
  }

  #disconnect(): void {
    const session = this.#session;
    if (!session) return;
    this.#session = undefined;
    for (const type of STORE_EVENTS) session.store.removeEventListener(type, this.#onStoreEvent);
    session.store.poll(this, 0);
    releaseSession(session);
  }

  /** Loads the tab's first page unless it is loaded, or waits for the load under way; rejects when it fails. */
  async #loadFirstPage(store: FeedStore): Promise<void> {
    const tab = this.#tab;
    store.pageSize = this.#config.pageSize;
    const { status } = store.view(tab);
    if (status === 'idle' || status === 'error') await store.load(tab);
    else if (status === 'loading') {
      await new Promise<void>((resolve) => {
        const check = () => {
          if (store.view(tab).status === 'loading') return;
          store.removeEventListener('change', check);
          resolve();
        };
        store.addEventListener('change', check);
      });
      const view = store.view(tab);
      if (view.status === 'error' && view.error) throw view.error;
    }
  }

  #onStoreEvent = (event: Event): void => {
    const detail = (event as CustomEvent<FeedStoreEventDetail>).detail;
    if (detail.type === 'change') this.#update();
    else if (detail.type === 'marked') this.#emit('marked', { ids: detail.ids, markAs: detail.markAs });
    else if (detail.type === 'error')
      this.#emit('error', { operation: detail.operation, error: detail.error });
    else this.#emit('arrived', { messages: detail.arrival.messages });
  };

  /** Takes the store's state as the new snapshot, and tells the listeners when it differs from the last. */
  #update(): void {
    if (!this.#session) return;
    const next = snapshotOf(this.#session.store, this.#tab, this.#snapshot);
    if (next === this.#snapshot) return;
    this.#snapshot = next;
    for (const { listener } of [...this.#listeners]) {
      try {
        listener(next);
      } catch (error) {
        // One broken listener must not keep the others, or the store, from hearing of the change.
        globalThis.reportError?.(error);
      }
    }
  }

  #emit<K extends keyof NotifFeedEventMap>(type: K, detail: NotifFeedEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  #disposedError(method: string): NotifError {
    return new NotifError(
      `notif-elements/feed: ${method}() was called after dispose(); make a new feed with createNotifFeed()`,
    );
  }
}

/**
 * Makes a headless feed for `config`. Throws a `NotifValidationError` naming the field when the configuration is
 * wrong (no `subscriberId`, a `baseUrl` that is not a URL…). Nothing is fetched until the feed is used in a browser.
 */
export function createNotifFeed(config: NotifFeedConfig): NotifFeed {
  return new NotifFeed(config);
}
