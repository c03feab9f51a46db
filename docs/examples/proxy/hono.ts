/** Hono: the proxy is a fetch handler already; hand it the raw Request. */
import { Hono } from 'hono';
import { inboxProxy } from './inbox-proxy.js';

export const app = new Hono();

app.all('/api/notif/*', async (c) => {
  const response = await inboxProxy(c.req.raw);
  // A body over the cap is refused unread. @hono/node-server drains what is left of it for 0.5 s, then drops the
  // connection, and a request sent on it meanwhile gets no answer: tell the client not to reuse it.
  if (response.status === 413) response.headers.set('connection', 'close');
  return response;
});

// Serve it with `export default app` (Bun, Deno, Workers) or `serve(app)` from @hono/node-server.
