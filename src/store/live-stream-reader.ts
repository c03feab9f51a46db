/**
 * Reads a Server-Sent Events body (docs/proxy.md#live-channel) with `fetch`, since `EventSource` cannot send the
 * `Authorization` header every other request of the store carries. Only what the live route sends is read: event
 * names, `retry:` and comments; the data of an event says nothing and is skipped.
 */

/** What a stream said: an event by name, a reconnection delay, or a sign of life (a comment, a heartbeat). */
export type LiveSignal = { event: string } | { retry: number } | { alive: true };

/** Calls `heard` for each signal of `body` until it ends; resolves then (rejects when it breaks). */
export async function readLiveStream(
  body: ReadableStream<Uint8Array>,
  heard: (signal: LiveSignal) => void,
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
      if (line === '') {
        heard(event ? { event } : { alive: true });
        event = '';
      } else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (/^retry:\s*\d+$/.test(line)) heard({ retry: Number(line.slice(6)) });
    }
  }
}
