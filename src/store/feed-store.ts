/**
 * `FeedStore`: the one source of truth of a subscriber's inbox on a page. Every element with the same configuration
 * reads from the same store; the store calls the client; other tabs follow through a `BroadcastChannel`.
 *
 * What is shown is always "the service's last answer, with the marks it has not acknowledged yet applied on top".
 * So an optimistic mark is undone by forgetting it, a reload shows the same truth, and counts never drift.
 */
import type { NotifClient } from '../api/client.js';
import { LIMITS } from '../api/limits.js';
import type { MarkAs } from '../api/providers.js';
import type { Message } from '../api/types.js';
import { Arrival } from './arrival.js';
import { applyMark } from './mark-effects.js';
import { markSender, type MarkSender, type PendingMark } from './mark-sender.js';
import { isPassingFailure, type ResendSchedulerOptions } from './resend-scheduler.js';
import { tabSync, type TabSync } from './tab-sync.js';
import { messagesIn, readFeedPage } from './feed-page.js';
import { count } from '../utils/untrusted.js';
import { CountPoller } from './count-poller.js';
import { clock, type Clock } from '../utils/clock.js';
import type { FeedTab, ShownLists } from './shown-lists.js';
import { liveChannel, type LiveChannel } from './live-channel.js';
import type { LiveChange, LiveStream } from '../api/operations/live.js';

export type { FeedTab };

/** Messages per page of a list when its reader names no size. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * One list as it is shown: ids in order (newest first), whether the service has more, and how loading went. The
 * Unread list holds unread messages only: a message read leaves it at once, or, read while the list is shown, once
 * the list is shown again (see {@link FeedStore.showing}).
 */
export interface FeedView {
  readonly ids: readonly string[];
  readonly hasMore: boolean;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly error?: Error;
  /** Pages loaded so far (the next page to ask for). */
  readonly pages: number;
}

/**
 * A list of the store: a tab read in pages of one size. Readers with the same tab and page size share it; a reader
 * with another page size has a list of its own, so each gets the pages it asked for.
 */
interface FeedList {
  readonly tab: FeedTab;
  readonly size: number;
  view: FeedView;
  /** The ids as the service gave them, before the messages that left the list are taken out. */
  loaded: readonly string[];
  /** The page load under way, which {@link FeedStore.loadMore} answers with while it lasts. */
  loading?: Promise<FeedView>;
}

/** What the store tells its elements; they re-dispatch these as their own DOM events. */
export type FeedStoreEventDetail =
  | { type: 'change' }
  | { type: 'marked'; ids: string[]; markAs: MarkAs }
  | { type: 'error'; operation: string; error: Error }
  | { type: 'arrived'; count: number; arrival: Arrival };

/** The operations a store calls: a `NotifClient` has them, and so has a session's slimmer client. */
export type FeedClient = Pick<NotifClient, 'listFeed' | 'countUnseen' | 'markMessagesAs'>;

export interface FeedStoreOptions {
  client: FeedClient;
  subscriberId: string;
  /** Where pending marks are kept in `localStorage`. */
  storageKey: string;
  /** The `BroadcastChannel` shared with other tabs of the same subscriber. */
  channelName: string;
  /** The clock of its timers and of the times of its marks. Default: the library's one clock (`clock.ts`). */
  clock?: Clock;
  /** How marks that failed for a passing reason are sent again (backoff, jitter). */
  resend?: ResendSchedulerOptions;
  /** The subscriber's live stream (docs/proxy.md#live-channel); without it the store only polls. */
  live?: LiveStream;
}

/**
 * Whether an element or feed asks for the live stream where the base URL announced it (`auto`, the default), in any
 * case (`on`), or not (`off`).
 */
export type LiveMode = 'auto' | 'on' | 'off';

/** How often the counts are read while a live stream is healthy: a safety net, should an event be lost. */
export const SAFETY_NET_POLL_MS = 5 * 60_000;

