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
import { nonEmptyString } from '../api/checks.js';
import { listOf, oneOf } from '../api/shape-checks.js';
import { invalid, NotifError } from '../api/errors.js';
import { validated } from '../api/validated.js';
import type { MarkAs } from '../api/message-enums.js';
import type { Message } from '../api/types.js';
import { checkFeedConfig, type NotifFeedConfig } from './feed-config.js';
import { EMPTY_SNAPSHOT, snapshotOf, type NotifFeedSnapshot } from './feed-snapshot.js';
import type { FeedStore, FeedStoreEventDetail, FeedTab } from './feed-store.js';
import { feedObserver } from './feed-observer.js';
import { applyMark } from './mark-effects.js';
import { acquireSession, releaseSession } from './session.js';

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

/**
 * A subscriber's inbox as data and intents. Its methods are bound, so they can be handed around as callbacks
 * (`useSyncExternalStore(feed.subscribe, feed.getSnapshot)`, `onclick = feed.loadMore`).
 */
export interface NotifFeed extends EventTarget {
  /** The feed as it is now: the same frozen object until something shown changes. */
  getSnapshot(): NotifFeedSnapshot;
  /** The snapshot a server renders, and a browser hydrates from: the empty state, always the same object. */
  getServerSnapshot(): NotifFeedSnapshot;
  /**
   * Calls `listener` now with the snapshot, and again with each new one; returns the function that stops it (so a
   * feed is a Svelte store as it is). The first listener connects the feed: it loads the tab's first page and the
   * counts, and polls the counts; the last one to leave disconnects it. On a server the listener is called once.
   */
  subscribe(listener: Listener): () => void;
  /** Shows the other tab (`'all'` or `'unread'`); resolves once its first page is loaded. */
  setTab(tab: FeedTab): Promise<void>;
  /** Loads the tab's next page (its first, when none is loaded yet); nothing when the service has no more. */
  loadMore(): Promise<void>;
  /** Loads the tab's first page again (and every other loaded list of the store), and both counts. */
  refresh(): Promise<void>;
  /** Marks messages read. Shown at once, never lost (see the module's comment); resolves after the first attempt. */
  markRead(ids: readonly string[]): Promise<void>;
  /** Marks messages unread. */
  markUnread(ids: readonly string[]): Promise<void>;
  /** Marks messages seen (those that came into view): one request per call, so pass them together. */
  markSeen(ids: readonly string[]): Promise<void>;
  /** Marks every unread message of the subscriber read, loaded or not, in requests of at most 100 ids. */
  markAllRead(): Promise<void>;
  /** Stops the feed for good: listeners are dropped, the session is let go, and later calls reject. */
  dispose(): void;

