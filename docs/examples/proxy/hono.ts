/** Hono: the proxy is a fetch handler already; hand it the raw Request. */
import { Hono } from 'hono';
import { inboxProxy } from './inbox-proxy.js';

export const app = new Hono();

app.all('/api/notif/*', (c) => inboxProxy(c.req.raw));

// Serve it with `export default app` (Bun, Deno, Workers) or `serve(app)` from @hono/node-server.
