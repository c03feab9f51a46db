/**
 * Runs one proxy example of docs/examples/proxy/ in a process of its own, as an app would: imported as it is,
 * served on 127.0.0.1 at a free port, with one signed-in session. Prints `{ "port", "cookie" }` as one JSON line
 * once it listens. Usage: `node --import tsx test/support/serve-example.ts <node-http|express|hono|next>`.
 * The environment gives what the examples read: NOTIF_API_KEY, NOTIF_BASE_URL, APP_ORIGIN.
 */
import { serve } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SUBSCRIBER = 'subscriber-ada';

async function exampleServer(name: string | undefined): Promise<Server> {
  switch (name) {
    case 'node-http':
      return (await import('../../docs/examples/proxy/node-http.js')).server;
    case 'express':
      return createServer((await import('../../docs/examples/proxy/express.js')).app);
    case 'hono': {
      const { app } = await import('../../docs/examples/proxy/hono.js');
      return serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    }
    case 'next': {
      // What Next.js does with a route file: each exported method answers; any other method gets 405.
      const route: Record<string, unknown> =
        await import('../../docs/examples/proxy/next/app/api/notif/[...path]/route.js');
      const handler = (request: Request) => {
        const method = route[request.method];
        return typeof method === 'function'
          ? (method as (request: Request) => Promise<Response>)(request)
          : new Response(null, { status: 405 });
      };
      return serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }) as Server;
    }
    default:
      throw new Error(`no example named ${name}`);
  }
}

const server = await exampleServer(process.argv[2]);
const { startSession } = await import('../../docs/examples/proxy/sessions.js');
const cookie = `session=${startSession(SUBSCRIBER)}`;
const report = () =>
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, cookie })}\n`);
// @hono/node-server's serve() listens already; the Node servers are started here.
if (process.argv[2] === 'hono' || process.argv[2] === 'next') {
  if (server.listening) report();
  else server.once('listening', report);
} else server.listen(0, '127.0.0.1', report);
