/** A toast's time on screen counts only while it runs: paused, it keeps what is left (docs/decisions.md#toasts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PausableTimer } from '../../../src/elements/notif-toasts/pausable-timer.js';
import { FakeClock } from '../../support/fake-clock.js';

describe('PausableTimer', () => {
  it('runs out after its time, once', async () => {
    const clock = new FakeClock();
    let done = 0;
    const timer = new PausableTimer(1000, () => done++, clock);
    timer.resume();
    await clock.advance(999);
    assert.equal(done, 0);
    await clock.advance(1);
    assert.equal(done, 1);
    timer.resume();
    await clock.advance(5000);
    assert.equal(done, 1, 'a timer that ran out does not start again');
  });

  it('keeps the time left while paused, however long, and goes on from there', async () => {
    const clock = new FakeClock();
    let done = 0;
    const timer = new PausableTimer(1000, () => done++, clock);
    timer.resume();
    await clock.advance(400);
    timer.pause();
    assert.equal(timer.running, false);
    await clock.advance(60_000);
    assert.equal(done, 0, 'nothing counts while paused');
    timer.resume();
    await clock.advance(599);
    assert.equal(done, 0);
    await clock.advance(1);
    assert.equal(done, 1, 'the 600 ms left, then done');
  });

  it('pausing or resuming twice changes nothing, and a cancelled timer never runs out', async () => {
    const clock = new FakeClock();
    let done = 0;
    const timer = new PausableTimer(1000, () => done++, clock);
    timer.resume();
    timer.resume();
    await clock.advance(500);
    timer.pause();
    timer.pause();
    timer.resume();
    await clock.advance(500);
    assert.equal(done, 1, 'one timer, 1000 ms in all');
    const cancelled = new PausableTimer(1000, () => done++, clock);
    cancelled.resume();
    cancelled.cancel();
    cancelled.resume();
    await clock.advance(5000);
    assert.equal(done, 1);
    assert.equal(clock.pending, 0);
  });
});
