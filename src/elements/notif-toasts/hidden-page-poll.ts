/**
 * The store reads the counts only while the page is visible (docs/budgets.md#network-budgets), and desktop
 * notifications are for a hidden page: so while the page is hidden, `<notif-toasts desktop>` with the permission
 * granted reads the counts itself, at its poll interval, which is how the store finds what arrived. Once the page
 * shows again, the store's own poll takes over (and catches up at once).
 */
export class HiddenPagePoll {
  #timer: ReturnType<typeof setInterval> | undefined;
  #ms = 0;

  constructor(private readonly read: () => void) {}

  /** Reads every `ms` milliseconds while the page is hidden; 0 never. */
  start(ms: number): void {
    this.#ms = ms;
    document.addEventListener('visibilitychange', this.#sync);
    this.#sync();
  }

  stop(): void {
    document.removeEventListener('visibilitychange', this.#sync);
    this.#ms = 0;
    this.#sync();
  }

  #sync = (): void => {
    clearInterval(this.#timer);
    const hidden = document.visibilityState === 'hidden';
    this.#timer = hidden && this.#ms > 0 ? setInterval(this.read, this.#ms) : undefined;
  };
}
