/**
 * Serves a folder on 127.0.0.1 at a free port, for end-to-end tests of built output (the stories, the consumer apps),
 * with fetch handlers mounted at paths of the same origin when asked (an app's backend, such as the inbox proxy).
 */
import { getRequestListener } from '@hono/node-server';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** `handlers`: a fetch handler per path prefix (`/api/notif/`), which answers every request under it. */
export async function serveFolder(
  folder: string,
  handlers: Record<string, (request: Request) => Promise<Response>> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(folder);
  const mounted = Object.entries(handlers).map(([prefix, handler]) => ({
    prefix,
    listener: getRequestListener(handler),
  }));
  const server = createServer((request, response) => {
    const backend = mounted.find(({ prefix }) => request.url?.startsWith(prefix));
    if (backend) return void backend.listener(request, response);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
