import { expect } from '@open-wc/testing';
import { SeenBatcher } from '../../src/controllers/seen-batcher.js';

describe('SeenBatcher', () => {
  it('hands over the ids of one window as one batch', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { windowMs: 30 });
    batcher.add('a');
    batcher.add('b');
    batcher.add('a');
    await new Promise((resolve) => setTimeout(resolve, 80));
    batcher.add('c');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(batches).to.deep.equal([['a', 'b'], ['c']]);
  });

  it('hands its batch over at once when the page goes away', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { windowMs: 10_000 });
    batcher.add('x');
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).to.deep.equal([['x']]);
  });

  it('marks an element seen once it has been at least half visible for a moment', async () => {
    const batches: string[][] = [];
    const batcher = new SeenBatcher(async (ids) => void batches.push(ids), { windowMs: 20, dwellMs: 20 });
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
