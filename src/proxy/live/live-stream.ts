/**
 * One browser's live stream on a fetch runtime: a `text/event-stream` body the hub writes to (what it writes, and how
 * it waits for a slow reader: live-events.ts). The reader's queue holds one chunk at most.
 */
import { LiveEvents, openingChunk } from './live-events.js';

export class LiveStream extends LiveEvents {
  readonly body: ReadableStream<Uint8Array>;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;

  /**
   * `retryMs` is the reconnection delay the browser is told; `onEnd` runs once, whoever ends the stream (the
   * browser leaving, the hub, a write that fails).
   */
  constructor(retryMs: number, onEnd: () => void) {
    super(onEnd);
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
          controller.enqueue(openingChunk(retryMs));
        },
        pull: () => this.release(),
        cancel: () => this.end(),
      },
      { highWaterMark: 1 },
    );
  }

  protected unread(): boolean {
    return (this.#controller?.desiredSize ?? 0) <= 0;
  }

  protected send(chunk: Uint8Array): void {
    this.#controller?.enqueue(chunk);
  }

  protected close(): void {
    this.#controller?.close();
  }
}
