/**
 * One server of the proxy load bench, run in a process of its own so that its CPU time is its own:
 * `service` serves the local API over loopback HTTP; `front` serves, on one port, the inbox proxy mounted as
 * `docs/examples/proxy/hono.ts` mounts it (`/api/notif/*`, through `onOrigin`) and a bare forwarder mounted the same way (`/bare/*`:
 * fetch the service, return its body, nothing checked); `front-node` serves the proxy as
 * `docs/examples/proxy/node-http.ts` mounts it (`toNodeListener`). It reports its CPU time, memory, open files and
 * requests in flight when the parent asks over IPC.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BENCH_API_KEY, BENCH_SUBSCRIBER, stateWithMessages } from '../seeded-api.js';
import { BENCH_SESSION_HEADER, type ServerStats } from './shared.js';

// Another revision's proxy or local API may be measured beside this one's (bench/proxy-load/main.ts --from).
const proxyModule = (await import(
  process.env.BENCH_PROXY_MODULE ?? '../../src/proxy/index.js'
)) as typeof import('../../src/proxy/index.js');
const { createInboxProxy, toNodeListener } = proxyModule;
// A revision from before `onOrigin` is mounted on the request's own URL.
const onOrigin: typeof proxyModule.onOrigin =
  proxyModule.onOrigin ?? ((_origin: string, handler: (request: Request) => Promise<Response>) => handler);
const { createLocalApi } = (await import(
  process.env.BENCH_LOCAL_API_MODULE ?? 'notif-local-api'
)) as typeof import('notif-local-api');

const [role, upstream, proxyOptionsJson] = process.argv.slice(2);
let inFlight = 0;
let served = 0;

function countingApp(): Hono {
  const app = new Hono();
  app.use('*', async (_c, next) => {
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      served++;
    }
  });
  return app;
}

function serviceApp(): Hono {
  const api = createLocalApi({ state: stateWithMessages(200, new Date()) });
  const app = countingApp();
  app.all('/v1/*', (c) => api(c.req.raw));
  return app;
}

/** Fetches the service with the key and returns its body: the least a forwarder can do. */
async function bareForward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers({ authorization: `ApiKey ${BENCH_API_KEY}`, accept: 'application/json' });
  for (const name of ['content-type', 'idempotency-key']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await fetch(`${upstream}${url.pathname.slice('/bare'.length)}${url.search}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
  });
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
  });
}

/** The app's origin, as the Hono example configures one: each request is placed on it (never on `Host`). */
const APP_ORIGIN = 'http://app.bench.test';

/**
 * As docs/examples/proxy/hono.ts: `onOrigin`, and a body refused unread (over the cap, or past its deadline)
 * answered with `connection: close`.
 */
function mounted(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  const proxy = onOrigin(APP_ORIGIN, handler);
  return async (request) => {
    const response = await proxy(request);
    if (response.status === 413 || response.status === 408) response.headers.set('connection', 'close');
    return response;
  };
}

function benchProxy(): (request: Request) => Promise<Response> {
  return createInboxProxy({
    apiKey: BENCH_API_KEY,
    baseUrl: upstream!,
    basePath: '/api/notif',
    resolveSubscriber: (request) =>
      request.headers.get(BENCH_SESSION_HEADER) === 'ada' ? BENCH_SUBSCRIBER : null,
    ...(proxyOptionsJson ? (JSON.parse(proxyOptionsJson) as object) : {}),
  });
}

function frontApp(): Hono {
  const app = countingApp();
  const proxy = mounted(benchProxy());
  const bare = mounted(bareForward);
  app.all('/api/notif/*', (c) => proxy(c.req.raw));
  app.all('/bare/*', (c) => bare(c.req.raw));
  return app;
}

function stats(): ServerStats {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return {
    cpuMicros: cpu.user + cpu.system,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    openFiles: readdirSync('/proc/self/fd').length,
    inFlight,
    served,
  };
}

/** As docs/examples/proxy/node-http.ts: `toNodeListener` on a plain `node:http` server. */
function nodeFront(): Server {
  const listener = toNodeListener(benchProxy(), { origin: APP_ORIGIN });
  return createServer((req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      served++;
    });
    if (req.url?.startsWith('/api/notif/')) return listener(req, res);
    res.writeHead(404).end();
  });
}

const ready = (info: AddressInfo) => process.send!({ type: 'ready', url: `http://127.0.0.1:${info.port}` });
let server: Server;
if (role === 'front-node') {
  server = nodeFront();
  server.listen(0, '127.0.0.1', () => ready(server.address() as AddressInfo));
} else {
  const app = role === 'service' ? serviceApp() : frontApp();
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, ready) as Server;
}

process.on('message', (message: { type: string; id: number }) => {
  if (message.type === 'gc') (globalThis as { gc?: () => void }).gc?.();
  if (message.type === 'stats' || message.type === 'gc')
    process.send!({ type: 'stats', id: message.id, stats: stats() });
  if (message.type === 'stop') {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
