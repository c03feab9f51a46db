/**
 * How live hubs on several servers hear each other's `notify()` (docs/proxy.md#many-servers). A broadcast is two
 * functions: `publish` sends a message to every hub that shares it, `subscribe` hears them. The hub writes and
 * reads the messages itself (a subscriber id, the kind of change and which hub sent it); an adapter carries the text
 * as it is.
 */
import { ARRIVED, liveChangeOf, liveChangeText, type LiveChange } from './live-change.js';

/** A broadcast shared by the live hubs of several processes, such as Redis pub/sub (`redisBroadcast`). */
export interface LiveBroadcast {
  /**
   * Sends `message` to every hub subscribed, this one included or not (a hub ignores its own). May return a
   * promise; a rejection is reported to the hub's `onError` and never reaches `notify`'s caller.
   */
  publish(message: string): void | Promise<unknown>;
  /**
   * Starts hearing the messages of every hub: `onMessage` is called with each one's text. `onConnected`, when the
   * adapter calls it, says whether messages are being heard (`false` while the connection is down: the hub keeps
   * its streams open, and when `true` comes again tells every one of them `changed`, for what it missed). An adapter that never
   * calls it is taken as connected from the start; one that calls it with `false` first (still connecting) is not
   * until it calls it with `true`. `onError` hears what went wrong on the way (the hub passes it to its own
   * `onError`). Returns the function that stops it.
   */
  subscribe(
    onMessage: (message: string) => void,
    onConnected?: (connected: boolean) => void,
    onError?: (error: unknown) => void,
  ): () => void | Promise<unknown>;
}

/** Whether `value` has the two functions of a {@link LiveBroadcast}. */
export function isLiveBroadcast(value: unknown): value is LiveBroadcast {
  const candidate = value as Partial<LiveBroadcast> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.publish === 'function' &&
    typeof candidate.subscribe === 'function'
  );
}

/** The text a hub publishes for a change of `subscriberId`'s inbox. */
export function broadcastMessage(hubId: string, subscriberId: string, change: LiveChange): string {
  return `{"hub":${JSON.stringify(hubId)},"subscriberId":${JSON.stringify(subscriberId)},${liveChangeText(change).slice(1)}`;
}

/** The longest message a hub reads: a subscriber id the proxy would accept is far shorter. */
const MESSAGE_LIMIT = 16 * 1024;

/**
 * The subscriber and change a message from another hub names, or `undefined` for one of this hub's own or a garbled
 * one. A message of a hub of an earlier version (no kind) is an arrival.
 */
export function changeOfMessage(
  message: unknown,
  hubId: string,
): { subscriberId: string; change: LiveChange } | undefined {
  if (typeof message !== 'string' || message.length > MESSAGE_LIMIT) return undefined;
  try {
    const parsed = JSON.parse(message) as { hub?: unknown; subscriberId?: unknown; kind?: unknown } | null;
    if (parsed?.hub === hubId || typeof parsed?.subscriberId !== 'string' || parsed.subscriberId === '')
      return undefined;
    const change = parsed.kind === undefined ? ARRIVED : liveChangeOf(parsed);
    return change && { subscriberId: parsed.subscriberId, change };
  } catch {
    return undefined;
  }
}
