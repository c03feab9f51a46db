import type { Message } from '../api/types.js';

/**
 * New messages the store found on the service. Every inbox of the store hears of it; the first to `claim()` it
 * announces it (with `elements/shared/arrival-subject.ts`), so a screen reader hears one announcement per arrival
 * however many inboxes share the store.
 */
export class Arrival {
  #claimed = false;
  #onScreen = false;

  constructor(
    /** The new messages, newest first. */
    readonly messages: readonly Message[],
  ) {}

  get count(): number {
    return this.messages.length;
  }

  /** Whether an open inbox panel of the store shows the arrival (its list, or its "N new" pill): no toast needed. */
  get onScreen(): boolean {
    return this.#onScreen;
  }

  /** Said by an inbox whose panel is open on a visible page when the arrival reaches it. */
  showOnScreen(): void {
    this.#onScreen = true;
  }

  /** True for the first caller only. */
  claim(): boolean {
    if (this.#claimed) return false;
    this.#claimed = true;
    return true;
  }
}
