import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NotifConfig } from '../store/config.js';
import { sessionKey } from '../store/session-key.js';
import { ConfigConsumer } from './config-consumer.js';
import type { FeedStoreEventDetail } from '../store/feed-store.js';
import { acquireSession, releaseSession, type NotifSession } from '../store/session.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Binds an element to its session: the store and seen-batcher for its configuration (its own attributes over those
 * of the nearest `<notif-provider>`), shared with every element configured alike. The element re-renders when the
 * store changes, and hears the store's other news through `onStoreEvent`.
 */
export class ApiController implements ReactiveController {
  #session: NotifSession | undefined;
  #connected = false;

  readonly #configuration: ConfigConsumer;

  constructor(
    private readonly host: Host,
    own: () => NotifConfig,
    private readonly onStoreEvent?: (detail: FeedStoreEventDetail) => void,
  ) {
    host.addController(this);
    this.#configuration = new ConfigConsumer(host, own);
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
    return this.#session;
  }

  hostConnected(): void {
    this.#connected = true;
    this.#resolve();
  }

  hostUpdate(): void {
    this.#resolve();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#switchTo(undefined);
  }

  #resolve(): void {
    if (!this.#connected) return;
    const config = this.config;
    const key = sessionKey(config);
    if (this.#session && this.#session.key === key) return;
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
    const previous = this.#session;
    if (previous === next) return;
    if (previous) {
      for (const type of EVENT_TYPES) previous.store.removeEventListener(type, this.#onEvent);
      releaseSession(previous);
    }
    this.#session = next;
    if (next) for (const type of EVENT_TYPES) next.store.addEventListener(type, this.#onEvent);
    this.host.requestUpdate();
  }

  #onEvent = (event: Event): void => {
    const detail = (event as CustomEvent<FeedStoreEventDetail>).detail;
    if (detail.type === 'change') this.host.requestUpdate();
    else this.onStoreEvent?.(detail);
  };
}

const EVENT_TYPES = ['change', 'marked', 'error', 'arrived'] as const;
