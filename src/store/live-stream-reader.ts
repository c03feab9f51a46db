/**
 * Reads a Server-Sent Events body (docs/proxy.md#live-channel) with `fetch`, since `EventSource` cannot send the
 * `Authorization` header every other request of the store carries. Only the `changed` event matters: its data says
 * what kind of change it was (`{"kind":"marked","mark":"<idempotency key>"}`), and heartbeats, comments and `retry:`
 * only keep the connection open.
 */

/** What a `changed` event says: its kind (`arrived`, `marked`, `changed`), and the key of the mark it was, if any. */
export interface LiveChange {
  readonly kind: string;
  readonly mark?: string;
}

/** The change an event's data names (JSON); other data (an older proxy's `changed`) is a change of any kind. */
function changeOf(data: string): LiveChange {
  return data.startsWith('{') ? (JSON.parse(data) as LiveChange) : { kind: 'changed' };
}

/**
 * Calls `changed` for each `changed` event of `body` (its first data line: the proxy writes one) until it ends;
 * resolves then (rejects when it breaks). An event without data is never dispatched, as in `EventSource`.
 */
export async function readLiveStream(
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
      else if (field && event === 'changed') {
        event = '';
        changed(changeOf(field[2]!));
      }
    }
  }
}
