/**
 * A bare `node:http` server on 127.0.0.1 (a free port) for tests of what the client does with answers no good
 * service gives: each request is answered by `answer`, which writes anything (a wrong status, a body that is not
 * JSON, half a body, a cut socket). The local API cannot be made to misbehave this way, and should not be.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Requests received so far. */
  readonly received: number;
  close(): Promise<void>;
}

export type Answer = (request: IncomingMessage, response: ServerResponse, index: number) => void;

export async function startHostileServer(answer: Answer): Promise<HostileServer> {
  let received = 0;
  const server = createServer((request, response) => {
    const index = received++;
    // Drain the request body first, so a cut socket never races the client's upload.
    request.resume();
    request.on('end', () => answer(request, response, index));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get received() {
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers with `status`, the given headers and `body` as it is. */
export function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): void {
  response.writeHead(status, headers);
  response.end(body);
}
