/**
 * One browser's live stream: a `text/event-stream` body the hub writes to. It carries three things only (never a
 * key, a message or a name): a `retry:` hint first, `event: changed` with what kind of change it was
 * (`data: {"kind":"marked"}`), and comment heartbeats that keep proxies and load balancers from closing an idle
 * connection.
 *
 * At most one chunk waits for the reader: while one is unread, later changes are merged into one held change (sent
 * when the reader takes the first) and heartbeats are skipped. So a burst of notifies never grows the queue, and a
 * healthy reader is never taken for one that stopped.
 */
import { ARRIVED, liveChangeText, type LiveChange } from './live-change.js';

const encoder = new TextEncoder();

const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const ARRIVED_EVENT = eventOf(ARRIVED);

function eventOf(change: LiveChange): Uint8Array {
  return encoder.encode(`event: changed\ndata: ${liveChangeText(change)}\n\n`);
}

/** Two changes told as one: the same one, or one that makes every browser re-read (no tab's own). */
function merged(held: LiveChange, next: LiveChange): LiveChange {
  if (held.kind === next.kind && held.mark === next.mark) return held;
  return { kind: held.kind === next.kind ? held.kind : 'changed' };
}

export class LiveStream {
  readonly body: ReadableStream<Uint8Array>;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  #ended = false;
  /** The change waiting for the reader to take the chunk before it. */
  #held: LiveChange | undefined;

  /**
   * `retryMs` is the reconnection delay the browser is told; `onEnd` runs once, whoever ends the stream (the
   * browser leaving, the hub, a write that fails).
   */
  constructor(
    retryMs: number,
    private readonly onEnd: () => void,
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
          controller.enqueue(encoder.encode(`retry: ${retryMs}\n: connected\n\n`));
        },
        pull: () => this.#release(),
        cancel: () => this.end(),
      },
      { highWaterMark: 1 },
    );
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Tells the browser that its inbox changed (by default: something may have arrived). */
  changed(change: LiveChange = ARRIVED): void {
    if (this.#ended) return;
    if (this.#unread()) {
      this.#held = this.#held ? merged(this.#held, change) : change;
      return;
    }
    this.#write(change === ARRIVED ? ARRIVED_EVENT : eventOf(change));
  }

  heartbeat(): void {
    // Something unread already keeps the connection busy.
    if (!this.#ended && !this.#unread()) this.#write(HEARTBEAT);
  }

  /** Closes the body (the browser sees the stream end) and tells the hub; later calls do nothing. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#held = undefined;
    try {
      this.#controller?.close();
    } catch {
      // Already closed or errored by the runtime (the browser left first).
    }
    this.onEnd();
  }

  #unread(): boolean {
    return (this.#controller?.desiredSize ?? 0) <= 0;
  }

  /** The reader took what was queued: send the held change. */
  #release(): void {
    const held = this.#held;
    if (!held || this.#ended) return;
    this.#held = undefined;
    this.#write(eventOf(held));
  }

  #write(chunk: Uint8Array): void {
    try {
      this.#controller?.enqueue(chunk);
    } catch {
      this.end();
    }
  }
}
