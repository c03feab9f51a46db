// Which failed marks are sent again, and when (docs/reliability.md): about 1 s doubling to 30 s with jitter, or the
// service's Retry-After.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  NotifHttpError,
  NotifNetworkError,
  NotifResponseError,
  NotifTimeoutError,
  NotifValidationError,
} from '../../src/api/errors.js';
import { ResendScheduler, isPassingFailure } from '../../src/store/resend-scheduler.js';
import { FakeClock } from '../support/fake-clock.js';

const REQUEST = { method: 'POST', url: 'http://127.0.0.1/v1/subscribers/s/messages/mark-as' };
const http = (status: number, retryAfter?: number) =>
  new NotifHttpError(status, undefined, REQUEST, retryAfter);

describe('isPassingFailure', () => {
  it('sends again after network errors, timeouts, 408, 409, 429 and every 5xx', () => {
    assert.equal(isPassingFailure(new NotifNetworkError(REQUEST)), true);
    assert.equal(isPassingFailure(new NotifTimeoutError(REQUEST, 10)), true);
    for (const status of [408, 409, 429, 500, 502, 503, 504, 507, 599])
      assert.equal(isPassingFailure(http(status)), true, String(status));
  });

  it('takes any other 4xx, and a request refused before sending, as definitive', () => {
    for (const status of [400, 401, 403, 404, 410, 413, 422])
      assert.equal(isPassingFailure(http(status)), false, String(status));
    assert.equal(
      isPassingFailure(new NotifValidationError([{ path: 'messageId', message: 'is required' }])),
      false,
    );
    assert.equal(isPassingFailure(new NotifResponseError(REQUEST, 'not JSON')), false);
    assert.equal(isPassingFailure(new Error('unexpected')), false);
  });
});

describe('ResendScheduler.delay', () => {
  it('starts near 1 s and doubles up to 30 s, between half and all of each step', () => {
    const low = new ResendScheduler(() => undefined, { random: () => 0 });
    const high = new ResendScheduler(() => undefined, { random: () => 0.999999 });
    const ceilings = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000];
    ceilings.forEach((ceiling, index) => {
      assert.equal(low.delay(index + 1), ceiling / 2, `failure ${index + 1}`);
      assert.equal(high.delay(index + 1), ceiling, `failure ${index + 1}`);
    });
  });

  it('waits what Retry-After asked, even past the longest backoff', () => {
    const scheduler = new ResendScheduler(() => undefined, { random: () => 0 });
    assert.equal(scheduler.delay(1, http(503, 3)), 3000);
    assert.equal(scheduler.delay(7, http(429, 0)), 0);
    assert.equal(scheduler.delay(1, http(409, 45)), 45_000);
  });
});

describe('ResendScheduler', () => {
  it('calls a failed key back after its delay, later after each further failure', async () => {
    const clock = new FakeClock();
    const calls: string[] = [];
    const scheduler = new ResendScheduler((key) => calls.push(key), {
      baseDelayMs: 20,
      random: () => 0,
      clock,
    });
    scheduler.failed('a');
    assert.equal(scheduler.waiting, 1);
    await clock.advance(9);
    assert.deepEqual(calls, [], 'first failure: not before 10 ms');
    await clock.advance(1);
    assert.deepEqual(calls, ['a']);
    assert.equal(scheduler.waiting, 0);
    scheduler.failed('a'); // second failure: 20 ms, not 10
    await clock.advance(19);
    assert.deepEqual(calls, ['a'], 'second failure: not before 20 ms');
    await clock.advance(1);
    assert.deepEqual(calls, ['a', 'a']);
  });

  it('waits what Retry-After asked, then the backoff again', async () => {
    const clock = new FakeClock();
    const calls: string[] = [];
    const scheduler = new ResendScheduler((key) => calls.push(key), { random: () => 0, clock });
    scheduler.failed('a', http(503, 3));
    assert.equal(clock.nextIn, 3000);
    await clock.advance(3000);
    assert.deepEqual(calls, ['a']);
    scheduler.failed('a'); // second failure, no Retry-After: half of 2 s with no jitter
    assert.equal(clock.nextIn, 1000);
  });

  it('forgets a settled key and calls nothing after stop', async () => {
    const clock = new FakeClock();
    const calls: string[] = [];
    const scheduler = new ResendScheduler((key) => calls.push(key), {
      baseDelayMs: 10,
      random: () => 0,
      clock,
    });
    scheduler.failed('a');
    scheduler.failed('b');
    scheduler.settled('a');
    assert.equal(scheduler.isScheduled('a'), false);
    scheduler.stop();
    assert.equal(scheduler.waiting, 0);
    assert.equal(clock.pending, 0, 'no timer left behind');
    scheduler.failed('c'); // failed after the stop: proves the clock runs the scheduler's calls past a's and b's time
    await clock.advance(1000);
    assert.deepEqual(calls, ['c']);
  });

  it('counts the failures of a key from zero again once it settled', async () => {
    const clock = new FakeClock();
    const scheduler = new ResendScheduler(() => undefined, { baseDelayMs: 10, random: () => 0, clock });
    scheduler.failed('a');
    scheduler.failed('a');
    assert.equal(clock.nextIn, 10, 'second failure: 10 ms');
    scheduler.settled('a');
    scheduler.failed('a');
    assert.equal(clock.nextIn, 5, 'a first failure again: 5 ms');
  });
});
