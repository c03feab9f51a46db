/**
 * Collects the messages that came into view (at least half visible for a moment) and hands them over as one
 * batch per window, so an inbox that opens on K unseen messages sends one `seen` request, not K. The window stays
 * open while ids keep arriving (a list still laying out, avatars loading, a long list adding rows): it closes
 * after a short quiet time with no new id and no message still on its way to counting as seen, or at the latest
 * after `maxWindowMs`. One batcher serves every element of a store; its `IntersectionObserver` is made on first
 * use, never at load.
 *
 * When the window goes quiet, its messages first show as seen (`showSeen`, one change of the list), and the window
 * stays open one more quiet time before the batch is sent: a row whose height changes once it is seen (its "new"
 * label gone, a page's own style for unseen messages) moves the rows below it, and a row that comes into view
 * because of it joins the same batch (docs/reliability.md#seen-batching).
 */
import { clock, type Clock } from '../utils/clock.js';

export interface SeenBatcherOptions {
  /** How long no new id may arrive before the batch is sent. Default 300 ms. */
  quietMs?: number;
  /** The longest a batch is held, however many ids keep arriving. Default 2000 ms. */
  maxWindowMs?: number;
  /** How long a message must stay in view to count as seen. */
  dwellMs?: number;
  /** Share of the message that must be visible. */
  threshold?: number;
  /** The time source of the quiet time, the window and the dwell. Default the real one. */
  clock?: Clock;
  /** Shows messages as seen, before their batch is sent. */
  showSeen?: (ids: string[]) => void;
}

export class SeenBatcher {
  readonly #pending = new Set<string>();
  readonly #ids = new Map<Element, string | readonly string[]>();
  readonly #dwell = new Map<Element, unknown>();
  #observer: IntersectionObserver | undefined;
  #timer: unknown;
  /** When the current window opened (its first id), for the `maxWindowMs` limit. */
  #openedAt = 0;
  readonly #quietMs: number;
  readonly #maxWindowMs: number;
  readonly #dwellMs: number;
  readonly #threshold: number;
  readonly #clock: Clock;
  readonly #showSeen: ((ids: string[]) => void) | undefined;
  /** Ids of the window not shown as seen yet: shown together when it goes quiet, in one change of the list. */
  readonly #unshown = new Set<string>();

  constructor(
    private readonly flush: (ids: string[]) => Promise<void>,
    options: SeenBatcherOptions = {},
  ) {
    this.#quietMs = options.quietMs ?? 300;
    this.#maxWindowMs = options.maxWindowMs ?? 2000;
    this.#dwellMs = options.dwellMs ?? 100;
    this.#threshold = options.threshold ?? 0.5;
    this.#clock = options.clock ?? clock;
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
    for (const timer of this.#dwell.values()) this.#clock.clearTimeout(timer);
    this.#dwell.clear();
    this.#ids.clear();
  }

  /**
   * Watches `element`, which shows message `id` (or, a collapsed group, every message of `id`), until it has been
   * seen. Calling again re-targets it.
   */
  observe(element: Element, id: string | readonly string[]): void {
    if (typeof IntersectionObserver === 'undefined') return;
    this.unobserve(element);
    this.#ids.set(element, id);
    this.#observer ??= new IntersectionObserver((entries) => this.#onIntersection(entries), {
      threshold: [0, this.#threshold],
    });
    this.#observer.observe(element);
  }

  unobserve(element: Element): void {
    this.#clock.clearTimeout(this.#dwell.get(element));
    this.#dwell.delete(element);
    this.#ids.delete(element);
    this.#observer?.unobserve(element);
  }

  /** Adds an id to the current batch, which then waits for another quiet time. */
  add(id: string): void {
    if (this.#pending.size === 0) this.#openedAt = this.#clock.now();
    this.#pending.add(id);
    if (this.#showSeen) this.#unshown.add(id);
    this.#closeAfterQuiet();
  }

  /** Shows the window's messages not shown yet as seen; returns whether there were any. */
  #showUnshown(): boolean {
    if (this.#unshown.size === 0) return false;
    const ids = [...this.#unshown];
    this.#unshown.clear();
    this.#showSeen?.(ids);
    return true;
  }

  /** Sends the current batch now (when the inbox closes or the page hides: nothing seen is lost). */
  async send(): Promise<void> {
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#showUnshown();
    if (this.#pending.size === 0) return;
    const ids = [...this.#pending];
    this.#pending.clear();
    await this.flush(ids);
  }

  /** (Re)starts the quiet time, never past the window's end. */
  #closeAfterQuiet(): void {
    this.#clock.clearTimeout(this.#timer);
    const left = this.#openedAt + this.#maxWindowMs - this.#clock.now();
    this.#timer = this.#clock.setTimeout(() => this.#onQuiet(), Math.max(0, Math.min(this.#quietMs, left)));
  }

  /**
   * Quiet: while the window may still wait, wait for a message in view that is still counting towards seen; then
   * show what was seen and wait one more quiet time for the rows that brings into view; then send.
   */
  #onQuiet(): void {
    const open = this.#clock.now() < this.#openedAt + this.#maxWindowMs;
    if (open && (this.#dwell.size > 0 || this.#showUnshown())) this.#closeAfterQuiet();
    else void this.send();
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const element = entry.target;
      const visible = entry.isIntersecting && entry.intersectionRatio >= this.#threshold;
      if (!visible) {
        this.#clock.clearTimeout(this.#dwell.get(element));
        this.#dwell.delete(element);
        continue;
      }
      if (this.#dwell.has(element)) continue;
      this.#dwell.set(
        element,
        this.#clock.setTimeout(() => {
          const id = this.#ids.get(element);
          this.unobserve(element);
          for (const one of typeof id === 'string' ? [id] : (id ?? [])) this.add(one);
        }, this.#dwellMs),
      );
    }
  }
}
