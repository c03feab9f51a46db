/**
 * Plain `node:http`: `toNodeListener` turns Node's request into a fetch `Request` on your app's origin and the
 * proxy's `Response` back; it answers every request (odd methods, hostile `Host` headers, bodies cut short or
 * too large) with a status, so no request can bring your process down. It also serves the Express example.
 */
import { createServer } from 'node:http';
import { toNodeListener } from 'notif-elements/proxy';
import { APP_ORIGIN, inboxProxy } from './inbox-proxy';

export const proxyListener = toNodeListener(inboxProxy, { origin: APP_ORIGIN });

export const server = createServer((req, res) => {
  if (req.url?.startsWith('/api/notif/')) return proxyListener(req, res);
  // …the rest of your app.
  res.writeHead(404).end();
});

// server.listen(3000);
