/**
 * Serves a fetch handler on 127.0.0.1 at a free port for a Node test, so the test talks to it over real
 * loopback HTTP with plain `fetch`, as a browser or the client would.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A handler being served. */
export interface TestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** Stops listening and drops open connections (keep-alive ones included). */
  close(): Promise<void>;
}

/** Starts serving `handler`; resolves once it listens. */
export function startServer(
  handler: (request: Request) => Response | Promise<Response>,
): Promise<TestServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: (request) => handler(request), port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // fetch keeps connections alive; without this, close would wait for them to time out.
              server.closeAllConnections();
            }),
        });
      },
    ) as Server;
    server.once('error', reject);
  });
}
