import { getRequestListener } from '@hono/node-server';
import { createLocalApi } from 'notif-local-api';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { createInboxProxy, createLiveHub } from '../src/proxy/index.js';

const DEMO_COOKIE = 'notif-demo-subscriber';
const DEV_API_KEY = 'local-dev-api-key';

/** The subscriber a demo visitor "is signed in as": the demo's stand-in for a real session. */
function signedInSubscriber(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.split(/;\s*/).find((part) => part.startsWith(`${DEMO_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(DEMO_COOKIE.length + 1)) : 'subscriber-ada';
}

/**
 * Mounts, on the demo page's own origin, the local API at `/v1` (seeded with demo data, in memory, and drawing its
 * avatars at `/demo-avatars/`) and the inbox proxy at `/api/notif`, which forwards only the signed-in subscriber's
 * inbox routes and adds the API key, so the inbox on the page runs with no key in the browser, as production pages
 * should. The proxy serves the live channel too: the local API tells its hub of every in-app delivery, so a sent
 * notification shows in every open tab in about a second (docs/proxy.md#live-channel).
 */
function notifDemoServer(): Plugin {
  const hub = createLiveHub();
  const localApi = createLocalApi({ seed: 'demo', onDelivered: (subscriberId) => hub.notify(subscriberId) });
  const proxy = createInboxProxy({
    apiKey: DEV_API_KEY,
    baseUrl: 'http://demo.local',
    basePath: '/api/notif',
    resolveSubscriber: signedInSubscriber,
    fetch: (input, init) => localApi(new Request(input, init)),
    live: { hub, pollInterval: 0 },
  });
  const api = getRequestListener(localApi);
  const inbox = getRequestListener(proxy);
  return {
    name: 'notif-demo-server',
    configureServer(server) {
      server.httpServer?.once('close', () => void hub.close());
      server.middlewares.use((req, res, next) => {
        // The local API draws the seed's avatars too; on this origin the seed names them by relative paths.
        if (req.url?.startsWith('/v1/') || req.url?.startsWith('/demo-avatars/')) return void api(req, res);
        if (req.url?.startsWith('/api/notif/')) return void inbox(req, res);
        next();
      });
    },
  };
}

/** The one source of the service worker; the demo serves it, it is never copied. */
const SERVICE_WORKER_FILE = fileURLToPath(
  new URL('../src/elements/notif-push-register/notif-sw.js', import.meta.url),
);

/**
 * Serves the package's `src/elements/notif-push-register/notif-sw.js` at `/notif-sw.js`, the default `service-worker` of
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
