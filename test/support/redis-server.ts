/**
 * A `redis-server` of the test's own: on a free port of 127.0.0.1, with nothing saved to disk, stopped by its pid.
 * Tests never rely on a Redis that happens to run on the machine. Skips (with the reason) where none is installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { waitFor } from './wait-for.js';

/** Whether `redis-server` can be started here. */
export const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;

/** A free TCP port of 127.0.0.1 (asked of the system, then let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RedisServer {
  port: number;
  url: string;
  /** Kills the server at once (SIGKILL: a Redis that goes away, not one that says goodbye). */
  kill(): Promise<void>;
}

/** Starts a Redis on `port` (a free one when not given) and resolves once it accepts connections. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(async () => exited || (await accepts(chosen)), { message: `redis-server on port ${chosen}` });
  if (exited) throw new Error(`redis-server on port ${chosen} exited at start`);
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    kill: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid!, 'SIGKILL');
      await gone;
    },
  };
}
