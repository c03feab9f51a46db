import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NotifConfig } from '../store/config.js';
import { sessionKey } from '../store/session-key.js';
import type { ConfigConsumer } from './config-consumer.js';
import type { FeedStoreEventDetail, FeedTab } from '../store/feed-store.js';
import { feedObserver, type FeedObserver, type FeedObserverOptions } from '../store/feed-observer.js';
import { acquireSession, releaseSession, type NotifSession } from '../store/session.js';
import { ShownLists } from '../store/shown-lists.js';

type Host = ReactiveControllerHost & HTMLElement;

/** How an element reads the feed: its observer's options, and the list it shows, if it shows one. */
export interface FeedControllerOptions extends Omit<FeedObserverOptions, 'live'> {
  /** The tab of its list, and whether the list is on screen (`overPage`: in a panel over the page). */
  list?: { tab: FeedTab; onScreen: boolean; overPage: boolean };
}

/**
 * An element's way into the store: a `FeedObserver` (the headless feed's reader) tied to the element's life, as
 * TanStack Query's controller ties its observer to a Lit host. It finds the element's session (from the element's
 * configuration, which it is given; shared with every element and feed configured alike), observes it
 * while the element is connected, re-renders the element when the store changes, and hands it the store's other news
 * through `onStoreEvent`. Before each update it polls as the element's options say and, for an element with a list,
 * tells the store what is shown and loads the list's first page when it is shown.
 */
export class FeedController implements ReactiveController {
  /** The element's reader of the store; its options are the element's. */
  readonly observer: FeedObserver;
  #connected = false;
  /** How it polls, and the list it shows: the store is told (and the first page loaded) only when they change. */
  #polled: string | undefined;
  #shown: string | undefined;

  readonly #configuration: ConfigConsumer;

  constructor(
    private readonly host: Host,
    /** The element's configuration (`NotifElement.configuration`): its own attributes over its provider's. */
    configuration: ConfigConsumer,
    private readonly options: () => FeedControllerOptions = () => ({}),
    onStoreEvent?: (detail: FeedStoreEventDetail) => void,
  ) {
    host.addController(this);
    this.#configuration = configuration;
    this.observer = feedObserver(
      (detail) => (detail.type === 'change' ? host.requestUpdate() : onStoreEvent?.(detail)),
      () => ({ ...options(), live: this.config.live }),
    );
  }

  /** The configuration in effect. */
  get config(): NotifConfig {
    return this.#configuration.config;
  }

  /**
   * Whether the configuration is complete enough for a session. On a server, which never connects elements, this
   * is what tells a configured element from a misconfigured one.
   */
  get configured(): boolean {
    return sessionKey(this.config) !== undefined;
  }

  /** The shared session, once the configuration names a subscriber. */
  get session(): NotifSession | undefined {
    return this.observer.session;
  }

  hostConnected(): void {
    this.#connected = true;
    this.#resolve();
  }

  hostUpdate(): void {
    this.#resolve();
    const { observer } = this;
    const store = observer.session?.store;
    const { list, pollInterval } = this.options();
    const polled = `${pollInterval}/${this.config.live}`;
    const shown = JSON.stringify(list);
    if (!store) return;
    if (polled !== this.#polled) void observer.observe(observer.session);
    this.#polled = polled;
    if (!list || shown === this.#shown) return;
    this.#shown = shown;
    observer.tab = list.tab;
    // The list on screen: a message read in the Unread list stays in place until that list is shown again.
    store.shownLists ??= new ShownLists();
    store.showing(observer, list.onScreen ? list.tab : undefined, list.overPage);
    if (list.onScreen) observer.loadFirstPage().catch(() => undefined); // shown as the list's error state
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#switchTo(undefined);
  }

  #resolve(): void {
    if (!this.#connected) return;
    const config = this.config;
    const key = sessionKey(config);
    if (this.session && this.session.key === key) return;
    let session: NotifSession | undefined;
    try {
      session = acquireSession(config);
    } catch (error) {
      // Refused: a configuration with a key (a subscriber) whose other fields the client will not use.
      this.#configuration.refused(key!, error);
    }
    this.#switchTo(session);
  }

  #switchTo(next: NotifSession | undefined): void {
    const previous = this.session;
    if (previous === next) return;
    this.#shown = undefined;
    previous?.store.showing(this.observer, undefined);
    this.observer.observe(next).catch(() => undefined); // a failure is the next poll's to repair
    if (previous) releaseSession(previous);
    this.host.requestUpdate();
  }
}
