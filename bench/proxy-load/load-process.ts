/**
 * The load generator of the proxy load bench, in a process of its own. Closed loop (`connections` requests in
 * flight at all times over keep-alive sockets, for `durationMs`) or open loop (`ratePerSecond` requests sent
 * whatever the answers, for `durationMs`). Bounded: it stops sending at the end of its time and waits at most
 * `timeoutMs` for each answer. Loopback only.
 */
import { Agent, request as httpRequest } from 'node:http';

export interface LoadPlan {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Each request gets an `idempotency-key` of its own. */
  uniqueKeys?: boolean;
  connections: number;
  ratePerSecond?: number;
  durationMs: number;
  timeoutMs: number;
  /** Answers are also counted per window of this many milliseconds. */
  windowMs?: number;
}

export interface LoadResult {
  requests: number;
  elapsedMs: number;
  byStatus: Record<string, number>;
  windows: number[];
  p50Ms: number;
  p99Ms: number;
}

function isLoopback(url: string): boolean {
  return new URL(url).hostname === '127.0.0.1';
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  if (!isLoopback(plan.url)) throw new Error('the load generator only sends to 127.0.0.1');
  const agent = new Agent({
    keepAlive: true,
    maxSockets: plan.ratePerSecond ? Infinity : plan.connections,
  });
  const url = new URL(plan.url);
  const byStatus: Record<string, number> = {};
  const latencies: number[] = [];
  const windows: number[] = [];
  const start = performance.now();
  const end = start + plan.durationMs;
  let sequence = 0;
  const count = (status: string, sentAt: number) => {
    const now = performance.now();
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    latencies.push(now - sentAt);
    const window = Math.floor((now - start) / (plan.windowMs ?? plan.durationMs));
    windows[window] = (windows[window] ?? 0) + 1;
  };
  const send = () =>
    new Promise<void>((resolve) => {
      const sentAt = performance.now();
      const headers = { ...plan.headers };
      if (plan.uniqueKeys) headers['idempotency-key'] = `bench-${process.pid}-${++sequence}`;
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: plan.method,
          headers,
          agent,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            count(String(res.statusCode), sentAt);
            resolve();
          });
          res.on('error', () => {
            count('error', sentAt);
            resolve();
          });
        },
      );
      req.setTimeout(plan.timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => {
        count(error.message === 'timeout' ? 'timeout' : (error.code ?? 'error'), sentAt);
        resolve();
      });
      req.end(plan.body);
    });

  if (plan.ratePerSecond) {
    const pending: Promise<void>[] = [];
    let sent = 0;
    while (performance.now() < end) {
      const due = Math.floor(((performance.now() - start) / 1000) * plan.ratePerSecond);
      for (; sent < due; sent++) pending.push(send());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: plan.connections }, async () => {
        while (performance.now() < end) await send();
      }),
    );
  }
  const elapsedMs = performance.now() - start;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { requests: latencies.length, elapsedMs, byStatus, windows, p50Ms: at(0.5), p99Ms: at(0.99) };
}

process.once('message', (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send!({ type: 'done', result }, () => process.exit(0)),
    (error: unknown) => process.send!({ type: 'failed', message: String(error) }, () => process.exit(1)),
  );
});
