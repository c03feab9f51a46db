import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FeedTab } from '../../store/feed-store.js';
import type { NotifSession } from '../../store/session.js';

/** What the list is loaded for: the session, the tab shown, and whether the list is shown at all. */
export type FeedLoadArgs = readonly [session: NotifSession | undefined, tab: FeedTab, shown: boolean];

/**
 * Loads the first page of the tab an inbox shows, each time the session, the tab or the list's visibility changes
 * (checked before every update of the host), unless that page is loaded or loading already. A newer load cancels an
 * older one still in flight. The host updates when a load starts and when it ends.
 */
export class FeedLoader implements ReactiveController {
  #previous: FeedLoadArgs | undefined;
  #abort: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly args: () => FeedLoadArgs,
    private readonly pageSize: () => number,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.args();
    const previous = this.#previous;
    if (previous && args.every((value, index) => value === previous[index])) return;
    void this.run(args);
  }

  /** Loads now (Retry), for `args` or the host's current ones. */
  async run(args: FeedLoadArgs = this.args()): Promise<void> {
    this.#previous = args;
    this.#abort?.abort();
    const abort = (this.#abort = new AbortController());
    this.host.requestUpdate();
    const [session, tab, shown] = args;
    if (session && shown) {
      session.store.pageSize = this.pageSize();
      const { status } = session.store.view(tab);
      if (status === 'idle' || status === 'error') {
        await session.store.load(tab, { signal: abort.signal }).catch(() => undefined); // shown as the error state
      }
    }
    if (this.#abort === abort) this.host.requestUpdate();
  }
}
