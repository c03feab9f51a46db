// Fuzz: every NotifClient operation against a server on loopback that answers garbage (wrong statuses and content
// types, bodies of every wrong shape, truncated or not JSON, HTML error pages, `{ data }` around garbage, cut
// sockets, stalls). Seeded and bounded: the same calls every run. Every rejection must be a NotifError subclass with
// a readable message that does not hold the credentials (docs/api.md, docs/reliability.md).
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, it } from 'node:test';
import { NotifClient } from '../../src/api/client.js';
import { NotifError } from '../../src/api/errors.js';
import { garbageValue, pick } from '../support/garbage.js';
import { seededRandom, type Random } from '../support/seeded-random.js';
import { startHostileServer, type HostileServer } from '../support/hostile-server.js';

const SEED = 20261123;
const CALLS = 3000;
const API_KEY = 'fuzz-secret-api-key';
const TOKEN = 'fuzz-secret-session-token';

const STATUSES = [
  200, 200, 200, 201, 204, 299, 300, 302, 304, 400, 401, 403, 404, 408, 409, 418, 422, 429, 500, 502, 503,
  504, 599,
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/html',
  'text/plain',
  'application/octet-stream',
  '',
];
const RETRY_AFTER = [
  undefined,
  '0',
  '0.001',
  '1e9',
  'soon',
  '-1',
  'Wed, 21 Oct 2015 07:28:00 GMT',
  '999999999',
];

function bodyOf(random: Random): string {
  const value = garbageValue(random);
  switch (Math.floor(random() * 8)) {
    case 0:
      return '';
    case 1:
      return '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
    case 2:
      return JSON.stringify({ data: value }) ?? '';
    case 3: {
      const text = JSON.stringify(value) ?? 'null';
      return text.slice(0, Math.floor(random() * text.length)); // truncated
    }
    case 4:
      return JSON.stringify({ statusCode: 400, message: value, error: garbageValue(random) }) ?? '';
    case 5:
      return 'not json at all {';
    default:
      return JSON.stringify(value) ?? '';
  }
}

/** Writes one garbage answer; about one in ten cuts the socket, a few stall past the client's timeout. */
function answer(random: Random, response: ServerResponse): void {
  const roll = random();
  if (roll < 0.05) {
    response.socket?.destroy();
    return;
  }
  const status = pick(random, STATUSES);
  const headers: Record<string, string> = {};
  const type = pick(random, CONTENT_TYPES);
  if (type) headers['content-type'] = type;
  const retryAfter = pick(random, RETRY_AFTER);
  if (retryAfter) headers['retry-after'] = retryAfter;
  const body = status === 204 || status === 304 ? '' : bodyOf(random);
  if (roll < 0.1) {
    // Promises more than it sends, then hangs up mid-body.
    response.writeHead(status, { ...headers, 'content-length': String(body.length + 100) });
    response.write(body.slice(0, body.length >> 1));
    setImmediate(() => response.socket?.destroy());
    return;
  }
  if (roll < 0.105) return; // never answers: the client's timeout ends it
  response.writeHead(status, headers);
  response.end(body);
}

type Call = (client: NotifClient, random: Random) => Promise<unknown>;

const CALLS_BY_OPERATION: Call[] = [
  (c) => c.upsertCredentials('subscriber-ada', { providerId: 'fcm', credentials: { deviceTokens: ['t'] } }),
  (c) => c.setPrimaryIntegration('integration-1'),
  (c) => c.deleteIntegration('integration-1'),
  (c, r) =>
    c.markMessagesAs(
      'subscriber-ada',
      pick(r, ['m1', ['m1', 'm2']]),
      pick(r, ['read', 'seen', 'unread', 'unseen'] as const),
    ),
  (c) => c.listNotifications({ limit: 10, channels: ['email'] }),
  (c) => c.getNotification('event-1'),
  (c) => c.listFeed('subscriber-ada', { page: 0, limit: 20 }),
  (c) => c.countUnseen('subscriber-ada'),
  (c) => c.trigger({ name: 'welcome', to: 'subscriber-ada', payload: { name: 'Ada' } }),
  (c) => c.getSubscriber('subscriber-ada'),
  (c) => c.listIntegrations(),
];

let server: HostileServer;
const serverRandom = seededRandom(SEED + 1);

before(async () => {
  server = await startHostileServer((_request, response) => answer(serverRandom, response));
});
after(() => server.close());

it(
  `${CALLS} seeded calls against a garbage-answering server: every rejection is a readable NotifError`,
  { timeout: 60_000 },
  async (t) => {
    const random = seededRandom(SEED);
    const clients = [undefined, true, false].flatMap((envelope) => [
      new NotifClient({
        baseUrl: server.url,
        auth: { apiKey: API_KEY },
        envelope,
        timeoutMs: 300,
        retry: false,
      }),
      new NotifClient({
        baseUrl: server.url,
        auth: { token: TOKEN },
        envelope,
        timeoutMs: 300,
        retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 5 },
      }),
    ]);
    const defects: string[] = [];
    const outcomes = { resolved: 0, rejected: 0 };
    const started = Date.now();
    for (let index = 0; index < CALLS; index++) {
      const operation = Math.floor(random() * CALLS_BY_OPERATION.length);
      const client = pick(random, clients);
      try {
        await CALLS_BY_OPERATION[operation]!(client, random);
        outcomes.resolved++;
      } catch (error) {
        outcomes.rejected++;
        const problem = defectOf(error);
        if (problem) defects.push(`call ${index} (operation ${operation}): ${problem}`);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    t.diagnostic(
      `client fuzz: ${CALLS} calls (${outcomes.resolved} resolved, ${outcomes.rejected} rejected), ` +
        `${server.received} requests, ${seconds.toFixed(1)} s, ${defects.length} defects`,
    );
    assert.deepEqual(defects.slice(0, 10), []);
  },
);

/** What is wrong with a rejection, or undefined when it is what the client promises. */
function defectOf(error: unknown): string | undefined {
  if (!(error instanceof NotifError)) return `not a NotifError: ${String(error)}`;
  const message = error.message;
  if (typeof message !== 'string' || message.trim() === '') return `${error.name} without a message`;
  if (/\[object |\[native code\]|undefined|NaN/.test(message))
    return `${error.name} unreadable: ${message.slice(0, 200)}`;
  if (message.length > 2000) return `${error.name} message of ${message.length} characters`;
  if (message.includes(API_KEY) || message.includes(TOKEN)) return `${error.name} holds the credentials`;
  return undefined;
}
