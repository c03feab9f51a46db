import type { Message } from '../api/types.js';
import { NAME_LIMIT, clipText } from '../utils/clip-limits.js';
import { field, text } from '../utils/untrusted.js';

/**
 * New messages the store found on the service. Every inbox of the store hears of it; the first to `claim()` it
 * announces it, so a screen reader hears one announcement per arrival however many inboxes share the store.
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

  /**
   * The subject of the only new message, when there is one and it has a subject: its start, as an announcement says
   * it (a subject of a megabyte is not read out whole).
   */
  get subject(): string | undefined {
    const subject = this.messages.length === 1 ? text(field(this.messages[0], 'subject')) : undefined;
    return subject === undefined ? undefined : clipText(subject.trim(), NAME_LIMIT);
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
