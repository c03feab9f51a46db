/**
 * The proxy under load (docs/proxy.md#under-load): the local API as the service over loopback HTTP, the proxy and a
 * bare forwarder mounted as `docs/examples/proxy/hono.ts` mounts the proxy, and the load generator in a process of
 * its own. Measures requests/s and the serving process's CPU time per request for the feed, the unseen count and
 * mark-as, each through the proxy, through the bare forwarder and straight to the service, in rounds that alternate
 * the three in one sitting; then the proxy's open files, requests in flight and memory while the service hangs 12 s
 * under a steady 300 requests/s; then the service's mark-as with an idempotency key over a longer run, window by
 * window; then 300 mark-as bodies that trickle or stall, through the proxy on each mount of the examples, beside
 * normal traffic. Bounded in count and time; loopback only.
 */
import { loadavg } from 'node:os';
import { runLoad, sampleStats, startServer, type ServerChild } from './children.js';
import type { LoadPlan, LoadResult } from './load-process.js';
import { BENCH_SESSION_HEADER, type ServerStats } from './shared.js';
import { BENCH_API_KEY, BENCH_SUBSCRIBER } from '../seeded-api.js';
import { slowBodiesRun, type SlowBodiesRun } from './slow-bodies.js';

export type Target = 'service' | 'proxy' | 'bare';
export type Scenario = 'feed' | 'unseen' | 'mark-as';

export interface LoadRow {
  round: number;
  scenario: Scenario;
  target: Target;
  requestsPerSecond: number;
  /** CPU time (user + system) of the process that served the requests, per request. */
  cpuMsPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx. */
  failures: number;
}

export interface HangSample {
  atMs: number;
  phase: 'before' | 'hang' | 'after';
  stats: ServerStats;
}

export interface HangRun {
  ratePerSecond: number;
  hangMs: number;
  samples: HangSample[];
  /** After the load stopped and every answer came back, then after a garbage collection. */
  settled: ServerStats;
  afterGc: ServerStats;
  byStatus: Record<string, number>;
}

export interface KeyedWrites {
  seconds: number;
  windowSeconds: number;
  /** Requests/s of each window. */
  windows: number[];
}

export interface ProxyLoad {
  connections: number;
  seconds: number;
  loadAverage: { start: number[]; end: number[] };
  rows: LoadRow[];
  hang?: HangRun;
  keyedWrites?: KeyedWrites;
  /** Slow request bodies through the proxy, on each mount of the examples. */
  slowBodies?: SlowBodiesRun[];
}

export interface ProxyLoadOptions {
  rounds: number;
  /** Seconds each measured run lasts (after a warm-up of its own). */
  seconds: number;
  connections: number;
  /** Seconds of the service's mark-as with a key (0: skipped). */
  keySeconds: number;
  hang: boolean;
  /** Slow request bodies at once (0: skipped). */
  slowBodies: number;
  log: (line: string) => void;
}

const SUBSCRIBER_PATH = `/v1/subscribers/${BENCH_SUBSCRIBER}`;
/** The first message of the bench feed (bench/seeded-api.ts numbers them from 0xbe000000). */
const MESSAGE_ID = (0xbe000000).toString(16).padStart(24, '0');

const PATHS: Record<Scenario, string> = {
  feed: `${SUBSCRIBER_PATH}/notifications/feed?limit=20`,
  unseen: `${SUBSCRIBER_PATH}/notifications/unseen`,
  'mark-as': `${SUBSCRIBER_PATH}/messages/mark-as`,
};

function plan(
  scenario: Scenario,
  target: Target,
  servers: { service: ServerChild; front: ServerChild },
  extra: Partial<LoadPlan>,
): LoadPlan {
  const path = PATHS[scenario];
  const url =
    target === 'service'
      ? `${servers.service.url}${path}`
      : `${servers.front.url}${target === 'proxy' ? '/api/notif' : '/bare'}${path}`;
  const headers: Record<string, string> =
    target === 'service' ? { authorization: `ApiKey ${BENCH_API_KEY}` } : { [BENCH_SESSION_HEADER]: 'ada' };
  const write = scenario === 'mark-as';
  if (write) headers['content-type'] = 'application/json';
  return {
    url,
    method: write ? 'POST' : 'GET',
    headers,
    ...(write ? { body: JSON.stringify({ messageId: MESSAGE_ID, markAs: 'seen' }), uniqueKeys: true } : {}),
    connections: 50,
    durationMs: 5000,
    timeoutMs: 20_000,
    ...extra,
  };
}

async function measured(
  server: ServerChild,
  load: LoadPlan,
): Promise<{ result: LoadResult; cpuMsPerRequest: number }> {
  const before = await server.stats();
  const result = await runLoad(load);
  const after = await server.stats();
  const served = after.served - before.served;
  return { result, cpuMsPerRequest: (after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, served) };
}

const failures = (byStatus: Record<string, number>) =>
  Object.entries(byStatus).reduce((sum, [status, n]) => (/^2\d\d$/.test(status) ? sum : sum + n), 0);

