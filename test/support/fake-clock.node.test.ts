// The tests' fake clock: timers run only when time is moved on, each at its own time and in order, and the
// promises a timer starts settle before the next timer runs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FakeClock } from './fake-clock.js';

describe('FakeClock', () => {
  it('runs the timers due within the time moved on, in order, each at its own time', async () => {
    const clock = new FakeClock(1000);
    const runs: string[] = [];
    clock.setTimeout(() => runs.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => runs.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => runs.push(`c@${clock.now()}`), 20);
    clock.setTimeout(() => runs.push(`late@${clock.now()}`), 31);
    await clock.advance(30);
    assert.deepEqual(runs, ['a@1010', 'b@1020', 'c@1020']);
    assert.equal(clock.now(), 1030);
    assert.equal(clock.pending, 1);
    assert.equal(clock.nextIn, 1);
  });

  it('runs a timer that a timer set, when it is due in time, after the promises it started', async () => {
    const clock = new FakeClock();
    const runs: number[] = [];
    const again = async () => {
      await Promise.resolve();
      runs.push(clock.now());
      clock.setTimeout(() => void again(), 10);
    };
    clock.setTimeout(() => void again(), 10);
    await clock.advance(35);
    assert.deepEqual(runs, [10, 20, 30]);
  });

  it('never runs a cleared timer, and runs nothing until time moves', async () => {
    const clock = new FakeClock();
    let runs = 0;
    const timer = clock.setTimeout(() => runs++, 0);
    clock.setTimeout(() => runs++, 5);
    clock.clearTimeout(timer);
    clock.clearTimeout(undefined);
    assert.equal(runs, 0);
    await clock.advance(5);
    assert.equal(runs, 1);
    assert.equal(clock.pending, 0);
    await assert.rejects(clock.advance(-1), RangeError);
  });
});
