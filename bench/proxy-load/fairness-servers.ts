/**
 * The fairness run's servers (fairness.ts), in a process of their own: the local API over loopback HTTP, which
 * answers after a short latency and holds deep pages (`page=100000`) well past the proxy's timeout, and the proxy in
 * front of it, whose `x-user` header says who is signed in. Prints `PROXY <url>` once both listen.
 */
import { createLocalApi, DEMO_KEYS } from 'notif-local-api';
import { createInboxProxy } from '../../src/proxy/index.js';
import { startServer } from '../../test/support/server.js';

export const SERVICE_LATENCY_MS = 20;
export const TIMEOUT_MS = 1000;
export const MAX_IN_FLIGHT = 32;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serve(): Promise<void> {
  const api = createLocalApi({ seed: 'demo' });
  const service = await startServer(async (request) => {
    const deep = new URL(request.url).searchParams.get('page') === '100000';
    await wait(deep ? TIMEOUT_MS * 3 : SERVICE_LATENCY_MS);
    return api(request);
  });
  const proxy = createInboxProxy({
    apiKey: DEMO_KEYS.development,
    baseUrl: service.url,
    resolveSubscriber: (request) => request.headers.get('x-user'),
    timeoutMs: TIMEOUT_MS,
    maxInFlight: MAX_IN_FLIGHT,
  });
  const front = await startServer(proxy);
  process.stdout.write(`PROXY ${front.url}\n`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await serve();
