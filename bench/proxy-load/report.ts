/** The proxy load bench's figures as tables, plain text or Markdown, made from the same rows. */
import { markdownTable, table } from '../report.js';
import type { HangRun, KeyedWrites, LoadRow, ProxyLoad, Scenario } from './proxy-load.js';

type Render = (headers: string[], rows: string[][]) => string;

const fixed = (n: number, digits: number) => n.toFixed(digits);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

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
      grid.push([
        scenario,
        String(round),
        fixed(service.requestsPerSecond, 0),
        fixed(proxy.requestsPerSecond, 0),
        fixed(bare.requestsPerSecond, 0),
        `${fixed(proxy.requestsPerSecond / service.requestsPerSecond, 2)}×`,
        fixed(service.cpuMsPerRequest, 3),
        fixed(proxy.cpuMsPerRequest, 3),
        fixed(bare.cpuMsPerRequest, 3),
        `${fixed(proxy.cpuMsPerRequest / bare.cpuMsPerRequest, 2)}×`,
        String(service.failures + proxy.failures + bare.failures),
      ]);
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

function hangGrid(hang: HangRun): { headers: string[]; rows: string[][] } {
  const phase = (name: string) => hang.samples.filter((sample) => sample.phase === name);
  const peak = (samples: HangRun['samples']) => ({
    openFiles: Math.max(...samples.map((s) => s.stats.openFiles)),
    inFlight: Math.max(...samples.map((s) => s.stats.inFlight)),
    rssBytes: Math.max(...samples.map((s) => s.stats.rssBytes)),
  });
  const before = phase('before').at(-1)?.stats;
  const rows: [string, { openFiles: number; inFlight: number; rssBytes: number } | undefined][] = [
    ['before the hang', before],
    ['peak during the hang', phase('hang').length ? peak(phase('hang')) : undefined],
    ['peak after it', phase('after').length ? peak(phase('after')) : undefined],
    ['load over, answers in', hang.settled],
    ['then after a GC', hang.afterGc],
  ];
  return {
    headers: ['proxy process', 'open files', 'in flight', 'RSS'],
    rows: rows
      .filter((row) => row[1] !== undefined)
      .map(([name, s]) => [name, String(s!.openFiles), String(s!.inFlight), mib(s!.rssBytes)]),
  };
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
  return parts.join('\n\n');
}

export function proxyLoadTable(load: ProxyLoad): string {
  return render(load, table);
}

export function proxyLoadMarkdown(load: ProxyLoad): string {
  return render(load, markdownTable);
}
