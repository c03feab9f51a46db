/**
 * The inbox proxy, made once and mounted by each example beside this file. The API key comes from the server's
 * environment and never leaves it; the browser's elements point at `/api/notif` with no key at all:
 * `<notif-inbox base-url="/api/notif" subscriber-id="…">`.
 *
 * Importing this module reads no secret: frameworks import route modules while they build (Next.js and SvelteKit
 * "collect page data"), where the server's secrets are not set. The proxy is made on the first request, and a
 * missing key fails that request, saying which variable to set.
 */
import { createInboxProxy } from 'notif-elements/proxy';
import { hub } from './live-hub';
import { signedInSubscriber } from './sessions';

/**
 * Your app's public origin, as browsers reach it. Each mount places the request's path on it: the URL the proxy
 * matches never comes from the `Host` header, which any client writes as it likes.
 */
export const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://localhost:3000';

let proxy: ((request: Request) => Promise<Response>) | undefined;

/** Answers one request of the browser's elements: made on the first, with the key from the environment. */
export function inboxProxy(request: Request): Promise<Response> {
  proxy ??= createInboxProxy({
    apiKey: requiredEnv('NOTIF_API_KEY'),
    baseUrl: process.env.NOTIF_BASE_URL ?? 'https://api.example.com',
    basePath: '/api/notif',
    resolveSubscriber: signedInSubscriber,
    onError: (error) => console.error('inbox proxy:', error),
    // Serves GET /api/notif/v1/subscribers/{id}/live: arrivals in about a second (see live-hub.ts).
    live: hub,
  });
  return proxy(request);
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} to the environment’s API key`);
  return value;
}
