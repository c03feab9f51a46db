import type { Message } from '../api/types.js';

/**
 * Tells the other tabs of the same subscriber which messages the service acknowledged, and hears theirs, through
 * a `BroadcastChannel`. Where there is none (old browsers, some workers), tabs simply catch up on the next poll.
 */
export class TabSync {
  #channel: BroadcastChannel | undefined;

  constructor(
    private readonly name: string,
    private readonly onMessages: (messages: readonly Message[]) => void,
  ) {}

  open(): void {
    if (this.#channel || typeof BroadcastChannel === 'undefined') return;
    this.#channel = new BroadcastChannel(this.name);
    this.#channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; messages?: unknown } | null;
      if (data?.type === 'marked' && Array.isArray(data.messages))
        this.onMessages(data.messages as Message[]);
    };
  }

  post(messages: readonly Message[]): void {
    try {
      this.#channel?.postMessage({ type: 'marked', messages });
    } catch {
      // A message that cannot be cloned is not worth failing a mark for; the other tab polls.
    }
  }

  close(): void {
    this.#channel?.close();
    this.#channel = undefined;
  }
}
