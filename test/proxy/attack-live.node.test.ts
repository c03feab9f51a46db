// Attacks on the live route (docs/security.md#the-live-route), over real HTTP against the attack bench: another
// subscriber's stream, no session, more streams than allowed, odd and huge ids, a browser that drops the connection.
// Refusals are the proxy's own JSON answers and reach the service with nothing; a stream carries no key, no message
// and no name, and a dropped connection frees its place at once.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createLiveHub } from '../../src/proxy/index.js';
import { readEventStream } from '../support/event-stream.js';
import {
  ADA,
  ATTACK_KEY,
  assertSafeAnswer,
  BASE,
  GRACE,
  route,
  startAttackBench,
  type AttackBench,
} from '../support/proxy-attack.js';
import { waitFor } from '../support/wait-for.js';

const LIVE = route(ADA, '/live');
const hub = createLiveHub({ maxStreamsPerSubscriber: 2, maxStreams: 3 });

/**
 * Opens a stream as Ada over HTTP, with her session cookie, once there is a place for it (the streams of the case
 * before may take a moment to be let go on the server).
 */
async function openLive(proxyUrl: string, path = LIVE) {
  const leave = new AbortController();
  const response = (await waitFor(
    async () => {
      const attempt = await fetch(`${proxyUrl}${path}`, {
        headers: { cookie: 'session=ada-session' },
        signal: leave.signal,
      });
      if (attempt.status === 200) return attempt;
      assert.equal(attempt.status, 429, 'a stream, or no place for one yet');
      await attempt.body?.cancel();
      return undefined;
    },
    { message: `a live stream at ${path}` },
  ))!;
  const stream = readEventStream(response.body);
  await waitFor(() => stream.retries.length > 0);
  return { stream, leave };
}

describe('attack: the live route', () => {
  let bench: AttackBench;
  before(async () => {
    bench = await startAttackBench({ live: { hub, pollInterval: 0 } });
  });
  after(async () => {
    await hub.close();
    await bench.close();
  });
  beforeEach(() => bench.reset());

  const refusals: { name: string; path: string; as?: string | null; method?: string; status: number }[] = [
    { name: 'no session', path: LIVE, as: null, status: 401 },
    { name: "Grace's stream", path: route(GRACE, '/live'), status: 403 },
    {
      name: 'an encoded slash into another id',
      path: route('subscriber-ada%2F..%2Fsubscriber-grace', '/live'),
      status: 403,
    },
    { name: 'a NUL in the id', path: route('subscriber-ada%00', '/live'), status: 403 },
    { name: 'a malformed escape', path: route('%E0%A4%A', '/live'), status: 400 },
    { name: 'a huge id', path: route(`${ADA}${'x'.repeat(8000)}`, '/live'), status: 403 },
    { name: 'a dot segment', path: `${BASE}/v1/subscribers/${GRACE}/live/../live`, status: 403 },
    { name: 'a trailing path', path: `${LIVE}/extra`, status: 403 },
    { name: 'a POST', path: LIVE, method: 'POST', status: 403 },
    { name: 'outside the mount point', path: `/v1/subscribers/${ADA}/live`, status: 403 },
  ];
  for (const refusal of refusals) {
    it(`refuses ${refusal.name} with ${refusal.status}, reaching nothing`, async () => {
      const reply = await bench.send(refusal.path, {
        ...(refusal.as !== undefined ? { as: refusal.as } : {}),
        ...(refusal.method ? { method: refusal.method, body: '{}' } : {}),
      });
      assert.equal(reply.status, refusal.status, reply.text);
      assertSafeAnswer(reply, bench.rejections, refusal.method);
      assert.deepEqual(bench.upstream.received, []);
    });
  }

  it('too many streams: 429 past the per-subscriber cap, with a clear JSON error; a dropped one frees its place', async () => {
    const first = await openLive(bench.proxyUrl);
    const second = await openLive(bench.proxyUrl);
    const third = await bench.send(LIVE);
    assert.equal(third.status, 429);
    assertSafeAnswer(third, bench.rejections);
    assert.match(third.json.message, /Too many live streams for this subscriber \(at most 2\)/);
    // The browser drops the connection: the stream ends on the server and its place is free again.
    first.leave.abort();
    const { stream } = await openLive(bench.proxyUrl);
    await hub.notify(ADA);
    await waitFor(() => stream.events.length === 1 && second.stream.events.length === 1);
    for (const text of [stream.text, second.stream.text]) {
      assert.equal(text.includes(ATTACK_KEY), false);
      assert.equal(text.includes(ADA), false);
    }
    await stream.cancel();
    second.leave.abort();
    assert.deepEqual(bench.rejections, []);
  });

  it('a query naming another subscriber changes nothing: the stream is the signed-in one’s', async () => {
    const ada = await openLive(bench.proxyUrl, `${LIVE}?subscriberId=${GRACE}`);
    await hub.notify(GRACE);
    await hub.notify(ADA);
    await waitFor(() => ada.stream.events.length === 1);
    ada.leave.abort();
    assert.deepEqual(bench.upstream.received, [], 'with pollInterval 0 the stream costs the service nothing');
  });
});
