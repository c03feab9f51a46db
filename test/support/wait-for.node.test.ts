// The waiting helper of the tests: it returns as soon as its condition holds, and fails with what it waited for
// and what it saw last when the condition does not hold in time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor, WaitTimeoutError } from './wait-for.js';

describe('waitFor', () => {
  it('returns the first value that holds, read again until then', async () => {
    let reads = 0;
    const value = await waitFor(() => ++reads, { until: (count) => count === 3, interval: 1 });
    assert.equal(value, 3);
    assert.equal(reads, 3);
  });

  it('waits for an async condition, and takes a throwing check for "not yet"', async () => {
    let reads = 0;
    const value = await waitFor(
      async () => {
        if (++reads < 3) throw new Error('not rendered yet');
        return 'rendered';
      },
      { interval: 1 },
    );
    assert.equal(value, 'rendered');
  });

  it('fails with its message and the last value it read', async () => {
    await assert.rejects(
      waitFor(() => ({ requests: 2 }), {
        until: (seen) => seen.requests === 1,
        timeout: 30,
        message: 'one request',
      }),
      (error: Error) =>
        error instanceof WaitTimeoutError &&
        error.message === 'waited 30 ms for one request; last value: {"requests":2}',
    );
  });

  it('names the condition by its source when no message is given, and reports the last error', async () => {
    await assert.rejects(
      waitFor(
        () => {
          throw new TypeError('no shadow root');
        },
        { timeout: 10 },
      ),
      (error: Error) =>
        error instanceof WaitTimeoutError &&
        error.message.includes('no shadow root') &&
        error.message.includes('throw new TypeError'),
    );
  });
});
