// Many servers, one live channel (docs/proxy.md#many-servers): two proxy processes whose hubs share a real Redis
// through `redisBroadcast` (one over node-redis, the other over ioredis). A `notify` on one reaches a stream held by
// the other; a Redis that goes away crashes neither and ends no stream (local notifies still reach them), and once
// it is back every stream hears one `changed` and the hubs hear each other again. The test starts its own redis-server and stops it by its pid.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { redisBroadcast } from '../../src/proxy/redis.js';
import { readEventStream } from '../support/event-stream.js';
import { redisInstalled, startRedis, type RedisServer } from '../support/redis-server.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';

interface LiveProcess {
  url: string;
  lines: string[];
  child: ChildProcess;
  send(line: string): void;
  alive(): Promise<boolean>;
  stop(): Promise<void>;
}

async function startLiveProcess(kind: 'node-redis' | 'ioredis', redisUrl: string): Promise<LiveProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/live-process.ts', kind, redisUrl], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  let exited = false;
  child.once('exit', () => (exited = true));
  const first = await waitFor(() => lines[0], { timeout: 30_000, message: `the ${kind} process's URL` });
  const { url } = JSON.parse(first) as { url: string };
  return {
    url,
    lines,
    child,
    send: (line) => void child.stdin!.write(`${line}\n`),
    async alive() {
      if (exited) return false;
      const before = lines.filter((line) => line === 'pong').length;
      child.stdin!.write('ping\n');
      await waitFor(() => exited || lines.filter((line) => line === 'pong').length > before, {
        message: `${kind} answers ping`,
      });
      return !exited;
    },
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

async function openStream(base: string) {
  const leave = new AbortController();
  const response = await fetch(`${base}/v1/subscribers/${ADA}/live`, {
    headers: { 'x-user': ADA },
    signal: leave.signal,
  });
  return { response, leave };
}

/** Opens a stream once the hub accepts streams (it refuses them with 503 while its Redis is away or connecting). */
async function streamWhenReady(base: string) {
  const opened = (await waitFor(
    async () => {
      const attempt = await openStream(base);
      if (attempt.response.status === 200) return attempt;
      await attempt.response.body?.cancel();
      return undefined;
    },
    { timeout: 15_000, interval: 100, message: `a live stream from ${base}` },
  ))!;
  const stream = readEventStream(opened.response.body);
  await waitFor(() => stream.retries.length > 0);
  return { stream, leave: opened.leave };
}

describe(
  'two proxy processes sharing a real Redis',
  { skip: !redisInstalled && 'redis-server is not installed' },
  () => {
    let redis: RedisServer;
    let a: LiveProcess;
    let b: LiveProcess;

    before(async () => {
      redis = await startRedis();
      [a, b] = await Promise.all([
        startLiveProcess('node-redis', redis.url),
        startLiveProcess('ioredis', redis.url),
      ]);
    });
    after(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await redis?.kill();
    });

    it('a notify on one process reaches a stream held by the other, both ways', async () => {
      const onA = await streamWhenReady(a.url);
      const onB = await streamWhenReady(b.url);
      b.send(`notify ${ADA}`);
      await waitFor(() => onA.stream.events.includes('changed'), {
        message: 'changed on the stream held by A',
      });
      // B's own stream heard it too, once (a hub ignores its own message coming back over Redis).
      await waitFor(() => onB.stream.events.length === 1);
      a.send(`notify ${ADA}`);
      await waitFor(() => onB.stream.events.length === 2, { message: 'changed on the stream held by B' });
      assert.equal(onA.stream.events.length, 2);
      onA.leave.abort();
      onB.leave.abort();
    });

    it('a Redis that goes away crashes neither process and ends no stream; once back, every stream hears one changed and the hubs hear each other', async () => {
      const onA = await streamWhenReady(a.url);
      const onB = await streamWhenReady(b.url);
      const port = redis.port;
      await redis.kill();
      // notify while Redis is away: this process's streams still hear it, the call returns, the process lives on.
      b.send(`notify ${ADA}`);
      await waitFor(() => b.lines.includes(`notified ${ADA}`), {
        message: 'notify returned during the outage',
      });
      await waitFor(() => onB.stream.events.length === 1, { message: 'the local stream heard the notify' });
      assert.equal(await a.alive(), true);
      assert.equal(await b.alive(), true);

      redis = await startRedis(port);
      await waitFor(() => onA.stream.events.length >= 1, {
        timeout: 15_000,
        message: 'A’s stream hears changed once its hub hears Redis again',
      });
      const heard = onA.stream.events.length;
      // The hubs hear each other again (B's subscription may come back a moment after A's).
      await waitFor(
        async () => {
          b.send(`notify ${ADA}`);
          return waitFor(() => onA.stream.events.length > heard, { timeout: 500 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 15_000, interval: 100, message: 'A hears B again after Redis came back' },
      );
      assert.equal(onA.stream.ended, false, 'the stream on A stayed open through the outage');
      assert.equal(onB.stream.ended, false, 'the stream on B stayed open through the outage');
      onA.leave.abort();
      onB.leave.abort();
    });
  },
);

describe('redisBroadcast', () => {
  it('refuses what is not a node-redis or ioredis client, and unknown options', () => {
    for (const client of [undefined, null, 42, {}, { publish() {} }, { publish() {}, duplicate() {} }])
      assert.throws(() => redisBroadcast(client), /redisBroadcast: client must/);
    const looksLikeNodeRedis = { isOpen: true, connect() {}, publish() {}, duplicate() {}, on() {} };
    assert.throws(
      () => redisBroadcast(looksLikeNodeRedis, { chanel: 'x' } as never),
      /chanel is not an option/,
    );
    assert.throws(
      () => redisBroadcast(looksLikeNodeRedis, { channel: '' }),
      /channel must be a non-empty string/,
    );
  });
});
