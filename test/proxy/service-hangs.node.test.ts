// The proxy when the service hangs or drops connections (docs/proxy.md#when-the-service-hangs, #retries), over real
// loopback HTTP with the local API as the service. The proxy's timers run on the fake clock: a stalled request
// times out when the test moves time on, never by waiting.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import { createLocalApi, DEMO_KEYS } from 'notif-local-api';
import { createInboxProxy, type InboxProxyOptions } from '../../src/proxy/index.js';
import { FakeClock } from '../support/fake-clock.js';
import { assertSafeAnswer, FEED, MARK, startAttackBench, type AttackBench } from '../support/proxy-attack.js';
import { startServer, type TestServer } from '../support/server.js';
import { waitFor } from '../support/wait-for.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const FEED_PATH = '/api/notif/v1/subscribers/subscriber-ada/notifications/feed';

/** The local API, which can be made to hold every request it gets until the test lets them go. */
async function startHangingService(): Promise<
  TestServer & { arrived: number; hang(on: boolean): void; letGo(): void }
> {
  const api = createLocalApi({ seed: 'demo', now: () => NOW });
  let hanging = false;
  let held: (() => void)[] = [];
  const state = { arrived: 0 };
  const server = await startServer(async (request) => {
    state.arrived++;
    if (hanging) await new Promise<void>((resolve) => held.push(resolve));
    return api(request);
  });
  return {
    ...server,
    get arrived() {
      return state.arrived;
    },
    hang: (on) => (hanging = on),
    letGo: () => {
      for (const resolve of held) resolve();
      held = [];
    },
  };
}

async function startFront(serviceUrl: string, options: Partial<InboxProxyOptions>): Promise<TestServer> {
  const proxy = createInboxProxy({
    apiKey: DEMO_KEYS.development,
    baseUrl: serviceUrl,
    basePath: '/api/notif',
    resolveSubscriber: () => 'subscriber-ada',
    ...options,
  });
  return startServer(proxy);
}

describe('inbox proxy: a service that hangs', () => {
  const servers: TestServer[] = [];
  let service: Awaited<ReturnType<typeof startHangingService>>;
  afterEach(async () => {
    service.letGo();
    for (const server of servers.splice(0)) await server.close();
  });

  async function setUp(options: Partial<InboxProxyOptions>) {
    service = await startHangingService();
    const front = await startFront(service.url, options);
    servers.push(front, service);
    return (path = FEED_PATH) => fetch(`${front.url}${path}`);
  }

  it(`past a subscriber's share a request is answered 503 with Retry-After at once, and never sent`, async () => {
    const clock = new FakeClock();
    const get = await setUp({ maxInFlight: 2, maxInFlightPerSubscriber: 2, clock });
    service.hang(true);
    const waiting = [get(), get()];
    await waitFor(() => service.arrived === 2);
    const refused = await get();
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    const body = (await refused.json()) as { message: string; statusCode: number };
    assert.equal(body.statusCode, 503);
    assert.match(body.message, /already have 2 requests waiting/);
    assert.equal(service.arrived, 2, 'the refused request never reached the service');

    service.hang(false);
    service.letGo();
    for (const answer of await Promise.all(waiting)) assert.equal(answer.status, 200);
    assert.equal((await get()).status, 200, 'a request goes again once one came back');
  });

  it('after `failures` timeouts of a subscriber in a row it stops sending theirs for the cool-down, then lets one probe', async () => {
    const clock = new FakeClock();
    const get = await setUp({ timeoutMs: 1000, circuitBreaker: { failures: 3, cooldownMs: 5000 }, clock });
    service.hang(true);
    const stalled = [get(), get(), get()];
    await waitFor(() => service.arrived === 3);
    await clock.advance(1000);
    for (const answer of await Promise.all(stalled)) assert.equal(answer.status, 504);

    const fast = await get();
    assert.equal(fast.status, 503);
    assert.equal(fast.headers.get('retry-after'), '5');
    assert.match(((await fast.json()) as { message: string }).message, /not answering/);
    await clock.advance(3000);
    assert.equal((await get()).headers.get('retry-after'), '2', 'Retry-After counts down with the clock');
    assert.equal(service.arrived, 3, 'nothing was sent while the breaker was open');

    await clock.advance(2000);
    const probe = get();
    await waitFor(() => service.arrived === 4);
    const besideTheProbe = await get();
    assert.equal(besideTheProbe.status, 503, 'one probe at a time');
    assert.equal(service.arrived, 4);
    await clock.advance(1000);
    assert.equal((await probe).status, 504, 'the probe timed out too');
    assert.equal((await get()).status, 503, 'a failed probe opens the breaker again');

    service.hang(false);
    service.letGo();
    await clock.advance(5000);
    assert.equal((await get()).status, 200, 'the next probe finds the service back');
    const after = await Promise.all([get(), get(), get()]);
    assert.deepEqual(
      after.map((answer) => answer.status),
      [200, 200, 200],
      'the breaker is closed again',
    );
  });

  it('an answer between timeouts starts the count again', async () => {
    const clock = new FakeClock();
    const get = await setUp({ timeoutMs: 1000, circuitBreaker: { failures: 2, cooldownMs: 5000 }, clock });
    service.hang(true);
    const first = get();
    await waitFor(() => service.arrived === 1);
    await clock.advance(1000);
    assert.equal((await first).status, 504);
    service.hang(false);
    assert.equal((await get()).status, 200);
    service.hang(true);
    const second = get();
    await waitFor(() => service.arrived === 3);
    await clock.advance(1000);
    assert.equal((await second).status, 504);
    service.hang(false);
    assert.equal((await get()).status, 200, 'two timeouts, but not in a row: the breaker stays closed');
  });
});

