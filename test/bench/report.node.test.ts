// The bench's tables: figures in KiB, budgets flagged, anchors' ratios, and a missing part said in one line; and the
// Markdown page of the same figures (docs/benchmarks.md) with the machine and the date.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  anchorsTable,
  benchmarksPage,
  firstScreenSection,
  firstScreenTable,
  inboxTable,
  kib,
  markdownTable,
  ourPagesTable,
  table,
  type Machine,
} from '../../bench/report.js';
import type { InboxRun } from '../../bench/inbox-in-chromium.js';

/** A measured run of 1,000 messages, plain; a test changes what it is about. */
function measuredRun(changes: Partial<InboxRun> = {}): InboxRun {
  return {
    messages: 1000,
    grouped: false,
    firstMessageMs: 221,
    firstMessageSamples: [221],
    scroll: { target: 1000, loaded: 1000, ms: 2174 },
    firstScreen: { domNodes: 1305, domElements: 300, jsHeapBytes: 2.1e6 },
    afterScroll: { domNodes: 1286, domElements: 223, jsHeapBytes: 3.3e6 },
    markAsPerOpening: [1, 0],
    ...changes,
  };
}

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
        grouped: false,
        firstMessageMs: null,
        firstMessageSamples: [],
        scroll: { target: 1000, loaded: 0, ms: null },
        firstScreen: null,
        afterScroll: null,
        markAsPerOpening: [],
        error: 'the inbox never showed a message',
      },
    ]);
    assert.match(text, /^\s*10,000\s+plain\s+—\s+— \(0 of 1,000\)/m);
    assert.match(text, /10000 messages: the inbox never showed a message/);
  });

  it('prints a grouped run beside the plain one, and whether the DOM stayed bounded with grouping', () => {
    const plain = measuredRun({ messages: 10000, scroll: { target: 1000, loaded: 1020, ms: 2459 } });
    const bounded = measuredRun({
      ...plain,
      grouped: true,
      afterScroll: { domNodes: 2610, domElements: 500, jsHeapBytes: 3.5e6 },
    });
    const lines = inboxTable([plain, bounded]).split('\n');
    assert.match(lines[0]!, /^messages\s+list\s+first message/);
    assert.match(
      lines[2]!,
      /^ +10,000\s+plain\s+221 ms\s+2,459 ms \(1,020 of 1,000\)\s+1,305 \/ 1,286\s+223/,
    );
    assert.match(
      lines[3]!,
      /^ +10,000\s+grouped\s+221 ms\s+2,459 ms \(1,020 of 1,000\)\s+1,305 \/ 2,610\s+500/,
    );
    assert.equal(
      lines[4],
      "DOM with grouping after the scroll (bounded: at most 2× the first screen's nodes):",
    );
    // Twice the first screen is still bounded; one node more is not.
    assert.equal(lines[5], "  10,000 grouped: 2,610 nodes, 2.00× the first screen's 1,305: bounded");
    const grown = { ...bounded, afterScroll: { domNodes: 2611, domElements: 500, jsHeapBytes: 3.5e6 } };
    assert.match(
      inboxTable([grown]),
      /10,000 grouped: 2,611 nodes, 2\.00× the first screen's 1,305: NOT BOUNDED$/m,
    );
    // A grouped run without its figures says so; one over a small feed, and a plain one, get no line.
    const failed = {
      ...bounded,
      firstScreen: null,
      afterScroll: null,
      error: 'the inbox never showed a message',
    };
    const text = inboxTable([{ ...bounded, messages: 50 }, failed]);
    assert.match(text, /^ {2}10,000 grouped: not measured$/m);
    assert.match(text, /^ {2}10000 messages, grouped: the inbox never showed a message$/m);
    assert.doesNotMatch(text, /50 grouped:/);
    assert.doesNotMatch(inboxTable([plain]), /DOM with grouping/);
  });

  it('says how the first message grows from the smallest feed to the largest, for each list, against 1.2×', () => {
    const at = (messages: number, ms: number, grouped = false) =>
      measuredRun({ messages, grouped, firstMessageMs: ms });
    const text = inboxTable([at(50, 290), at(10000, 335), at(50, 200, true), at(10000, 250, true)]);
    assert.match(text, /^The first message at the largest feed over the smallest:$/m);
    assert.match(text, /^ {2}plain: 1\.16× at 10,000 messages over 50 \(within 1\.2×\)$/m);
    assert.match(text, /^ {2}grouped: 1\.25× at 10,000 messages over 50 \(OVER 1\.2×\)$/m);
    // A list with one timed feed, or none, gets no line.
    const one = inboxTable([at(50, 290), { ...at(10000, 0), firstMessageMs: null }]);
    assert.doesNotMatch(one, /largest feed over the smallest/);
  });

  it('puts our first screen beside Novu’s: nodes, elements, messages rendered, and Novu’s over ours', () => {
    const screens = [
      {
        side: 'novu' as const,
        nodes: 427,
        elements: 358,
        messages: 26,
        opening: {
          warmMs: 61.4,
          restedMs: 58.9,
          coldMs: 402.6,
          warmSamples: [61.4],
          restedSamples: [58.9],
          coldSamples: [402.6],
        },
      },
      {
        side: 'ours' as const,
        nodes: 854,
        elements: 423,
        messages: 20,
        opening: {
          warmMs: 38.2,
          restedMs: 21.7,
          coldMs: null,
          warmSamples: [38.2],
          restedSamples: [21.7],
          coldSamples: [],
        },
      },
    ];
    const lines = firstScreenTable(screens).split('\n');
    assert.match(lines[0]!, /^inbox, opened\s+DOM nodes\s+elements\s+messages rendered/);
    assert.match(lines[0]!, /click to first message, warm\s+pointer resting first\s+cold$/);
    assert.match(
      lines[2]!,
      /^Novu Inbox \(@novu\/js\/ui\)\s+427\s+358\s+26\s+16\.4\s+0\.50×\s+61 ms\s+59 ms\s+403 ms$/,
    );
    // A figure not measured shows as a dash.
    assert.match(
      lines[3]!,
      /^notif-elements \(<notif-inbox>\)\s+854\s+423\s+20\s+42\.7\s+38 ms\s+22 ms\s+—$/,
    );
    const section = firstScreenSection({ value: screens }, '2026-11-28T19:00:00.000Z');
    assert.match(section, /^Measured on 2026-11-28\. Each inbox opened/m);
    assert.match(section, /^## Our first screen beside Novu's$/m);
    assert.match(
      section,
      /\| notif-elements \(&lt;notif-inbox>\) \| 854 \| 423 \| 20 \| 42\.7 \| {2}\| 38 ms \| 22 ms \| — \|/,
    );
    assert.match(section, /^\*Click to first message\*: from the pointer going down on the bell/m);
    assert.match(
      firstScreenSection({ error: 'Novu did not open' }, '2026-11-28T19:00:00.000Z'),
      /^Not measured: Novu did not open$/m,
    );
  });

  it('writes a Markdown table with figures aligned right, and | and < in a cell escaped', () => {
    assert.equal(
      markdownTable(
        ['page', 'size'],
        [
          ['a | b', '1.0 KiB'],
          ['<c>', '10.5 KiB'],
        ],
      ),
      ['| page | size |', '|---|---:|', '| a \\| b | 1.0 KiB |', '| &lt;c> | 10.5 KiB |'].join('\n'),
    );
  });

  it('writes the page with the date, the machine, every part and why a part has no figures', () => {
    const machine: Machine = {
      cpu: 'Test CPU @ 2.0GHz',
      cores: 2,
      memoryBytes: 8 * 2 ** 30,
      system: 'Linux 6.1.0',
      node: 'v20.20.2',
      chromium: '150.0.1',
    };
    const run = measuredRun();
    const page = benchmarksPage(
      {
        date: '2026-11-25T17:00:00.000Z',
        pages: {
          value: {
            rows: [
              { name: 'inline-inbox', bytes: 20 * 1024, files: [], budget: 30 * 1024, target: 20 * 1024 },
            ],
          },
        },
        anchors: { error: 'npm install --prefix bench failed' },
        inbox: {
          value: [
            run,
            { ...run, grouped: true },
            { ...run, messages: 10000, error: 'the inbox never showed a message' },
          ],
        },
      },
      machine,
    );
    assert.match(page, /^<!-- Made by `npm run bench`/);
    assert.match(page, /last run of `npm run bench`, on 2026-11-25\./);
    assert.match(page, /\| processor \| Test CPU @ 2\.0GHz, 2 cores \|/);
    assert.match(page, /\| memory \| 8\.0 GiB \|/);
    assert.match(page, /\| Chromium \| 150\.0\.1 \|/);
    assert.match(page, /\| inline-inbox \| 20\.0 KiB \| 0 \| 30\.0 KiB \| 20\.0 KiB \| within budget \|/);
    assert.match(
      page,
      /## Our inbox beside the anchors\n[\s\S]*\nNot measured: npm install --prefix bench failed\n/,
    );
    assert.match(
      page,
      /\| 1,000 \| plain \| 221 ms \| 2,174 ms \(1,000 of 1,000\) \| 1,305 \/ 1,286 \| 223 \| 2\.1 MB \/ 3\.3 MB \| 1, 0 \|/,
    );
    assert.match(page, /each size is measured twice over it:\nas a \*plain\* list, and \*grouped\*/);
    assert.match(page, /\| 1,000 \| grouped \| 221 ms \| 2,174 ms \(1,000 of 1,000\) \|/);
    assert.match(
      page,
      /\nDOM with grouping after the scroll \(bounded: at most 2× the first screen's nodes\):\n\n- 1,000 grouped: 1,286 nodes, 0\.99× the first screen's 1,305: bounded\n/,
    );
    assert.match(page, /Not measured:\n\n- 10000 messages: the inbox never showed a message\n/);
    // Without a browser launched, the machine table has no Chromium row rather than an empty one.
    const { chromium: _none, ...withoutBrowser } = machine;
    assert.doesNotMatch(
      benchmarksPage(
        {
          date: '2026-11-25T17:00:00.000Z',
          pages: { error: 'x' },
          anchors: { error: 'x' },
          inbox: { error: 'x' },
        },
        withoutBrowser,
      ),
      /Chromium \|/,
    );
  });
});
