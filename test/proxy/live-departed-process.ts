/**
 * One mount of the proxy with a live hub, in a process started with `--expose-gc`, for
 * live-departed.node.test.ts: browsers open streams (raw `node:http` clients), garbage is collected while they are
 * open, then they leave; the process prints one JSON line saying whether their places in the hub came free.
 *
 *   node --expose-gc --import tsx test/proxy/live-departed-process.ts <node-http|express|hono>
 */
import { serve } from '@hono/node-server';
import express from 'express';
import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLiveHub, onOrigin, toNodeListener } from '../../src/proxy/index.js';
import { localLiveProxy } from './gc-process.js';
import { waitFor } from '../support/wait-for.js';

const ORIGIN = 'http://app.test';
const ADA = 'subscriber-ada';
const PLACES = 4;
const HEARTBEAT_MS = 300;

const collect = (globalThis as { gc?: () => void }).gc;
if (typeof collect !== 'function') throw new Error('run with node --expose-gc');

const hub = createLiveHub({ heartbeatMs: HEARTBEAT_MS, maxStreamsPerSubscriber: PLACES });
const proxy = localLiveProxy(hub);

async function mounted(kind: string | undefined): Promise<Server> {
  const listener = toNodeListener(proxy, { origin: ORIGIN });
  let server: Server;
  if (kind === 'node-http') server = createServer(listener);
  else if (kind === 'express') server = createServer(express().use(listener));
  else if (kind === 'hono')
    server = serve({ fetch: onOrigin(ORIGIN, proxy), port: 0, hostname: '127.0.0.1' }) as Server;
  else throw new Error(`no mount named ${kind}`);
  if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

const server = await mounted(process.argv[2]);
const { port } = server.address() as AddressInfo;

/** A browser's stream: its status, and how many heartbeats it heard. */
function openStream(): Promise<{ status: number; request: ClientRequest; heartbeats: () => number }> {
  return new Promise((resolve, reject) => {
    let heard = '';
    const request = httpRequest(
      { host: '127.0.0.1', port, path: `/v1/subscribers/${ADA}/live`, headers: { 'x-user': ADA } },
      (response) => {
        response.on('data', (chunk: Buffer) => (heard += chunk.toString()));
        response.on('error', () => undefined);
        resolve({
          status: response.statusCode ?? 0,
          request,
          heartbeats: () => heard.split(': heartbeat').length - 1,
        });
      },
    );
    request.on('error', (error) => reject(error));
    request.end();
  });
}

const first = await Promise.all(Array.from({ length: PLACES }, openStream));
const opened = first.every((stream) => stream.status === 200);
// Garbage collected while the streams are open and heard: what was reachable only from a request is gone.
collect();
await waitFor(() => first.every((stream) => stream.heartbeats() >= 1), {
  message: 'a heartbeat on every stream',
});
collect();
await waitFor(() => first.every((stream) => stream.heartbeats() >= 2), {
  message: 'two heartbeats on every stream',
});
collect();
// The browsers leave.
for (const stream of first) stream.request.destroy();
collect();
/** Whether every place came free: as many new streams open as the cap allows. */
async function freed(): Promise<boolean> {
  const again = await Promise.all(Array.from({ length: PLACES }, openStream));
  for (const stream of again) stream.request.destroy();
  return again.every((stream) => stream.status === 200);
}
// One heartbeat after they left, with a margin for a loaded machine; the check itself opens streams again.
const came = await waitFor(freed, { timeout: HEARTBEAT_MS * 10, interval: HEARTBEAT_MS }).then(
  () => true,
  () => false,
);
process.stdout.write(`${JSON.stringify({ opened, freed: came })}\n`);
await hub.close();
server.closeAllConnections();
server.close();
process.exit(0);