const EMPTY_VIEW: FeedView = { ids: [], hasMore: true, status: 'idle', pages: 0 };
/** Time to let several acknowledgements land before the counts are read again. */
const SETTLE_MS = 150;
/** How long the first page of an empty list keeps trying before the list shows the error. */
export const FIRST_LOAD_PATIENCE_MS = 12_000;

function unseenOf(message: Message | undefined): number {
  return message && !message.seen ? 1 : 0;
}

function unreadOf(message: Message | undefined): number {
  return message && !message.read ? 1 : 0;
}

export class FeedStore extends EventTarget {
  readonly subscriberId: string;
  /**
   * Who shows which list ({@link FeedStore.showing}), given by the elements the first time one shows a list of the
   * store (`controllers/feed-controller.ts`): a message read while the Unread list is shown then stays in place. A
   * headless feed, which shows no list of the store's, never loads it; without it a read message leaves the Unread
   * list at once.
   */
  shownLists: ShownLists | undefined;
  readonly #client: FeedClient;
  readonly #clock: Clock;
  readonly #marks: MarkSender;
  /** The service's last answer for each message. */
  readonly #server = new Map<string, Message>();
  /** `#server` with the pending marks applied: what elements show. */
  readonly #shown = new Map<string, Message>();
  /** The lists read so far, by tab and page size. */
  readonly #lists = new Map<string, FeedList>();
  /** The owners whose list is shown in a panel over the page (an open popover), not in the page. */
  readonly #panels = new Set<object>();
  /** Messages shown as seen while their seen mark waits in the seen batcher's open window. */
  readonly #seenAhead = new Set<string>();
  /** The service's counts, kept in step with acknowledged marks until they are read again. */
  #counts: { unseen?: number; unread?: number } = {};
  #settleTimer: unknown;
  #online = true;
  #connections = 0;
  readonly #sync: TabSync;
  readonly #poller: CountPoller;
  readonly #live: LiveChannel | undefined;
  /** Those polling with the live stream on, and how (`on` asks for it even unannounced). */
  readonly #liveOwners = new Map<object, LiveMode>();
  /** Whether an answer of the base URL named its live route. */
  #liveAnnounced = false;
  /** The refresh a `changed` started, and whether another `changed` came meanwhile. */
  #liveRefresh: Promise<void> | undefined;
  #liveAgain = false;

