/** The bench's child processes: a server reporting its stats over IPC, and a load generator run to its end. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './load-process.js';
import type { ServerStats } from './shared.js';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** Children run TypeScript as this process does. */
const EXEC_ARGV = ['--import', 'tsx'];

export interface ServerChild {
  url: string;
  pid: number;
  stats(options?: { gc?: boolean }): Promise<ServerStats>;
  stop(): Promise<void>;
}

/** With BENCH_PROFILE_DIR set, the fronts write a CPU profile there when they stop (`node --cpu-prof`). */
function profiling(role: string): string[] {
  const folder = process.env.BENCH_PROFILE_DIR;
  return folder && role !== 'service' ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/**
 * Starts `service` (the local API), `front` (the proxy and the bare forwarder before `upstream`, on Hono) or
 * `front-node` (the proxy on `node:http` through `toNodeListener`).
 */
export function startServer(
  role: 'service' | 'front' | 'front-node',
  upstream = '',
  proxyOptions?: object,
): Promise<ServerChild> {
  const args = [role, upstream, ...(proxyOptions ? [JSON.stringify(proxyOptions)] : [])];
  const child = fork(here('./server-process.ts'), args, {
    execArgv: [...EXEC_ARGV, '--expose-gc', ...profiling(role)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let lastId = 0;
  const waiting = new Map<number, (stats: ServerStats) => void>();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${role} server exited with ${code}`)));
    child.on('message', (message: { type: string; url?: string; id?: number; stats?: ServerStats }) => {
      if (message.type === 'stats') waiting.get(message.id!)?.(message.stats!);
      if (message.type !== 'ready') return;
      resolve({
        url: message.url!,
        pid: child.pid!,
        stats: ({ gc = false } = {}) =>
          new Promise((done) => {
            const id = ++lastId;
            waiting.set(id, done);
            child.send({ type: gc ? 'gc' : 'stats', id });
          }),
        stop: () => stopChild(child),
      });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.send({ type: 'stop' });
  });
}

/** Runs one load plan in a fresh process and resolves with what it measured. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const child = fork(here('./load-process.ts'), [], {
    execArgv: EXEC_ARGV,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: { type: string; result?: LoadResult; message?: string }) => {
      if (message.type === 'done') resolve(message.result!);
      else reject(new Error(message.message));
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(plan);
  });
}

/** A server's stats every half second, each tagged with the phase of the run it was taken in, until stopped. */
export interface Sampling<Phase extends string> {
  phase: Phase;
  readonly samples: { atMs: number; phase: Phase; stats: ServerStats }[];
  stop(): Promise<void>;
}

export function sampleStats<Phase extends string>(server: ServerChild, first: Phase): Sampling<Phase> {
  const start = performance.now();
  let going = true;
  const run: Sampling<Phase> = {
    phase: first,
    samples: [],
    stop: async () => {
      going = false;
      await loop;
    },
  };
  const loop = (async () => {
    while (going) {
      const atMs = Math.round(performance.now() - start);
      const phase = run.phase;
      run.samples.push({ atMs, phase, stats: await server.stats() });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return run;
}
