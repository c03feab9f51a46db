/**
 * A feed observer: one reader of a session's store, with options of its own (its tab, its page size, how it polls).
 * It is the one way into the store: the headless feed (`notif-feed.ts`) reads through one, and so does each element,
 * through its Lit controller (`src/controllers/feed-controller.ts`). So the first page of a list is loaded one way,
 * and two readers with different page sizes each read the pages they asked for (the store keeps a list per tab and
 * page size).
 */
import type { FeedStoreEventDetail, FeedTab, FeedView, LiveMode } from './feed-store.js';
import type { NotifSession } from './session.js';

/** How an observer reads the store, read again at each use. */
export interface FeedObserverOptions {
  /** Messages per page of its list (1–100). */
  pageSize?: number;
  /**
   * How often it has the counts read again, in milliseconds (0: never). An observer that names none shows no counts
   * (a lone message card): observing a session whose store has none yet reads none.
   */
  pollInterval?: number;
  /** Whether its polling asks for the live stream (docs/proxy.md#live-channel). */
  live?: LiveMode;
}

export interface FeedObserver {
  /** The session it reads, while it observes one. */
  readonly session: NotifSession | undefined;
  /** Its list: its tab, in pages of its size. */
  readonly view: FeedView | undefined;
  /** The tab its list shows. */
  tab: FeedTab;
  /**
   * Reads `session` from now on (undefined: none), polling its counts as the options say now (called again with the
   * same session when they changed), and lets the former one go: its listeners and its poll. Resolves once the
   * counts are read, when the store had none yet (joining a session that others read costs no request); rejects when
   * they cannot be read.
   */
  observe(session: NotifSession | undefined): Promise<void>;
  /** Loads its list's first page unless it is loaded, or waits for the load under way; rejects when it fails. */
  loadFirstPage(): Promise<void>;
  /** Loads its list's next page (its first, when none is loaded yet); nothing when the service has no more. */
  loadMore(): Promise<void>;
  /** Loads its list's first page again (and every other loaded list of the store), and both counts. */
  refresh(): Promise<void>;
}

const STORE_EVENTS = ['change', 'marked', 'error', 'arrived'] as const;

/** An observer that tells `onStoreEvent` what the store tells (`change`, `marked`, `error`, `arrived`). */
export function feedObserver(
  onStoreEvent: (detail: FeedStoreEventDetail) => void,
  options: () => FeedObserverOptions,
): FeedObserver {
  let session: NotifSession | undefined;
  const onEvent = (event: Event) => onStoreEvent((event as CustomEvent<FeedStoreEventDetail>).detail);
  const pageSize = () => options().pageSize;

  /**
   * Loads its list's first page when none is (or the last load failed), else, when `more` is asked for, its next
   * page; while a page is on its way, waits for it. Rejects when the page fails.
   */
  async function load(more: boolean): Promise<void> {
    if (!more && observer.view?.status === 'ready') return;
    // The store loads what comes next: the first page, again after a failure, or the next; or answers with the load
    // under way, once it is done.
    const done = await session?.store.loadMore(observer.tab, pageSize());
    if (done?.status === 'error') throw done.error;
  }

  const observer: FeedObserver = {
    tab: 'all',

    get session() {
      return session;
    },

    get view() {
      return session?.store.view(observer.tab, pageSize());
    },

    async observe(next) {
      const previous = session;
      const { pollInterval, live } = options();
      next?.store.poll(observer, pollInterval ?? 0, live);
      if (previous === next) return;
      if (previous) {
        for (const type of STORE_EVENTS) previous.store.removeEventListener(type, onEvent);
        previous.store.poll(observer, 0);
      }
      session = next;
      if (!next) return;
      for (const type of STORE_EVENTS) next.store.addEventListener(type, onEvent);
      if (next.store.unseen === undefined && pollInterval !== undefined) await next.store.refreshCounts();
    },

    loadFirstPage: () => load(false),
    loadMore: () => load(true),

    // Handed around unbound (the headless feed's methods), so it names `observer`, never `this`.
    async refresh() {
      // The store reloads the lists that were loaded; the observer's own, if it was not, then loads, or is waited for.
      await Promise.all([session?.store.refresh(), observer.loadFirstPage()]);
    },
  };
  return observer;
}
