/**
 * One browser's live stream: a `text/event-stream` body the hub writes to. It carries three things only (never a
 * key, a message or a name): a `retry:` hint first, `event: changed` when something may have arrived for its
 * subscriber, and comment heartbeats that keep proxies and load balancers from closing an idle connection.
 */
const encoder = new TextEncoder();

/** The event the browser refetches on; its data says nothing (an event without data is never dispatched). */
const CHANGED = encoder.encode('event: changed\ndata: changed\n\n');
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
/** Chunks left unread before a stream is given up: a browser that stopped reading must not grow the queue. */
const UNREAD_LIMIT = 64;

export class LiveStream {
  readonly body: ReadableStream<Uint8Array>;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  #ended = false;

  /**
   * `retryMs` is the reconnection delay the browser is told; `onEnd` runs once, whoever ends the stream (the
   * browser leaving, the hub, a write that fails).
   */
  constructor(
    retryMs: number,
    private readonly onEnd: () => void,
  ) {
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
        controller.enqueue(encoder.encode(`retry: ${retryMs}\n: connected\n\n`));
      },
      cancel: () => this.end(),
    });
  }

  get ended(): boolean {
    return this.#ended;
  }

  changed(): void {
    this.#write(CHANGED);
  }

  heartbeat(): void {
    this.#write(HEARTBEAT);
  }

  /** Closes the body (the browser sees the stream end) and tells the hub; later calls do nothing. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    try {
      this.#controller?.close();
    } catch {
      // Already closed or errored by the runtime (the browser left first).
    }
    this.onEnd();
  }

  #write(chunk: Uint8Array): void {
    if (this.#ended) return;
    try {
      if ((this.#controller?.desiredSize ?? 0) < -UNREAD_LIMIT) return this.end();
      this.#controller?.enqueue(chunk);
    } catch {
      this.end();
    }
  }
}
