import type { Message } from '../api/types.js';
import type { LiveNews } from './live-channel.js';

/**
 * Tells the other tabs of the same subscriber which messages the service acknowledged, and the leading tab's news of
 * the live stream, and hears theirs, through a `BroadcastChannel`. Where there is none (old browsers, some workers),
 * tabs simply catch up on the next poll.
 */
export class TabSync {
  #channel: BroadcastChannel | undefined;

  constructor(
    private readonly name: string,
    private readonly onMessages: (messages: readonly Message[]) => void,
    private readonly onLive: (news: LiveNews) => void = () => undefined,
  ) {}

  open(): void {
    if (this.#channel || typeof BroadcastChannel === 'undefined') return;
    this.#channel = new BroadcastChannel(this.name);
    this.#channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; messages?: unknown; live?: unknown } | null;
      if (data?.type === 'marked' && Array.isArray(data.messages))
        this.onMessages(data.messages as Message[]);
      // The leading tab's news; a `changed` carries what the event said (`change`).
      if (data?.type === 'live' && ['changed', 'healthy', 'broken', 'ask'].includes(data.live as string))
        this.onLive(data as LiveNews);
    };
  }

  post(messages: readonly Message[]): void {
    try {
      this.#channel?.postMessage({ type: 'marked', messages });
    } catch {
      // A message that cannot be cloned is not worth failing a mark for; the other tab polls.
    }
  }

  postLive(news: LiveNews): void {
    this.#channel?.postMessage({ type: 'live', ...news });
  }

  close(): void {
    this.#channel?.close();
    this.#channel = undefined;
  }
}
