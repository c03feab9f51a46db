// Attacks on the proxy's fairness (docs/security.md#fair-shares): one signed-in subscriber, Mallory, tries to close
// the proxy for everyone, with slow deep pages that time out, with a flood of requests, and by always being the first
// to probe a breaker; the others (Ada, Grace, …) must keep getting their inbox. Over real loopback HTTP, with the
// local API as the service; the service holds the requests the test picks until it lets them go, and the proxy's
// timers run on the fake clock, so a stalled request times out when the test moves time on, never by waiting.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { createLocalApi, DEMO_KEYS } from 'notif-local-api';
import { createInboxProxy, type InboxProxyOptions } from '../../src/proxy/index.js';
import { upstreamGate } from '../../src/proxy/upstream-gate.js';
import { FakeClock } from '../support/fake-clock.js';
import { startServer, type TestServer } from '../support/server.js';
import { waitFor } from '../support/wait-for.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const MALLORY = 'subscriber-linus';
const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const DEEP_PAGE = 'page=100000&limit=100';

/** The local API, holding every request `holds` picks until the test lets them go. */
async function startService() {
  const api = createLocalApi({ seed: 'demo', now: () => NOW });
  let holds: (url: URL) => boolean = () => false;
  let held: (() => void)[] = [];
  const arrived: string[] = [];
  const server = await startServer(async (request) => {
    const url = new URL(request.url);
    arrived.push(`${url.pathname}${url.search}`);
    if (holds(url)) await new Promise<void>((resolve) => held.push(resolve));
    return api(request);
  });
  return {
    ...server,
    arrived,
    /** How many requests of `subscriberId` reached the service. */
    from: (subscriberId: string) => arrived.filter((path) => path.includes(`/${subscriberId}/`)).length,
    hold(which: (url: URL) => boolean) {
      holds = which;
    },
    letGo() {
      holds = () => false;
      for (const resolve of held) resolve();
      held = [];
    },
  };
}

