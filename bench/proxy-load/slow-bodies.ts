/**
 * Slow request bodies (docs/proxy.md#under-load): signed-in browsers whose mark-as body trickles in a byte a second
 * or stops halfway, many at once, beside normal feed traffic. Measures how long the proxy holds each one (until its
 * answer, then until the connection is closed), the proxy's open files, requests in flight and memory while they
 * are held and once they are gone, and what the normal traffic got meanwhile. The slow clients are raw sockets of
 * this process (a few bytes a second each); the normal traffic comes from the load generator's process. Bounded:
 * a connection still open `capMs` after it started is closed by the bench and counted as held.
 */
import { connect, type Socket } from 'node:net';
import { runLoad, sampleStats, startServer } from './children.js';
import type { LoadResult } from './load-process.js';
import { BENCH_SESSION_HEADER, type ServerStats } from './shared.js';
import { BENCH_SUBSCRIBER } from '../seeded-api.js';

export type SlowKind = 'trickle' | 'stall';

export interface SlowConnection {
  kind: SlowKind;
  /** The answer's status, or `none` when the connection ended without one. */
  status: string;
  /** From the connection's start to the first byte of the answer. */
  answeredMs?: number;
  /** From the connection's start to its close by the proxy (absent when the bench closed it at the cap). */
  closedMs?: number;
}

export interface SlowSample {
  atMs: number;
  phase: 'before' | 'held' | 'after';
  stats: ServerStats;
}

/** How the proxy is mounted: as docs/examples/proxy/hono.ts, or as docs/examples/proxy/node-http.ts. */
export type Mount = 'hono' | 'node-http';

export interface SlowBodiesRun {
  mount: Mount;
  connections: number;
  bodyTimeoutMs: number;
  capMs: number;
  slow: SlowConnection[];
  samples: SlowSample[];
  /** Once every slow connection was over and the normal traffic had stopped, then after a garbage collection. */
  settled: ServerStats;
  afterGc: ServerStats;
  /** The normal traffic alongside: feed requests through the proxy from `normalConnections` connections. */
  normalConnections: number;
  normal: Pick<LoadResult, 'byStatus' | 'p50Ms' | 'p99Ms'> & { requestsPerSecond: number };
}

export interface SlowBodiesOptions {
  mount: Mount;
  /** Slow connections, half trickling and half stalled. */
  connections: number;
  /** The proxy's `bodyTimeoutMs`. */
  bodyTimeoutMs: number;
  log: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SUBSCRIBER_PATH = `/api/notif/v1/subscribers/${BENCH_SUBSCRIBER}`;
const MESSAGE_ID = (0xbe000000).toString(16).padStart(24, '0');
const BODY = JSON.stringify({ messageId: MESSAGE_ID, markAs: 'seen' });

/** One slow browser: the request's head at once, then its body a byte a second (trickle) or half of it (stall). */
function slowClient(url: URL, kind: SlowKind, index: number, capMs: number): Promise<SlowConnection> {
  const head = [
    `POST ${SUBSCRIBER_PATH}/messages/mark-as HTTP/1.1`,
    `host: ${url.host}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(BODY)}`,
    `idempotency-key: slow-${process.pid}-${index}`,
    `${BENCH_SESSION_HEADER}: ada`,
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const start = performance.now();
    const result: SlowConnection = { kind, status: 'none' };
    let sent = 0;
    let trickle: NodeJS.Timeout | undefined;
    const socket: Socket = connect(Number(url.port), url.hostname, () => {
      socket.write(head);
      if (kind === 'stall') socket.write(BODY.slice(0, BODY.length / 2));
      else
        trickle = setInterval(() => {
          if (sent < BODY.length && socket.writable) socket.write(BODY[sent++]!);
        }, 1000);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      if (result.answeredMs === undefined) result.answeredMs = performance.now() - start;
      if (result.status === 'none') {
        answer += chunk.toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
        if (status) result.status = status[1]!;
      }
    });
    socket.on('error', () => undefined);
    const cap = setTimeout(() => socket.destroy(), capMs);
    socket.on('close', () => {
      clearTimeout(cap);
      clearInterval(trickle);
      if (performance.now() - start < capMs) result.closedMs = performance.now() - start;
      resolve(result);
    });
  });
}

/** `connections` slow bodies through the proxy beside 10 connections of feed requests. */
export async function slowBodiesRun(options: SlowBodiesOptions): Promise<SlowBodiesRun> {
  const { connections, bodyTimeoutMs } = options;
  const capMs = bodyTimeoutMs * 3;
  const normalConnections = 10;
  const service = await startServer('service');
  const front = await startServer(options.mount === 'hono' ? 'front' : 'front-node', service.url, {
    bodyTimeoutMs,
  });
  const sampling = sampleStats<SlowSample['phase']>(front, 'before');
  try {
    const feed = `${front.url}${SUBSCRIBER_PATH}/notifications/feed?limit=20`;
    const beforeMs = 2000;
    const normal = runLoad({
      url: feed,
      method: 'GET',
      headers: { [BENCH_SESSION_HEADER]: 'ada' },
      connections: normalConnections,
      durationMs: beforeMs + bodyTimeoutMs + 4000,
      timeoutMs: 20_000,
    });
    await sleep(beforeMs);
    sampling.phase = 'held';
    options.log(
      `  ${connections} slow bodies through the proxy on ${options.mount} (bodyTimeoutMs ${bodyTimeoutMs})`,
    );
    const url = new URL(front.url);
    const slow = await Promise.all(
      Array.from({ length: connections }, (_, index) =>
        slowClient(url, index % 2 === 0 ? 'trickle' : 'stall', index, capMs),
      ),
    );
    sampling.phase = 'after';
    const normalResult = await normal;
    await sleep(1000);
    await sampling.stop();
    const settled = await front.stats();
    const afterGc = await front.stats({ gc: true });
    return {
      mount: options.mount,
      connections,
      bodyTimeoutMs,
      capMs,
      slow,
      samples: sampling.samples,
      settled,
      afterGc,
      normalConnections,
      normal: {
        requestsPerSecond: normalResult.requests / (normalResult.elapsedMs / 1000),
        byStatus: normalResult.byStatus,
        p50Ms: normalResult.p50Ms,
        p99Ms: normalResult.p99Ms,
      },
    };
  } finally {
    await sampling.stop();
    await front.stop();
    await service.stop();
  }
}
