/**
 * One server of the live-streams bench, in a process of its own (run with `--expose-gc`): the inbox proxy with a live
 * hub mounted with `toNodeListener` (`proxy`) or on Hono's Node server as docs/examples/proxy/hono.ts mounts it (`hono`), or a bare `node:http` server writing the same bytes to each stream
 * (`bare`, the floor). It prints `{ "port" }`, then obeys lines on stdin and answers each with one JSON line:
 * `memory` (after two collections), `notify <count> <subscribers>` (the proxy: each `await hub.notify` timed, and the
 * event loop's longest stall meanwhile), `stall <ms>` (the longest stall over that time, heartbeats running).
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { createInboxProxy, createLiveHub, onOrigin, toNodeListener } from '../../src/proxy/index.js';

const [mode, heartbeatArg] = process.argv.slice(2);
const HEARTBEAT_MS = Number(heartbeatArg ?? 25_000);
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

const hub = createLiveHub({ heartbeatMs: HEARTBEAT_MS, maxStreams: 20_000, maxStreamsPerSubscriber: 10 });

function bareListener() {
  const open = new Set<ServerResponse>();
  let timer: NodeJS.Timeout | undefined;
  return (_request: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    res.write('retry: 3000\n: connected\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
    timer ??= setInterval(() => {
      for (const stream of open) stream.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
  };
}

const proxy = createInboxProxy({
  apiKey: 'local-dev-api-key',
  baseUrl: 'http://service.test',
  resolveSubscriber: (request) => request.headers.get('x-user'),
  fetch: inProcessFetch(createLocalApi({ seed: 'demo' })),
  live: { hub, pollInterval: 0 },
});

/** Hono on `@hono/node-server`, mounted as docs/examples/proxy/hono.ts mounts the proxy. */
function honoListener() {
  const mounted = onOrigin('http://app.test', proxy);
  const app = new Hono();
  app.all('/*', (c) => mounted(c.req.raw, c.env));
  return getRequestListener(app.fetch);
}

const listener =
  mode === 'bare'
    ? bareListener()
    : mode === 'hono'
      ? honoListener()
      : toNodeListener(proxy, { origin: 'http://app.test' });
const server = createServer(listener);
server.maxConnections = 30_000;
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timedNotifies(count: number, subscribers: number) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await hub.notify(`sub-${index % subscribers}`);
    times.push(performance.now() - started);
    // Spread over time, as a backend's calls are, so that some fall during heartbeat slices.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  delay.disable();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    stallMs: delay.max / 1e6,
  };
}

for await (const line of createInterface({ input: process.stdin })) {
  const [command, ...args] = line.split(' ');
  if (command === 'memory') {
    collect();
    // What a collection frees may hold more until its finalizers ran (a fetch Request's signal), in a task of its own.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    // Where the RSS is: V8's spaces as committed (physical) and used, beside what lies outside the heap.
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        { committed: space.physical_space_size, used: space.space_used_size },
      ]),
    );
    process.stdout.write(`${JSON.stringify({ rss, heapUsed, heapTotal, external, spaces })}\n`);
  } else if (command === 'notify') {
    process.stdout.write(`${JSON.stringify(await timedNotifies(Number(args[0]), Number(args[1])))}\n`);
  } else if (command === 'stall') {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, Number(args[0])));
    delay.disable();
    process.stdout.write(`${JSON.stringify({ stallMs: delay.max / 1e6 })}\n`);
  } else if (command === 'snapshot') {
    collect();
    collect();
    process.stdout.write(`${JSON.stringify({ file: writeHeapSnapshot(args[0]) })}\n`);
  } else if (command === 'quit') break;
}
await hub.close();
server.closeAllConnections();
server.close();
process.exit(0);
