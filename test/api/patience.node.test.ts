// A read someone is waiting for (docs/reliability.md#the-first-load): with `patienceMs`, the client keeps trying what
// may pass with time after its own retries, with the same backoff and `Retry-After` honoured, until the patience is
// spent; what cannot pass with time fails at once, and retries turned off turn it off. The local API answers, with a
// failure put in front of it for as many requests as a test says; the library's timers run on a fake clock.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createLocalApi, DEMO_KEYS, inProcessFetch } from 'notif-local-api';
import { NotifClient, type NotifClientOptions } from '../../src/api/client.js';
import { NotifHttpError, NotifValidationError } from '../../src/api/errors.js';
import { useClock } from '../../src/utils/clock.js';
import { FakeClock } from '../support/fake-clock.js';

const ADA = 'subscriber-ada';

/** The local API behind `failures` answers of `status` (with `headers`), then its own; every request counted. */
function failingFirst(failures: number, status = 503, headers: Record<string, string> = {}) {
  const api = inProcessFetch(createLocalApi({ seed: 'demo' }));
  const sent: number[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push(clock.now());
    if (sent.length <= failures)
      return new Response(JSON.stringify({ statusCode: status, message: 'Not now' }), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    return api(input, init);
  };
  return { fetch, sent };
}

function clientOf(fetch: typeof globalThis.fetch, options: Partial<NotifClientOptions> = {}) {
  return new NotifClient({
    baseUrl: 'http://local-api.test',
    auth: { apiKey: DEMO_KEYS.development },
    random: () => 0.5,
    ...options,
    fetch,
  });
}

/** Runs `call` to its end, moving the fake clock on as it waits; with the clock time it took. */
async function settled<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown; took: number }> {
  const started = clock.now();
  let outcome: { value?: T; error?: unknown } | undefined;
  call.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  for (let moved = 0; !outcome; moved += 50) {
    if (moved > 300_000) throw new Error('the call never ended');
    await clock.advance(50);
  }
  return { ...outcome, took: clock.now() - started };
}

let clock: FakeClock;
let restore: () => void;
beforeEach(() => {
  clock = new FakeClock(Date.now());
  restore = useClock(clock);
});
afterEach(() => restore());

describe('the client: patienceMs', () => {
  it('keeps trying past its own retries until the service answers, within the patience', async () => {
    const { fetch, sent } = failingFirst(6);
    const { value, error } = await settled(clientOf(fetch).listFeed(ADA, {}, { patienceMs: 12_000 }));
    assert.equal(error, undefined);
    assert.ok(value!.data.length > 0, 'the first page');
    assert.equal(sent.length, 7, 'six failures, then the answer');
  });

  it('without patience, gives up after its own retries (three attempts)', async () => {
    const { fetch, sent } = failingFirst(6);
    const { error } = await settled(clientOf(fetch).listFeed(ADA));
    assert.ok(error instanceof NotifHttpError && error.status === 503);
    assert.equal(sent.length, 3);
  });

  it('gives up with the last failure once the patience is spent, its last try within it', async () => {
    const { fetch, sent } = failingFirst(Infinity);
    const { error, took } = await settled(clientOf(fetch).listFeed(ADA, {}, { patienceMs: 12_000 }));
    assert.ok(error instanceof NotifHttpError && error.status === 503);
    assert.ok(sent.length > 3, `tried past the retries: ${sent.length}`);
    assert.ok(sent.at(-1)! - sent[0]! <= 12_000, 'the last try within the patience');
    assert.ok(took <= 12_000 + 10_000, `gave up after the last try's own time: ${took}`);
  });

  it('honours Retry-After, and does not wait past the patience for it', async () => {
    const patient = failingFirst(2, 503, { 'retry-after': '4' });
    const { error } = await settled(clientOf(patient.fetch).listFeed(ADA, {}, { patienceMs: 12_000 }));
    assert.equal(error, undefined);
    assert.ok(patient.sent[1]! - patient.sent[0]! >= 4000, 'waited what the service asked');

    const tooLong = failingFirst(Infinity, 503, { 'retry-after': '10' });
    const { error: gaveUp } = await settled(
      clientOf(tooLong.fetch).listFeed(ADA, {}, { patienceMs: 12_000 }),
    );
    assert.ok(gaveUp instanceof NotifHttpError);
    assert.equal(tooLong.sent.length, 3, 'the retries waited; a third wait of 10 s would pass the patience');
  });

  it('fails at once on what cannot pass with time, and not at all with retries off', async () => {
    const forbidden = failingFirst(Infinity, 403);
    const { error } = await settled(clientOf(forbidden.fetch).listFeed(ADA, {}, { patienceMs: 12_000 }));
    assert.ok(error instanceof NotifHttpError && error.status === 403);
    assert.equal(forbidden.sent.length, 1);

    const off = failingFirst(Infinity);
    await settled(clientOf(off.fetch, { retry: false }).listFeed(ADA, {}, { patienceMs: 12_000 }));
    assert.equal(off.sent.length, 1, 'retry: false turns patience off too');
  });

  it('refuses a patienceMs that is not a number of milliseconds, naming it, and sends nothing', async () => {
    for (const patienceMs of [-1, Number.NaN, '5000', {}]) {
      const { fetch, sent } = failingFirst(0);
      const { error } = await settled(
        clientOf(fetch).listFeed(ADA, {}, { patienceMs: patienceMs as unknown as number }),
      );
      assert.ok(error instanceof NotifValidationError, String(patienceMs));
      assert.equal(error.field, 'patienceMs');
      assert.deepEqual(sent, []);
    }
  });
});
