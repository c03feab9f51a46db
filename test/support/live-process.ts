/**
 * One server of a fleet, in a process of its own, for the live channel's many-server tests: the inbox proxy with a
 * live hub whose broadcast is Redis pub/sub (`redisBroadcast`), over the app's own client (`node-redis` or `ioredis`,
 * the first argument), in front of the local API. It prints its URL as a JSON line, then obeys lines on stdin:
 * `notify <id>` (answers `notified <id>`), `ping` (answers `pong`: the process is alive). Signs in whoever the
 * `x-user` header names.
 *
 *   node --import tsx test/support/live-process.ts node-redis redis://127.0.0.1:6390
 */
import { createInterface } from 'node:readline';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { createInboxProxy, createLiveHub } from '../../src/proxy/index.js';
import { redisBroadcast } from '../../src/proxy/redis.js';
import { startServer } from './server.js';

const [kind, url] = process.argv.slice(2);

async function redisClient(): Promise<unknown> {
  if (kind === 'ioredis') {
    const { Redis } = await import('ioredis');
    const client = new Redis(url!, { lazyConnect: false });
    // An app's client always listens for errors; a Redis that goes away must not crash it.
    client.on('error', () => undefined);
    return client;
  }
  const { createClient } = await import('redis');
  const client = createClient({ url: url! });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const client = await redisClient();
const hub = createLiveHub({ broadcast: redisBroadcast(client), heartbeatMs: 1000 });
const api = createLocalApi({ seed: 'demo' });
const proxy = createInboxProxy({
  apiKey: 'local-dev-api-key',
  baseUrl: 'http://service.test',
  resolveSubscriber: (request) => request.headers.get('x-user'),
  fetch: inProcessFetch(api),
  live: { hub, pollInterval: 0 },
});
const server = await startServer(proxy);
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, argument] = line.split(' ');
  if (command === 'notify') {
    await hub.notify(argument!);
    process.stdout.write(`notified ${argument}\n`);
  } else if (command === 'ping') process.stdout.write('pong\n');
}
await hub.close();
await server.close();
process.exit(0);
