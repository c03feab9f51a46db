/**
 * The count poller on a fake clock: at the shortest interval any owner asked for, backing off while ticks fail,
 * never while the page is hidden (it catches up when the page shows again), and nothing after `stop()`.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { CountPoller } from '../../src/store/count-poller.js';
import { FakeClock } from '../support/fake-clock.js';

/** A poller on a fake clock whose ticks are counted, failing while `failing` is set. */
function pollerOn() {
  const clock = new FakeClock();
  const state = { ticks: 0, failing: false };
  const poller = new CountPoller(
    async () => {
      state.ticks++;
      if (state.failing) throw new Error('the service is down');
    },
    { clock },
  );
  return { clock, state, poller };
}

/** Node has no document: a stand-in with the one thing the poller reads, the page's visibility. */
function pageVisibility() {
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  (globalThis as { document?: unknown }).document = page;
  return {
    set(state: DocumentVisibilityState) {
      page.visibilityState = state;
      page.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('CountPoller', () => {
  afterEach(() => delete (globalThis as { document?: unknown }).document);

  it('ticks at the shortest interval any owner asked for, and follows changes', async () => {
    const { clock, state, poller } = pollerOn();
    const [inbox, badge] = [{}, {}];
    poller.set(inbox, 30_000);
    poller.set(badge, 10_000);
    poller.start();
    await clock.advance(9_999);
    assert.equal(state.ticks, 0);
    await clock.advance(1);
    assert.equal(state.ticks, 1);
    await clock.advance(20_000);
    assert.equal(state.ticks, 3);
    poller.set(badge, 0); // the badge is gone: the inbox's 30 s remains
    assert.equal(clock.nextIn, 30_000);
    await clock.advance(30_000);
    assert.equal(state.ticks, 4);
    poller.set(inbox, 0);
    assert.equal(clock.pending, 0, 'no owner: no timer');
    poller.stop();
  });

  it('does not tick before it starts, nor after it stops', async () => {
    const { clock, state, poller } = pollerOn();
    poller.set({}, 1000);
    assert.equal(clock.pending, 0, 'not started: no timer');
    poller.start();
    await clock.advance(1000);
    assert.equal(state.ticks, 1, 'it ticks once started');
    poller.stop();
    assert.equal(clock.pending, 0, 'stopped: no timer left');
    await clock.advance(10_000);
    assert.equal(state.ticks, 1);
  });

  it('doubles its wait while ticks fail, up to five minutes, and goes back once one succeeds', async () => {
    const { clock, state, poller } = pollerOn();
    poller.set({}, 30_000);
    poller.start();
    state.failing = true;
    const waits: number[] = [];
    for (let failure = 0; failure < 6; failure++) {
      waits.push(clock.nextIn!);
      await clock.advance(clock.nextIn!);
    }
    assert.deepEqual(waits, [30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    assert.equal(state.ticks, 6);
    state.failing = false;
    await clock.advance(clock.nextIn!);
    assert.equal(state.ticks, 7);
    assert.equal(clock.nextIn, 30_000, 'a tick that succeeds ends the backoff');
    poller.stop();
  });

  it('skips its ticks while the page is hidden and catches up once, at once, when it shows again', async () => {
    const page = pageVisibility();
    const { clock, state, poller } = pollerOn();
    poller.set({}, 1000);
    poller.start();
    page.set('hidden');
    await clock.advance(1000);
    assert.equal(state.ticks, 0, 'the tick came due while hidden');
    assert.equal(clock.pending, 0, 'and nothing is planned until the page shows');
    page.set('visible');
    await clock.advance(0);
    assert.equal(state.ticks, 1, 'one tick as soon as the page shows');
    assert.equal(clock.nextIn, 1000, 'then the interval again');
    page.set('hidden');
    page.set('visible');
    await clock.advance(0);
    assert.equal(state.ticks, 1, 'no tick was missed: showing again costs nothing');
    await clock.advance(1000);
    assert.equal(state.ticks, 2, 'and the interval goes on');
    poller.stop();
  });
});
