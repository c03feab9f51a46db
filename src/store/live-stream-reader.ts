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

/** The change an event's data names; data that is not one (an older proxy's `changed`) is a change of any kind. */
function changeOf(data: string): LiveChange {
  try {
    const parsed = JSON.parse(data) as { kind?: unknown; mark?: unknown } | null;
    if (typeof parsed?.kind === 'string')
      return typeof parsed.mark === 'string'
        ? { kind: parsed.kind, mark: parsed.mark }
        : { kind: parsed.kind };
  } catch {
    // Not JSON: said by a proxy of an earlier version.
  }
  return { kind: 'changed' };
}

/** Calls `changed` for each `changed` event of `body` until it ends; resolves then (rejects when it breaks). */
export async function readLiveStream(
  body: ReadableStream<Uint8Array>,
  changed: (change: LiveChange) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let event = '';
  let data: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const lines = (pending + decoder.decode(value, { stream: true })).split(/\r\n|\r|\n/);
    pending = lines.pop()!;
    for (const line of lines) {
      if (line === '') {
        // An event ends at a blank line; one without data is never dispatched, as in `EventSource`.
        if (event === 'changed' && data.length > 0) changed(changeOf(data.join('\n')));
        event = '';
        data = [];
      } else if (/^event: ?/.test(line)) event = line.replace(/^event: ?/, '');
      else if (/^data: ?/.test(line)) data.push(line.replace(/^data: ?/, ''));
    }
  }
}
