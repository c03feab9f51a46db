// The live route on the Node mount (docs/proxy.md#live-channel): `toNodeListener` writes a stream straight to Node's
// response, after the checks every request gets, and the hub treats it as a stream of the fetch path: the same head,
// `changed` after a mark, heartbeats, the end at its lifetime, the session re-check, the caps and the slow-reader rule.
// A real `node:http` server over loopback in front of the real local API; the hub's timers run on a fake clock, so the
// tests move time, never wait for it. live-node-gc-process.ts checks departed browsers with garbage collected.
import assert from 'node:assert/strict';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { createInboxProxy, createLiveHub, toNodeListener, type LiveHub } from '../../src/proxy/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { readEventStream, type ReadEventStream } from '../support/event-stream.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const KEY = 'local-dev-api-key';

const servers: { server: Server; hub: LiveHub; leaving: AbortController[] }[] = [];
afterEach(async () => {
  for (const { server, hub, leaving } of servers.splice(0)) {
    for (const leave of leaving) leave.abort();
    await hub.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/**
 * A proxy with a live hub on a loopback `node:http` server; the session is the `cookie` header (`sessions` says whose
 * it is), so a test can sign a browser out.
 */
async function mounted(hubOptions: Parameters<typeof createLiveHub>[0] = {}) {
  const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
  const hub = createLiveHub({ clock, ...hubOptions });
  const sessions = new Map<string, string>([
    ['ada', ADA],
    ['grace', GRACE],
  ]);
  const failures: unknown[] = [];
  /** The URL of every request `resolveSubscriber` was asked with. */
  const lookups: string[] = [];
  let lookupFails = false;
  const proxy = createInboxProxy({
    apiKey: KEY,
    baseUrl: 'http://service.test',
    resolveSubscriber: (request) => {
      lookups.push(request.url);
      if (lookupFails) throw new Error('the session store is away');
      return sessions.get(request.headers.get('cookie') ?? '');
    },
    fetch: inProcessFetch(createLocalApi({ seed: 'demo' })),
    live: { hub, pollInterval: 0 },
    onError: (error) => failures.push(error),
  });
  const server = createServer(toNodeListener(proxy, { origin: 'http://app.test' }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const leaving: AbortController[] = [];
  servers.push({ server, hub, leaving });

  async function open(cookie: string, subscriber = ADA, query = '') {
    const leave = new AbortController();
    leaving.push(leave);
    const response = await fetch(`${base}/v1/subscribers/${subscriber}/live${query}`, {
      headers: { cookie },
      signal: leave.signal,
    });
    return { response, leave };
  }
  async function stream(cookie: string, subscriber = ADA): Promise<ReadEventStream & { leave: () => void }> {
    const { response, leave } = await open(cookie, subscriber);
    if (response.status !== 200) assert.fail(`a stream: ${response.status} ${await response.text()}`);
    const read = readEventStream(response.body);
    await waitFor(() => read.retries.length > 0, { message: 'the retry hint' });
    return Object.assign(read, { leave: () => leave.abort() });
  }
  /** A GET over `node:http` (fetch writes its own Fetch Metadata): its status and body. */
  function rawGet(cookie: string, headers: Record<string, string>) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${base}/v1/subscribers/${ADA}/live`, { headers: { cookie, ...headers } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      }).on('error', reject);
    });
  }
  return {
    clock,
    hub,
    base,
    rawGet,
    sessions,
    failures,
    lookups,
    open,
    stream,
    failLookups: () => (lookupFails = true),
  };
}

describe('the live route on the Node mount', { timeout: 60_000 }, () => {
  it('writes the same head, a mark’s changed, heartbeats, and ends the stream at its lifetime', async () => {
    const { base, clock, open, stream } = await mounted({
      heartbeatMs: 25_000,
      retryMs: 4000,
      maxStreamLifetimeMs: 100_000,
      maxStreamsPerSubscriber: 1,
    });
    const { response } = await open('ada');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('x-accel-buffering'), 'no');
    const ada = readEventStream(response.body);
    await waitFor(() => ada.retries.length === 1);
    assert.deepEqual(ada.retries, [4000]);

    const feed = await fetch(`${base}/v1/subscribers/${ADA}/notifications/feed?limit=1`, {
      headers: { cookie: 'ada' },
    });
    assert.equal(feed.headers.get('notif-live'), `/v1/subscribers/${ADA}/live`);
    const id = ((await feed.json()) as { data: { _id: string }[] }).data[0]!._id;
    const mark = globalThis.crypto.randomUUID();
    const marked = await fetch(`${base}/v1/subscribers/${ADA}/messages/mark-as`, {
      method: 'POST',
      headers: { cookie: 'ada', 'content-type': 'application/json', 'idempotency-key': mark },
      body: JSON.stringify({ messageId: id, markAs: 'read' }),
    });
    assert.equal(marked.status, 201, await marked.text());
    await waitFor(() => ada.events.length === 1, { message: 'changed after the mark' });
    assert.match(ada.text, new RegExp(`event: changed\\ndata: \\{"kind":"marked","mark":"${mark}"\\}`));

    assert.equal(ada.comments.includes('heartbeat'), false);
    await clock.advance(25_000);
    await waitFor(() => ada.comments.filter((c) => c === 'heartbeat').length === 1, {
      message: 'a heartbeat',
    });
    await clock.advance(25_000);
    await waitFor(() => ada.comments.filter((c) => c === 'heartbeat').length === 2, {
      message: 'a second heartbeat',
    });
    assert.equal(ada.ended, false);
    // 90 to 100 % of the lifetime, looked at once a heartbeat.
    await clock.advance(75_000);
    await waitFor(() => ada.ended, { message: 'the stream ended at its lifetime' });
    // Its place came free (one stream per subscriber here).
    const again = await stream('ada');
    assert.equal(again.ended, false);
  });

  it('refuses as the fetch path does: Fetch Metadata, no session, another subscriber, past a cap, a failing lookup', async () => {
    const { open, rawGet, stream, failures, failLookups } = await mounted({ maxStreamsPerSubscriber: 1 });
    const crossSite = await rawGet('ada', { 'sec-fetch-site': 'cross-site' });
    assert.equal(crossSite.status, 403);
    assert.match(crossSite.body, /another site/);
    const noCors = await rawGet('ada', { 'sec-fetch-mode': 'no-cors' });
    assert.equal(noCors.status, 403);
    assert.match(noCors.body, /no-cors/);
    assert.equal((await open('nobody')).response.status, 401);
    assert.equal((await open('grace', ADA)).response.status, 403);
    await stream('ada');
    const second = await open('ada');
    assert.equal(second.response.status, 429);
    assert.equal(second.response.headers.get('retry-after'), '60');
    assert.equal(second.response.headers.get('cache-control'), 'no-store');
    assert.match(((await second.response.json()) as { message: string }).message, /at most 1/);
    failLookups();
    const failed = await open('grace', GRACE);
    assert.equal(failed.response.status, 500);
    assert.equal((await failed.response.text()).includes('session store'), false);
    assert.equal(failures.length, 1);
    assert.match(String((failures[0] as { error?: unknown }).error ?? failures[0]), /session store/);
  });

  it('asks for the session again with the headers the stream opened with, and ends it once signed out', async () => {
    const { clock, sessions, stream } = await mounted({ heartbeatMs: 1000, sessionRecheckMs: 2000 });
    const ada = await stream('ada');
    const grace = await stream('grace', GRACE);
    await clock.advance(3000);
    assert.equal(ada.ended, false, 'a session that still names the subscriber keeps its stream');
    sessions.delete('ada');
    await clock.advance(3000);
    await waitFor(() => ada.ended, { message: 'the signed-out stream ended' });
    assert.equal(grace.ended, false);
  });

  it('asks for the session again with the URL the stream opened with, as the mount placed it on its origin', async () => {
    const { clock, lookups, open } = await mounted({ heartbeatMs: 1000, sessionRecheckMs: 2000 });
    const { response } = await open('ada', ADA, '?tab=%C3%A9t%C3%A9&b=1');
    assert.equal(response.status, 200);
    const read = readEventStream(response.body);
    await waitFor(() => read.retries.length > 0, { message: 'the retry hint' });
    const opening = lookups.at(-1);
    assert.equal(opening, `http://app.test/v1/subscribers/${ADA}/live?tab=%C3%A9t%C3%A9&b=1`);
    await clock.advance(3000);
    await waitFor(() => lookups.length > 1, { message: 'the session asked again' });
    assert.deepEqual(new Set(lookups), new Set([opening]));
    assert.equal(read.ended, false);
  });

  it('tells a burst of notifies in one turn as one change held for the reader, and ends no healthy stream', async () => {
    const { hub, stream } = await mounted();
    const ada = await stream('ada');
    for (let index = 0; index < 200; index++) void hub.notify(ADA);
    // One written at once, the rest merged into one held until the socket took the first.
    await waitFor(() => ada.events.length >= 2, { message: 'the first change and the merged one' });
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    assert.equal(ada.ended, false);
    const told = ada.events.length;
    assert.ok(told <= 3, `at most three events, not ${told}`);
    await hub.notify(ADA);
    await waitFor(() => ada.events.length > told, { message: 'the stream still hears notify' });
  });

  it('a browser that leaves is out of the hub at once, before any heartbeat', async () => {
    const { open, stream } = await mounted({ maxStreamsPerSubscriber: 1, heartbeatMs: 25_000 });
    const ada = await stream('ada');
    ada.leave();
    // The clock never moves: only the response's close can have freed the place.
    await waitFor(
      async () => {
        const { response, leave } = await open('ada');
        leave.abort();
        return response.status;
      },
      { until: (status) => status === 200, message: 'the place came free' },
    );
  });
});
