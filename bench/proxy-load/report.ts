/** The proxy load bench's figures as tables, plain text or Markdown, made from the same rows. */
import { markdownTable, table } from '../tables.js';
import type { HangRun, KeyedWrites, LoadRow, ProxyLoad, Scenario } from './proxy-load.js';
import type { SlowBodiesRun, SlowConnection } from './slow-bodies.js';

type Render = (headers: string[], rows: string[][]) => string;

const fixed = (n: number, digits: number) => n.toFixed(digits);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

type Figures3 = Pick<LoadRow, 'requestsPerSecond' | 'cpuMsPerRequest' | 'failures'>;

function throughputCells(
  scenario: string,
  round: string,
  service: Figures3,
  proxy: Figures3,
  bare: Figures3,
) {
  return [
    scenario,
    round,
    fixed(service.requestsPerSecond, 0),
    fixed(proxy.requestsPerSecond, 0),
    fixed(bare.requestsPerSecond, 0),
    `${fixed(proxy.requestsPerSecond / service.requestsPerSecond, 2)}×`,
    fixed(service.cpuMsPerRequest, 3),
    fixed(proxy.cpuMsPerRequest, 3),
    fixed(bare.cpuMsPerRequest, 3),
    `${fixed(proxy.cpuMsPerRequest / bare.cpuMsPerRequest, 2)}×`,
    String(service.failures + proxy.failures + bare.failures),
  ];
}

/**
 * A target's least disturbed figures over the rounds: its most requests/s and its least CPU per request. On a shared
 * machine, another process's load only ever lowers the one and raises the other.
 */
function best(rows: LoadRow[]): Figures3 {
  return {
    requestsPerSecond: Math.max(...rows.map((row) => row.requestsPerSecond)),
    cpuMsPerRequest: Math.min(...rows.map((row) => row.cpuMsPerRequest)),
    failures: rows.reduce((sum, row) => sum + row.failures, 0),
  };
}

function throughputGrid(rows: LoadRow[]): { headers: string[]; rows: string[][] } {
  const byKey = new Map(rows.map((row) => [`${row.round} ${row.scenario} ${row.target}`, row]));
  const rounds = [...new Set(rows.map((row) => row.round))];
  const scenarios = [...new Set(rows.map((row) => row.scenario))] as Scenario[];
  const grid: string[][] = [];
  for (const scenario of scenarios) {
    for (const round of rounds) {
      const [service, proxy, bare] = (['service', 'proxy', 'bare'] as const).map((t) =>
        byKey.get(`${round} ${scenario} ${t}`),
      );
      if (!service || !proxy || !bare) continue;
      grid.push(throughputCells(scenario, String(round), service, proxy, bare));
    }
    const byTarget = (['service', 'proxy', 'bare'] as const).map((t) =>
      rows.filter((row) => row.scenario === scenario && row.target === t),
    );
    if (rounds.length > 1 && byTarget.every((list) => list.length > 0)) {
      const [service, proxy, bare] = byTarget.map(best);
      grid.push(throughputCells(scenario, 'best', service!, proxy!, bare!));
    }
  }
  return {
    headers: [
      'route',
      'round',
      'service req/s',
      'proxy req/s',
      'bare req/s',
      'proxy ÷ service',
      'service CPU ms/req',
      'proxy CPU ms/req',
      'bare CPU ms/req',
      'proxy ÷ bare CPU',
      'non-2xx',
    ],
    rows: grid,
  };
}

type Sampled = { phase: string; stats: HangRun['settled'] };
type Figures = { openFiles: number; inFlight: number; rssBytes: number; heapUsedBytes: number };

function peak(samples: Sampled[]): Figures | undefined {
  if (samples.length === 0) return undefined;
  return {
    openFiles: Math.max(...samples.map((s) => s.stats.openFiles)),
    inFlight: Math.max(...samples.map((s) => s.stats.inFlight)),
    rssBytes: Math.max(...samples.map((s) => s.stats.rssBytes)),
    heapUsedBytes: Math.max(...samples.map((s) => s.stats.heapUsedBytes)),
  };
}

/** The proxy process's open files, requests in flight and memory, one row per moment of a run. */
function processGrid(rows: [string, Figures | undefined][]): { headers: string[]; rows: string[][] } {
  return {
    headers: ['proxy process', 'open files', 'in flight', 'RSS', 'JS heap used'],
    rows: rows
      .filter((row) => row[1] !== undefined)
      .map(([name, s]) => [
        name,
        String(s!.openFiles),
        String(s!.inFlight),
        mib(s!.rssBytes),
        mib(s!.heapUsedBytes),
      ]),
  };
}

