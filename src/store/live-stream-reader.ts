/**
 * Reads a Server-Sent Events body (docs/proxy.md#live-channel) with `fetch`, since `EventSource` cannot send the
 * `Authorization` header every other request of the store carries. Only the `changed` event matters: its data says
 * nothing, and heartbeats, comments and `retry:` only keep the connection open.
 */

/** Calls `changed` for each `event: changed` of `body` until it ends; resolves then (rejects when it breaks). */
export async function readLiveStream(body: ReadableStream<Uint8Array>, changed: () => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const lines = (pending + decoder.decode(value, { stream: true })).split(/\r\n|\r|\n/);
    pending = lines.pop()!;
    for (const line of lines) if (/^event: ?changed$/.test(line)) changed();
  }
}
