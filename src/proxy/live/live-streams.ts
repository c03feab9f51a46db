/**
 * The live streams (docs/proxy.md#what-a-browser-sees): `LiveStream` on a fetch runtime, `NodeLiveStream` on the Node
 * mounts, and what both write, whatever they write to (a web `ReadableStream`, or Node's response): a `retry:` hint
 * first, `event: changed` with what kind of change it was (`data: {"kind":"marked"}`), and comment heartbeats that
 * keep proxies and load balancers from closing an idle connection. It carries nothing else (never a key, a message or
 * a name).
 *
 * At most one chunk waits for the reader: while one is unread, later changes are merged into one held change (sent
 * when the reader takes the first) and heartbeats are skipped. So a burst of notifies never grows the queue, and a
 * healthy reader is never taken for one that stopped.
 */
import type { ServerResponse } from 'node:http';
import { lightRequest, urlOnOrigin } from '../mounts.js';
import { HubStream } from './hub-stream.js';
import { LIVE_EVENT } from '../../api/operations/live.js';
import { ARRIVED, liveChangeText, type LiveChange } from './live-changes.js';

const encoder = new TextEncoder();

const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const ARRIVED_EVENT = eventOf(ARRIVED);

function eventOf(change: LiveChange): Uint8Array {
  return encoder.encode(`event: ${LIVE_EVENT}\ndata: ${liveChangeText(change)}\n\n`);
}

/** The first chunk of every stream: the reconnection delay the browser is told. */
export function openingChunk(retryMs: number): Uint8Array {
  return encoder.encode(`retry: ${retryMs}\n: connected\n\n`);
}

/** Two changes told as one: the same one, or one that makes every browser re-read (no tab's own). */
function merged(held: LiveChange, next: LiveChange): LiveChange {
  if (held.kind === next.kind && held.mark === next.mark) return held;
  return { kind: held.kind === next.kind ? held.kind : 'changed' };
}

/** The events of one stream, over whatever carries them (`unread`, `send`, `close`). */
export abstract class LiveEvents extends HubStream {
  #ended = false;
  /** The change waiting for the reader to take the chunk before it. */
  #held: LiveChange | undefined = undefined;

  /**
   * `onEnd` is told once, whoever ends the stream (the browser leaving, the hub, a write that fails): the hub's one
   * function for all its streams.
   */
  constructor(private readonly onEnd: (stream: HubStream) => void) {
    super();
  }

  /** Whether a chunk still waits for the reader. */
  protected abstract unread(): boolean;
  /** Hands a chunk to the reader; a throw ends the stream. */
  protected abstract send(chunk: Uint8Array): void;
  /** Ends what the browser reads. */
  protected abstract close(): void;

  get ended(): boolean {
    return this.#ended;
  }

  /** Tells the browser that its inbox changed (by default: something may have arrived). */
  changed(change: LiveChange = ARRIVED): void {
    if (this.#ended) return;
    if (this.unread()) {
      this.#held = this.#held ? merged(this.#held, change) : change;
      return;
    }
    this.#write(change === ARRIVED ? ARRIVED_EVENT : eventOf(change));
  }

  heartbeat(): void {
    // Something unread already keeps the connection busy.
    if (!this.#ended && !this.unread()) this.#write(HEARTBEAT);
  }

  /** Closes the stream (the browser sees it end) and tells the hub; later calls do nothing. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#held = undefined;
    try {
      this.close();
    } catch {
      // Already closed or errored by the runtime (the browser left first).
    }
    this.onEnd(this);
  }

  /** The reader took what was queued: send the held change. */
  protected release(): void {
    const held = this.#held;
    if (!held || this.#ended) return;
    this.#held = undefined;
    this.#write(eventOf(held));
  }

  #write(chunk: Uint8Array): void {
    try {
      this.send(chunk);
    } catch {
      this.end();
    }
  }
}

/**
 * One browser's live stream on a fetch runtime: a `text/event-stream` body the hub writes to (what it writes, and how
 * it waits for a slow reader: `LiveEvents`). The reader's queue holds one chunk at most.
 */
export class LiveStream extends LiveEvents {
  readonly body: ReadableStream<Uint8Array>;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  readonly #url: string;
  readonly #headers: Headers;

  /**
   * `retryMs` is the reconnection delay the browser is told; `onEnd` is told once, whoever ends the stream (the
   * browser leaving, the hub, a write that fails). Of `request`, its URL and headers are kept, for the session
   * re-check.
   */
  constructor(retryMs: number, onEnd: (stream: HubStream) => void, request: Request) {
    super(onEnd);
    this.#url = request.url;
    this.#headers = request.headers;
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

  sessionRequest(): Request {
    return new Request(this.#url, { headers: this.#headers });
  }
}

/**
 * Makes the head Node keeps for the response's life one flat string. Node joins the head it writes (`_header`) from
 * each header's name, value and separators, and keeps it as the tree of joined strings it was built as: about thirty
 * pieces (docs/benchmarks.md#live-streams-at-scale). Reading a character of it makes V8 flatten it in place into one
 * string, and the collector then drops the pieces: 0.65 KiB less per stream. It changes nothing Node
 * reads or sends; on a Node that keeps its head otherwise, it does nothing.
 */
function flattenHead(res: ServerResponse): void {
  const head = (res as { _header?: unknown })._header;
  if (typeof head === 'string') head.charCodeAt(0);
}

/**
 * The stream written to each Node response, for the one `close` listener of them all: a function per stream (and
 * the scope it keeps) would cost each stream more than its entry here.
 */
const streamsOfResponses = new WeakMap<ServerResponse, NodeLiveStream>();

/** Ends the stream of the response that closed (`this`, as Node calls its listeners). */
function endOnClose(this: ServerResponse): void {
  streamsOfResponses.get(this)?.end();
}

/**
 * One browser's live stream on the Node mounts (`toNodeListener`: `node:http`, Express, Connect), written straight
 * to Node's response: no fetch `Request`, `Response` or `ReadableStream` is kept for it, so an idle stream costs
 * about what its socket costs (docs/benchmarks.md). What it writes, and how it waits for a slow reader, are the
 * fetch path's (`LiveEvents`): the one unread chunk is the one written and not yet taken by the socket (its write
 * callback has not run), as the fetch path's is the one in the body's queue. The stream ends when the response
 * closes, so a browser that leaves is gone from the hub at once, garbage collected or not.
 */
export class NodeLiveStream extends LiveEvents {
  #unread = false;

  /**
   * Writes the stream's head (`status` and `headers`) and its `retry:` hint to `res`. `onEnd` is told once, whoever
   * ends the stream (the browser leaving, the hub, a write that fails). `origin` is the one the mount placed the
   * request's path on: the session re-check makes the request's URL again from it and Node's request.
   */
  constructor(
    private readonly res: ServerResponse,
    head: { status: number; headers: Record<string, string> },
    retryMs: number,
    onEnd: (stream: HubStream) => void,
    private readonly origin: string,
  ) {
    super(onEnd);
    res.writeHead(head.status, head.headers);
    this.send(openingChunk(retryMs));
    flattenHead(res);
    streamsOfResponses.set(res, this);
    res.on('close', endOnClose);
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

  sessionRequest(): Request {
    const req = this.res.req;
    // The URL as the mount made it (`urlOnOrigin` gave one then, for the same target).
    return lightRequest(urlOnOrigin(this.origin, req.url ?? '') ?? this.origin, req);
  }
}
