/**
 * One subscriber against the others (docs/security.md#fair-shares): normal subscribers read their feed through the
 * proxy, first alone (quiet), then beside an abusive one who floods the proxy with feed requests and asks for slow
 * deep pages that the service does not answer within the proxy's timeout. The normal subscribers' success rate and
 * 95th-percentile latency in both phases, in one sitting. The service is the local API over loopback HTTP, with a
 * short latency for every request and a hang for the deep pages; the proxy is served over loopback HTTP too, both in
 * a process of their own (fairness-servers.ts); the load runs in this one.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MAX_IN_FLIGHT, SERVICE_LATENCY_MS, TIMEOUT_MS } from './fairness-servers.js';

/** The normal subscribers' figures in one phase. */
export interface FairnessPhase {
  phase: 'quiet' | 'abused';
  requests: number;
  /** Share of the normal subscribers' requests answered 200, in percent. */
  successPercent: number;
  p50Ms: number;
  p95Ms: number;
  /** The abusive subscriber's requests and how they were answered, by status. */
  abuser?: { requests: number; statuses: Record<string, number> };
}

export interface FairnessRun {
  settings: {
    seconds: number;
    normalSubscribers: number;
    connectionsEach: number;
    floodConnections: number;
    deepPageConnections: number;
    serviceLatencyMs: number;
    timeoutMs: number;
    maxInFlight: number;
  };
  /** The machine's one-minute load average when the run began: the latencies depend on it. */
  loadAverage: number;
  phases: FairnessPhase[];
}

export interface FairnessOptions {
  seconds?: number;
  log?: (line: string) => void;
}

const NORMAL = ['subscriber-ada', 'subscriber-grace', 'subscriber-linus'];
const MALLORY = 'subscriber-mallory';

/** The service and the proxy in a process of their own (fairness-servers.ts), so the load does not share their CPU. */
function startServers(): Promise<{ url: string; stop(): void }> {
  const script = fileURLToPath(new URL('./fairness-servers.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the fairness servers exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /PROXY (\S+)\n/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
}

/** Runs `connections` loops of `request` until `deadline`; each loop sends its next request when the last ended. */
async function loops(
  connections: number,
  deadline: number,
  request: () => Promise<{ status: number; ms: number }>,
  into: { status: number; ms: number }[],
): Promise<void> {
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) into.push(await request());
    }),
  );
}

export async function benchFairness(options: FairnessOptions = {}): Promise<FairnessRun> {
  const seconds = options.seconds ?? 5;
  const log = options.log ?? (() => undefined);
  const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
  const servers = await startServers();
  const front = { url: servers.url };
  const feed = (user: string, query: string) => async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${front.url}/v1/subscribers/${user}/notifications/feed?${query}`, {
        headers: { 'x-user': user },
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    } catch {
      return { status: 0, ms: performance.now() - started };
    }
  };
  const connectionsEach = 4;
  const floodConnections = 20;
  const deepPageConnections = 8;

  async function phase(name: FairnessPhase['phase']): Promise<FairnessPhase> {
    const deadline = performance.now() + seconds * 1000;
    const normal: { status: number; ms: number }[] = [];
    const abuser: { status: number; ms: number }[] = [];
    await Promise.all([
      ...NORMAL.map((user) => loops(connectionsEach, deadline, feed(user, 'limit=10'), normal)),
      ...(name === 'abused'
        ? [
            loops(floodConnections, deadline, feed(MALLORY, 'limit=100'), abuser),
            loops(deepPageConnections, deadline, feed(MALLORY, 'page=100000&limit=100'), abuser),
          ]
        : []),
    ]);
    const times = normal.map((r) => r.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const r of abuser) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const result: FairnessPhase = {
      phase: name,
      requests: normal.length,
      successPercent:
        Math.round((10_000 * normal.filter((r) => r.status === 200).length) / normal.length) / 100,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      ...(name === 'abused' ? { abuser: { requests: abuser.length, statuses } } : {}),
    };
    log(`fairness ${name}: ${JSON.stringify(result)}`);
    return result;
  }

  try {
    const quiet = await phase('quiet');
    const abused = await phase('abused');
    // Let the deep pages the service still holds end before the servers close.
    await wait(TIMEOUT_MS * 3);
    return {
      settings: {
        seconds,
        normalSubscribers: NORMAL.length,
        connectionsEach,
        floodConnections,
        deepPageConnections,
        serviceLatencyMs: SERVICE_LATENCY_MS,
        timeoutMs: TIMEOUT_MS,
        maxInFlight: MAX_IN_FLIGHT,
      },
      loadAverage,
      phases: [quiet, abused],
    };
  } finally {
    servers.stop();
  }
}

/** The goal: under the abuse the others keep at least 99 % success, with a p95 within twice the quiet one. */
export function fairnessHolds(run: FairnessRun): boolean {
  const [quiet, abused] = run.phases;
  return !!quiet && !!abused && abused.successPercent >= 99 && abused.p95Ms <= 2 * Math.max(quiet.p95Ms, 1);
}

/** The run as a Markdown table with a line under it. */
export function fairnessMarkdown(run: FairnessRun): string {
  const rows = run.phases.map(
    (phase) =>
      `| ${phase.phase} | ${phase.requests} | ${phase.successPercent} % | ${phase.p50Ms} ms | ${phase.p95Ms} ms | ${
        phase.abuser
          ? `${phase.abuser.requests} (${Object.entries(phase.abuser.statuses)
              .map(([status, count]) => `${status}×${count}`)
              .join(', ')})`
          : '—'
      } |`,
  );
  const s = run.settings;
  return [
    '| phase | normal requests | normal success | normal p50 | normal p95 | abusive requests (status×count) |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `${s.normalSubscribers} normal subscribers with ${s.connectionsEach} connections each, ${s.seconds} s a phase; the ` +
      `abusive one with ${s.floodConnections} connections flooding feed pages and ${s.deepPageConnections} asking ` +
      `for deep pages the service holds for ${s.timeoutMs * 3} ms (the proxy's timeout is ${s.timeoutMs} ms, ` +
      `\`maxInFlight\` ${s.maxInFlight}, the per-subscriber share the default 8); the service answers the rest in ` +
      `${s.serviceLatencyMs} ms. Load average when it began: ${run.loadAverage}. Goal (under the abuse, ≥ 99 % success and p95 within 2× of quiet): ` +
      `${fairnessHolds(run) ? 'met' : 'not met'}.`,
  ].join('\n');
}
