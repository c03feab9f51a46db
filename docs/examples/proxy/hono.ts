/**
 * Hono: the proxy is a fetch handler already. `onOrigin` hands it each request on your app's origin, whatever
 * `Host` the client sent.
 */
import { Hono } from 'hono';
import { onOrigin } from 'notif-elements/proxy';
import { APP_ORIGIN, inboxProxy } from './inbox-proxy';

const proxy = onOrigin(APP_ORIGIN, inboxProxy);

export const app = new Hono();

app.all('/api/notif/*', async (c) => {
  // `c.env`: on @hono/node-server, Node's own request and response, on which the live route is answered directly.
  const response = await proxy(c.req.raw, c.env);
  // A body over the cap (413) or past its deadline (408) is refused unread. @hono/node-server drains what is left
  // of it for 0.5 s, then drops the connection, and a request sent on it meanwhile gets no answer: tell the client
  // not to reuse it.
  if (response.status === 413 || response.status === 408) response.headers.set('connection', 'close');
  return response;
});

// Serve it with `export default app` (Bun, Deno, Workers) or `serve(app)` from @hono/node-server.
