import { expect } from '@open-wc/testing';
import { SeenBatcher } from '../../src/store/seen-batcher.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SeenBatcher', () => {
  it('hands over the ids of one window as one batch', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { quietMs: 30 });
    batcher.add('a');
    batcher.add('b');
    batcher.add('a');
    await new Promise((resolve) => setTimeout(resolve, 80));
    batcher.add('c');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(batches).to.deep.equal([['a', 'b'], ['c']]);
  });

  it('keeps the window open while ids keep arriving, then sends them together', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), {
      quietMs: 60,
      maxWindowMs: 5000,
    });
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      batcher.add(id);
      await wait(40); // each id comes before the quiet time ends; together they span well over 60 ms
    }
    expect(batches).to.deep.equal([]);
    await wait(100);
    expect(batches).to.deep.equal([['a', 'b', 'c', 'd', 'e']]);
  });

  it('sends at the latest after the longest window, however many ids keep arriving', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { quietMs: 60, maxWindowMs: 150 });
    for (let i = 0; i < 12; i++) {
      batcher.add(`m${i}`);
      await wait(25);
    }
    await wait(100);
    expect(batches.length).to.be.greaterThan(1);
    expect(batches.flat()).to.deep.equal(Array.from({ length: 12 }, (_, i) => `m${i}`));
  });

  it('waits for a message in view that is still counting towards seen', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), {
      quietMs: 30,
      dwellMs: 150,
      maxWindowMs: 5000,
    });
    const late = document.createElement('div');
    late.style.height = '40px';
    document.body.append(late);
    try {
      batcher.observe(late, 'late');
      // Once the batcher heard that it is in view (observers hear in the order they observed), 'late' is counting
      // towards seen; a batch opens then, and its quiet time ends long before that dwell does.
      await new Promise<void>((resolve) => {
        const heard = new IntersectionObserver(() => {
          heard.disconnect();
          resolve();
        });
        heard.observe(late);
      });
      batcher.add('first');
      await wait(400);
      expect(batches).to.deep.equal([['first', 'late']]);
    } finally {
      late.remove();
    }
  });

  it('shows its messages as seen when quiet, then waits once more for the rows that brings into view', async () => {
    const batches: string[][] = [];
    const shown: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), {
      quietMs: 60,
      maxWindowMs: 5000,
      showSeen: (ids) => {
        shown.push(ids);
        // A row that the list's new layout brought into view counts as seen in the meantime.
        if (ids.includes('a')) setTimeout(() => batcher.add('c'), 20);
      },
    });
    batcher.add('a');
    batcher.add('b');
    expect(shown).to.deep.equal([]);
    await wait(90);
    expect(shown).to.deep.equal([['a', 'b']]);
    expect(batches).to.deep.equal([]);
    await wait(250);
    expect(shown).to.deep.equal([['a', 'b'], ['c']]);
    expect(batches).to.deep.equal([['a', 'b', 'c']]);
  });

  it('hands its batch over at once when the page goes away', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { quietMs: 10_000 });
    batcher.add('x');
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).to.deep.equal([['x']]);
  });

  it('marks an element seen once it has been at least half visible for a moment', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { quietMs: 20, dwellMs: 20 });
    const visible = document.createElement('div');
    const hidden = document.createElement('div');
    visible.style.height = hidden.style.height = '40px';
    hidden.style.marginTop = '5000px';
    document.body.append(visible, hidden);
    try {
      batcher.observe(visible, 'in-view');
      batcher.observe(hidden, 'below');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(batches).to.deep.equal([['in-view']]);
    } finally {
      visible.remove();
      hidden.remove();
    }
  });
});
