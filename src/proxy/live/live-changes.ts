/**
 * The live channel's changes: what a `changed` event says, and how hubs on several servers tell each other of one.
 *
 * What a `changed` event says (docs/proxy.md#what-a-browser-sees): which kind of change it was, and, for a mark the
 * proxy forwarded, the idempotency key the browser sent with it, so the tab that made the mark knows the event is its
 * own and re-reads nothing. A browser re-reads what it shows on every other `changed`.
 */

import type { LiveChange, LiveChangeKind } from '../../api/operations/live.js';

export type { LiveChange, LiveChangeKind };

const KINDS: readonly LiveChangeKind[] = ['arrived', 'marked', 'changed'];
/** A key echoed to the subscriber's other devices: the form browsers make (a UUID or hex), nothing longer. */
const ECHOED_KEY = /^[\w-]{1,128}$/;

export const ARRIVED: LiveChange = Object.freeze({ kind: 'arrived' });

/** The change of a mark forwarded with `browserKey` (the key only when it has the form browsers make). */
export function markedChange(browserKey: string | undefined): LiveChange {
  return browserKey !== undefined && ECHOED_KEY.test(browserKey)
    ? { kind: 'marked', mark: browserKey }
    : { kind: 'marked' };
}

/** The change a parsed value names, or `undefined` when it is not one. */
export function liveChangeOf(value: unknown): LiveChange | undefined {
  const given = value as { kind?: unknown; mark?: unknown } | null;
  if (typeof given !== 'object' || given === null || !KINDS.includes(given.kind as LiveChangeKind))
    return undefined;
  const kind = given.kind as LiveChangeKind;
  return typeof given.mark === 'string' && ECHOED_KEY.test(given.mark)
    ? { kind, mark: given.mark }
    : { kind };
}

/** The change as the JSON text of an event's `data` or a broadcast message's field. */
export function liveChangeText(change: LiveChange): string {
  return JSON.stringify(
    change.mark === undefined ? { kind: change.kind } : { kind: change.kind, mark: change.mark },
  );
}

/*
 * How live hubs on several servers hear each other's `notify()` (docs/proxy.md#many-servers). A broadcast is two
 * functions: `publish` sends a message to every hub that shares it, `subscribe` hears them. The hub writes and
 * reads the messages itself (a subscriber id, the kind of change and which hub sent it); an adapter carries the text
 * as it is.
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
