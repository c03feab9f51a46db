/**
 * Reads a `text/event-stream` body as a browser's reader would, keeping every event and comment it carried, for
 * the live route's tests: they wait for what the stream says (`waitFor(() => stream.events.includes('changed'))`),
 * never for a length of time.
 */
export interface ReadEventStream {
  /** The names of the events received, in order (`changed`, …). */
  readonly events: string[];
  /** The comment lines received (`heartbeat`, `connected`), without their colon. */
  readonly comments: string[];
  /** The `retry:` values received. */
  readonly retries: number[];
  /** Everything received, as text. */
  readonly text: string;
  /** Whether the body ended (the server closed it). */
  readonly ended: boolean;
  /** Stops reading (the browser going away). */
  cancel(): Promise<void>;
}

export function readEventStream(body: ReadableStream<Uint8Array> | null): ReadEventStream {
  if (!body) throw new Error('the answer has no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  const state = {
    events: [] as string[],
    comments: [] as string[],
    retries: [] as number[],
    text: '',
    ended: false,
    cancel: () => reader.cancel().catch(() => undefined),
  };
  function line(text: string): void {
    if (text === '') {
      if (event) state.events.push(event);
      event = '';
    } else if (text.startsWith(':')) state.comments.push(text.slice(1).trim());
    else if (text.startsWith('event:')) event = text.slice(6).trim();
    else if (text.startsWith('retry:')) state.retries.push(Number(text.slice(6).trim()));
  }
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        state.text += chunk;
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        lines.forEach(line);
      }
    } catch {
      // Cancelled or cut: the stream has ended either way.
    }
    state.ended = true;
  })();
  return state;
}