function hangGrid(hang: HangRun): { headers: string[]; rows: string[][] } {
  const phase = (name: string) => hang.samples.filter((sample) => sample.phase === name);
  return processGrid([
    ['before the hang', phase('before').at(-1)?.stats],
    ['peak during the hang', peak(phase('hang'))],
    ['peak after it', peak(phase('after'))],
    ['load over, answers in', hang.settled],
    ['then after a GC', hang.afterGc],
  ]);
}

function slowGrid(run: SlowBodiesRun): { headers: string[]; rows: string[][] } {
  const phase = (name: string) => run.samples.filter((sample) => sample.phase === name);
  return processGrid([
    ['before the slow bodies', phase('before').at(-1)?.stats],
    ['peak while they are held', peak(phase('held'))],
    ['peak once all are closed', peak(phase('after'))],
    ['load over', run.settled],
    ['then after a GC', run.afterGc],
  ]);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Median and longest of `values`, in seconds. */
function spread(values: number[]): string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${seconds(sorted[Math.floor(sorted.length / 2)]!)}, longest ${seconds(sorted.at(-1)!)}`;
}

const MOUNTS: Record<SlowBodiesRun['mount'], string> = {
  hono: 'on Hono through `onOrigin` (docs/examples/proxy/hono.ts)',
  'node-http': 'on `node:http` through `toNodeListener` (docs/examples/proxy/node-http.ts)',
};

function slowLine(run: SlowBodiesRun): string {
  const count = (list: SlowConnection[]) =>
    statuses(
      list.reduce<Record<string, number>>(
        (byStatus, c) => ({ ...byStatus, [c.status]: (byStatus[c.status] ?? 0) + 1 }),
        {},
      ),
    );
  const answered = run.slow.flatMap((c) => (c.answeredMs === undefined ? [] : [c.answeredMs]));
  const closed = run.slow.flatMap((c) => (c.closedMs === undefined ? [] : [c.closedMs]));
  const held = run.slow.length - closed.length;
  return (
    `${run.connections} mark-as bodies through the proxy ${MOUNTS[run.mount]}, half sent a byte a second, half stopped halfway, ` +
    `\`bodyTimeoutMs\` ${run.bodyTimeoutMs}: answers ${count(run.slow)}; from each connection's start to its answer ${spread(answered)}, ` +
    `to its close by the proxy ${spread(closed)}; still open at ${seconds(run.capMs)}: ${held}. ` +
    `Meanwhile ${run.normalConnections} connections of feed requests: ${run.normal.requestsPerSecond.toFixed(0)} req/s, ` +
    `answers ${statuses(run.normal.byStatus)}, p99 ${run.normal.p99Ms.toFixed(0)} ms.`
  );
}

function statuses(byStatus: Record<string, number>): string {
  return Object.entries(byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

function keyedLine(keyed: KeyedWrites): string {
  const windows = keyed.windows.map((n) => n.toFixed(0)).join(', ');
  const first = keyed.windows[0] ?? 0;
  const last = keyed.windows.at(-1) ?? 0;
  return `Mark-as with a new idempotency key each request, straight to the service, ${keyed.seconds} s in windows of ${keyed.windowSeconds} s: ${windows} req/s (last ÷ first ${first ? (last / first).toFixed(2) : '–'}×).`;
}

function render(load: ProxyLoad, draw: Render): string {
  const parts: string[] = [];
  const grid = throughputGrid(load.rows);
  parts.push(
    `${load.connections} connections, ${load.seconds} s a run; load average ${load.loadAverage.start.map((n) => n.toFixed(2)).join(' ')} at the start, ${load.loadAverage.end.map((n) => n.toFixed(2)).join(' ')} at the end.`,
    draw(grid.headers, grid.rows),
  );
  if (load.hang) {
    const hang = hangGrid(load.hang);
    parts.push(
      `The service stopped ${load.hang.hangMs / 1000} s under ${load.hang.ratePerSecond} feed requests/s through the proxy (answers: ${statuses(load.hang.byStatus)}).`,
      draw(hang.headers, hang.rows),
    );
  }
  if (load.keyedWrites) parts.push(keyedLine(load.keyedWrites));
  for (const run of load.slowBodies ?? []) {
    const grid = slowGrid(run);
    parts.push(slowLine(run), draw(grid.headers, grid.rows));
  }
  return parts.join('\n\n');
}

export function proxyLoadTable(load: ProxyLoad): string {
  return render(load, table);
}

export function proxyLoadMarkdown(load: ProxyLoad): string {
  return render(load, markdownTable);
}
