// The ways of mounting the inbox proxy that docs/proxy.md shows (docs/examples/proxy/: Hono, a Next.js route
// handler, Express, plain node:http), each imported as it is and run against the local API over loopback HTTP, so
// none can rot.
// Every mount gets the same visit: a signed-in browser reads, marks and registers a push token; another
// subscriber's inbox, no session and a cross-site write are refused.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FeedResponse, Message } from '../../src/api/types.js';
import { createLocalApi } from 'notif-local-api';
import { DEMO_KEYS } from 'notif-local-api';
import { toNodeListener } from '../../src/proxy/index.js';
import { rawRequest } from '../support/raw-request.js';
import { startServer, type TestServer } from '../support/server.js';
import { readEventStream } from '../support/event-stream.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const BASE = '/api/notif';
const FEED = `${BASE}/v1/subscribers/${ADA}/notifications/feed`;
const MARK = `${BASE}/v1/subscribers/${ADA}/messages/mark-as`;
const CREDENTIALS = `${BASE}/v1/subscribers/${ADA}/credentials`;
/** The app's public origin the examples are configured with: the one its pages write from. */
const APP_ORIGIN = 'https://app.example.com';

/** One way of mounting the proxy: how a request reaches it, and the origin it sees as its own. */
interface Mount {
  name: string;
  send: (path: string, init?: RequestInit) => Promise<Response>;
  origin: string;
  close?: () => Promise<void>;
}

let localApi: TestServer;
const mounts: Mount[] = [];
let sessionCookie = '';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

before(async () => {
  localApi = await startServer(createLocalApi({ seed: 'demo' }));
  // What the examples read from the server's environment, set before they are imported.
  process.env.NOTIF_API_KEY = DEMO_KEYS.development;
  process.env.NOTIF_BASE_URL = localApi.url;
  process.env.APP_ORIGIN = APP_ORIGIN;
  const { startSession } = await import('../../docs/examples/proxy/sessions.js');
  sessionCookie = `session=${startSession(ADA)}`;

  const { app: hono } = await import('../../docs/examples/proxy/hono.js');
  mounts.push({
    name: 'Hono',
    origin: APP_ORIGIN,
    send: async (path, init) => hono.fetch(new Request(`http://app.test${path}`, init)),
  });

  const route = await import('../../docs/examples/proxy/next/app/api/notif/[...path]/route.js');
  const handlers: Record<string, (request: Request) => Promise<Response>> = {
    GET: route.GET,
    POST: route.POST,
    PATCH: route.PATCH,
  };
  assert.deepEqual([route.runtime, route.dynamic], ['nodejs', 'force-dynamic']);
  mounts.push({
    name: 'Next.js route handler',
    origin: APP_ORIGIN,
    send: async (path, init) => {
      const request = new Request(`http://app.test${path}`, init);
      // Next.js answers 405 itself for a method the route does not export.
      return handlers[request.method]?.(request) ?? new Response(null, { status: 405 });
    },
  });

  const { app: express } = await import('../../docs/examples/proxy/express.js');
  const expressServer = http.createServer(express);
  const expressUrl = await listen(expressServer);
  mounts.push({
    name: 'Express',
    origin: APP_ORIGIN,
    send: (path, init) => fetch(`${expressUrl}${path}`, init),
    close: () => closeServer(expressServer),
  });

  const { server: nodeServer } = await import('../../docs/examples/proxy/node-http.js');
  const nodeUrl = await listen(nodeServer);
  mounts.push({
    name: 'node:http',
    origin: APP_ORIGIN,
    send: (path, init) => fetch(`${nodeUrl}${path}`, init),
    close: () => closeServer(nodeServer),
  });
});

after(async () => {
  const { hub } = await import('../../docs/examples/proxy/live-hub.js');
  await hub.close();
  for (const mount of mounts) await mount.close?.();
  await localApi.close();
});

