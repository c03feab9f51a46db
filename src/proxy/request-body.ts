/**
 * The browser's request body, read with a cap and a deadline (docs/security.md): a body over `bodyLimit` is
 * refused (413), and one that has not arrived completely within `bodyTimeoutMs` is refused too (408), so a client
 * that trickles its body a byte at a time cannot hold a request (and its memory) open for as long as it likes.
 */
import { readCapped } from './read-capped.js';
import type { Refusal } from './request-checks.js';

/** The body's bytes, or the refusal: 413 (too large) or 408 (too slow). Rejects when the stream fails. */
export async function readRequestBody(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<{ bytes: Uint8Array } | Refusal> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort('body-timeout'), timeoutMs);
  try {
    const bytes = await readCapped(request.body, request.headers.get('content-length'), limit, deadline.signal);
    if (bytes === undefined) return { status: 413, message: `Request body is larger than ${limit} bytes` };
    return { bytes };
  } catch (error) {
    if (deadline.signal.aborted)
      return { status: 408, message: `Request body did not arrive within ${timeoutMs} ms` };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
