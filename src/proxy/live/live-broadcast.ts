/**
 * How live hubs on several servers hear each other's `notify()` (docs/proxy.md#many-servers). A broadcast is two
 * functions: `publish` sends a message to every hub that shares it, `subscribe` hears them. The hub writes and
 * reads the messages itself (a subscriber id and which hub sent it); an adapter carries the text as it is.
 */

/** A broadcast shared by the live hubs of several processes, such as Redis pub/sub (`redisBroadcast`). */
export interface LiveBroadcast {
  /**
   * Sends `message` to every hub subscribed, this one included or not (a hub ignores its own). May return a
   * promise; a rejection is reported to the hub's `onError` and never reaches `notify`'s caller.
   */
  publish(message: string): void | Promise<unknown>;
  /**
   * Starts hearing the messages of every hub: `onMessage` is called with each one's text. `onConnected`, when the
   * adapter calls it, says whether messages are being heard (`false` while the connection is down: the hub then
   * ends its streams, so browsers poll, and refuses new ones with a 503 until `true` comes). An adapter that never
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

/** The text a hub publishes for `subscriberId`. */
export function broadcastMessage(hubId: string, subscriberId: string): string {
  return JSON.stringify({ hub: hubId, subscriberId });
}

/** The longest message a hub reads: a subscriber id the proxy would accept is far shorter. */
const MESSAGE_LIMIT = 16 * 1024;

/** The subscriber a message from another hub names, or `undefined` for one of this hub's own or a garbled one. */
export function subscriberOfMessage(message: unknown, hubId: string): string | undefined {
  if (typeof message !== 'string' || message.length > MESSAGE_LIMIT) return undefined;
  try {
    const parsed = JSON.parse(message) as { hub?: unknown; subscriberId?: unknown } | null;
    if (parsed?.hub === hubId || typeof parsed?.subscriberId !== 'string' || parsed.subscriberId === '')
      return undefined;
    return parsed.subscriberId;
  } catch {
    return undefined;
  }
}