describe('the proxy examples, each against the local API', () => {
  for (const name of ['Hono', 'Next.js route handler', 'Express', 'node:http']) {
    it(`${name}: a signed-in browser reads, marks and registers; everything else is refused`, async () => {
      const mount = mounts.find((candidate) => candidate.name === name)!;
      const signedIn = { cookie: sessionCookie };
      const json = { ...signedIn, 'content-type': 'application/json', origin: mount.origin };

      const unreadFeed = async () => {
        const reply = await mount.send(`${FEED}?read=false&limit=1`, { headers: signedIn });
        assert.equal(reply.status, 200);
        assert.equal(reply.headers.get('cache-control'), 'no-store');
        return (await reply.json()) as FeedResponse;
      };
      const before = await unreadFeed();
      const [newest] = before.data;
      assert.ok(newest, 'Ada has an unread message');

      const marked = await mount.send(MARK, {
        method: 'POST',
        headers: { ...json, 'idempotency-key': `example-${name}` },
        body: JSON.stringify({ messageId: newest!._id, markAs: 'read' }),
      });
      assert.equal(marked.status, 201);
      assert.equal(marked.headers.get('idempotency-key'), `example-${name}`);
      assert.deepEqual(
        ((await marked.json()) as Message[]).map((message) => [message._id, message.read]),
        [[newest!._id, true]],
      );
      assert.equal((await unreadFeed()).totalCount, before.totalCount - 1);

      const token = `example-token-${name}`;
      const registered = await mount.send(CREDENTIALS, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ providerId: 'fcm', credentials: { deviceTokens: [token] } }),
      });
      assert.equal(registered.status, 200);
      assert.deepEqual(await registered.json(), {
        subscriberId: ADA,
        channels: [
          { providerId: 'fcm', integrationIdentifier: 'fcm-mobile', credentials: { deviceTokens: [token] } },
        ],
      });

      const refused: [string, RequestInit, number][] = [
        [`${BASE}/v1/subscribers/${GRACE}/notifications/feed`, { headers: signedIn }, 403],
        [`${BASE}/v1/integrations`, { headers: signedIn }, 403],
        [FEED, {}, 401],
        [
          MARK,
          {
            method: 'POST',
            headers: { ...signedIn, 'content-type': 'text/plain', origin: 'https://evil.example' },
            body: JSON.stringify({ messageId: newest!._id, markAs: 'unread' }),
          },
          415,
        ],
        [
          MARK,
          {
            method: 'POST',
            headers: { ...json, origin: 'https://evil.example' },
            body: JSON.stringify({ messageId: newest!._id, markAs: 'unread' }),
          },
          403,
        ],
      ];
      for (const [path, init, status] of refused) {
        const reply = await mount.send(path, init);
        assert.equal(reply.status, status, `${init.method ?? 'GET'} ${path}`);
        assert.equal(reply.headers.get('cache-control'), 'no-store');
      }
      // The origin the server listens on is not the app's: the configured origin is the only one that writes.
      const fromListener = await mount.send(MARK, {
        method: 'POST',
        headers: { ...json, origin: 'http://127.0.0.1:3000' },
        body: JSON.stringify({ messageId: newest!._id, markAs: 'read' }),
      });
      assert.equal(fromListener.status, 403);
    });
  }
});

describe('the live channel of the examples', () => {
  for (const name of ['Hono', 'Next.js route handler', 'Express', 'node:http']) {
    it(`${name}: a signed-in browser's live stream hears sendNotification at once; another's is refused`, async () => {
      const mount = mounts.find((candidate) => candidate.name === name)!;
      const { sendNotification } = await import('../../docs/examples/proxy/send-notification.js');
      const leave = new AbortController();
      const answer = await mount.send(`${BASE}/v1/subscribers/${ADA}/live`, {
        headers: { cookie: sessionCookie },
        signal: leave.signal,
      });
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type')!, /^text\/event-stream/);
      const stream = readEventStream(answer.body);
      await waitFor(() => stream.retries.length > 0, { message: 'the stream is open' });
      await sendNotification('welcome', ADA, { name: name });
      await waitFor(() => stream.events.includes('changed'), { message: `changed through ${name}` });
      leave.abort();
      await stream.cancel();
      const other = await mount.send(`${BASE}/v1/subscribers/${GRACE}/live`, {
        headers: { cookie: sessionCookie },
      });
      assert.equal(other.status, 403);
      const nobody = await mount.send(`${BASE}/v1/subscribers/${ADA}/live`);
      assert.equal(nobody.status, 401);
    });
  }
});

