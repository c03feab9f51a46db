/**
 * Which streams a mount's live route makes, in a process started with `--expose-gc`, for
 * live-node-answer.node.test.ts: browsers open streams through one mount, every one hears a `changed`, garbage is
 * collected, and a heap snapshot counts what is kept per stream (by constructor name), and the stream answers' heads
 * kept as one flat string each (a head kept as the tree of strings Node joined it from has no such string). Prints
 * one JSON line.
 *
 *   node --expose-gc --import tsx test/proxy/live-node-answer-process.ts <mount>
 *
 * Mounts: `hono-app` (a Hono app on `@hono/node-server`, passing `c.env` as docs/examples/proxy/hono.ts does),
 * `hono-serve` (`serve({ fetch: onOrigin(…) })`), `node-wrapped` (`toNodeListener` of a function of the app's own
 * that passes the request on, as docs/examples/proxy/inbox-proxy.ts makes one).
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { createLiveHub, onOrigin, toNodeListener } from '../../src/proxy/index.js';
import { localLiveProxy, openLiveStream } from './gc-process.js';
import { waitFor } from '../support/wait-for.js';

const ORIGIN = 'http://app.test';
const STREAMS = 6;

const collect = (globalThis as { gc?: () => void }).gc;
if (typeof collect !== 'function') throw new Error('run with node --expose-gc');

const hub = createLiveHub({ heartbeatMs: 60_000 });
const proxy = localLiveProxy(hub);
/** A handler of the app's own around the proxy, passing the request on as it is. */
const wrapped = (request: Request) => proxy(request);

function listener(mount: string | undefined): RequestListener {
  if (mount === 'hono-app') {
    const mounted = onOrigin(ORIGIN, wrapped);
    const app = new Hono();
    app.all('/*', (c) => mounted(c.req.raw, c.env));
    return getRequestListener(app.fetch);
  }
  if (mount === 'hono-serve') return getRequestListener(onOrigin(ORIGIN, proxy));
  if (mount === 'node-wrapped') return toNodeListener(wrapped, { origin: ORIGIN });
  throw new Error(`no mount named ${mount}`);
}

const server = createServer(listener(process.argv[2]));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;

/** A stream answer's head, whole: its status line through its last header. */
const isStreamHead = (text: string) =>
  text.startsWith('HTTP/1.1 200 OK\r\n') && text.includes('text/event-stream') && text.endsWith('\r\n\r\n');

/**
 * How many objects of each of `names` the heap holds, by constructor name; and as `flatHeads`, how many flat strings
 * are a stream answer's whole head.
 */
async function heapCounts(names: string[]): Promise<Record<string, number>> {
  collect!();
  await new Promise((resolve) => setImmediate(resolve));
  const file = writeHeapSnapshot(join(tmpdir(), `live-node-answer-${process.pid}.heapsnapshot`));
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  await rm(file);
  const fields = snapshot.snapshot.meta.node_fields;
  const [type, name] = [fields.indexOf('type'), fields.indexOf('name')];
  const objectType = snapshot.snapshot.meta.node_types[0].indexOf('object');
  const stringType = snapshot.snapshot.meta.node_types[0].indexOf('string');
  const counts = Object.fromEntries([...names, 'flatHeads'].map((each) => [each, 0]));
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    if (snapshot.nodes[index + type] === stringType) {
      if (isStreamHead(snapshot.strings[snapshot.nodes[index + name]!]!)) counts.flatHeads!++;
      continue;
    }
    if (snapshot.nodes[index + type] !== objectType) continue;
    const constructor = snapshot.strings[snapshot.nodes[index + name]!]!;
    if (constructor in counts) counts[constructor]!++;
  }
  return counts;
}

const subscribers = Array.from({ length: STREAMS }, (_, index) => `subscriber-${index}`);
const streams = await Promise.all(subscribers.map((subscriber) => openLiveStream(port, subscriber)));
await waitFor(() => streams.every((stream) => stream.heard().includes(': connected')), {
  message: 'every stream opened',
});
for (const subscriber of subscribers) await hub.notify(subscriber);
await waitFor(() => streams.every((stream) => stream.heard().includes('event: changed')), {
  message: 'a changed on every stream',
});
const kept = await heapCounts(['NodeLiveStream', 'LiveStream', 'ReadableStream', 'Request', 'Headers']);
process.stdout.write(
  `${JSON.stringify({ opened: streams.filter((stream) => stream.status === 200).length, heard: STREAMS, kept })}\n`,
);
for (const stream of streams) stream.request.destroy();
await hub.close();
server.closeAllConnections();
server.close();
process.exit(0);
