/**
 * The live route, which a proxy with a live hub serves beside the service's operations (docs/proxy.md#live-channel):
 * `GET /v1/subscribers/{subscriberId}/live`, a Server-Sent Events stream whose `changed` events say what kind of
 * change it was (`{"kind":"marked","mark":"<idempotency key>"}`), with comment heartbeats between them. Both sides
 * read it from here: the store opens and reads the stream through {@link liveStreamOf}, the proxy serves it.
 *
 * The stream is read with `fetch`, since `EventSource` cannot send the `Authorization` header every other request of
 * the store carries.
 */
import type { Connection } from '../connection.js';

/** The live route's path for `subscriberId`, under the base URL (the proxy's base path). */
export const livePath = (subscriberId: string) => `/v1/subscribers/${encodeURIComponent(subscriberId)}/live`;

/**
 * The header with which a proxy serving the live route names it (its path on that origin) on its feed and count
 * answers: a browser opens the stream only where it was announced (`live="auto"`), so a service without the route
 * never answers it with a 404.
 */
export const LIVE_ROUTE_HEADER = 'notif-live';

/** The stream's one event: something of the subscriber's inbox changed. */
export const LIVE_EVENT = 'changed';

/**
 * `arrived`: the backend's `notify` (something may have arrived); `marked`: a mark the proxy forwarded; `changed`: the
 * proxy's polling saw a count move, or the stream missed what happened while it was away.
 */
export type LiveChangeKind = 'arrived' | 'marked' | 'changed';

/** What a `changed` event says: its kind, and for a forwarded mark the idempotency key the browser sent with it. */
export interface LiveChange {
  readonly kind: LiveChangeKind;
  /** The browser's idempotency key of the mark, when it sent one the browser can recognise. */
  readonly mark?: string;
}

/** A live stream that was not opened: the answer's status, and the wait its `Retry-After` asked for, in ms. */
export interface LiveRefusal {
  readonly status: number;
  readonly retryAfterMs?: number;
}

/** Who reads a live stream: told once it is open, then of each change it names. */
export interface LiveListener {
  opened(): void;
  changed(change: LiveChange): void;
}

/**
 * The live route as an operation: `open(signal, listener)` asks for `subscriberId`'s stream through `connection`,
 * with the credentials of every other request, and reads it to its end, telling `listener`. It resolves when the
 * stream ends, with nothing, or at once with a {@link LiveRefusal} when the answer is no stream; it rejects when the
 * network fails or the stream breaks.
 */
export function liveStreamOf(connection: Connection, subscriberId: string) {
  const url = connection.baseUrl + livePath(subscriberId);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (connection.authorization) headers.authorization = connection.authorization;
  return async (signal: AbortSignal, listener: LiveListener): Promise<LiveRefusal | undefined> => {
    const response = await connection.fetch(url, { headers, signal, cache: 'no-store' });
    const body = response.body;
    if (response.ok && body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
      listener.opened();
      await readLiveStream(body, listener.changed);
      return undefined;
    }
    // Not awaited: the caller's retry must not hang on a body a browser is slow to cancel.
    body?.cancel().catch(() => undefined);
    // The proxy's `Retry-After` is in seconds.
    return {
      status: response.status,
      retryAfterMs: Number(response.headers.get('retry-after')) * 1000 || undefined,
    };
  };
}

/** A subscriber's live stream, opened and read ({@link liveStreamOf}). */
export type LiveStream = ReturnType<typeof liveStreamOf>;

/** `connection`, telling `announced` when an answer names the live route (docs/proxy.md#live-channel). */
export function hearingLiveRoute(connection: Connection, announced: () => void): Connection {
  return {
    ...connection,
    fetch: async (input, init) => {
      const response = await connection.fetch(input, init);
      if (response.headers.has(LIVE_ROUTE_HEADER)) announced();
      return response;
    },
  };
}

/** The change an event's data names (JSON); other data (an older proxy's `changed`) is a change of any kind. */
function changeOf(data: string): LiveChange {
  return data.startsWith('{') ? (JSON.parse(data) as LiveChange) : { kind: 'changed' };
}

/**
 * Calls `changed` for each `changed` event of `body` (its first data line: the proxy writes one) until it ends;
 * resolves then (rejects when it breaks). An event without data is never dispatched, as in `EventSource`; heartbeats,
 * comments and `retry:` only keep the connection open.
 */
async function readLiveStream(
  body: ReadableStream<Uint8Array>,
  changed: (change: LiveChange) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let event = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const lines = (pending + decoder.decode(value, { stream: true })).split(/\r\n|\r|\n/);
    pending = lines.pop()!;
    for (const line of lines) {
      const field = /^(event|data): ?(.*)/.exec(line);
      if (field?.[1] === 'event') event = field[2]!;
      else if (field && event === LIVE_EVENT) {
        event = '';
        changed(changeOf(field[2]!));
      }
    }
  }
}