async function throughputRows(options: ProxyLoadOptions): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  const targets: Target[] = ['service', 'proxy', 'bare'];
  for (let round = 1; round <= options.rounds; round++) {
    // A fresh service each round, so the idempotency records of the last round's writes do not weigh on this one.
    const service = await startServer('service');
    // Every connection is the bench subscriber's: its fair share of the requests in flight (8 by default) would answer
    // most of them 429 at once, which measures the refusal, not the forwarding. Fairness has its own part (fairness.ts).
    const front = await startServer('front', service.url, { maxInFlightPerSubscriber: options.connections });
    try {
      for (const scenario of ['feed', 'unseen', 'mark-as'] as const) {
        const order = round % 2 === 1 ? targets : [...targets].reverse();
        for (const target of order) {
          const servers = { service, front };
          const base = { connections: options.connections };
          await runLoad(plan(scenario, target, servers, { ...base, durationMs: 1000 }));
          const load = plan(scenario, target, servers, { ...base, durationMs: options.seconds * 1000 });
          const { result, cpuMsPerRequest } = await measured(target === 'service' ? service : front, load);
          const row: LoadRow = {
            round,
            scenario,
            target,
            requestsPerSecond: result.requests / (result.elapsedMs / 1000),
            cpuMsPerRequest,
            p50Ms: result.p50Ms,
            p99Ms: result.p99Ms,
            failures: failures(result.byStatus),
          };
          rows.push(row);
          options.log(
            `  round ${round} ${scenario} ${target}: ${row.requestsPerSecond.toFixed(0)} req/s, ${row.cpuMsPerRequest.toFixed(3)} ms CPU/request, ${row.failures} failures`,
          );
        }
      }
    } finally {
      await front.stop();
      await service.stop();
    }
  }
  return rows;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The proxy before a service that stops answering for `hangMs` (SIGSTOP, then SIGCONT), under a steady rate. */
async function hangRun(log: (line: string) => void): Promise<HangRun> {
  const ratePerSecond = 300;
  const [beforeMs, hangMs, afterMs] = [3000, 12_000, 6000];
  const service = await startServer('service');
  const front = await startServer('front', service.url);
  const sampling = sampleStats<HangSample['phase']>(front, 'before');
  try {
    await runLoad(plan('feed', 'proxy', { service, front }, { connections: 50, durationMs: 1000 }));
    const load = runLoad(
      plan('feed', 'proxy', { service, front }, { ratePerSecond, durationMs: beforeMs + hangMs + afterMs }),
    );
    await sleep(beforeMs);
    sampling.phase = 'hang';
    process.kill(service.pid, 'SIGSTOP');
    log(`  the service is stopped for ${hangMs / 1000} s`);
    try {
      await sleep(hangMs);
    } finally {
      process.kill(service.pid, 'SIGCONT');
    }
    sampling.phase = 'after';
    const result = await load;
    await sampling.stop();
    const settled = await front.stats();
    const afterGc = await front.stats({ gc: true });
    return { ratePerSecond, hangMs, samples: sampling.samples, settled, afterGc, byStatus: result.byStatus };
  } finally {
    await sampling.stop();
    await front.stop();
    await service.stop();
  }
}

/** The service's mark-as with a new idempotency key each request, window by window. */
async function keyedWrites(options: ProxyLoadOptions): Promise<KeyedWrites> {
  const windowSeconds = Math.min(5, options.keySeconds);
  const service = await startServer('service');
  try {
    const result = await runLoad(
      plan(
        'mark-as',
        'service',
        { service, front: service },
        {
          connections: options.connections,
          durationMs: options.keySeconds * 1000,
          windowMs: windowSeconds * 1000,
        },
      ),
    );
    const whole = Math.floor(options.keySeconds / windowSeconds);
    const windows = result.windows.slice(0, whole).map((n) => (n ?? 0) / windowSeconds);
    return { seconds: options.keySeconds, windowSeconds, windows };
  } finally {
    await service.stop();
  }
}

export async function benchProxyLoad(options: ProxyLoadOptions): Promise<ProxyLoad> {
  const start = loadavg();
  const rows = await throughputRows(options);
  const hang = options.hang ? await hangRun(options.log) : undefined;
  const keyed = options.keySeconds > 0 ? await keyedWrites(options) : undefined;
  const slowBodies: SlowBodiesRun[] = [];
  if (options.slowBodies > 0)
    for (const mount of ['hono', 'node-http'] as const)
      slowBodies.push(
        await slowBodiesRun({
          mount,
          connections: options.slowBodies,
          bodyTimeoutMs: 10_000,
          log: options.log,
        }),
      );
  return {
    connections: options.connections,
    seconds: options.seconds,
    loadAverage: { start, end: loadavg() },
    rows,
    ...(hang ? { hang } : {}),
    ...(keyed ? { keyedWrites: keyed } : {}),
    ...(slowBodies.length ? { slowBodies } : {}),
  };
}
