/**
 * The live channel at scale (docs/proxy.md#figures): idle streams held by one server process, opened over raw
 * sockets from this process, with the cost per stream (RSS and heap, after collections, over the empty server), the
 * longest event-loop stall while heartbeats run, and `await hub.notify` p50/p95/p99 meanwhile; the proxy mounted with
 * `toNodeListener` and on Hono's Node server, beside a bare `node:http` server writing the same bytes (the floor). Run alone: `node --import tsx bench/live-streams/live-streams.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The servers measured: the floor, the proxy on `toNodeListener` (`node:http`), the proxy on Hono's Node server. */
export const LIVE_STREAM_MODES = ['bare', 'proxy', 'hono'] as const;
export type LiveStreamMode = (typeof LIVE_STREAM_MODES)[number];

export interface LiveStreamsRun {
  mode: LiveStreamMode;
  streams: number;
  opened: number;
  rssPerStreamKiB: number;
  heapPerStreamKiB: number;
  /**
   * Of the RSS per stream, what V8's young generation grew by while the streams opened (it is sized by how much
   * survives, not kept per stream, and stays grown after the collections).
   */
  youngPerStreamKiB: number;
  stallMs: number;
  notify?: { p50: number; p95: number; p99: number; stallMs: number };
}

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
/** Short, so a run sees several heartbeat intervals; every stream is visited once per interval. */
const HEARTBEAT_MS = 5000;

/** What the server says of its memory: RSS, heap used, and V8's spaces as committed. */
interface Memory {
  rss: number;
  heapUsed: number;
  spaces: Record<string, { committed: number; used: number }>;
}

export interface Server {
  child: ChildProcess;
  port: number;
  ask(line: string): Promise<Record<string, unknown>>;
}

export async function startServer(mode: LiveStreamMode): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=2048', '--import', 'tsx', SERVER, mode, String(HEARTBEAT_MS)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value as string) as Record<string, unknown>;
  const { port } = (await next()) as { port: number };
  return {
    child,
    port,
    ask: async (line) => {
      child.stdin!.write(`${line}\n`);
      return next();
    },
  };
}

/** Opens a stream over a raw socket; resolves once its first bytes came (false if refused or cut). */
export function openStream(
  port: number,
  index: number,
  subscribers: number,
): Promise<{ socket: Socket; ok: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    socket.once('data', (chunk: Buffer) =>
      resolve({ socket, ok: chunk.toString().startsWith('HTTP/1.1 200') }),
    );
    socket.once('error', () => resolve({ socket, ok: false }));
    const user = `sub-${index % subscribers}`;
    socket.write(
      `GET /v1/subscribers/${user}/live HTTP/1.1\r\nHost: app.test\r\nx-user: ${user}\r\naccept: text/event-stream\r\n\r\n`,
    );
  });
}

export async function benchLiveStreams(mode: LiveStreamMode, streams: number): Promise<LiveStreamsRun> {
  const server = await startServer(mode);
  const sockets: Socket[] = [];
  try {
    const before = (await server.ask('memory')) as unknown as Memory;
    const subscribers = Math.ceil(streams / 2);
    let opened = 0;
    for (let start = 0; start < streams; start += 500) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(500, streams - start) }, (_, k) =>
          openStream(server.port, start + k, subscribers),
        ),
      );
      for (const { socket, ok } of batch) {
        sockets.push(socket);
        socket.on('data', () => undefined);
        if (ok) opened++;
      }
    }
    const after = (await server.ask('memory')) as unknown as Memory;
    const { stallMs } = (await server.ask(`stall ${HEARTBEAT_MS * 2}`)) as { stallMs: number };
    const run: LiveStreamsRun = {
      mode,
      streams,
      opened,
      rssPerStreamKiB: (after.rss - before.rss) / opened / 1024,
      heapPerStreamKiB: (after.heapUsed - before.heapUsed) / opened / 1024,
      youngPerStreamKiB:
        (after.spaces.new_space.committed - before.spaces.new_space.committed) / opened / 1024,
      stallMs,
    };
    if (mode !== 'bare')
      run.notify = (await server.ask(`notify 1000 ${subscribers}`)) as LiveStreamsRun['notify'];
    return run;
  } finally {
    for (const socket of sockets) socket.destroy();
    server.child.stdin!.write('quit\n');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

const SERVER_NAMES: Record<LiveStreamMode, string> = {
  bare: 'bare `node:http` (floor)',
  proxy: 'the proxy (`toNodeListener`)',
  hono: 'the proxy (Hono, `onOrigin`)',
};

/** The table of a run, as docs/proxy.md shows it. */
export function liveStreamsTable(runs: LiveStreamsRun[]): string {
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)} ms`);
  const rows = runs.map(
    (run) =>
      `| ${SERVER_NAMES[run.mode]} | ${run.streams.toLocaleString('en')} | ${run.opened.toLocaleString('en')} | ${run.rssPerStreamKiB.toFixed(1)} KiB | ${run.youngPerStreamKiB.toFixed(1)} KiB | ${run.heapPerStreamKiB.toFixed(2)} KiB | ${ms(run.stallMs)} | ${ms(run.notify?.p50)} | ${ms(run.notify?.p95)} | ${ms(run.notify?.p99)} |`,
  );
  return [
    '| server | streams asked | held | RSS per stream | of it, the young generation | heap per stream | longest stall (heartbeats running) | notify p50 | notify p95 | notify p99 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs: LiveStreamsRun[] = [];
  for (const streams of [1000, 10_000])
    for (const mode of LIVE_STREAM_MODES) {
      process.stderr.write(`live streams: ${mode} at ${streams}\n`);
      runs.push(await benchLiveStreams(mode, streams));
    }
  process.stdout.write(`${liveStreamsTable(runs)}\n`);
  process.stdout.write(`${JSON.stringify(runs)}\n`);
}
