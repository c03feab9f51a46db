import type { Message } from '../api/types.js';

/**
 * New messages the store found on the service. Every inbox of the store hears of it; the first to `claim()` it
 * announces it (with `elements/shared/arrival-subject.ts`), so a screen reader hears one announcement per arrival
 * however many inboxes share the store.
 */
export class Arrival {
  #claimed = false;
  /**
   * Whether an open inbox panel of the store shows the arrival (its list, or its "N new" pill): no toast needed. Set
   * by an inbox whose panel is open on a visible page when the arrival reaches it.
   */
  onScreen = false;

  constructor(
    /** The new messages, newest first. */
    readonly messages: readonly Message[],
  ) {}

  /** True for the first caller only. */
  claim(): boolean {
    if (this.#claimed) return false;
    this.#claimed = true;
    return true;
  }
}