describe('inbox proxy attacks: one subscriber against the others', () => {
  const servers: TestServer[] = [];
  let service: Awaited<ReturnType<typeof startService>>;
  afterEach(async () => {
    service.letGo();
    for (const server of servers.splice(0)) await server.close();
  });

  /** A proxy in front of the service; each request says who is signed in (`x-user`), as a session cookie would. */
  async function setUp(options: Partial<InboxProxyOptions>) {
    service = await startService();
    const proxy = createInboxProxy({
      apiKey: DEMO_KEYS.development,
      baseUrl: service.url,
      resolveSubscriber: (request) => request.headers.get('x-user'),
      ...options,
    });
    const front = await startServer(proxy);
    servers.push(front, service);
    return (user: string, query = 'limit=5') =>
      fetch(`${front.url}/v1/subscribers/${user}/notifications/feed?${query}`, {
        headers: { 'x-user': user },
      });
  }

  const deepPages = (url: URL) => url.search.includes('page=100000');
  const statuses = async (replies: Promise<Response>[]) => (await Promise.all(replies)).map((r) => r.status);

  it('slow deep pages of one subscriber open a breaker for that subscriber only: the others keep getting 200', async () => {
    const clock = new FakeClock();
    const get = await setUp({ timeoutMs: 1000, clock });
    service.hold(deepPages);
    const stalled = Array.from({ length: 5 }, () => get(MALLORY, DEEP_PAGE));
    await waitFor(() => service.from(MALLORY) === 5);
    await clock.advance(1000);
    assert.deepEqual(await statuses(stalled), [504, 504, 504, 504, 504]);

    const adas = [];
    for (let i = 0; i < 80; i++) adas.push((await get(ADA)).status);
    assert.deepEqual(adas, Array(80).fill(200), 'another subscriber is never refused');
    const mallorys = await get(MALLORY);
    assert.equal(mallorys.status, 503, 'Mallory’s own breaker is open');
    assert.match(((await mallorys.json()) as { message: string }).message, /not answering your requests/);
    assert.equal(service.from(MALLORY), 5, 'nothing of Mallory’s was sent while her breaker was open');
  });

  it('a subscriber who keeps a request ready wins only their own probe, and reopens only their own breaker', async () => {
    const clock = new FakeClock();
    const get = await setUp({ timeoutMs: 1000, circuitBreaker: { failures: 5, cooldownMs: 5000 }, clock });
    service.hold(deepPages);
    const stalled = Array.from({ length: 5 }, () => get(MALLORY, DEEP_PAGE));
    await waitFor(() => service.from(MALLORY) === 5);
    await clock.advance(1000);
    await Promise.all(stalled);
    for (let round = 0; round < 4; round++) {
      await clock.advance(5000);
      const probe = get(MALLORY, DEEP_PAGE);
      await waitFor(() => service.from(MALLORY) === 6 + round);
      assert.equal((await get(ADA)).status, 200, `round ${round}: Ada is answered beside Mallory's probe`);
      await clock.advance(1000);
      assert.equal((await probe).status, 504);
      assert.equal((await get(ADA)).status, 200, `round ${round}: Ada is answered after it failed`);
      assert.equal((await get(MALLORY)).status, 503, `round ${round}: Mallory's breaker is open again`);
    }
  });

  it('the shared breaker opens when the service fails for several subscribers, and then refuses everyone', async () => {
    const clock = new FakeClock();
    const get = await setUp({ timeoutMs: 1000, circuitBreaker: { failures: 5, subscribers: 3 }, clock });
    service.hold(() => true);
    const stalled = [ADA, ADA, GRACE, GRACE, MALLORY, MALLORY].map((user) => get(user));
    await waitFor(() => service.arrived.length === 6);
    await clock.advance(1000);
    assert.deepEqual(await statuses(stalled), Array(6).fill(504));
    const newcomer = await get('subscriber-newcomer');
    assert.equal(newcomer.status, 503, 'a subscriber who never failed is refused too: the service is down');
    assert.match(((await newcomer.json()) as { message: string }).message, /not sending it requests/);
    assert.equal(service.arrived.length, 6);
  });

  it('failures of one subscriber alone, however many in a row, never open the shared breaker', async () => {
    const clock = new FakeClock();
    const get = await setUp({ timeoutMs: 1000, circuitBreaker: { failures: 2, subscribers: 2 }, clock });
    service.hold(deepPages);
    const stalled = Array.from({ length: 8 }, () => get(MALLORY, DEEP_PAGE));
    await waitFor(() => service.from(MALLORY) === 8);
    await clock.advance(1000);
    assert.deepEqual(await statuses(stalled), Array(8).fill(504));
    assert.equal((await get(ADA)).status, 200);
  });

  it('the shared breaker’s probe never goes to the same subscriber twice in a row', async () => {
    const clock = new FakeClock();
    const get = await setUp({
      timeoutMs: 1000,
      circuitBreaker: { failures: 3, cooldownMs: 5000, subscribers: 3 },
      clock,
    });
    service.hold(() => true);
    const stalled = [ADA, GRACE, MALLORY].map((user) => get(user));
    await waitFor(() => service.arrived.length === 3);
    await clock.advance(1000);
    await Promise.all(stalled);
    assert.equal((await get(ADA)).status, 503, 'open');

    await clock.advance(5000);
    const malloryProbe = get(MALLORY);
    await waitFor(() => service.arrived.length === 4);
    await clock.advance(1000);
    assert.equal((await malloryProbe).status, 504, 'Mallory probed, and it failed');

    await clock.advance(5000);
    const again = await get(MALLORY);
    assert.equal(again.status, 503, 'Mallory may not probe twice in a row');
    assert.equal(service.arrived.length, 4, 'her request was not sent');
    service.letGo();
    assert.equal((await get(ADA)).status, 200, 'Ada probes, finds the service back, and closes the breaker');
    assert.equal((await get(MALLORY)).status, 200);
  });

  it('a flood from one subscriber takes their own share only: the others keep getting 200', async () => {
    const clock = new FakeClock();
    const get = await setUp({ maxInFlight: 16, clock });
    service.hold((url) => url.pathname.includes(`/${MALLORY}/`));
    const flood = Array.from({ length: 20 }, () => get(MALLORY));
    await waitFor(() => service.from(MALLORY) === 8);
    // Ada's requests one after another: ten at once would be more than her own share of 8, whatever Mallory does.
    const adas: number[] = [];
    for (let i = 0; i < 10; i++) adas.push((await get(ADA)).status);
    assert.deepEqual(adas, Array(10).fill(200));
    service.letGo();
    const malloryStatuses = await statuses(flood);
    assert.equal(malloryStatuses.filter((status) => status === 200).length, 8, 'her share: 8 at once');
    const refused = malloryStatuses.filter((status) => status === 503).length;
    assert.equal(refused, 12, 'the rest of her flood is refused at once');
  });

  it('maxInFlightPerSubscriber sets the share; maxInFlight still caps the whole process', async () => {
    const clock = new FakeClock();
    const get = await setUp({ maxInFlight: 4, maxInFlightPerSubscriber: 3, clock });
    service.hold(() => true);
    const held = [get(MALLORY), get(MALLORY), get(MALLORY), get(GRACE)];
    await waitFor(() => service.arrived.length === 4);
    const own = await get(MALLORY);
    assert.equal(own.status, 503);
    assert.match(((await own.json()) as { message: string }).message, /^You already have 3 requests waiting/);
    const whole = await get(ADA);
    assert.equal(whole.status, 503);
    assert.match(((await whole.json()) as { message: string }).message, /^The proxy already has 4 requests/);
    service.letGo();
    assert.deepEqual(await statuses(held), [200, 200, 200, 200]);
  });
});

describe('the gate: a named share for the proxy’s own requests (the live channel’s polls)', () => {
  const settings = {
    maxInFlight: 10,
    maxInFlightPerSubscriber: 2,
    failures: 2,
    cooldownMs: 1000,
    failingShares: 2,
  };

  it('has its own cap, apart from every subscriber’s, inside the process cap', () => {
    const gate = upstreamGate({ ...settings, clock: new FakeClock() });
    const polls = gate.namedShare('live-poll', 3);
    const admitted = [gate.admit(polls), gate.admit(polls), gate.admit(polls)];
    assert.deepEqual(
      admitted.map((a) => a.admitted),
      [true, true, true],
    );
    const fourth = gate.admit(polls);
    assert.equal(fourth.admitted, false);
    assert.match(!fourth.admitted ? fourth.message : '', /3 of its own requests/);
    assert.equal(
      gate.admit(gate.subscriberShare('live-poll')).admitted,
      true,
      'a subscriber named alike is apart',
    );
    assert.equal(gate.inFlight, 4);
  });

  it('has its own breaker: its failures stop its requests, not the subscribers’', () => {
    const clock = new FakeClock();
    const gate = upstreamGate({ ...settings, clock });
    const polls = gate.namedShare('live-poll');
    for (let i = 0; i < 2; i++) {
      const admission = gate.admit(polls);
      assert.ok(admission.admitted);
      admission.release('failed');
    }
    assert.equal(gate.admit(polls).admitted, false, 'the polls wait for the cool-down');
    const ada = gate.admit(gate.subscriberShare(ADA));
    assert.equal(ada.admitted, true, 'Ada does not');
  });
});