  constructor(options: FeedStoreOptions) {
    super();
    this.subscriberId = options.subscriberId;
    this.#client = options.client;
    this.#clock = options.clock ?? clock;
    this.#marks = markSender({
      ...options,
      clock: this.#clock,
      acknowledged: (mark, answer) => this.#acknowledged(mark, answer),
      refused: (mark, error) => {
        this.#recompute(mark.ids);
        this.#emit({ type: 'error', operation: 'mark-as', error });
        this.#settle();
      },
    });
    this.#sync = tabSync(
      options.channelName,
      (messages) => this.#onOtherTab(messages),
      (news) => this.#live?.heard(news),
    );
    this.#poller = new CountPoller(() => this.#poll(), { clock: this.#clock });
    if (options.live)
      this.#live = liveChannel({
        open: options.live,
        onChanged: (change) => this.#liveChanged(change),
        onHealth: (healthy) => this.#poller.slowTo(healthy ? SAFETY_NET_POLL_MS : 0),
        post: (news) => this.#sync.postLive(news),
        lockName: `notif-elements:live:${options.channelName}`,
        clock: this.#clock,
      });
  }

  /** A message as it should be shown, or undefined when the store has not seen it. */
  message(id: string): Message | undefined {
    return this.#shown.get(id);
  }

  /** The list of `tab` read in pages of `pageSize` messages. */
  view(tab: FeedTab, pageSize?: number): FeedView {
    return this.#list(tab, pageSize).view;
  }

  /** The list of a tab and page size (1–100; a size that is no number is the default), made idle when first asked for. */
  #list(tab: FeedTab, pageSize?: number): FeedList {
    const size = Math.min(
      LIMITS.feed.max,
      Math.max(LIMITS.feed.min, Math.floor(pageSize!) || DEFAULT_PAGE_SIZE),
    );
    const key = tab + size;
    let list = this.#lists.get(key);
    if (!list) this.#lists.set(key, (list = { tab, size, view: EMPTY_VIEW, loaded: [] }));
    return list;
  }

  /** Unseen messages of the subscriber, as the badge shows them; undefined until first read. */
  get unseen(): number | undefined {
    return this.#adjusted('unseen');
  }

  /** Unread messages of the subscriber; undefined until first read. */
  get unread(): number | undefined {
    return this.#adjusted('unread');
  }

  /** Whether the browser says it is online. */
  get online(): boolean {
    return this.#online;
  }

  /** Starts listening to the network, other tabs and the poll timer; paired with {@link disconnect}. */
  connect(): void {
    if (this.#connections++ > 0) return;
    this.#online = globalThis.navigator?.onLine ?? true;
    globalThis.addEventListener?.('online', this.#onOnline);
    globalThis.addEventListener?.('offline', this.#onOffline);
    globalThis.addEventListener?.('focus', this.#retryFailedLists);
    this.#sync.open();
    this.#poller.start();
    this.#updateLive();
    void this.resendPending();
  }

  disconnect(): void {
    if (--this.#connections > 0) return;
    globalThis.removeEventListener?.('online', this.#onOnline);
    globalThis.removeEventListener?.('offline', this.#onOffline);
    globalThis.removeEventListener?.('focus', this.#retryFailedLists);
    this.#sync.close();
    this.#poller.stop();
    this.#live?.stop();
    this.#marks.stop();
  }

  /** Whether the live stream (this tab's or the leading tab's) is healthy, so that polling is only a safety net. */
  get live(): boolean {
    return this.#live?.healthy ?? false;
  }

  /**
   * Tells the store which list `owner` shows now (undefined: none), so that a message read while the Unread list is
   * shown stays in place until that list is shown again, rather than moving rows under the reader. A store nobody
   * tells drops read messages from the Unread list at once. `overPage`: the list is in a panel over the page (an open
   * popover), which the toasts of the store make way for ({@link FeedStore.panelShown}).
   */
  showing(owner: object, tab: FeedTab | undefined, overPage = false): void {
    const panels = this.#panels.size;
    this.#panels[tab && overPage ? 'add' : 'delete'](owner);
    if (this.shownLists?.show(owner, tab)) this.#filterLists();
    if (!panels !== !this.#panels.size) this.#changed();
  }

  /** Whether a list of the store is shown in a panel over the page now (an open popover inbox). */
  get panelShown(): boolean {
    return this.#panels.size > 0;
  }

  /**
   * Polls the counts every `ms` for `owner` (0 stops it); the shortest interval asked for wins. With `live` on
   * (`auto`, the default) the owner also asks for the live stream, which, while healthy, finds arrivals in about a
   * second and slows polling to a safety net.
   */
  poll(owner: object, ms: number, live: LiveMode = 'auto'): void {
    this.#poller.set(owner, ms);
    if (ms > 0 && live !== 'off') this.#liveOwners.set(owner, live);
    else this.#liveOwners.delete(owner);
    this.#updateLive();
  }

  /**
   * The base URL named its live route in an answer (a proxy with a live hub): from now on `live: 'auto'` opens it.
   * Without it, only `live: 'on'` does, so a service without the route never sees the request (nor the console a
   * 404).
   */
  liveAnnounced(): void {
    this.#liveAnnounced = true;
    this.#updateLive();
  }

  #updateLive(): void {
    const wanted = this.#liveAnnounced
      ? this.#liveOwners.size > 0
      : [...this.#liveOwners.values()].includes('on');
    if (this.#connections > 0 && wanted) this.#live?.start();
    else this.#live?.stop();
  }

  /**
   * The stream said the inbox changed: re-read what is shown (the loaded pages and both counts), one refresh at a
   * time and one more for what came during it. A mark this tab made is no news here.
   */
  #liveChanged(change: LiveChange): void {
    // A mark this tab sent is news to the other tabs only.
    if (this.#marks.sentHere(change.mark!)) return;
    if (this.#liveRefresh) {
      this.#liveAgain = true;
      return;
    }
    this.#liveRefresh = this.#reread()
      .catch((error: Error) => this.#emit({ type: 'error', operation: 'counts', error }))
      .finally(() => {
        this.#liveRefresh = undefined;
        if (!this.#liveAgain) return;
        this.#liveAgain = false;
        this.#liveChanged({ kind: 'changed' });
      });
  }

  /** Reads again every loaded page of each list, and both counts (once no mark is on its way, see {@link #poll}). */
  async #reread(): Promise<void> {
    const lists = [...this.#lists.values()].filter((list) => list.view.status === 'ready');
    await Promise.all([this.#poll(), ...lists.map((list) => this.#reloadPages(list))]);
  }

  /** Reads pages 0 … (pages loaded − 1) of a list again and shows them in place of what it held. */
  async #reloadPages(list: FeedList): Promise<void> {
    const pages = list.view.pages || 1;
    const read = (
      await Promise.all(
        Array.from({ length: pages }, (_, page) =>
          this.#client.listFeed(this.subscriberId, this.#pageQuery(list, page)),
        ),
      )
    ).map(readFeedPage);
    // A page load started meanwhile (the first page again, the next one) is newer than this: it wins.
    if (list.loading || list.view.status !== 'ready') return;
    this.#remember(read.flatMap((page) => page.messages));
    const ids = [...new Set(read.flatMap((page) => page.ids))];
    this.#setView(list, { ...list.view, ids, hasMore: read[pages - 1]!.hasMore, pages });
  }

  /** The query of page `page` of a list. */
  #pageQuery(list: FeedList, page: number) {
    return { page, limit: list.size, ...(list.tab === 'unread' ? { read: false } : {}) };
  }

  /**
   * Loads the next page of a list, when the service has more: its first, when none is loaded yet or the last load of
   * an empty list failed. While a page of the list is on its way it answers with that load, so
   * `while (view.hasMore) await loadMore(tab)` waits for it instead of spinning.
   */
  async loadMore(tab: FeedTab, pageSize?: number): Promise<FeedView> {
    const list = this.#list(tab, pageSize);
    const { status, hasMore, pages } = list.view;
    if (status === 'loading') return (await list.loading?.catch(() => undefined)) ?? list.view;
    if (status === 'error') return this.#loadPage(list, 0);
    return hasMore ? this.#loadPage(list, pages) : list.view;
  }

  /** Reads both counts again from the service (skipped while marks are on their way, see {@link #settle}). */
  async refreshCounts(): Promise<void> {
    // Taken before any answer: a list reloaded at the same time must not hide what is new.
    const known = new Set(this.#server.keys());
    const [unseen, unreadPage] = await Promise.all([
      this.#client.countUnseen(this.subscriberId),
      this.#client.listFeed(this.subscriberId, { read: false, limit: 1 }),
    ]);
    const previous = this.#counts.unseen;
    // A count that is not a count (a string, a negative, NaN) is ignored: the last good one stays.
    const counts = { unseen: count(unseen), unread: readFeedPage(unreadPage).totalCount };
    this.#counts = {
      unseen: counts.unseen ?? this.#counts.unseen,
      unread: counts.unread ?? this.#counts.unread,
    };
    this.#changed();
    if (previous !== undefined && counts.unseen !== undefined && counts.unseen > previous) {
      await this.#fetchHead(counts.unseen - previous, known);
    }
  }

  /** Reloads every list that was loaded, and both counts. */
  async refresh(): Promise<void> {
    const lists = [...this.#lists.values()].filter((list) => list.view.status !== 'idle');
    await Promise.all([...lists.map((list) => this.#loadPage(list, 0)), this.refreshCounts()]);
  }

  /**
   * Marks messages now, and tells the service. Shown at once; kept (in `localStorage`) until the service
   * acknowledges it; undone, with an `error`, only when the service refuses it (a 4xx other than 408, 409, 429).
   * A failure that passes (network, timeout, 408, 409, 429, 5xx) keeps it pending: it is sent again with the same
   * idempotency key, with backoff, until acknowledged. Resolves after the first attempt.
   */
  async mark(ids: readonly string[], markAs: MarkAs, options: { keepalive?: boolean } = {}): Promise<void> {
    const unique = [...new Set(ids)].filter((id) => typeof id === 'string' && id !== '');
    if (unique.length === 0) return;
    if (markAs === 'read') this.shownLists?.keepReadInPlace(unique.filter((id) => this.#isUnread(id)));
    await this.#mark(unique, markAs, options.keepalive);
  }

  /**
   * Shows unseen messages as seen now, before their seen mark is sent: the seen batcher calls it when its window
   * goes quiet, and waits once more, so the rows take their seen layout while the batch is still open and a row that
   * comes into view because of it joins the same request. Nothing is sent here: the batch is, with {@link mark}.
   */
  showSeen(ids: readonly string[]): void {
    const unseen = ids.filter((id) => this.#shown.get(id)?.seen === false);
    if (unseen.length === 0) return;
    for (const id of unseen) this.#seenAhead.add(id);
    this.#recompute(unseen);
  }

  /**
   * Marks every unread message of the subscriber read, not only the loaded ones: the loaded ones at once (the Unread
   * list empties at once, nothing kept in place), then the rest by paging the unread feed, in mark-as requests of at
   * most 100 ids.
   */
  async markAllRead(): Promise<void> {
    if (this.shownLists?.release()) this.#filterLists();
    const loaded = [...this.#shown.values()].filter((m) => !m.read).map((m) => m._id!);
    await this.#mark(loaded, 'read');
    const tried = new Set(loaded);
    for (;;) {
      const answer = await this.#client.listFeed(this.subscriberId, {
        read: false,
        limit: LIMITS.markAsBatch,
      });
      const page = readFeedPage(answer);
      this.#remember(page.messages);
      const ids = page.ids.filter((id) => !tried.has(id));
      // Stop when the service shows nothing new: the loop can never spin on messages it will not change.
      if (ids.length === 0) break;
      ids.forEach((id) => tried.add(id));
      await this.#mark(ids, 'read');
    }
  }

  async #mark(unique: readonly string[], markAs: MarkAs, keepalive = false): Promise<void> {
    if (unique.length === 0) return;
    if (markAs === 'seen') for (const id of unique) this.#seenAhead.delete(id);
    const sent = this.#marks.mark(unique, markAs, keepalive);
    this.#recompute(unique);
    await sent;
  }

  /**
   * Takes a message the store did not load (a standalone `<notif-message>`) as the service's state of it, so marks
   * on it show, persist and roll back like any other. A message the store already has is left as it is.
   */
  adopt(message: Message): void {
    if (typeof message?._id !== 'string' || this.#server.has(message._id)) return;
    this.#remember([message]);
  }

  /** Sends every pending mark that is not on its way (after a reload, or when back online). */
  resendPending(): Promise<void> {
    return this.#marks.resendPending();
  }

  /**
   * Loads page `page` of a list. The load is kept before the list says it is loading, so whoever hears that, even
   * while it is being said, can wait for it ({@link loadMore}).
   */
  #loadPage(list: FeedList, page: number): Promise<FeedView> {
    const load = this.#fetchPage(list, page);
    list.loading = load;
    const done = () => {
      if (list.loading === load) list.loading = undefined;
    };
    load.then(done, done);
    this.#setView(list, { ...list.view, ids: list.loaded, status: 'loading', error: undefined });
    return load;
  }

  async #fetchPage(list: FeedList, page: number): Promise<FeedView> {
    // The first page of an empty list is what a person waits for: it keeps trying what may pass with time for a
    // while before the list shows the error (docs/reliability.md#the-first-load).
    const patienceMs = page === 0 && list.loaded.length === 0 ? FIRST_LOAD_PATIENCE_MS : 0;
    try {
      const answer = await this.#client.listFeed(this.subscriberId, this.#pageQuery(list, page), {
        patienceMs,
      });
      const { messages, ids: fresh, hasMore } = readFeedPage(answer);
      this.#remember(messages);
      const current = list.loaded;
      // Page 0 replaces the list; later pages append, skipping ids that moved down when new messages arrived.
      // A set, so a page costs the same however many messages are loaded already.
      const loaded = new Set(current);
      const ids = page === 0 ? fresh : [...current, ...fresh.filter((id) => !loaded.has(id))];
      this.#setView(list, { ids, hasMore, status: 'ready', pages: page + 1 });
    } catch (error) {
      const status = list.loaded.length > 0 || page > 0 ? 'ready' : 'error';
      this.#setView(list, { ...list.view, ids: list.loaded, status, error: error as Error });
      this.#emit({ type: 'error', operation: 'load', error: error as Error });
      throw error;
    }
    return list.view;
  }

  /**
   * New messages arrived (the unseen count grew by `grew`): put the newest page on top of every loaded list, and
   * tell the elements which messages are new (not `known` before), even when no list is loaded (a popover never
   * opened).
   */
  async #fetchHead(grew: number, known: ReadonlySet<string>): Promise<void> {
    let arrived: Message[] | undefined;
    for (const list of this.#lists.values()) {
      if (list.view.status === 'idle') continue;
      const answer = await this.#client.listFeed(this.subscriberId, this.#pageQuery(list, 0));
      const page = readFeedPage(answer);
      this.#remember(page.messages);
      const loaded = list.loaded;
      const listed = new Set(loaded);
      const fresh = page.ids.filter((id) => !listed.has(id));
      if (list.tab === 'all' && !arrived) arrived = page.messages.filter((m) => !known.has(m._id!));
      this.#setView(list, { ...list.view, ids: [...fresh, ...loaded] });
    }
    if (arrived === undefined) {
      const newest = await this.#client.listFeed(this.subscriberId, {
        page: 0,
        limit: Math.min(LIMITS.feed.max, grew),
      });
      arrived = readFeedPage(newest).messages.filter((m) => !known.has(m._id!));
      // Kept, though no list shows them yet: what the toasts show of them, and their marks, come from the store.
      this.#remember(arrived);
    }
    if (arrived.length > 0)
      this.#emit({ type: 'arrived', count: arrived.length, arrival: new Arrival(arrived) });
  }

  /** The service acknowledged a mark: its answer is the truth of those messages, and the counts follow it. */
  #acknowledged(mark: PendingMark, answer: readonly Message[]): void {
    const updated = messagesIn(answer);
    for (const message of updated) {
      const before = this.#server.get(message._id!);
      if (before && this.#counts.unseen !== undefined)
        this.#counts.unseen += unseenOf(message) - unseenOf(before);
      if (before && this.#counts.unread !== undefined)
        this.#counts.unread += unreadOf(message) - unreadOf(before);
    }
    this.#remember(updated, false);
    this.#recompute(mark.ids);
    this.#sync.post(updated);
    this.#emit({ type: 'marked', ids: updated.map((m) => m._id!), markAs: mark.markAs });
    this.#settle();
  }

  /** Once no mark is on its way, reads the counts again so the badge is the service's truth. */
  #settle(): void {
    this.#clock.clearTimeout(this.#settleTimer);
    this.#settleTimer = this.#clock.setTimeout(() => {
      if (this.#marks.busy) return;
      this.refreshCounts().catch((error: Error) => this.#emit({ type: 'error', operation: 'counts', error }));
    }, SETTLE_MS);
  }

  async #poll(): Promise<void> {
    this.#retryFailedLists();
    if (this.#marks.pending.length > 0) await this.resendPending();
    if (this.#marks.pending.length === 0) await this.refreshCounts();
  }

  /**
   * Loads again each list whose first load ended in an error that may pass with time (no answer, a timeout, 408, 409,
   * 429, 5xx): with every poll, whose interval grows while the service fails, when the window gets the focus and when
   * the browser is back online, so the list appears without a click once the service answers.
   */
  #retryFailedLists = (): void => {
    for (const list of this.#lists.values()) {
      const { status, error } = list.view;
      if (status === 'error' && isPassingFailure(error)) this.#loadPage(list, 0).catch(() => undefined);
    }
  };

  #onOnline = (): void => {
    this.#online = true;
    this.#retryFailedLists();
    this.#changed();
    void this.resendPending().then(() => this.#settle());
  };

  #onOffline = (): void => {
    this.#online = false;
    this.#changed();
  };

  /** Another tab had marks acknowledged: show them here too. */
  #onOtherTab(messages: readonly Message[]): void {
    this.#remember(
      messages.filter((m) => this.#server.has(m._id!)),
      false,
    );
    this.#recompute(messages.map((m) => m._id!));
    this.#settle();
  }

  /** Stores the service's answer for these messages and recomputes what is shown. */
  #remember(messages: readonly Message[], recompute = true): void {
    const ids: string[] = [];
    for (const message of messages) {
      if (!message || typeof message._id !== 'string') continue; // a record without an id cannot be shown or marked
      this.#server.set(message._id, message);
      ids.push(message._id);
    }
    if (recompute) this.#recompute(ids);
  }

  #recompute(ids: readonly string[]): void {
    const now = new Date(this.#clock.now()).toISOString();
    for (const id of ids) {
      let message = this.#server.get(id);
      if (!message) continue;
      if (this.#seenAhead.has(id)) message = applyMark(message, 'seen', now);
      for (const mark of this.#marks.pending)
        if (mark.ids.includes(id)) message = applyMark(message, mark.markAs, now);
      if (message !== this.#shown.get(id)) this.#shown.set(id, message);
    }
    this.#filterLists(false);
    this.#changed();
  }

  #isUnread(id: string): boolean {
    return this.#shown.get(id)?.read === false;
  }

  /** The ids of a list as loaded that belong in it now: an Unread list loses the read ones not kept in place. */
  #listed(list: FeedList, loaded: readonly string[]): readonly string[] {
    if (list.tab === 'all') return loaded;
    return loaded.filter((id) => this.#shown.get(id)?.read !== true || this.shownLists?.keepsInPlace(id));
  }

  /** Takes out of the Unread lists what no longer belongs in them (a new view only when it changes). */
  #filterLists(announce = true): void {
    let changed = false;
    for (const list of this.#lists.values()) {
      const view = list.view;
      const ids = this.#listed(list, list.loaded);
      if (ids.length === view.ids.length && ids.every((id, index) => id === view.ids[index])) continue;
      list.view = { ...view, ids };
      changed = true;
    }
    if (changed && announce) this.#changed();
  }

  /**
   * The service's count, plus what the pending marks change of the messages it counted; a safe integer however large
   * a count the service sent (one more than the largest is not a count a page can show or compare).
   */
  #adjusted(kind: 'unseen' | 'unread'): number | undefined {
    const base = this.#counts[kind];
    if (base === undefined) return undefined;
    const of = kind === 'unseen' ? unseenOf : unreadOf;
    let delta = 0;
    const touched = new Set([...this.#marks.pending.flatMap((mark) => mark.ids), ...this.#seenAhead]);
    for (const id of touched) delta += of(this.#shown.get(id)) - of(this.#server.get(id));
    return Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, base + delta));
  }

  /** Sets a list; `view.ids` are the ids as loaded, of which the list shows those that belong in it. */
  #setView(list: FeedList, view: FeedView): void {
    list.loaded = view.ids;
    list.view = { ...view, ids: this.#listed(list, view.ids) };
    this.#changed();
  }

  #changed(): void {
    this.#emit({ type: 'change' });
  }

  #emit(detail: FeedStoreEventDetail): void {
    this.dispatchEvent(new CustomEvent<FeedStoreEventDetail>(detail.type, { detail }));
  }
}
