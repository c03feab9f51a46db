// The live route's boundary (docs/security.md#the-live-route, docs/proxy.md#live-channel): Fetch Metadata refused,
// the subscriber check shared with every other route (`onError` included), a bounded lifetime and a session checked
// again on a cadence, a per-client cap beside the per-process one, heartbeats spread over their interval, and a
// `notify` that never waits for a broadcast. In-process against the real local API; timers on a fake clock.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import {
  createInboxProxy,
  createLiveHub,
  type InboxProxyError,
  type LiveBroadcast,
  type LiveHub,
  type LiveHubOptions,
} from '../../src/proxy/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { readEventStream, type ReadEventStream } from '../support/event-stream.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const APP = 'http://app.test';
const hubs: LiveHub[] = [];

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

/** A proxy whose sessions are the `x-session` header's entry in `sessions` (revoked: deleted from it). */
function bench(hubOptions: LiveHubOptions = {}, resolve?: (request: Request) => string | undefined) {
  const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
  const sessions = new Map<string, string>([
    ['ada-1', ADA],
    ['ada-2', ADA],
    ['grace-1', GRACE],
  ]);
  const errors: InboxProxyError[] = [];
  const hub = createLiveHub({ clock, ...hubOptions });
  hubs.push(hub);
  const proxy = createInboxProxy({
    apiKey: 'local-dev-api-key',
    baseUrl: 'http://service.test',
    resolveSubscriber: resolve ?? ((request) => sessions.get(request.headers.get('x-session') ?? '')),
    fetch: inProcessFetch(createLocalApi({ seed: 'demo' })),
    live: { hub, pollInterval: 0 },
    onError: (error) => errors.push(error),
  });
  const open = (session: string, subscriber: string, headers: Record<string, string> = {}) =>
    proxy(
      new Request(`${APP}/v1/subscribers/${subscriber}/live`, {
        headers: { 'x-session': session, ...headers },
      }),
    );
  async function stream(session: string, subscriber: string, headers: Record<string, string> = {}) {
    const response = await open(session, subscriber, headers);
    if (response.status !== 200) assert.fail(`a stream: ${response.status} ${await response.text()}`);
    const read = readEventStream(response.body);
    await waitFor(() => read.retries.length > 0);
    return read;
  }
  return { clock, sessions, errors, hub, proxy, open, stream };
}

describe('the live route’s boundary', () => {
  it('refuses a cross-site or no-cors request before resolving anyone, and opens a same-origin cors one', async () => {
    let asked = 0;
    const { open } = bench({}, () => {
      asked++;
      return ADA;
    });
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'Cross-Site' },
    ];
    for (const headers of refused) {
      const answer = await open('any', ADA, headers);
      assert.equal(answer.status, 403, JSON.stringify(headers));
      assert.match((await answer.json()).message, /Sec-Fetch-(Site|Mode)/);
    }
    assert.equal(asked, 0, 'no session lookup for a refused request');
    const allowed = await open('any', ADA, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    assert.equal(allowed.status, 200);
    await allowed.body?.cancel();
  });

  it('a resolveSubscriber that throws: 500, and onError hears it as on every other route', async () => {
    const { open, errors } = bench({}, () => {
      throw new Error('session store down');
    });
    const answer = await open('any', ADA);
    assert.equal(answer.status, 500);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.stage, 'resolveSubscriber');
    assert.match(errors[0]!.message, /session store down/);
  });

  it('a stream lives at most its lifetime: it ends, and the browser is resolved again when it reconnects', async () => {
    const { stream, clock } = bench({ maxStreamLifetimeMs: 60_000, heartbeatMs: 5000 });
    const read = await stream('ada-1', ADA);
    await clock.advance(50_000);
    assert.equal(read.ended, false, 'not before 90 % of the lifetime');
    await clock.advance(20_000);
    await waitFor(() => read.ended, { message: 'the stream ended at its lifetime' });
  });

  it('a revoked session ends its stream at the next check; the others stay', async () => {
    const { stream, clock, sessions } = bench({ sessionRecheckMs: 30_000, heartbeatMs: 5000 });
    const revoked = await stream('ada-1', ADA);
    const kept = await stream('ada-2', ADA);
    sessions.delete('ada-1');
    await clock.advance(40_000);
    await waitFor(() => revoked.ended, { message: 'the revoked session’s stream ended' });
    assert.equal(kept.ended, false);
  });

  it('caps streams per client, whichever subscribers they are for, beside the per-process cap', async () => {
    const { stream, open } = bench({
      clientKey: (request) => request.headers.get('x-client') ?? undefined,
      maxStreamsPerClient: 2,
    });
    await stream('ada-1', ADA, { 'x-client': 'one' });
    await stream('grace-1', GRACE, { 'x-client': 'one' });
    const third = await open('ada-2', ADA, { 'x-client': 'one' });
    assert.equal(third.status, 429);
    assert.match((await third.json()).message, /Too many live streams for this client \(at most 2\)/);
    await stream('ada-2', ADA, { 'x-client': 'two' });
  });

  it('heartbeats are spread over their interval: each stream hears one per interval, never all in one turn', async () => {
    const { stream, clock } = bench({ heartbeatMs: 25_000, maxStreamsPerSubscriber: 50 });
    const streams: ReadEventStream[] = [];
    // Opened over one interval, as browsers come.
    for (let index = 0; index < 50; index++) {
      streams.push(await stream('ada-1', ADA));
      await clock.advance(500);
    }
    const beats = () => streams.map((read) => read.comments.filter((c) => c === 'heartbeat').length);
    await clock.advance(1000);
    await new Promise((resolve) => setImmediate(resolve));
    const some = beats().filter((count) => count > 0).length;
    assert.ok(some < 50, `one turn wrote to ${some} of 50 streams`);
    await clock.advance(25_000);
    await waitFor(() => beats().every((count) => count >= 1), { message: 'every stream heard a heartbeat' });
  });
});

describe('notify and the broadcast', () => {
  it('notify returns once local delivery is done, whatever the broadcast does; a slow publish goes to onError', async () => {
    const errors: unknown[] = [];
    const stuck: LiveBroadcast = {
      publish: () => new Promise(() => undefined),
      subscribe: () => () => undefined,
    };
    const { stream, hub, clock } = bench({ broadcast: stuck, onError: (error) => errors.push(error) });
    const read = await stream('ada-1', ADA);
    await hub.notify(ADA);
    await waitFor(() => read.events.length === 1, { message: 'the local stream heard it' });
    assert.equal(errors.length, 0);
    await clock.advance(2000);
    assert.equal(errors.length, 1);
    assert.match(String(errors[0]), /did not take a message within 2000 ms/);
    const failing: LiveBroadcast = {
      publish: () => Promise.reject(new Error('redis is away')),
      subscribe: () => () => undefined,
    };
    const other = bench({ broadcast: failing, onError: (error) => errors.push(error) });
    await other.hub.notify(ADA);
    await waitFor(() => errors.some((error) => /redis is away/.test(String(error))));
  });
});
