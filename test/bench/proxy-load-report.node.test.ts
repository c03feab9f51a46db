// The proxy load bench's tables (bench/proxy-load/report.ts): the ratios the goals are stated in (the proxy's req/s
// over the service's, its CPU per request over the bare forwarder's), the hang's peaks by phase, the keyed
// writes' windows, and the slow bodies: how long each was held, which were still open, the proxy process by phase. The load itself is measured by `npm run bench` only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadRow, ProxyLoad } from '../../bench/proxy-load/proxy-load.js';
import { proxyLoadMarkdown, proxyLoadTable } from '../../bench/proxy-load/report.js';
import type { ServerStats } from '../../bench/proxy-load/shared.js';
import type { SlowBodiesRun } from '../../bench/proxy-load/slow-bodies.js';

function row(
  target: LoadRow['target'],
  requestsPerSecond: number,
  cpuMsPerRequest: number,
  round = 1,
): LoadRow {
  return {
    round,
    scenario: 'feed',
    target,
    requestsPerSecond,
    cpuMsPerRequest,
    p50Ms: 1,
    p99Ms: 2,
    failures: 0,
  };
}

function stats(openFiles: number, inFlight: number, mib: number, heapMib = 0): ServerStats {
  return {
    cpuMicros: 0,
    rssBytes: mib * 2 ** 20,
    heapUsedBytes: heapMib * 2 ** 20,
    openFiles,
    inFlight,
    served: 0,
  };
}

const LOAD: ProxyLoad = {
  connections: 50,
  seconds: 5,
  loadAverage: { start: [1, 1, 1], end: [2, 2, 2] },
  rows: [row('service', 1000, 0.4), row('proxy', 600, 0.9), row('bare', 700, 0.75)],
  hang: {
    ratePerSecond: 300,
    hangMs: 12_000,
    samples: [
      { atMs: 0, phase: 'before', stats: stats(40, 0, 100) },
      { atMs: 500, phase: 'hang', stats: stats(300, 256, 130) },
      { atMs: 1000, phase: 'hang', stats: stats(560, 250, 120) },
      { atMs: 1500, phase: 'after', stats: stats(90, 3, 125) },
    ],
    settled: stats(60, 0, 118),
    afterGc: stats(60, 0, 104),
    byStatus: { '200': 10, '503': 20 },
  },
  keyedWrites: { seconds: 60, windowSeconds: 5, windows: [400, 380, 420] },
};

const SLOW: SlowBodiesRun = {
  mount: 'hono',
  connections: 4,
  bodyTimeoutMs: 10_000,
  capMs: 30_000,
  slow: [
    { kind: 'trickle', status: '408', answeredMs: 10_100, closedMs: 10_600 },
    { kind: 'stall', status: '408', answeredMs: 10_200, closedMs: 10_700 },
    { kind: 'trickle', status: '408', answeredMs: 10_300, closedMs: 10_900 },
    { kind: 'stall', status: 'none' },
  ],
  samples: [
    { atMs: 0, phase: 'before', stats: stats(47, 5, 100, 20) },
    { atMs: 500, phase: 'held', stats: stats(340, 300, 180, 60) },
    { atMs: 1000, phase: 'held', stats: stats(347, 310, 170, 50) },
    { atMs: 1500, phase: 'after', stats: stats(47, 8, 175, 40) },
  ],
  settled: stats(37, 0, 172, 35),
  afterGc: stats(37, 0, 150, 18),
  normalConnections: 10,
  normal: { requestsPerSecond: 512.4, byStatus: { '200': 9000 }, p50Ms: 10, p99Ms: 61.6 },
};

describe('bench: the proxy load tables', () => {
  it('give the proxy over the service in req/s and over the bare forwarder in CPU per request', () => {
    const text = proxyLoadTable(LOAD);
    const feed = text.split('\n').find((line) => line.startsWith('feed'))!;
    assert.deepEqual(feed.split(/\s{2,}/), [
      'feed',
      '1',
      '1000',
      '600',
      '700',
      '0.60×',
      '0.400',
      '0.900',
      '0.750',
      '1.20×',
      '0',
    ]);
  });

  it('give, over several rounds, each target at its best: its most req/s and its least CPU per request', () => {
    const rows = [
      ...LOAD.rows,
      row('service', 1200, 0.5, 2),
      row('proxy', 500, 0.8, 2),
      row('bare', 600, 0.8, 2),
    ];
    const text = proxyLoadTable({ ...LOAD, rows });
    const best = text.split('\n').find((line) => line.startsWith('feed') && line.includes('best'))!;
    assert.deepEqual(best.split(/\s{2,}/), [
      'feed',
      'best',
      '1200',
      '600',
      '700',
      '0.50×',
      '0.400',
      '0.800',
      '0.750',
      '1.07×',
      '0',
    ]);
  });

  it('give the hang by phase: before, the peaks during and after, then settled and after a GC', () => {
    const text = proxyLoadTable(LOAD);
    assert.match(text, /answers: 200: 10, 503: 20/);
    assert.match(text, /before the hang\s+40\s+0\s+100 MiB/);
    assert.match(text, /peak during the hang\s+560\s+256\s+130 MiB/);
    assert.match(text, /peak after it\s+90\s+3\s+125 MiB/);
    assert.match(text, /then after a GC\s+60\s+0\s+104 MiB/);
  });

  it('give the keyed writes window by window, and the last over the first', () => {
    assert.match(proxyLoadMarkdown(LOAD), /400, 380, 420 req\/s \(last ÷ first 1\.05×\)/);
  });

  it('give the slow bodies: their answers, the median and longest hold, those still open, the proxy by phase', () => {
    const text = proxyLoadTable({ ...LOAD, slowBodies: [SLOW] });
    assert.match(text, /answers 408: 3, none: 1;/);
    assert.match(text, /to its answer median 10\.2 s, longest 10\.3 s/);
    assert.match(
      text,
      /to its close by the proxy median 10\.7 s, longest 10\.9 s; still open at 30\.0 s: 1\./,
    );
    assert.match(text, /10 connections of feed requests: 512 req\/s, answers 200: 9000, p99 62 ms/);
    assert.match(text, /before the slow bodies\s+47\s+5\s+100 MiB\s+20 MiB/);
    assert.match(text, /peak while they are held\s+347\s+310\s+180 MiB\s+60 MiB/);
    assert.match(text, /peak once all are closed\s+47\s+8\s+175 MiB\s+40 MiB/);
    assert.match(text, /then after a GC\s+37\s+0\s+150 MiB\s+18 MiB/);
  });
});
