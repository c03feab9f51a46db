/**
 * Hono: the proxy is a fetch handler already. `onOrigin` hands it each request on your app's origin, whatever
 * `Host` the client sent.
 */
import { Hono } from 'hono';
import { onOrigin } from 'notif-elements/proxy';
import { APP_ORIGIN, inboxProxy } from './inbox-proxy.js';

const proxy = onOrigin(APP_ORIGIN, inboxProxy);

export const app = new Hono();

app.all('/api/notif/*', (c) => proxy(c.req.raw));

// Serve it with `export default app` (Bun, Deno, Workers) or `serve(app)` from @hono/node-server.
