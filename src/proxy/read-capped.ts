/**
 * Reads a body up to a cap, as it streams: a declared length over the cap is refused before reading, and an
 * undeclared (chunked) one is stopped as soon as it passes the cap. Used for the browser's request body and for
 * the service's answer alike.
 */

/**
 * The bytes of the body, or `undefined` when it is larger than `limit`. Rejects when the stream fails, and with
 * `signal`'s reason when it aborts first (the reading is cancelled then).
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<Uint8Array | undefined> {
  const declared = declaredLength === null ? NaN : Number(declaredLength);
  if (Number.isFinite(declared) && declared > limit) {
    await body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Cancelling ends a pending read (done), which the check after it tells from the body's own end.
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
