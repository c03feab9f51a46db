import { getRequestListener } from '@hono/node-server';
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
        next();
      });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [notifDemoServer()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  clearScreen: false,
});
