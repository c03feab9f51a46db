/**
 * Collects the messages that came into view (at least half visible for a moment) and hands them over as one
 * batch per short window, so an inbox that opens on K unseen messages sends one `seen` request, not K.
 * One batcher serves every element of a store; its `IntersectionObserver` is made on first use, never at load.
 */
export interface SeenBatcherOptions {
  /** How long ids are collected before they are sent together. */
  windowMs?: number;
  /** How long a message must stay in view to count as seen. */
  dwellMs?: number;
  /** Share of the message that must be visible. */
  threshold?: number;
}

export class SeenBatcher {
  readonly #pending = new Set<string>();
  readonly #ids = new Map<Element, string>();
  readonly #dwell = new Map<Element, ReturnType<typeof setTimeout>>();
  #observer: IntersectionObserver | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #windowMs: number;
  readonly #dwellMs: number;
  readonly #threshold: number;

  constructor(
    private readonly flush: (ids: string[]) => Promise<void>,
    options: SeenBatcherOptions = {},
  ) {
    this.#windowMs = options.windowMs ?? 300;
    this.#dwellMs = options.dwellMs ?? 100;
    this.#threshold = options.threshold ?? 0.5;
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

  /** Adds an id to the current batch. */
  add(id: string): void {
    this.#pending.add(id);
    this.#timer ??= setTimeout(() => void this.send(), this.#windowMs);
  }

  /** Sends the current batch now (when the inbox closes or the page hides: nothing seen is lost). */
  async send(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#pending.size === 0) return;
    const ids = [...this.#pending];
    this.#pending.clear();
    await this.flush(ids);
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