describe('toNodeListener, the node:http listener of the examples', () => {
  it('aborts the request when the browser leaves, so the proxy can drop its request to the service', async () => {
    let aborted: () => void = () => undefined;
    const abortSeen = new Promise<void>((resolve) => (aborted = resolve));
    let enter: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (enter = resolve));
    const server = http.createServer(
      toNodeListener(
        async (request) => {
          request.signal.addEventListener('abort', () => aborted());
          enter();
          await abortSeen;
          return new Response(null, { status: 204 });
        },
        { origin: APP_ORIGIN },
      ),
    );
    const url = new URL(await listen(server));
    try {
      const request = http.request({
        hostname: url.hostname,
        port: url.port,
        path: '/api/notif/x',
        agent: false,
      });
      request.on('error', () => undefined);
      request.end();
      await entered;
      request.destroy();
      await abortSeen;
    } finally {
      await closeServer(server);
    }
  });

  it('places the path on the configured origin: two slashes stay a path, Host and absolute-form change nothing', async () => {
    const server = http.createServer(
      toNodeListener(async (request) => Response.json({ url: request.url }), { origin: APP_ORIGIN }),
    );
    const url = new URL(await listen(server));
    const seen = async (path: string, headers?: Record<string, string>) =>
      JSON.parse((await rawRequest(url.origin, path, { headers })).text) as { url: string };
    try {
      assert.deepEqual(await seen('//evil.example/api/notif/x'), {
        url: `${APP_ORIGIN}//evil.example/api/notif/x`,
      });
      assert.deepEqual(await seen('/api/notif/x?a=1', { host: '127.0.0.1/x?' }), {
        url: `${APP_ORIGIN}/api/notif/x?a=1`,
      });
      assert.deepEqual(await seen('http://evil.example/api/notif/x?a=1'), {
        url: `${APP_ORIGIN}/api/notif/x?a=1`,
      });
    } finally {
      await closeServer(server);
    }
  });

  it('refuses an origin that is not one, naming the option', () => {
    for (const origin of [undefined, 'app.example.com', 'https://app.example.com/', 'ftp://app.example.com'])
      assert.throws(() => toNodeListener(async () => new Response(), { origin } as never), {
        name: 'TypeError',
        message: /toNodeListener: origin must be an origin/,
      });
  });
});

describe('docs/proxy.md', () => {
  it('shows every example file as it is', () => {
    const page = readFileSync(new URL('../../docs/proxy.md', import.meta.url), 'utf8');
    for (const file of [
      'inbox-proxy.ts',
      'live-hub.ts',
      'send-notification.ts',
      'hono.ts',
      'next/app/api/notif/[...path]/route.ts',
      'express.ts',
      'node-http.ts',
    ]) {
      const text = readFileSync(new URL(`../../docs/examples/proxy/${file}`, import.meta.url), 'utf8');
      assert.ok(
        page.includes(`\`\`\`ts\n${text}\`\`\``),
        `docs/proxy.md shows docs/examples/proxy/${file} as it is`,
      );
    }
  });
});

/**
 * Sends `raw` to the Hono example served by @hono/node-server over a socket: the answer's head, once it came and the
 * host closed the connection.
 */
async function honoAnswerHead(raw: string, headTimeout = 5000): Promise<string> {
  const { app: hono } = await import('../../docs/examples/proxy/hono.js');
  const server = await startServer((request) => hono.fetch(request));
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  try {
    let received = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    socket.write(raw);
    const head = await waitFor(() => received.split('\r\n\r\n')[0]!, {
      until: () => received.includes('\r\n\r\n'),
      timeout: headTimeout,
    });
    await waitFor(() => closed, { message: `the host closes the connection after ${head.split('\r\n')[0]}` });
    return head;
  } finally {
    socket.destroy();
    await server.close();
  }
}

describe('the Hono example served by @hono/node-server, a chunked body over the cap', () => {
  it('is refused 413 with Connection: close, and the connection is closed rather than left to hang', async () => {
    // 1.6 MB in 8 KiB chunks, far over the 16 KiB cap: more than the host's body stream buffers.
    const chunk = `2000\r\n${'x'.repeat(0x2000)}\r\n`;
    const head = await honoAnswerHead(
      `POST ${MARK} HTTP/1.1\r\nHost: app.test\r\nCookie: ${sessionCookie}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(200)}0\r\n\r\n`,
    );
    assert.match(head, /^HTTP\/1\.1 413 /);
    assert.match(head, /\r\nconnection: close\r\n/i, 'the client is told not to reuse the connection');
  });
});

describe('the Hono example served by @hono/node-server, a body that stops halfway', () => {
  it('is refused 408 at the body deadline with Connection: close, and the connection is closed', async () => {
    const body = JSON.stringify({ messageId: 'm1', markAs: 'seen' });
    // Half the body, then nothing: the proxy's bodyTimeoutMs (10 s by default) runs out.
    const head = await honoAnswerHead(
      `POST ${MARK} HTTP/1.1\r\nHost: app.test\r\nCookie: ${sessionCookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      30_000,
    );
    assert.match(head, /^HTTP\/1\.1 408 /);
    assert.match(head, /\r\nconnection: close\r\n/i, 'the client is told not to reuse the connection');
  });
});
