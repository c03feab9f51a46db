// The live channel of the inbox proxy (docs/proxy.md#live-channel): `createLiveHub()` and the route
// `GET …/v1/subscribers/{id}/live` it serves through `createInboxProxy({ live })`, in-process against the real local
// API. Timers (heartbeats, the proxy's polling) run on a fake clock: the tests move time, never wait for it.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { createInboxProxy, createLiveHub, type LiveHub } from '../../src/proxy/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { readEventStream, type ReadEventStream } from '../support/event-stream.js';
import { waitFor } from '../support/wait-for.js';

const KEY = 'local-dev-api-key';
const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const APP = 'http://app.test';

/** A proxy in front of the local API, signing in whoever the `x-user` header names, with a live hub. */
function bench(hubOptions: Parameters<typeof createLiveHub>[0] = {}, pollInterval = 0) {
  const clock = new FakeClock(Date.parse('2026-01-01T00:00:00Z'));
  const api = createLocalApi({ seed: 'demo' });
  const upstream: string[] = [];
  const localFetch = inProcessFetch(api);
  const hub = createLiveHub({ clock, ...hubOptions });
  const proxy = createInboxProxy({
    apiKey: KEY,
    baseUrl: 'http://service.test',
    resolveSubscriber: (request) => request.headers.get('x-user'),
    fetch: (input, init) => {
      upstream.push(new URL(String(input)).pathname);
      return localFetch(input, init);
    },
    live: { hub, pollInterval },
  });
  const opened: { stream: ReadEventStream; leave: AbortController }[] = [];
  async function open(as: string | null, subscriber = as ?? ADA, path?: string) {
    const leave = new AbortController();
    const response = await proxy(
      new Request(`${APP}${path ?? `/v1/subscribers/${encodeURIComponent(subscriber)}/live`}`, {
        headers: as === null ? {} : { 'x-user': as },
        signal: leave.signal,
      }),
    );
    return { response, leave };
  }
  async function stream(as: string) {
    const { response, leave } = await open(as);
    if (response.status !== 200)
      assert.fail(`a stream for ${as}: ${response.status} ${await response.text()}`);
    const read = { stream: readEventStream(response.body), leave };
    opened.push(read);
    await waitFor(() => read.stream.retries.length > 0, { message: 'the retry hint' });
    return read;
  }
  const trigger = (to: string) =>
    localFetch('http://service.test/v1/events/trigger', {
      method: 'POST',
      headers: { authorization: `ApiKey ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'welcome', to, payload: { name: 'Live' } }),
    });
  return { clock, hub, proxy, upstream, open, stream, trigger, opened };
}

/** Lets every answer and event under way land (a few turns of the event loop). */
const hubsSettle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

let hubs: LiveHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  hubs = [];
});
function tracked<T extends { hub: LiveHub }>(made: T): T {
  hubs.push(made.hub);
  return made;
}

describe('createLiveHub options', () => {
  const wrong: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown option', { maxStream: 3 }, /maxStream is not an option/],
    ...[0, -1, 1.5, NaN, '3'].map((value): [string, Record<string, unknown>, RegExp] => [
      `maxStreamsPerSubscriber: ${String(value)}`,
      { maxStreamsPerSubscriber: value },
      /maxStreamsPerSubscriber must be a positive integer/,
    ]),
    ['maxStreams: 0', { maxStreams: 0 }, /maxStreams must be a positive integer/],
    ['heartbeatMs: 2**31', { heartbeatMs: 2 ** 31 }, /heartbeatMs must be a positive integer/],
    ['a broadcast without subscribe', { broadcast: { publish() {} } }, /broadcast must have publish/],
    [
      'a broadcast without publish',
      { broadcast: { subscribe: () => () => {} } },
      /broadcast must have publish/,
    ],
    ['onError not a function', { onError: 'log' }, /onError must be a function/],
  ];
  for (const [name, options, message] of wrong) {
    it(`refuses ${name}`, () => {
      assert.throws(
        () => createLiveHub(options as never),
        (error: Error) => {
          assert.ok(error instanceof TypeError);
          assert.match(error.message, /^createLiveHub: /);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }

  it('rejects notify with a subscriber id that is not a non-empty string', async () => {
    const hub = createLiveHub();
    hubs.push(hub);
    for (const id of [42, undefined, null, '', { id: ADA }])
      await assert.rejects(hub.notify(id as never), /hub\.notify: subscriberId must be a non-empty string/);
  });

  it('notify for a subscriber with no stream resolves and costs nothing', async () => {
    const { hub, upstream } = tracked(bench());
    await hub.notify(ADA);
    assert.deepEqual(upstream, []);
  });

  it('the proxy refuses a live option that is not a hub, and a wrong pollInterval', () => {
    const hub = createLiveHub();
    hubs.push(hub);
    const base = { apiKey: KEY, baseUrl: 'http://service.test', resolveSubscriber: () => ADA };
    for (const [live, message] of [
      [{}, /live must be a hub made by createLiveHub/],
      [{ notify() {}, close() {} }, /live must be a hub made by createLiveHub/],
      [{ hub, pollInterval: -1 }, /live\.pollInterval must be an integer/],
      [{ hub, pollInterval: 1.5 }, /live\.pollInterval must be an integer/],
      [{ hub, poll: 10 }, /live\.poll is not an option/],
    ] as const)
      assert.throws(() => createInboxProxy({ ...base, live: live as never }), message);
  });
});

describe('the live route', () => {
  it('refuses without a session (401) and for another subscriber (403), as the feed does', async () => {
    const { open } = tracked(bench());
    const nobody = await open(null, ADA);
    assert.equal(nobody.response.status, 401);
    assert.equal((await nobody.response.json()).message, 'Not signed in');
    const other = await open(ADA, GRACE);
    assert.equal(other.response.status, 403);
    assert.equal((await other.response.json()).message, 'Only your own subscriber is available');
    const malformed = await open(ADA, ADA, '/v1/subscribers/%E0%A4%A/live');
    assert.equal(malformed.response.status, 400);
  });

  it('refuses methods other than GET like any route it does not serve', async () => {
    const { proxy } = tracked(bench());
    const answer = await proxy(
      new Request(`${APP}/v1/subscribers/${ADA}/live`, { method: 'POST', headers: { 'x-user': ADA } }),
    );
    assert.equal(answer.status, 403);
  });

  it('is a no-store, unbuffered event stream that starts with a retry hint and carries heartbeats', async () => {
    const { open, clock } = tracked(bench({ heartbeatMs: 25_000, retryMs: 4000 }));
    const { response } = await open(ADA);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /^text\/event-stream/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-accel-buffering'), 'no');
    const stream = readEventStream(response.body);
    await waitFor(() => stream.retries.length === 1);
    assert.deepEqual(stream.retries, [4000]);
    assert.equal(stream.comments.includes('heartbeat'), false);
    await clock.advance(24_999);
    assert.equal(stream.comments.includes('heartbeat'), false);
    await clock.advance(1);
    await waitFor(() => stream.comments.filter((c) => c === 'heartbeat').length === 1);
    await clock.advance(25_000);
    await waitFor(() => stream.comments.filter((c) => c === 'heartbeat').length === 2);
  });

  it('notify reaches every stream of that subscriber and none of another, with no key, body or name', async () => {
    const { stream, hub } = tracked(bench());
    const ada1 = await stream(ADA);
    const ada2 = await stream(ADA);
    const grace = await stream(GRACE);
    await hub.notify(ADA);
    await waitFor(() => ada1.stream.events.length === 1 && ada2.stream.events.length === 1);
    assert.deepEqual(ada1.stream.events, ['changed']);
    assert.deepEqual(grace.stream.events, []);
    for (const { stream: read } of [ada1, ada2, grace]) {
      assert.equal(read.text.includes(KEY), false);
      assert.equal(read.text.includes(ADA), false);
      assert.equal(read.text.includes(GRACE), false);
    }
  });

  it('a mark the proxy forwards reaches every stream of that subscriber, saying it was a mark and whose', async () => {
    const { stream, proxy } = tracked(bench());
    const ada = await stream(ADA);
    const grace = await stream(GRACE);
    const feed = await proxy(
      new Request(`${APP}/v1/subscribers/${ADA}/notifications/feed?limit=1`, { headers: { 'x-user': ADA } }),
    );
    assert.equal(
      feed.headers.get('notif-live'),
      `/v1/subscribers/${ADA}/live`,
      'the feed names the live route',
    );
    const id = ((await feed.json()) as { data: { _id: string }[] }).data[0]!._id;
    const key = globalThis.crypto.randomUUID();
    const marked = await proxy(
      new Request(`${APP}/v1/subscribers/${ADA}/messages/mark-as`, {
        method: 'POST',
        headers: { 'x-user': ADA, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ messageId: id, markAs: 'read' }),
      }),
    );
    assert.equal(marked.status, 201, await marked.clone().text());
    await waitFor(() => ada.stream.events.length === 1, { message: 'changed after the mark' });
    assert.match(ada.stream.text, new RegExp(`data: \\{"kind":"marked","mark":"${key}"\\}`));
    // A mark the service refuses changes nothing and tells no one.
    const refused = await proxy(
      new Request(`${APP}/v1/subscribers/${ADA}/messages/mark-as`, {
        method: 'POST',
        headers: { 'x-user': ADA, 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: id, markAs: 'archived-forever' }),
      }),
    );
    assert.ok(refused.status >= 400, `refused, not ${refused.status}`);
    await hubsSettle();
    assert.equal(ada.stream.events.length, 1);
    assert.deepEqual(grace.stream.events, []);
  });

  it('a burst of notifies in one turn ends no healthy reader: they are told as one changed', async () => {
    const { stream, hub } = tracked(bench());
    const ada = await stream(ADA);
    for (let index = 0; index < 200; index++) void hub.notify(ADA);
    await waitFor(() => ada.stream.events.length >= 1);
    await hubsSettle();
    assert.equal(ada.stream.ended, false);
    // One written at once, one on its way to the reader, the rest merged into one held for it.
    const told = ada.stream.events.length;
    assert.ok(told <= 3, `at most three events, not ${told}`);
    await hub.notify(ADA);
    await waitFor(() => ada.stream.events.length > told, { message: 'the stream still hears notify' });
  });

  it('caps streams per subscriber and per process with a clear 429', async () => {
    const { open, stream } = tracked(bench({ maxStreamsPerSubscriber: 2, maxStreams: 3 }));
    await stream(ADA);
    await stream(ADA);
    const third = await open(ADA);
    assert.equal(third.response.status, 429);
    assert.match(third.response.headers.get('content-type')!, /^application\/json/);
    assert.ok(Number(third.response.headers.get('retry-after')) > 0);
    assert.match(
      (await third.response.json()).message,
      /Too many live streams for this subscriber \(at most 2\)/,
    );
    await stream(GRACE);
    const fourth = await open(GRACE);
    assert.equal(fourth.response.status, 429);
    assert.match((await fourth.response.json()).message, /Too many live streams on this server/);
  });

  it('a browser that goes away frees its stream at once', async () => {
    const { open, stream, hub } = tracked(bench({ maxStreamsPerSubscriber: 1 }));
    const first = await stream(ADA);
    assert.equal((await open(ADA)).response.status, 429);
    first.leave.abort();
    await waitFor(() => first.stream.ended, { message: 'the stream ends when the request is aborted' });
    const second = await stream(ADA);
    // A reader that cancels (fetch's body dropped) frees it too.
    await second.stream.cancel();
    const third = await stream(ADA);
    await hub.notify(ADA);
    await waitFor(() => third.stream.events.length === 1);
  });

  it('close() ends every stream and refuses new ones', async () => {
    const { stream, open, hub } = tracked(bench());
    const ada = await stream(ADA);
    const grace = await stream(GRACE);
    await hub.close();
    await waitFor(() => ada.stream.ended && grace.stream.ended);
    const after = await open(ADA);
    assert.equal(after.response.status, 503);
  });

  it('odd and huge subscriber ids reach only their own stream', async () => {
    const { stream, open, hub } = tracked(bench());
    const odd = 'ü/../subscriber-ada?x=1#y';
    const read = await stream(odd);
    await hub.notify(ADA);
    await hub.notify(odd);
    await waitFor(() => read.stream.events.length === 1);
    assert.equal(read.stream.text.includes('subscriber-ada'), false);
    const huge = 'a'.repeat(100_000);
    assert.equal((await open(ADA, huge)).response.status, 403);
    const hugeStream = await stream(huge);
    await hub.notify(huge);
    await waitFor(() => hugeStream.stream.events.length === 1);
  });
});

describe("the proxy's polling for live streams", () => {
  const unseenReads = (upstream: string[]) =>
    upstream.filter((path) => path.endsWith('/notifications/unseen'));

  it('reads each subscriber’s count once however many streams, at a random phase, then every interval, quiet or not', async () => {
    const { stream, clock, upstream, trigger } = tracked(bench({}, 15_000));
    const tabs = [await stream(ADA), await stream(ADA), await stream(ADA)];
    const reads = async (count: number) => {
      await waitFor(() => unseenReads(upstream).length === count, { message: `${count} count reads` });
      await new Promise((resolve) => setImmediate(resolve)); // the read's answer, and its next timer
    };
    await reads(1);
    // The second read at a random phase of 0.5–1.5 intervals, then one every interval while nothing moves.
    await clock.advance(22_500);
    await reads(2);
    for (let read = 3; read <= 6; read++) {
      await clock.advance(15_000);
      await reads(read);
    }
    assert.deepEqual(
      tabs.map((tab) => tab.stream.events.length),
      [0, 0, 0],
      'nothing changed, nothing said',
    );
    // After a minute of quiet, an arrival is heard at the next read, one interval later at most.
    assert.equal((await trigger(ADA)).status, 201);
    await clock.advance(15_000);
    await reads(7);
    await waitFor(() => tabs.every((tab) => tab.stream.events.length === 1), {
      message: 'changed on every tab',
    });
    await clock.advance(15_000);
    await reads(8);
    assert.ok(unseenReads(upstream).every((path) => path === `/v1/subscribers/${ADA}/notifications/unseen`));
  });

  it('stops reading when the subscriber’s last stream ends, and never polls with pollInterval 0', async () => {
    const { stream, clock, upstream } = tracked(bench({}, 10_000));
    const tab = await stream(ADA);
    await waitFor(() => unseenReads(upstream).length === 1);
    tab.leave.abort();
    await waitFor(() => tab.stream.ended);
    await clock.advance(60_000);
    assert.equal(unseenReads(upstream).length, 1);

    const off = tracked(bench({}, 0));
    await off.stream(ADA);
    await off.clock.advance(120_000);
    assert.deepEqual(unseenReads(off.upstream), []);
  });
});
