/**
 * One server of the proxy load bench, run in a process of its own so that its CPU time is its own:
 * `service` serves the local API over loopback HTTP; `front` serves, on one port, the inbox proxy mounted as
 * `docs/examples/proxy/hono.ts` mounts it (`/api/notif/*`) and a bare forwarder mounted the same way (`/bare/*`:
 * fetch the service, return its body, nothing checked). It reports its CPU time, memory, open files and
 * requests in flight when the parent asks over IPC.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BENCH_API_KEY, BENCH_SUBSCRIBER, stateWithMessages } from '../seeded-api.js';
import { BENCH_SESSION_HEADER, type ServerStats } from './shared.js';

// Another revision's proxy or local API may be measured beside this one's (bench/proxy-load/main.ts --from).
const { createInboxProxy } = (await import(
  process.env.BENCH_PROXY_MODULE ?? '../../src/proxy/index.js'
)) as typeof import('../../src/proxy/index.js');
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

function frontApp(): Hono {
  const inboxProxy = createInboxProxy({
    apiKey: BENCH_API_KEY,
    baseUrl: upstream!,
    basePath: '/api/notif',
    resolveSubscriber: (request) =>
      request.headers.get(BENCH_SESSION_HEADER) === 'ada' ? BENCH_SUBSCRIBER : null,
    ...(proxyOptionsJson ? (JSON.parse(proxyOptionsJson) as object) : {}),
  });
  const app = countingApp();
  app.all('/api/notif/*', (c) => inboxProxy(c.req.raw));
  app.all('/bare/*', (c) => bareForward(c.req.raw));
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

const app = role === 'service' ? serviceApp() : frontApp();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send!({ type: 'ready', url: `http://127.0.0.1:${info.port}` });
}) as Server;

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
