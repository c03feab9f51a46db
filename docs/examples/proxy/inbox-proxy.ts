/**
 * The inbox proxy, made once and mounted by each example beside this file. The API key comes from the server's
 * environment and never leaves it; the browser's elements point at `/api/notif` with no key at all:
 * `<notif-inbox base-url="/api/notif" subscriber-id="…">`.
 */
import { createInboxProxy } from 'notif-elements/proxy';
import { hub } from './live-hub.js';
import { signedInSubscriber } from './sessions.js';

const apiKey = process.env.NOTIF_API_KEY;
if (!apiKey) throw new Error('Set NOTIF_API_KEY to the environment’s API key');

/**
 * Your app's public origin, as browsers reach it. Each mount places the request's path on it: the URL the proxy
 * matches never comes from the `Host` header, which any client writes as it likes.
 */
export const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://localhost:3000';

export const inboxProxy = createInboxProxy({
  apiKey,
  baseUrl: process.env.NOTIF_BASE_URL ?? 'https://api.example.com',
  basePath: '/api/notif',
  resolveSubscriber: signedInSubscriber,
  onError: (error) => console.error('inbox proxy:', error),
  // Serves GET /api/notif/v1/subscribers/{id}/live: arrivals in about a second (see live-hub.ts).
  live: hub,
});
