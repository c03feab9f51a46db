// When and how long the client waits before trying again: Retry-After parsing, backoff with jitter, the wait
// itself (docs/reliability.md).
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { useClock } from '../../src/utils/clock.js';
import { FakeClock } from '../support/fake-clock.js';
import {
  DEFAULT_RETRY,
  RETRYABLE_STATUSES,
  backoffDelay,
  parseRetryAfter,
  sleep,
  type RetryOptions,
} from '../../src/api/retry.js';

const NOW = Date.parse('2015-10-21T07:28:00.000Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds as milliseconds', () => {
    assert.equal(parseRetryAfter('0', NOW), 0);
    assert.equal(parseRetryAfter('1', NOW), 1000);
    assert.equal(parseRetryAfter('120', NOW), 120_000);
    assert.equal(parseRetryAfter(' 7 ', NOW), 7000);
  });

  it('reads an HTTP date as the time left until it', () => {
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', NOW), 30_000);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 08:28:00 GMT', NOW), 3_600_000);
    // The two obsolete forms RFC 9110 still asks recipients to accept; asctime is GMT too, whatever the local zone.
    assert.equal(parseRetryAfter('Wednesday, 21-Oct-15 07:28:05 GMT', NOW), 5000);
    assert.equal(parseRetryAfter('Wed Oct 21 07:28:10 2015', NOW), 10_000);
    assert.equal(parseRetryAfter('Wed Oct  1 07:28:00 2015', Date.parse('2015-10-01T07:27:00Z')), 60_000);
  });

  it('reads a date in the past as "now"', () => {
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:00:00 GMT', NOW), 0);
  });

  it('uses the current time when none is given', () => {
    const inOneMinute = new Date(Date.now() + 60_000).toUTCString();
    const delay = parseRetryAfter(inOneMinute);
    assert.ok(delay !== undefined && delay > 58_000 && delay <= 60_000, String(delay));
  });

  it('reads nothing from an absent, empty or unreadable value', () => {
    const junk = [
      null,
      '',
      '   ',
      'soon',
      'NaN',
      'Infinity',
      '5 seconds',
      '1e3',
      '0x10',
      'abc 12',
      '-5',
      '-1',
      '1,5',
      '2',
    ];
    junk.push('Wed, 21 Oct 2015', 'Wed, 99 Foo 2015 07:28:30 GMT', '2015-10-21T07:28:30Z');
    for (const value of junk) {
      // '2' is seconds, not a date; the others are junk that must not turn into "retry right away".
      if (value === '2') assert.equal(parseRetryAfter(value, NOW), 2000);
      else assert.equal(parseRetryAfter(value, NOW), undefined, JSON.stringify(value));
    }
  });
});

describe('backoffDelay', () => {
  const options: Required<RetryOptions> = {
    retries: 5,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    maxRetryAfterMs: 60_000,
  };

  it('doubles the ceiling with each attempt, jittered between half of it and all of it', () => {
    const expected: [number, number][] = [
      [0, 100],
      [1, 200],
      [2, 400],
      [3, 800],
    ];
    for (const [attempt, ceiling] of expected) {
      assert.equal(
        backoffDelay(attempt, options, undefined, () => 0),
        ceiling / 2,
        `attempt ${attempt}, random 0`,
      );
      assert.equal(
        backoffDelay(attempt, options, undefined, () => 0.5),
        (ceiling * 3) / 4,
        `attempt ${attempt}, random 0.5`,
      );
      assert.equal(
        backoffDelay(attempt, options, undefined, () => 0.999_999),
        ceiling,
        `attempt ${attempt}, random ~1`,
      );
    }
  });

  it('stays within its bounds for any random value', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
      for (let i = 0; i <= 100; i++) {
        const delay = backoffDelay(attempt, options, undefined, () => i / 100.0001)!;
        assert.ok(delay >= ceiling / 2 && delay <= ceiling, `attempt ${attempt}: ${delay}`);
        assert.ok(Number.isInteger(delay), 'whole milliseconds');
      }
    }
  });

  it('never waits longer than maxDelayMs, however many attempts', () => {
    assert.equal(
      backoffDelay(4, options, undefined, () => 0.999_999),
      1000,
    );
    assert.equal(
      backoffDelay(30, options, undefined, () => 0.999_999),
      1000,
    );
    assert.equal(
      backoffDelay(30, options, undefined, () => 0),
      500,
    );
  });

  it('uses Math.random by default', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(3, options, undefined)));
    assert.ok(delays.size > 1, 'jittered');
    for (const delay of delays) assert.ok(delay! >= 400 && delay! <= 800, 'within 400..800');
  });

  it('waits what Retry-After asks, even past maxDelayMs, up to maxRetryAfterMs', () => {
    assert.equal(
      backoffDelay(0, options, 0, () => 0.5),
      0,
    );
    assert.equal(
      backoffDelay(3, options, 2500, () => 0.5),
      2500,
    );
    assert.equal(
      backoffDelay(0, options, 60_000, () => 0.5),
      60_000,
    );
  });

  it('gives up (undefined) when Retry-After asks for more than maxRetryAfterMs', () => {
    assert.equal(
      backoffDelay(0, options, 60_001, () => 0.5),
      undefined,
    );
    assert.equal(
      backoffDelay(0, { ...options, maxRetryAfterMs: 1000 }, 1500, () => 0.5),
      undefined,
    );
  });
});

describe('retry defaults', () => {
  it('retries the statuses of docs/reliability.md only', () => {
    assert.deepEqual([...RETRYABLE_STATUSES].sort(), [408, 429, 500, 502, 503, 504]);
  });

  it('has documented defaults', () => {
    assert.deepEqual(DEFAULT_RETRY, {
      retries: 2,
      baseDelayMs: 300,
      maxDelayMs: 5000,
      maxRetryAfterMs: 60_000,
    });
  });
});

describe('sleep', () => {
  /** The library's one clock, faked for the test: the wait is on it, never on the machine. */
  function fakeClockFor(t: TestContext): FakeClock {
    const clock = new FakeClock();
    t.after(useClock(clock));
    return clock;
  }

  it("resolves after the time, on the library's clock", async (t) => {
    const clock = fakeClockFor(t);
    let done = false;
    const waiting = sleep(30).then(() => (done = true));
    await clock.advance(29);
    assert.equal(done, false, 'still waiting 1 ms before the time');
    await clock.advance(1);
    await waiting;
    assert.equal(clock.pending, 0);
  });

  it('rejects with the reason when aborted, and at once when already aborted', async (t) => {
    const clock = fakeClockFor(t);
    const controller = new AbortController();
    const reason = new Error('stop');
    const waiting = sleep(10_000, controller.signal);
    controller.abort(reason); // while it waits: it started waiting when called
    await assert.rejects(waiting, (error) => error === reason);
    assert.equal(clock.pending, 0, 'its timer is cleared');
    assert.equal(clock.now(), 0, 'no time had to pass');
    await assert.rejects(sleep(10_000, AbortSignal.abort()), { name: 'AbortError' });
  });
});
