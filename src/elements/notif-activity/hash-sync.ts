import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What {@link HashSync} needs from its element. */
export interface HashSyncOptions {
  /** The hash's own prefix: the view is kept as `<prefix>?<view>` (`#activity?channels=email`). */
  prefix: string;
  /** Whether syncing is on (the element's `sync-hash`). */
  enabled: () => boolean;
  /** The element's view now, as text. */
  current: () => string;
  /** Shows the view of a text: the hash's, or the one the element had when syncing started. */
  apply: (view: string) => void;
}

/**
 * Keeps an element's view in the page's URL hash so it can be shared as a link, and follows the hash when history
 * moves (back, forward, an edited address). A hash without the prefix belongs to someone else (an in-page link)
 * and is left alone, except the one the page had when syncing started: going back to it brings back the view of
 * that time. The window is only touched once the element is connected.
 */
export class HashSync implements ReactiveController {
  #initial?: { view: string; hash: string };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: HashSyncOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.#onHistory);
    window.addEventListener('popstate', this.#onHistory);
    // Moved in the DOM: the hash may have changed meanwhile.
    if (this.#initial && this.options.enabled()) this.#read();
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.#onHistory);
    window.removeEventListener('popstate', this.#onHistory);
  }

  /** Starts syncing: remembers the view and hash of now, then shows the hash's view if it is one. */
  start(): void {
    this.#initial = { view: this.options.current(), hash: window.location.hash };
    this.#read();
  }

  /** Records the current view in the hash, as a new history entry, unless the hash already says it. */
  push(): void {
    const hash = `${this.options.prefix}?${this.options.current()}`;
    if (window.location.hash === hash) return;
    const { pathname, search } = window.location;
    window.history.pushState(window.history.state, '', `${pathname}${search}${hash}`);
  }

  /**
   * Records the person's change of the view in the hash once the element has updated: call it just before making
   * the change. Nothing is recorded when the change leaves the view as it was.
   */
  pushAfterUpdate(): void {
    if (!this.options.enabled()) return;
    const before = this.options.current();
    void this.host.updateComplete.then(() => {
      if (this.options.enabled() && this.options.current() !== before) this.push();
    });
  }

  #onHistory = (): void => {
    if (this.options.enabled()) this.#read();
  };

  #read(): void {
    const { prefix } = this.options;
    const hash = window.location.hash;
    if (hash === prefix || hash.startsWith(`${prefix}?`)) this.options.apply(hash.slice(prefix.length + 1));
    else if (this.#initial && hash === this.#initial.hash) this.options.apply(this.#initial.view);
  }
}
