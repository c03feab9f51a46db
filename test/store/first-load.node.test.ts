// The first load's patience (docs/reliability.md#the-first-load): a read a person waits for is tried again with
// backoff and jitter, `Retry-After` honoured, for a bounded time, and only what may pass with time; from the error
// state a list is tried again on a growing interval. Time is the fake clock's: no test waits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotifHttpError, NotifNetworkError, NotifValidationError } from '../../src/api/errors.js';
import { FIRST_LOAD_PATIENCE_MS, FirstLoadRecovery, readPatiently } from '../../src/store/first-load.js';
import { FakeClock, settle } from '../support/fake-clock.js';

const REQUEST = { method: 'GET', url: '/v1/subscribers/ada/notifications/feed' };
const unavailable = (retryAfter?: number) => new NotifHttpError(503, undefined, REQUEST, retryAfter);

/** A read that fails with `errors` in turn, then answers; it notes the clock's time of each try. */
function flakyRead(clock: FakeClock, errors: Error[]) {
  const tries: number[] = [];
  return {
    tries,
    read: async () => {
      tries.push(clock.now());
      const error = errors[tries.length - 1];
      if (error) throw error;
      return 'page';
    },
  };
}

/** Runs `promise` to its end while moving the fake clock on in steps. */
async function settled<T>(clock: FakeClock, promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  await settle();
  for (let step = 0; step < 200 && !outcome; step++) await clock.advance(100);
  assert.ok(outcome, 'it ended');
  return outcome;
}

describe('readPatiently', () => {
  it('tries again through a run of 503s and network failures, and answers once the service does', async () => {
    const clock = new FakeClock();
    const errors = [
      unavailable(),
      new NotifNetworkError(REQUEST),
      unavailable(),
      unavailable(),
      unavailable(),
    ];
    const { read, tries } = flakyRead(clock, errors);
    const { value } = await settled(clock, readPatiently(read, { clock, random: () => 0.5 }));
    assert.equal(value, 'page');
    assert.equal(tries.length, 6);
    const waits = tries.slice(1).map((at, index) => at - tries[index]!);
    assert.ok(
      waits.every((wait, index) => index === 0 || wait >= waits[index - 1]!),
      `the waits grow: ${waits}`,
    );
    assert.ok(tries.at(-1)! <= FIRST_LOAD_PATIENCE_MS);
  });

  it('gives up with the last error once the patience would be over, not before 10 s', async () => {
    const clock = new FakeClock();
    const { read, tries } = flakyRead(
      clock,
      Array.from({ length: 100 }, () => unavailable()),
    );
    const { error } = await settled(clock, readPatiently(read, { clock }));
    assert.ok(error instanceof NotifHttpError && error.status === 503);
    assert.ok(tries.at(-1)! >= 10_000 - 4000, `kept trying for ${tries.at(-1)} ms`);
    assert.ok(tries.at(-1)! <= FIRST_LOAD_PATIENCE_MS, `gave up by ${FIRST_LOAD_PATIENCE_MS} ms`);
  });

  it('waits what Retry-After says', async () => {
    const clock = new FakeClock();
    const { read, tries } = flakyRead(clock, [unavailable(3)]);
    await settled(clock, readPatiently(read, { clock }));
    assert.deepEqual(tries, [0, 3000]);
  });

  it('a Retry-After past the patience shows the error at once', async () => {
    const clock = new FakeClock();
    const { read, tries } = flakyRead(clock, [unavailable(60)]);
    const { error } = await settled(clock, readPatiently(read, { clock }));
    assert.ok(error instanceof NotifHttpError);
    assert.deepEqual(tries, [0]);
  });

  it('does not try again what time will not mend: a 404, a 401, a wrong argument', async () => {
    for (const wrong of [
      new NotifHttpError(404, undefined, REQUEST),
      new NotifHttpError(401, undefined, REQUEST),
      new NotifValidationError([{ path: 'limit', message: 'must not be greater than 100' }]),
    ]) {
      const clock = new FakeClock();
      const { read, tries } = flakyRead(clock, [wrong]);
      const { error } = await settled(clock, readPatiently(read, { clock }));
      assert.equal(error, wrong);
      assert.equal(tries.length, 1);
    }
  });

  it('stops waiting when its signal aborts', async () => {
    const clock = new FakeClock();
    const abort = new AbortController();
    const { read, tries } = flakyRead(clock, [unavailable(), unavailable()]);
    const reading = readPatiently(read, { clock, signal: abort.signal });
    await settle();
    assert.equal(clock.pending, 1, 'waiting to try again');
    abort.abort(new Error('the inbox closed'));
    const { error } = await settled(clock, reading);
    assert.match(String(error), /the inbox closed/);
    assert.equal(tries.length, 1);
  });
});

describe('FirstLoadRecovery', () => {
  it('tries a list in the error state again on a growing interval, and stops once it loaded', async () => {
    const clock = new FakeClock();
    const reloads: number[] = [];
    const recovery = new FirstLoadRecovery<'all'>(
      () => reloads.push(clock.now()),
      clock,
      () => 0.5,
    );
    recovery.start();
    for (let i = 0; i < 4; i++) {
      recovery.failed('all');
      await clock.advance(clock.nextIn!);
    }
    const waits = reloads.map((at, index) => at - (index === 0 ? 0 : reloads[index - 1]!));
    assert.deepEqual(waits, [3750, 7500, 15_000, 30_000]);
    recovery.recovered('all');
    assert.equal(clock.pending, 0, 'nothing more is tried');
    recovery.stop();
  });

  it('tries nothing while stopped', () => {
    const clock = new FakeClock();
    const recovery = new FirstLoadRecovery<'all'>(() => assert.fail('tried'), clock);
    recovery.failed('all');
    assert.equal(clock.pending, 0);
  });
});