describe('inbox proxy: the options that bound it are checked at creation', () => {
  const base = { apiKey: 'k', baseUrl: 'http://127.0.0.1:1', resolveSubscriber: () => 'a' };
  for (const [options, message] of [
    [{ maxInFlight: 0 }, /maxInFlight must be a positive integer \(requests\) up to 1000000, not 0/],
    [{ maxInFlight: '256' }, /maxInFlight must be a positive integer.*not string/],
    [{ circuitBreaker: { failures: 0 } }, /circuitBreaker.failures must be a positive integer/],
    [{ circuitBreaker: { cooldownMs: 1.5 } }, /circuitBreaker.cooldownMs must be a positive integer/],
    [
      { circuitBreaker: { wait: 1 } },
      /circuitBreaker.wait is not an option \(failures, cooldownMs, subscribers\)/,
    ],
    [{ circuitBreaker: { subscribers: 0 } }, /circuitBreaker.subscribers must be a positive integer/],
    [{ maxInFlightPerSubscriber: 0 }, /maxInFlightPerSubscriber must be a positive integer \(requests\)/],
    [{ maxInFlightPerSubscriber: 2.5 }, /maxInFlightPerSubscriber must be a positive integer.*not 2\.5/],
    [
      { maxInFlight: 4, maxInFlightPerSubscriber: 5 },
      /^createInboxProxy: maxInFlightPerSubscriber must be at most maxInFlight \(4\), not 5$/,
    ],
    [{ circuitBreaker: 5 }, /circuitBreaker must be an object/],
    [{ clock: { now: () => 0 } }, /clock must be an object with now, setTimeout and clearTimeout/],
  ] as const) {
    it(`${JSON.stringify(options)} is refused`, () => {
      assert.throws(
        () => createInboxProxy({ ...base, ...(options as object) } as InboxProxyOptions),
        (error: unknown) => error instanceof TypeError && message.test(error.message),
      );
    });
  }
});

describe('inbox proxy: a connection the service closed before answering', () => {
  let bench: AttackBench;
  afterEach(() => bench.close());

  /** The service takes the request on the pooled connection, then drops it without a byte of answer. */
  const dropTheConnection = () =>
    bench.upstream.misbehave((_request, response) => response.socket?.destroy());

  it('a GET on a pooled connection the service dropped is tried once more, and answered', async () => {
    bench = await startAttackBench();
    assert.equal((await bench.send(FEED)).status, 200, 'a first request leaves a pooled connection');
    bench.reset();
    dropTheConnection();
    const reply = await bench.send(FEED);
    assert.equal(reply.status, 200, reply.text);
    assert.equal(bench.upstream.received.length, 2, 'the dropped request and its one retry');
    assertSafeAnswer(reply, bench.rejections);
  });

  it('a GET is tried once more only: a service that drops every connection is a 502', async () => {
    bench = await startAttackBench();
    let drops = 0;
    const dropper = createServer((request) => {
      drops++;
      request.socket.destroy();
    });
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    const { port } = dropper.address() as AddressInfo;
    const front = await startFront(`http://127.0.0.1:${port}`, {});
    try {
      const answer = await fetch(`${front.url}${FEED_PATH}`);
      assert.equal(answer.status, 502);
      assert.match(((await answer.json()) as { message: string }).message, /could not be reached/);
      assert.equal(drops, 2, 'the request and one retry');
    } finally {
      await front.close();
      dropper.closeAllConnections();
      await new Promise((resolve) => dropper.close(resolve));
    }
  });

  it('a mark-as without an idempotency key is never sent twice', async () => {
    bench = await startAttackBench();
    dropTheConnection();
    const reply = await bench.send(MARK, {
      method: 'POST',
      body: { messageId: 'message-1', markAs: 'read' },
    });
    assert.equal(reply.status, 502);
    assert.equal(bench.upstream.received.length, 1);
  });

  it('a mark-as with an idempotency key is tried once more: the service applies it once', async () => {
    bench = await startAttackBench();
    dropTheConnection();
    const reply = await bench.send(MARK, {
      method: 'POST',
      headers: { 'idempotency-key': 'ada-retry-1' },
      body: { messageId: 'message-1', markAs: 'read' },
    });
    assert.equal(reply.status, 201, reply.text);
    assert.equal(bench.upstream.received.length, 2);
    assert.equal(
      bench.upstream.received[0]!.headers['idempotency-key'],
      bench.upstream.received[1]!.headers['idempotency-key'],
    );
  });
});
