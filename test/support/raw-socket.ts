/**
 * Bytes written to a TCP socket exactly as given, in as many writes as given: for what `node:http`'s client will
 * not send (a `TRACE`, a `Host` of `a b`, a declared length the body never reaches). Resolves with everything the
 * server sent back once it closes the connection, or once `timeoutMs` passes (the connection is cut then).
 */
import { connect } from 'node:net';

export interface RawExchange {
  /** The status of the first answer, or 0 when there was none. */
  status: number;
  /** Everything the server sent, as text. */
  text: string;
}

/** Whether `text` holds a whole answer with a declared length (a server may keep the connection open after it). */
function answerComplete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end))?.[1];
  return length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length);
}

export function rawExchange(port: number, writes: string[], timeoutMs = 3000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (answerComplete(text)) done();
    });
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', async () => {
      for (const piece of writes) {
        if (socket.destroyed) return;
        socket.write(piece);
        // Separate writes reach the server as separate reads.
        await new Promise((next) => setTimeout(next, 20));
      }
    });
  });
}
