// On Hono's Node server (`onOrigin` given `c.env`, as docs/examples/proxy/hono.ts mounts it), a live stream is written
// to Node's response and keeps no URL of its own: its session re-check makes the request again from Node's request
// and the mount's origin. `resolveSubscriber` must be asked with the same URL and headers the stream opened with, and
// a signed-out stream must end. A real `@hono/node-server` listener over loopback; the hub's timers run on a fake
// clock.
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { createInboxProxy, createLiveHub, onOrigin } from '../../src/proxy/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { readEventStream } from '../support/event-stream.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const ORIGIN = 'http://app.test';

describe('the live route on Hono’s Node server: the session re-check', () => {
  const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
  const hub = createLiveHub({ clock, heartbeatMs: 1000, sessionRecheckMs: 2000 });
  const sessions = new Map([['ada', ADA]]);
  /** The URL and cookie of every request `resolveSubscriber` was asked with. */
  const lookups: string[] = [];
  const proxy = createInboxProxy({
    apiKey: 'local-dev-api-key',
    baseUrl: 'http://service.test',
    resolveSubscriber: (request) => {
      lookups.push(`${request.url} ${request.headers.get('cookie')}`);
      return sessions.get(request.headers.get('cookie') ?? '');
    },
    fetch: inProcessFetch(createLocalApi({ seed: 'demo' })),
    live: { hub, pollInterval: 0 },
  });
  const mounted = onOrigin(ORIGIN, proxy);
  const app = new Hono();
  app.all('/*', (c) => mounted(c.req.raw, c.env));
  let server: Server | undefined;
  const leave = new AbortController();
  after(async () => {
    leave.abort();
    await hub.close();
    server?.closeAllConnections();
    server?.close();
  });

  it('asks with the URL and headers the stream opened with, and ends the stream once signed out', async () => {
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}/v1/subscribers/${ADA}/live?tab=%C3%A9t%C3%A9&b=1`,
      {
        headers: { cookie: 'ada' },
        signal: leave.signal,
      },
    );
    assert.equal(response.status, 200);
    const read = readEventStream(response.body);
    await waitFor(() => read.retries.length > 0, { message: 'the retry hint' });
    const opening = `${ORIGIN}/v1/subscribers/${ADA}/live?tab=%C3%A9t%C3%A9&b=1 ada`;
    assert.deepEqual(lookups, [opening]);
    await clock.advance(3000);
    await waitFor(() => lookups.length > 1, { message: 'the session asked again' });
    assert.deepEqual(new Set(lookups), new Set([opening]));
    assert.equal(read.ended, false, 'a session that still names the subscriber keeps its stream');
    sessions.delete('ada');
    await clock.advance(3000);
    await waitFor(() => read.ended, { message: 'the signed-out stream ended' });
  });
});