  addEventListener<K extends keyof NotifFeedEventMap>(
    type: K,
    listener: ((event: NotifFeedEventMap[K]) => void) | null,
    options?: EventListenerOptionsArg,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: EventListenerOptionsArg,
  ): void;
  removeEventListener<K extends keyof NotifFeedEventMap>(
    type: K,
    listener: ((event: NotifFeedEventMap[K]) => void) | null,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
}

const TABS: readonly FeedTab[] = ['all', 'unread'];

/** Whether this is a page: on a server (SSR, Node) the feed never connects. */
function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

/** The ids of a mark call: a list of non-empty strings. */
const messageIds = /* @__PURE__ */ listOf(nonEmptyString);
/** A tab's name. */
const tabName = /* @__PURE__ */ oneOf(TABS);

/** Whether marking `message` `markAs` would change it as it is shown: its read or seen state. */
function changes(message: Message, markAs: MarkAs): boolean {
  const marked = applyMark(message, markAs, '');
  return marked.read !== message.read || marked.seen !== message.seen;
}

/**
 * A feed of `config`, as {@link createNotifFeed} makes it; `loadsList: false` makes one for the counts alone
 * (`useNotifCounts`), which loads no list when it connects.
 */
export function openNotifFeed(config: NotifFeedConfig, options: { loadsList?: boolean } = {}): NotifFeed {
  const checked = checkFeedConfig(config);
  const loadsList = options.loadsList ?? true;
  const feed = new EventTarget() as NotifFeed;
  let snapshot = EMPTY_SNAPSHOT;
  const listeners = new Set<{ listener: Listener }>();
  /** Listeners plus calls under way: the session is held while this is above 0. */
  let holders = 0;
  let disposed = false;
  const observer = feedObserver(onStoreEvent, () => checked);

  /** Takes the store's state as the new snapshot, and tells the listeners when it differs from the last. */
  function update(): void {
    const store = observer.session?.store;
    if (!store) return;
    const next = snapshotOf(store, observer.tab, snapshot, checked.pageSize);
    if (next === snapshot) return;
    snapshot = next;
    for (const { listener } of [...listeners]) {
      try {
        listener(next);
      } catch (error) {
        // One broken listener must not keep the others, or the store, from hearing of the change.
        globalThis.reportError?.(error);
      }
    }
  }

  function emit<K extends keyof NotifFeedEventMap>(type: K, detail: NotifFeedEventMap[K]['detail']): void {
    feed.dispatchEvent(new CustomEvent(type, { detail }));
  }

  function onStoreEvent(detail: FeedStoreEventDetail): void {
    if (detail.type === 'change') update();
    else if (detail.type === 'marked') emit('marked', { ids: detail.ids, markAs: detail.markAs });
    else if (detail.type === 'error') emit('error', { operation: detail.operation, error: detail.error });
    else emit('arrived', { messages: detail.arrival.messages });
  }

  function connect(): void {
    // The configuration was checked: it names a subscriber, so there is a session.
    observer
      .observe(acquireSession(checked)!)
      .catch((error: Error) => emit('error', { operation: 'counts', error }));
    update();
    // A failure shows in the snapshot (`status`, `error`) and as the store's `error` event.
    if (loadsList) observer.loadFirstPage().catch(() => undefined);
  }

  function disconnect(): void {
    const held = observer.session;
    if (!held) return;
    void observer.observe(undefined);
    releaseSession(held);
  }

  function hold(): FeedStore {
    if (holders++ === 0) connect();
    return observer.session!.store;
  }

  function letGo(): void {
    if (holders === 0) return; // disposed while the call was under way
    if (--holders === 0) disconnect();
  }

  function disposedError(method: string): NotifError {
    return new NotifError(
      `notif-elements/feed: ${method}() was called after dispose(); make a new feed with createNotifFeed()`,
    );
  }

  /** Runs a call with the session held (connecting the feed for it when nobody listens). */
  async function whileHeld<T>(method: string, call: (store: FeedStore) => Promise<T>): Promise<T> {
    if (disposed) throw disposedError(method);
    if (!inBrowser())
      throw new NotifError(`notif-elements/feed: ${method}() needs a browser; on a server the feed is empty`);
    const store = hold();
    try {
      return await call(store);
    } finally {
      letGo();
    }
  }

  /** Marks the ids the store has and that the mark changes; the rest are skipped, and nothing is sent for them. */
  async function mark(method: string, ids: readonly string[], markAs: MarkAs): Promise<void> {
    const wanted = validated<string[]>(messageIds, ids, 'ids');
    await whileHeld(method, async (store) => {
      const changed = wanted.filter((id) => {
        const message = store.message(id);
        return message !== undefined && changes(message, markAs);
      });
      await store.mark(changed, markAs);
    });
  }

  return Object.assign(feed, {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY_SNAPSHOT,

    subscribe(listener: Listener): () => void {
      if (disposed) throw disposedError('subscribe');
      if (typeof listener !== 'function') throw invalid('listener', 'must be a function');
      if (!inBrowser()) {
        listener(snapshot);
        return () => undefined;
      }
      hold();
      const entry = { listener };
      listeners.add(entry);
      try {
        listener(snapshot);
      } catch (error) {
        // The caller gets no function to stop it with: nothing of this subscription may stay behind.
        listeners.delete(entry);
        letGo();
        throw error;
      }
      return () => {
        if (listeners.delete(entry)) letGo();
      };
    },

    async setTab(next: FeedTab): Promise<void> {
      validated(tabName, next, 'tab');
      await whileHeld('setTab', async () => {
        observer.tab = next;
        update();
        await observer.loadFirstPage();
      });
    },

    loadMore: () => whileHeld('loadMore', observer.loadMore),
    refresh: () => whileHeld('refresh', observer.refresh),

    markRead: (ids: readonly string[]) => mark('markRead', ids, 'read'),
    markUnread: (ids: readonly string[]) => mark('markUnread', ids, 'unread'),
    markSeen: (ids: readonly string[]) => mark('markSeen', ids, 'seen'),
    markAllRead: () => whileHeld('markAllRead', (store) => store.markAllRead()),

    dispose(): void {
      if (disposed) return;
      disposed = true;
      listeners.clear();
      if (holders > 0) {
        holders = 0;
        disconnect();
      }
    },
  });
}

/**
 * Makes a headless feed for `config`. Throws a `NotifValidationError` naming the field when the configuration is
 * wrong (no `subscriberId`, a `baseUrl` that is not a URL…). Nothing is fetched until the feed is used in a browser.
 */
export function createNotifFeed(config: NotifFeedConfig): NotifFeed {
  return openNotifFeed(config);
}
