// The bench's tables: figures in KiB, budgets flagged, anchors' ratios, and a missing part said in one line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorsTable, inboxTable, kib, ourPagesTable, table } from '../../bench/report.js';

describe('bench: report', () => {
  it('pads columns and aligns figures to the right', () => {
    const lines = table(
      ['name', 'size'],
      [
        ['a', '1.0 KiB'],
        ['longer name', '10.5 KiB'],
      ],
    ).split('\n');
    assert.deepEqual(lines, [
      'name         size',
      '-----------  --------',
      'a             1.0 KiB',
      'longer name  10.5 KiB',
    ]);
  });

  it('flags a page over its budget and keeps one within it quiet', () => {
    const text = ourPagesTable({
      rows: [
        {
          name: 'inbox',
          bytes: 21 * 1024,
          files: [{ url: 'a.js', bytes: 21 * 1024 }],
          budget: 20 * 1024,
          target: 16 * 1024,
        },
        { name: 'push', bytes: 10 * 1024, files: [], budget: 14 * 1024, target: 11 * 1024 },
        { name: 'app', bytes: 30 * 1024, files: [], budget: 28 * 1024, target: null },
      ],
    });
    assert.match(text, /inbox\s+21\.0 KiB\s+1\s+20\.0 KiB\s+16\.0 KiB\s+OVER BUDGET by 1\.0 KiB/);
    // A page without a target shows none, not "0.0 KiB".
    assert.match(text, /app\s+30\.0 KiB\s+0\s+28\.0 KiB\s+OVER BUDGET by 2\.0 KiB/);
    assert.match(text, /push\s+10\.0 KiB\s+0\s+14\.0 KiB\s+11\.0 KiB\s+within budget/);
    assert.equal(
      ourPagesTable({ missing: 'x is not in this tree' }),
      'Our pages: x is not in this tree; the size table of our pages is skipped.',
    );
  });

  it('prints each anchor with its ratio to ours', () => {
    const page = { outDir: '', files: [], initialGzip: 2048, totalGzip: 4096 };
    const text = anchorsTable([
      { ...page, name: 'ours', label: 'notif-elements/inbox' },
      { ...page, name: 'them', label: 'Them', package: 'them@1.0.0', initialGzip: 5120, ratioToOurs: 2.5 },
    ]);
    assert.match(text, /notif-elements\/inbox\s+2\.0 KiB\s+4\.0 KiB\s+0\n/);
    assert.match(text, /Them — them@1\.0\.0\s+5\.0 KiB\s+4\.0 KiB\s+0\s+2\.50×$/);
    assert.equal(kib(1536), '1.5 KiB');
  });

  it('shows a missing inbox figure as a dash and says why', () => {
    const text = inboxTable([
      {
        messages: 10000,
        firstMessageMs: null,
        firstMessageSamples: [],
        scroll: { target: 1000, loaded: 0, ms: null },
        firstScreen: null,
        afterScroll: null,
        markAsPerOpening: [],
        error: 'the inbox never showed a message',
      },
    ]);
    assert.match(text, /^\s*10,000\s+—\s+— \(0 of 1,000\)/m);
    assert.match(text, /10000 messages: the inbox never showed a message/);
  });
});
