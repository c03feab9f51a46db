/**
 * One browser's live stream on the Node mounts (`toNodeListener`: `node:http`, Express, Connect), written straight
 * to Node's response: no fetch `Request`, `Response` or `ReadableStream` is kept for it, so an idle stream costs
 * about what its socket costs (docs/benchmarks.md). What it writes, and how it waits for a slow reader, are the
 * fetch path's (live-events.ts): the one unread chunk is the one written and not yet taken by the socket (its write
 * callback has not run), as the fetch path's is the one in the body's queue. The stream ends when the response
 * closes, so a browser that leaves is gone from the hub at once, garbage collected or not.
 */
import type { ServerResponse } from 'node:http';
import { LiveEvents, openingChunk } from './live-events.js';

export class NodeLiveStream extends LiveEvents {
  #unread = false;

  /**
   * Writes the stream's head (`status` and `headers`) and its `retry:` hint to `res`. `onEnd` runs once, whoever
   * ends the stream (the browser leaving, the hub, a write that fails).
   */
  constructor(
    private readonly res: ServerResponse,
    head: { status: number; headers: Record<string, string> },
    retryMs: number,
    onEnd: () => void,
  ) {
    super(onEnd);
    res.writeHead(head.status, head.headers);
    this.send(openingChunk(retryMs));
    // `on`, not `once`: a response closes once, and `once` would keep a bound wrapper per stream.
    res.on('close', () => this.end());
  }

  /** Ends the stream if the browser left before it opened (its `close` came already, so no listener hears it). */
  endIfGone(): void {
    if (this.res.destroyed) this.end();
  }

  protected unread(): boolean {
    return this.#unread;
  }

  protected send(chunk: Uint8Array): void {
    if (this.res.destroyed) throw new Error('The browser left');
    this.#unread = true;
    // The callback lives while the chunk is on its way, not while the stream is idle.
    this.res.write(chunk, () => this.#taken());
  }

  /** The socket took the last chunk written: the held change, if any, goes now. */
  #taken(): void {
    this.#unread = false;
    this.release();
  }

  protected close(): void {
    if (!this.res.destroyed) this.res.end();
  }
}
