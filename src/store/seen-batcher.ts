/**
 * Collects the messages that came into view (at least half visible for a moment) and hands them over as one
 * batch per window, so an inbox that opens on K unseen messages sends one `seen` request, not K. The window stays
 * open while ids keep arriving (a list still laying out, avatars loading, a long list adding rows): it closes
 * after a short quiet time with no new id and no message still on its way to counting as seen, or at the latest
 * after `maxWindowMs`. One batcher serves every element of a store; its `IntersectionObserver` is made on first
 * use, never at load.
 *
 * A message shows as seen the moment it counts as seen (`showSeen`), not when its batch is sent: a row whose
 * height changes once it is seen (its "new" label gone, a page's own style for unseen messages) moves the rows below
 * it while the window is still open, so a row that comes into view because of it joins the same batch
 * (docs/reliability.md#seen-batching).
 */
export interface SeenBatcherOptions {
  /** How long no new id may arrive before the batch is sent. Default 300 ms. */
  quietMs?: number;
  /** The longest a batch is held, however many ids keep arriving. Default 2000 ms. */
  maxWindowMs?: number;
  /** How long a message must stay in view to count as seen. */
  dwellMs?: number;
  /** Share of the message that must be visible. */
  threshold?: number;
  /** Shows messages as seen as soon as they count as seen, before their batch is sent. */
  showSeen?: (ids: string[]) => void;
}

export class SeenBatcher {
  readonly #pending = new Set<string>();
  readonly #ids = new Map<Element, string>();
  readonly #dwell = new Map<Element, ReturnType<typeof setTimeout>>();
  #observer: IntersectionObserver | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** When the current window opened (its first id), for the `maxWindowMs` limit. */
  #openedAt = 0;
  readonly #quietMs: number;
  readonly #maxWindowMs: number;
  readonly #dwellMs: number;
  readonly #threshold: number;
  readonly #showSeen: ((ids: string[]) => void) | undefined;
  /** Ids that counted as seen since the last frame: shown as seen together, in one change of the list. */
  readonly #toShow = new Set<string>();
  #showFrame = 0;

  constructor(
    private readonly flush: (ids: string[]) => Promise<void>,
    options: SeenBatcherOptions = {},
  ) {
    this.#quietMs = options.quietMs ?? 300;
    this.#maxWindowMs = options.maxWindowMs ?? 2000;
    this.#dwellMs = options.dwellMs ?? 100;
    this.#threshold = options.threshold ?? 0.5;
    this.#showSeen = options.showSeen;
    // A page that goes away inside a window still hands its batch over (the store keeps it until it is sent).
    globalThis.addEventListener?.('pagehide', this.#onPageHide);
  }

  #onPageHide = (): void => void this.send();

  /** Sends what is collected and stops watching: the session is gone. */
  dispose(): void {
    void this.send();
    globalThis.removeEventListener?.('pagehide', this.#onPageHide);
    this.#observer?.disconnect();
    for (const timer of this.#dwell.values()) clearTimeout(timer);
    this.#dwell.clear();
    this.#ids.clear();
  }

  /** Watches `element`, which shows message `id`, until it has been seen. Calling again re-targets it. */
  observe(element: Element, id: string): void {
    if (typeof IntersectionObserver === 'undefined') return;
    this.unobserve(element);
    this.#ids.set(element, id);
    this.#observer ??= new IntersectionObserver((entries) => this.#onIntersection(entries), {
      threshold: [0, this.#threshold],
    });
    this.#observer.observe(element);
  }

  unobserve(element: Element): void {
    clearTimeout(this.#dwell.get(element));
    this.#dwell.delete(element);
    this.#ids.delete(element);
    this.#observer?.unobserve(element);
  }

  /**
   * Adds an id to the current batch, which then waits for another quiet time. The message shows as seen before the
   * next frame, with every other id added until then: rows seen together change the list once.
   */
  add(id: string): void {
    if (this.#pending.size === 0) this.#openedAt = Date.now();
    this.#pending.add(id);
    this.#closeAfterQuiet();
    if (!this.#showSeen) return;
    this.#toShow.add(id);
    this.#showFrame ||= requestAnimationFrame(() => this.#showNow());
  }

  #showNow(): void {
    cancelAnimationFrame(this.#showFrame);
    this.#showFrame = 0;
    if (this.#toShow.size === 0) return;
    const ids = [...this.#toShow];
    this.#toShow.clear();
    this.#showSeen?.(ids);
  }

  /** Sends the current batch now (when the inbox closes or the page hides: nothing seen is lost). */
  async send(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#showNow();
    if (this.#pending.size === 0) return;
    const ids = [...this.#pending];
    this.#pending.clear();
    await this.flush(ids);
  }

  /** (Re)starts the quiet time, never past the window's end. */
  #closeAfterQuiet(): void {
    clearTimeout(this.#timer);
    const left = this.#openedAt + this.#maxWindowMs - Date.now();
    this.#timer = setTimeout(() => this.#onQuiet(), Math.max(0, Math.min(this.#quietMs, left)));
  }

  /** Quiet: send, unless a message in view is still counting towards seen and the window may still wait. */
  #onQuiet(): void {
    const waiting = this.#dwell.size > 0 && Date.now() < this.#openedAt + this.#maxWindowMs;
    if (waiting) this.#closeAfterQuiet();
    else void this.send();
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const element = entry.target;
      const visible = entry.isIntersecting && entry.intersectionRatio >= this.#threshold;
      if (!visible) {
        clearTimeout(this.#dwell.get(element));
        this.#dwell.delete(element);
        continue;
      }
      if (this.#dwell.has(element)) continue;
      this.#dwell.set(
        element,
        setTimeout(() => {
          const id = this.#ids.get(element);
          this.unobserve(element);
          if (id) this.add(id);
        }, this.#dwellMs),
      );
    }
  }
}
