/**
 * Streams of the Node mount with garbage collected, in a process started with `--expose-gc`, for
 * live-node-gc.node.test.ts: browsers open streams through `toNodeListener` (on `node:http` or Express), garbage is
 * collected while they are open and heard, then they leave (their sockets destroyed) and garbage is collected again.
 * The hub's clock is a fake one that never moves past the first heartbeat, so a stream can only leave the hub on its
 * response's `close`. Prints one JSON line: how many streams opened, how many the hub held while they were open, how
 * many heard a `changed` after the collection, and how many the hub still held once they left.
 *
 *   node --expose-gc --import tsx test/proxy/live-node-gc-process.ts <node-http|express>
 */
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLiveHub, toNodeListener } from '../../src/proxy/index.js';
import { hubCore } from '../../src/proxy/live/live-hub.js';
import { FakeClock } from '../support/fake-clock.js';
import { waitFor } from '../support/wait-for.js';
import { localLiveProxy, openLiveStream } from './gc-process.js';

const ORIGIN = 'http://app.test';
const STREAMS = 8;
const HEARTBEAT_MS = 25_000;

const collect = (globalThis as { gc?: () => void }).gc;
if (typeof collect !== 'function') throw new Error('run with node --expose-gc');

const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
const hub = createLiveHub({ clock, heartbeatMs: HEARTBEAT_MS });
/** The subscribers holding a stream in the hub (each browser here is a subscriber of its own). */
const held = new Set<string>();
hubCore(hub)!.watch({ opened: (id) => held.add(id), closed: (id) => held.delete(id) });
const proxy = localLiveProxy(hub);

const listener = toNodeListener(proxy, { origin: ORIGIN });
const mount = process.argv[2];
let server: Server;
if (mount === 'node-http') server = createServer(listener);
else if (mount === 'express') server = createServer(express().use(listener));
else throw new Error(`no mount named ${mount}`);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;

const subscribers = Array.from({ length: STREAMS }, (_, index) => `subscriber-${index}`);
const streams = await Promise.all(subscribers.map((subscriber) => openLiveStream(port, subscriber)));
const opened = streams.filter((stream) => stream.status === 200).length;
// Garbage collected while the streams are open: what was reachable only from a request is gone.
collect();
await clock.advance(HEARTBEAT_MS);
await waitFor(() => streams.every((stream) => stream.heard().includes(': heartbeat')), {
  message: 'a heartbeat on every stream',
});
collect();
for (const subscriber of subscribers) await hub.notify(subscriber);
await waitFor(() => streams.every((stream) => stream.heard().includes('event: changed')), {
  message: 'a changed on every stream',
}).catch(() => undefined);
const heard = streams.filter((stream) => stream.heard().includes('event: changed')).length;
const heldWhileOpen = held.size;
// The browsers leave; the clock stays where it is, so no heartbeat can find them gone.
for (const stream of streams) stream.request.destroy();
collect();
await waitFor(() => held.size === 0, { message: 'the hub let every departed stream go' }).catch(
  () => undefined,
);
collect();
process.stdout.write(`${JSON.stringify({ opened, heldWhileOpen, heard, heldAfterLeaving: held.size })}\n`);
await hub.close();
server.closeAllConnections();
server.close();
process.exit(0);
