/**
 * Plain `node:http`: a few lines turn Node's request into a fetch `Request` and the proxy's `Response` back.
 * `toNodeListener` also serves the Express example.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { inboxProxy } from './inbox-proxy.js';

/** A Node request listener that answers with a fetch handler. */
export function toNodeListener(handler: (request: Request) => Promise<Response>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // A browser that leaves aborts the request, and with it the proxy's request to the service.
    const left = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) left.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, item);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    // Joined, not resolved against a base: a path such as `//other.host/…` stays a path.
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      signal: left.signal,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    } as RequestInit);
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
    res.end();
  };
}

const proxyListener = toNodeListener(inboxProxy);

export const server = createServer((req, res) => {
  if (req.url?.startsWith('/api/notif/')) return void proxyListener(req, res);
  // …the rest of your app.
  res.writeHead(404).end();
});

// server.listen(3000);
