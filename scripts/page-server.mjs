// Serves a built folder on 127.0.0.1 at a free port, with the local API (demo seed) mounted at /v1 on the same
// origin: what the page-weight measure and the standalone tests load pages from.
import { getRequestListener } from '@hono/node-server';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * @param {string} folder served at `/`
 * @param {{ localApi: (request: Request) => Promise<Response> }} options the fetch handler for `/v1/…`
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export async function servePages(folder, { localApi }) {
  const root = resolve(folder);
  const api = getRequestListener(localApi);
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/v1/')) return void api(request, response);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
