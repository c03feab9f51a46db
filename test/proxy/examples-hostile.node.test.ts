// Each way of mounting the proxy that docs/proxy.md shows (docs/examples/proxy/), run as an app runs it: in a
// process of its own (test/support/serve-example.ts), in front of the local API over loopback. Raw hostile requests
// go over a socket: odd methods, malformed or hostile Host headers, absolute-form targets, bodies over the cap sent
// in pieces or never finished. Every one must get a status, none may show a stack trace or a file path, and the
// process must still be up, answering a signed-in read, after all of them.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createLocalApi, DEMO_KEYS } from 'notif-local-api';
import { rawExchange } from '../support/raw-socket.js';
import { startServer, type TestServer } from '../support/server.js';

const ADA = 'subscriber-ada';
const FEED = `/api/notif/v1/subscribers/${ADA}/notifications/feed`;
const MARK = `/api/notif/v1/subscribers/${ADA}/messages/mark-as`;
const RUNNER = fileURLToPath(new URL('../support/serve-example.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The Node to run the examples with: this one, or another given (NODE_FOR_EXAMPLES=/path/to/node22). */
const NODE = process.env.NODE_FOR_EXAMPLES ?? process.execPath;

/** What a stack trace or a server file path looks like in an answer. */
const LEAK =
  /\n\s+at |node:internal|\/(?:src|docs|node_modules|test)\/|\.[cm]?[jt]s:\d+|ERR_[A-Z_]+|TypeError/;

interface Example {
  child: ChildProcess;
  port: number;
  cookie: string;
  exited: { code: number | null } | undefined;
  stderr: string;
}

async function startExample(name: string, baseUrl: string): Promise<Example> {
  const child = spawn(NODE, ['--import', 'tsx', RUNNER, name], {
    cwd: ROOT,
    env: {
      ...process.env,
      NOTIF_API_KEY: DEMO_KEYS.development,
      NOTIF_BASE_URL: baseUrl,
      APP_ORIGIN: 'https://app.example.com',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const example: Example = { child, port: 0, cookie: '', exited: undefined, stderr: '' };
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (example.stderr += chunk));
  child.once('exit', (code) => (example.exited = { code }));
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error(`the ${name} example exited before listening: ${example.stderr}`);
    }),
  ])) as [string];
  Object.assign(example, JSON.parse(line) as { port: number; cookie: string });
  return example;
}

/** The raw requests: [what it is, the bytes, written in these pieces]. */
function hostileRequests(cookie: string): [string, string[]][] {
  const signedIn = `Cookie: ${cookie}\r\nConnection: close\r\n`;
  const write = (length: string, extra = '') =>
    `POST ${MARK} HTTP/1.1\r\nHost: 127.0.0.1\r\n${signedIn}Content-Type: application/json\r\n` +
    `Content-Length: ${length}\r\n${extra}\r\n`;
  const get = (target: string, host: string, method = 'GET') => [
    `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${signedIn}\r\n`,
  ];
  return [
    ['TRACE', get(FEED, '127.0.0.1', 'TRACE')],
    ['TRACK', get(FEED, '127.0.0.1', 'TRACK')],
    ['OPTIONS', get(FEED, '127.0.0.1', 'OPTIONS')],
    ['DELETE', get(FEED, '127.0.0.1', 'DELETE')],
    ['Host: a b', get(FEED, 'a b')],
    ['Host: 127.0.0.1:99999', get(FEED, '127.0.0.1:99999')],
    ['Host: user@127.0.0.1', get(FEED, 'user@127.0.0.1')],
    ['Host: 127.0.0.1/x?', get(FEED, '127.0.0.1/x?')],
    ['Host: empty', get(FEED, '')],
    ['absolute-form target', get(`http://evil.example${FEED}`, 'evil.example')],
    ['absolute-form target, odd scheme', get(`ftp://evil.example${FEED}`, '127.0.0.1')],
    ['asterisk target', get('*', '127.0.0.1', 'OPTIONS')],
    ['Content-Length 20000 in two writes', [write('20000') + 'x'.repeat(10_000), 'x'.repeat(10_000)]],
    ['Content-Length 10^12, tiny body', [write('1000000000000'), '{}']],
    ['16385 declared, 10 sent', [write('16385'), '{"a":1234}']],
    [
      'chunked, over the cap in pieces',
      [
        `POST ${MARK} HTTP/1.1\r\nHost: 127.0.0.1\r\n${signedIn}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        `2800\r\n${'x'.repeat(0x2800)}\r\n`,
        `2800\r\n${'x'.repeat(0x2800)}\r\n`,
        '0\r\n\r\n',
      ],
    ],
  ];
}

/** The examples mounted with toNodeListener, which answers every request itself. */
const ownListener = new Set(['node-http', 'express']);

describe('the proxy examples, run as shipped, against raw hostile requests', () => {
  let localApi: TestServer;
  before(async () => {
    localApi = await startServer(createLocalApi({ seed: 'demo' }));
  });
  after(() => localApi.close());

  for (const name of ['node-http', 'express', 'hono', 'next']) {
    it(`${name}: answers every one with a status, shows no stack trace, and stays up`, async () => {
      const example = await startExample(name, localApi.url);
      try {
        for (const [what, writes] of hostileRequests(example.cookie)) {
          const answer = await rawExchange(example.port, writes);
          assert.equal(example.exited, undefined, `the process exited after "${what}": ${example.stderr}`);
          assert.ok(answer.status >= 200, `"${what}" got no answer: ${answer.text}`);
          // Our listener answers everything itself (405, 400, 413, …); the server that stands in for Hono's
          // and Next's runtimes answers 500 to a TRACE before the example sees it.
          if (ownListener.has(name))
            assert.ok(answer.status < 500, `"${what}" got ${answer.status}: ${answer.text}`);
          assert.doesNotMatch(answer.text, LEAK, `"${what}" answered ${answer.text}`);
        }
        const read = await rawExchange(example.port, [
          `GET ${FEED}?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${example.cookie}\r\nConnection: close\r\n\r\n`,
        ]);
        assert.equal(read.status, 200, read.text);
        assert.equal(example.exited, undefined, example.stderr);
      } finally {
        example.child.kill();
      }
    });
  }
});
