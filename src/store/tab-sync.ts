import type { Message } from '../api/types.js';
import type { LiveNews } from './live-channel.js';

/**
 * Tells the other tabs of the same subscriber which messages the service acknowledged, and the leading tab's news of
 * the live stream, and hears theirs, through a `BroadcastChannel`. Where there is none (old browsers, some workers),
 * tabs simply catch up on the next poll.
 */
export interface TabSync {
  /** Starts hearing the other tabs (and being heard). */
  open(): void;
  /** Tells the other tabs of messages the service acknowledged. */
  post(messages: readonly Message[]): void;
  /** Tells the other tabs the leading tab's news of the live stream. */
  postLive(news: LiveNews): void;
  close(): void;
}

/** The tab sync of channel `name`: `onMessages` and `onLive` hear what the other tabs post. */
export function tabSync(
  name: string,
  onMessages: (messages: readonly Message[]) => void,
  onLive: (news: LiveNews) => void,
): TabSync {
  let channel: BroadcastChannel | undefined;
  return {
    open() {
      if (channel || typeof BroadcastChannel === 'undefined') return;
      channel = new BroadcastChannel(name);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const data = event.data as { type?: unknown; messages?: unknown; live?: unknown } | null;
        if (data?.type === 'marked' && Array.isArray(data.messages)) onMessages(data.messages as Message[]);
        // The leading tab's news; a `changed` carries what the event said (`change`).
        if (data?.type === 'live' && ['changed', 'healthy', 'broken', 'ask'].includes(data.live as string))
          onLive(data as LiveNews);
      };
    },
    post(messages) {
      try {
        channel?.postMessage({ type: 'marked', messages });
      } catch {
        // A message that cannot be cloned is not worth failing a mark for; the other tab polls.
      }
    },
    postLive(news) {
      channel?.postMessage({ type: 'live', ...news });
    },
    close() {
      channel?.close();
      channel = undefined;
    },
  };
}
