/**
 * What a `changed` event says (docs/proxy.md#what-a-browser-sees): which kind of change it was, and, for a mark the
 * proxy forwarded, the idempotency key the browser sent with it, so the tab that made the mark knows the event is its
 * own and re-reads nothing. A browser re-reads what it shows on every other `changed`.
 */

/** `arrived`: the backend's `notify` (something may have arrived); `marked`: a mark the proxy forwarded; `changed`: the proxy's polling saw a count move. */
export type LiveChangeKind = 'arrived' | 'marked' | 'changed';

export interface LiveChange {
  readonly kind: LiveChangeKind;
  /** The browser's idempotency key of the mark, when it sent one the browser can recognise. */
  readonly mark?: string;
}

const KINDS: readonly string[] = ['arrived', 'marked', 'changed'];
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
  if (typeof given !== 'object' || given === null || !KINDS.includes(given.kind as string)) return undefined;
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
