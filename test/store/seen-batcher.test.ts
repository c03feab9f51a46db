/**
 * The seen batcher's windows, on a fake clock: each test moves time on by hand, so a quiet time, a dwell or the
 * longest window ends exactly where the test says, however busy the machine. Only the IntersectionObserver is the
 * browser's own: a test waits for it to have reported before it moves time on.
 */
import { expect } from '@open-wc/testing';
import { SeenBatcher, type SeenBatcherOptions } from '../../src/store/seen-batcher.js';
import { FakeClock } from '../support/fake-clock.js';
import { waitFor } from '../support/wait-for.js';

/** A batcher on a fake clock, and the batches it handed over. */
function batcherOn(options: Omit<SeenBatcherOptions, 'clock'> & { quietMs: number }) {
  const clock = new FakeClock(1_000_000);
  const batches: string[][] = [];
  const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { ...options, clock });
  return { clock, batches, batcher };
}

/** A block 40 px high, `offset` px below what the page already holds. */
function block(offset = 0): HTMLElement {
  const element = document.createElement('div');
  element.style.height = '40px';
  element.style.marginTop = `${offset}px`;
  document.body.append(element);
  return element;
}

/** Resolves once the browser has reported `element`'s intersection to an observer made now. */
function intersectionReported(element: Element): Promise<IntersectionObserverEntry> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      resolve(entry!);
    });
    observer.observe(element);
  });
}

describe('SeenBatcher', () => {
  it('hands over the ids of one window as one batch', async () => {
    const { clock, batches, batcher } = batcherOn({ quietMs: 30 });
    batcher.add('a');
    batcher.add('b');
    batcher.add('a');
    await clock.advance(29);
    expect(batches, 'one millisecond before the quiet time ends').to.deep.equal([]);
    await clock.advance(1);
    expect(batches).to.deep.equal([['a', 'b']]);
    batcher.add('c');
    await clock.advance(30);
    expect(batches).to.deep.equal([['a', 'b'], ['c']]);
  });

  it('keeps the window open while ids keep arriving, then sends them together', async () => {
    const { clock, batches, batcher } = batcherOn({ quietMs: 60, maxWindowMs: 5000 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      batcher.add(id);
      await clock.advance(40); // each id comes before the quiet time ends; together they span 200 ms
    }
    expect(clock.nextIn, 'the quiet time after "e" is still running').to.equal(20);
    expect(batches).to.deep.equal([]);
    await clock.advance(20);
    expect(batches).to.deep.equal([['a', 'b', 'c', 'd', 'e']]);
  });

  it('sends at the latest after the longest window, however many ids keep arriving', async () => {
    const { clock, batches, batcher } = batcherOn({ quietMs: 60, maxWindowMs: 150 });
    for (let i = 0; i < 12; i++) {
      batcher.add(`m${i}`);
      await clock.advance(25);
    }
    await clock.advance(60);
    // The first window opens at 0 and closes at 150 ms, the second opens with m6 at 150 ms and closes at 300 ms.
    const ids = (from: number) => Array.from({ length: 6 }, (_, i) => `m${from + i}`);
    expect(batches).to.deep.equal([ids(0), ids(6)]);
  });

  it('waits for a message in view that is still counting towards seen', async () => {
    const { clock, batches, batcher } = batcherOn({ quietMs: 30, dwellMs: 150, maxWindowMs: 5000 });
    const late = block();
    try {
      batcher.add('first');
      await clock.advance(10);
      batcher.observe(late, 'late'); // comes into view just after: its dwell outlasts the quiet time
      expect((await intersectionReported(late)).isIntersecting, 'the late message is in view').to.equal(true);
      await waitFor(() => clock.pending === 2, { message: 'the late message’s dwell to start' });
      await clock.advance(100); // the quiet time ended 80 ms ago: it waited for the dwell instead of sending
      expect(batches).to.deep.equal([]);
      await clock.advance(50 + 30); // the dwell ends, then one more quiet time
      expect(batches).to.deep.equal([['first', 'late']]);
    } finally {
      late.remove();
    }
  });

  it('shows its messages as seen when quiet, then waits once more for the rows that brings into view', async () => {
    const shown: string[][] = [];
    const { clock, batches, batcher } = batcherOn({
      quietMs: 60,
      maxWindowMs: 5000,
      showSeen: (ids) => {
        shown.push(ids);
        // A row that the list's new layout brought into view counts as seen in the meantime.
        if (ids.includes('a')) clock.setTimeout(() => batcher.add('c'), 20);
      },
    });
    batcher.add('a');
    batcher.add('b');
    expect(shown).to.deep.equal([]);
    await clock.advance(60);
    expect(shown, 'shown as seen when the window went quiet').to.deep.equal([['a', 'b']]);
    expect(batches, 'not sent yet: one more quiet time').to.deep.equal([]);
    await clock.advance(20 + 60);
    expect(shown).to.deep.equal([['a', 'b'], ['c']]);
    expect(batches, 'the row brought into view waits one more quiet time').to.deep.equal([]);
    await clock.advance(60);
    expect(batches).to.deep.equal([['a', 'b', 'c']]);
  });

  it('hands its batch over at once when the page goes away', async () => {
    const { batches, batcher } = batcherOn({ quietMs: 10_000 });
    batcher.add('x');
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).to.deep.equal([['x']]);
  });

  it('marks an element seen once it has been at least half visible for a moment', async () => {
    const { clock, batches, batcher } = batcherOn({ quietMs: 20, dwellMs: 20 });
    const visible = block();
    const hidden = block(5000);
    try {
      batcher.observe(visible, 'in-view');
      batcher.observe(hidden, 'below');
      // An observer made after the batcher's hears of both elements in the same rendering step, after it.
      const [inView, below] = await Promise.all([
        intersectionReported(visible),
        intersectionReported(hidden),
      ]);
      expect([inView.isIntersecting, below.isIntersecting]).to.deep.equal([true, false]);
      // The batcher has heard of both too: one dwell started, for the message in view, and none for the other.
      await waitFor(() => clock.pending === 1, { message: 'the dwell of the message in view to start' });
      await clock.advance(20 + 20);
      expect(batches).to.deep.equal([['in-view']]);
      expect(clock.pending, 'nothing left to count').to.equal(0);
    } finally {
      visible.remove();
      hidden.remove();
    }
  });
});
