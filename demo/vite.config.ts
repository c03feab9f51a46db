import { getRequestListener } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { createLocalApi } from '../src/local-api/index.js';
import { createInboxProxy } from '../src/proxy/index.js';

const DEMO_COOKIE = 'notif-demo-subscriber';
const DEV_API_KEY = 'local-dev-api-key';

/** The subscriber a demo visitor "is signed in as": the demo's stand-in for a real session. */
function signedInSubscriber(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.split(/;\s*/).find((part) => part.startsWith(`${DEMO_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(DEMO_COOKIE.length + 1)) : 'subscriber-ada';
}

/**
 * Mounts, on the demo page's own origin, the local API at `/v1` (seeded with demo data, in memory) and the inbox
 * proxy at `/api/notif`, which forwards only the signed-in subscriber's inbox routes and adds the API key, so the
 * inbox on the page runs with no key in the browser, as production pages should.
 */
function notifDemoServer(): Plugin {
  const localApi = createLocalApi({ seed: 'demo' });
  const proxy = createInboxProxy({
    apiKey: DEV_API_KEY,
    baseUrl: 'http://demo.local',
    basePath: '/api/notif',
    resolveSubscriber: signedInSubscriber,
    fetch: (input, init) => localApi(new Request(input, init)),
  });
  const api = getRequestListener(localApi);
  const inbox = getRequestListener(proxy);
  return {
    name: 'notif-demo-server',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/v1/')) return void api(req, res);
        if (req.url?.startsWith('/api/notif/')) return void inbox(req, res);
        if (req.url?.startsWith('/demo-avatars/')) return void sendAvatar(req.url, res);
        next();
      });
    },
  };
}

const AVATAR_COLOURS = ['#1d4ed8', '#7c3aed', '#b42318', '#047857', '#a15c07', '#0e7490'];

/**
 * Draws the demo seed's avatars (`/demo-avatars/grace-hopper.svg`): the initials on a colour picked from the name.
 * Only letters reach the picture, so nothing in the path can become markup.
 */
function sendAvatar(url: string, res: ServerResponse): void {
  const name = decodeURIComponent(url.slice('/demo-avatars/'.length).replace(/\.svg(\?.*)?$/, ''));
  const initials = name
    .split('-')
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = AVATAR_COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % AVATAR_COLOURS.length];
  res.setHeader('content-type', 'image/svg+xml');
  res.end(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/>` +
      `<text x="20" y="25" font-family="system-ui, sans-serif" font-size="15" font-weight="600" fill="#fff" ` +
      `text-anchor="middle">${initials}</text></svg>`,
  );
}

/** The one source of the service worker; the demo serves it, it is never copied. */
const SERVICE_WORKER_FILE = fileURLToPath(new URL('../src/push/notif-sw.js', import.meta.url));

/**
 * Serves the package's `src/push/notif-sw.js` at `/notif-sw.js`, the default `service-worker` of
 * `<notif-push-register>` (a worker's scope is at most its own folder, so it must sit at the root to cover the page),
 * and emits it at the root of a demo build.
 */
function notifServiceWorker(): Plugin {
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/notif-sw.js') return next();
    readFile(SERVICE_WORKER_FILE, 'utf8').then(
      (source) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.setHeader('cache-control', 'no-cache'); // a changed worker is picked up on the next registration
        res.end(source);
      },
      () => next(),
    );
  };
  return {
    name: 'notif-service-worker',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'notif-sw.js',
        source: await readFile(SERVICE_WORKER_FILE, 'utf8'),
      });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [notifDemoServer(), notifServiceWorker()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  clearScreen: false,
});
