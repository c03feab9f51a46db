// Attacks on the inbox proxy's write routes (docs/security.md): writes from another site (a form, a text/plain
// fetch, a foreign Origin), credentials the service would call (a chat webhook aimed at a metadata address),
// idempotency keys used to replay or probe another subscriber's writes, and bodies too large, declared or
// chunked. Per case: what reached the service (nothing, or exactly what is allowed) and what the browser got.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  ADA,
  assertForwarded,
  assertSafeAnswer,
  CREDENTIALS,
  GRACE,
  MARK,
  route,
  startAttackBench,
  type AttackBench,
  type BrowserReply,
  type BrowserRequest,
} from '../support/proxy-attack.js';
import type { Misbehaviour } from '../support/recording-upstream.js';

const ALLOWED_ORIGIN = 'https://app.example.com';
const EVIL = 'https://evil.example';
const A_MARK = { messageId: 'message-1', markAs: 'read' };
const A_TOKEN = { providerId: 'fcm', credentials: { deviceTokens: ['ada-browser-token'] } };

/** Starts a bench and resets its upstream before each test of the enclosing `describe`. */
function useBench(options: Parameters<typeof startAttackBench>[0] = {}): () => AttackBench {
  let bench: AttackBench;
  before(async () => (bench = await startAttackBench(options)));
  after(() => bench.close());
  beforeEach(() => bench.reset());
  return () => bench;
}

interface WriteCase extends BrowserRequest {
  name: string;
  path: string;
  /** The Origin header: a value, or made from the proxy's own origin. */
  origin?: string | ((own: string) => string);
  status: number;
  message?: string;
  /** The body the service must have received; absent when it must have received nothing. */
  forwarded?: string;
  /** How the service answers, when not as the local API would. */
  upstream?: Misbehaviour;
  check?: (reply: BrowserReply) => void;
}

async function runWrite(bench: AttackBench, write: WriteCase): Promise<BrowserReply> {
  const { name: _name, path, origin, status, message, forwarded, upstream, check, ...request } = write;
  const own = new URL(bench.proxyUrl).origin;
  const originHeader = typeof origin === 'function' ? origin(own) : origin;
  if (upstream) bench.upstream.misbehave(upstream);
  const reply = await bench.send(path, {
    method: 'POST',
    ...request,
    headers: { ...request.headers, ...(originHeader !== undefined ? { origin: originHeader } : {}) },
  });
  // What reached the service first: that is the attack's aim.
  if (forwarded === undefined) {
    assert.deepEqual(bench.upstream.received, [], 'nothing reached the service');
  } else {
    assert.equal(bench.upstream.received.length, 1);
    assertForwarded(bench.upstream.received[0]!);
    assert.equal(bench.upstream.received[0]!.body, forwarded);
    assert.equal(bench.upstream.received[0]!.headers['content-type'], 'application/json');
  }
  assert.equal(reply.status, status, reply.text);
  if (message) assert.equal(reply.json.message, message);
  check?.(reply);
  assertSafeAnswer(reply, bench.rejections);
  return reply;
}

const NEEDS_JSON_POST = 'POST needs Content-Type: application/json';
const NEEDS_JSON_PATCH = 'PATCH needs Content-Type: application/json';
const OTHER_ORIGIN = 'Writes from this origin are not accepted';

const crossSiteCases: WriteCase[] = [
  {
    name: 'a text/plain mark-as (no preflight), no Origin',
    path: MARK,
    body: JSON.stringify(A_MARK),
    contentType: 'text/plain',
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'a text/plain mark-as from another site',
    path: MARK,
    body: JSON.stringify(A_MARK),
    contentType: 'text/plain;charset=UTF-8',
    origin: EVIL,
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'a form post from another site',
    path: MARK,
    body: 'messageId=message-1&markAs=read',
    contentType: 'application/x-www-form-urlencoded',
    origin: EVIL,
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'a multipart form post',
    path: MARK,
    body: '--b\r\nContent-Disposition: form-data; name="markAs"\r\n\r\nread\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
    origin: EVIL,
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'a mark-as with no Content-Type',
    path: MARK,
    body: JSON.stringify(A_MARK),
    contentType: null,
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'a text/plain credentials upsert',
    method: 'PATCH',
    path: CREDENTIALS,
    body: JSON.stringify(A_TOKEN),
    contentType: 'text/plain',
    status: 415,
    message: NEEDS_JSON_PATCH,
  },
  {
    name: 'text/json',
    path: MARK,
    body: A_MARK,
    contentType: 'text/json',
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'application/jsonp',
    path: MARK,
    body: A_MARK,
    contentType: 'application/jsonp',
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'application/json-patch+json',
    method: 'PATCH',
    path: CREDENTIALS,
    body: A_TOKEN,
    contentType: 'application/json-patch+json',
    status: 415,
    message: NEEDS_JSON_PATCH,
  },
  {
    name: 'text/plain with application/json as a parameter',
    path: MARK,
    body: A_MARK,
    contentType: 'text/plain; application/json',
    status: 415,
    message: NEEDS_JSON_POST,
  },
  {
    name: 'JSON from another site',
    path: MARK,
    body: A_MARK,
    origin: EVIL,
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'JSON credentials from another site',
    method: 'PATCH',
    path: CREDENTIALS,
    body: A_TOKEN,
    origin: EVIL,
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'Origin null (a sandboxed frame)',
    path: MARK,
    body: A_MARK,
    origin: 'null',
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'the same host on another port',
    path: MARK,
    body: A_MARK,
    origin: (own) => own.replace(/:\d+$/, ':1'),
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'the same host over https',
    path: MARK,
    body: A_MARK,
    origin: (own) => own.replace('http:', 'https:'),
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'an allowed origin as a prefix of another host',
    path: MARK,
    body: A_MARK,
    origin: `${ALLOWED_ORIGIN}.evil.example`,
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'an allowed origin on another port',
    path: MARK,
    body: A_MARK,
    origin: `${ALLOWED_ORIGIN}:8443`,
    status: 403,
    message: OTHER_ORIGIN,
  },
  {
    name: 'allowed: JSON from the page’s own origin',
    path: MARK,
    body: A_MARK,
    origin: (own) => own,
    status: 201,
    forwarded: JSON.stringify(A_MARK),
  },
  {
    name: 'allowed: JSON from an allowedOrigins origin',
    path: MARK,
    body: A_MARK,
    origin: ALLOWED_ORIGIN,
    status: 201,
    forwarded: JSON.stringify(A_MARK),
  },
  {
    name: 'allowed: JSON with no Origin (not from a browser)',
    path: MARK,
    body: A_MARK,
    status: 201,
    forwarded: JSON.stringify(A_MARK),
  },
  {
    name: 'allowed: Application/JSON; charset=UTF-8',
    path: MARK,
    body: A_MARK,
    contentType: 'Application/JSON; charset=UTF-8',
    origin: (own) => own,
    status: 201,
    forwarded: JSON.stringify(A_MARK),
  },
  {
    name: 'allowed: credentials from the page’s own origin',
    method: 'PATCH',
    path: CREDENTIALS,
    body: A_TOKEN,
    origin: (own) => own,
    status: 200,
    forwarded: JSON.stringify(A_TOKEN),
  },
];

/** The answer shows back only this browser's own token of the provider it wrote to. */
function onlyOwnToken(providerId: string, integrationIdentifier: string, tokens: string[]) {
  return (reply: BrowserReply) =>
    assert.deepEqual(reply.json, {
      subscriberId: ADA,
      channels: [{ providerId, integrationIdentifier, credentials: { deviceTokens: tokens } }],
    });
}

/** A service that answers a credentials upsert with the whole subscriber, as the real one does. */
const wholeSubscriber: Misbehaviour = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      subscriberId: ADA,
      email: 'ada@example.com',
      phone: '+15550100',
      firstName: 'Ada',
      data: { plan: 'enterprise' },
      channels: [
        { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.example/secret' } },
        {
          providerId: 'fcm',
          integrationIdentifier: 'fcm-mobile',
          credentials: { deviceTokens: ['phone', 'ada-browser-token'] },
        },
        { providerId: 'apns', credentials: { deviceTokens: ['ada-browser-token-elsewhere'] } },
      ],
    }),
  );
};

/** A credentials upsert: `PATCH …/credentials` as Ada. */
type CredentialsCase = Omit<WriteCase, 'path'>;

const credentialsCases: CredentialsCase[] = [
  {
    name: 'a Slack webhook aimed at the cloud metadata address',
    body: { providerId: 'slack', credentials: { webhookUrl: 'http://169.254.169.254/latest/meta-data/' } },
    status: 403,
    message: 'Credentials of slack cannot be set through the inbox proxy',
  },
  {
    name: 'a Discord webhook',
    body: { providerId: 'discord', credentials: { webhookUrl: 'http://127.0.0.1:6379/' } },
    status: 403,
    message: 'Credentials of discord cannot be set through the inbox proxy',
  },
  {
    name: 'a chat webhook',
    body: { providerId: 'chat-webhook', credentials: { webhookUrl: 'http://10.0.0.1/' } },
    status: 403,
    message: 'Credentials of chat-webhook cannot be set through the inbox proxy',
  },
  {
    name: 'a Grafana On-Call external URL',
    body: { providerId: 'grafana-on-call', credentials: { externalUrl: 'http://10.0.0.1/' } },
    status: 403,
    message: 'Credentials of grafana-on-call cannot be set through the inbox proxy',
  },
  {
    name: 'a webhook URL on a push provider',
    body: { providerId: 'fcm', credentials: { deviceTokens: ['t'], webhookUrl: 'http://169.254.169.254/' } },
    status: 403,
    message: 'credentials.webhookUrl cannot be set through the inbox proxy',
  },
  {
    name: 'an external URL on the push webhook',
    body: { providerId: 'push-webhook', credentials: { externalUrl: 'http://10.0.0.1/' } },
    status: 403,
    message: 'credentials.externalUrl cannot be set through the inbox proxy',
  },
  {
    name: 'a title beside the tokens',
    body: { providerId: 'fcm', credentials: { deviceTokens: ['t'], title: 'x' } },
    status: 403,
    message: 'credentials.title cannot be set through the inbox proxy',
  },
  {
    name: 'another subscriber in the body',
    body: { ...A_TOKEN, subscriberId: GRACE },
    status: 403,
    message: 'subscriberId cannot be set through the inbox proxy',
  },
  {
    name: 'an email in the body',
    body: { ...A_TOKEN, email: 'attacker@evil.example' },
    status: 403,
    message: 'email cannot be set through the inbox proxy',
  },
  {
    name: '__proto__ in the credentials',
    body: '{"providerId":"fcm","credentials":{"deviceTokens":["t"],"__proto__":{"webhookUrl":"http://10.0.0.1/"}}}',
    status: 403,
    message: 'credentials.__proto__ cannot be set through the inbox proxy',
  },
  {
    name: '__proto__ in the body',
    body: '{"providerId":"fcm","credentials":{"deviceTokens":["t"]},"__proto__":{"providerId":"slack"}}',
    status: 403,
    message: '__proto__ cannot be set through the inbox proxy',
  },
  {
    name: 'a provider the contract does not know',
    body: { providerId: 'telegram', credentials: { deviceTokens: ['t'] } },
    status: 403,
    message: 'Credentials of telegram cannot be set through the inbox proxy',
  },
  {
    name: 'no providerId',
    body: { credentials: { deviceTokens: ['t'] } },
    status: 400,
    message: 'providerId must be a string',
  },
  {
    name: 'a providerId that is not a string',
    body: { providerId: ['fcm'], credentials: { deviceTokens: ['t'] } },
    status: 400,
    message: 'providerId must be a string',
  },
  {
    name: 'no credentials',
    body: { providerId: 'fcm' },
    status: 400,
    message: 'credentials must be an object',
  },
  {
    name: 'credentials as an array',
    body: { providerId: 'fcm', credentials: [['deviceTokens', ['t']]] },
    status: 400,
    message: 'credentials must be an object',
  },
  {
    name: 'an integrationIdentifier that is not a string',
    body: { ...A_TOKEN, integrationIdentifier: 7 },
    status: 400,
    message: 'integrationIdentifier must be a string',
  },
  {
    name: 'a body that is an array',
    body: [A_TOKEN],
    status: 400,
    message: 'The body must be a JSON object',
  },
  { name: 'a body that is null', body: 'null', status: 400, message: 'The body must be a JSON object' },
  {
    name: 'a body that is a JSON string',
    body: '"fcm"',
    status: 400,
    message: 'The body must be a JSON object',
  },
  {
    name: 'a body that is not JSON',
    body: '{"providerId":',
    status: 400,
    message: 'The body is not valid JSON',
  },
  { name: 'an empty body', body: '', status: 400, message: 'The body is not valid JSON' },
  {
    name: 'allowed: an FCM device token',
    body: A_TOKEN,
    status: 200,
    forwarded: JSON.stringify(A_TOKEN),
    check: onlyOwnToken('fcm', 'fcm-mobile', ['ada-browser-token']),
  },
  {
    name: 'allowed: a push-webhook device token with its integration',
    body: {
      providerId: 'push-webhook',
      integrationIdentifier: 'push-webhook',
      credentials: { deviceTokens: ['hook-token'] },
    },
    status: 200,
    forwarded: JSON.stringify({
      providerId: 'push-webhook',
      integrationIdentifier: 'push-webhook',
      credentials: { deviceTokens: ['hook-token'] },
    }),
  },
  {
    name: 'allowed, and refused by the service: an APNs token without an APNs integration',
    body: { providerId: 'apns', credentials: { deviceTokens: ['apns-token'] } },
    status: 400,
    forwarded: JSON.stringify({ providerId: 'apns', credentials: { deviceTokens: ['apns-token'] } }),
  },
  {
    name: 'allowed: an empty token list shows no token back',
    body: { providerId: 'fcm', credentials: { deviceTokens: [] } },
    status: 200,
    forwarded: '{"providerId":"fcm","credentials":{"deviceTokens":[]}}',
    check: onlyOwnToken('fcm', 'fcm-mobile', []),
  },
  {
    name: 'the whole subscriber in the answer is cut to this browser’s token',
    body: A_TOKEN,
    upstream: wholeSubscriber,
    status: 200,
    forwarded: JSON.stringify(A_TOKEN),
    check: onlyOwnToken('fcm', 'fcm-mobile', ['ada-browser-token']),
  },
  {
    name: 'the whole subscriber in a { data } envelope is cut the same way',
    body: A_TOKEN,
    upstream: (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { subscriberId: ADA, email: 'ada@example.com', channels: [] } }));
    },
    status: 200,
    forwarded: JSON.stringify(A_TOKEN),
    check: (reply) => assert.deepEqual(reply.json, { data: { subscriberId: ADA, channels: [] } }),
  },
];

const optInCases: CredentialsCase[] = [
  {
    name: 'opted in: a Slack webhook, shown back alone',
    body: { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.example/T1' } },
    status: 200,
    forwarded: JSON.stringify({
      providerId: 'slack',
      credentials: { webhookUrl: 'https://hooks.slack.example/T1' },
    }),
    check: (reply) =>
      assert.deepEqual(reply.json, {
        subscriberId: ADA,
        channels: [
          {
            providerId: 'slack',
            integrationIdentifier: 'slack-workspace',
            credentials: { webhookUrl: 'https://hooks.slack.example/T1' },
          },
        ],
      }),
  },
  {
    name: 'opted in to Slack webhooks, not to channels',
    body: { providerId: 'slack', credentials: { channel: '#general' } },
    status: 403,
    message: 'credentials.channel cannot be set through the inbox proxy',
  },
  {
    name: 'opted in to Slack, not to Discord',
    body: { providerId: 'discord', credentials: { webhookUrl: 'https://discord.example/' } },
    status: 403,
    message: 'Credentials of discord cannot be set through the inbox proxy',
  },
  {
    name: 'opted in to FCM and Slack only: the push webhook is refused',
    body: { providerId: 'push-webhook', credentials: { deviceTokens: ['t'] } },
    status: 403,
    message: 'Credentials of push-webhook cannot be set through the inbox proxy',
  },
  {
    name: 'opted in: FCM tokens still work',
    body: A_TOKEN,
    status: 200,
    forwarded: JSON.stringify(A_TOKEN),
    check: onlyOwnToken('fcm', 'fcm-mobile', ['ada-browser-token']),
  },
];

function markBody(size: number): string {
  const empty = JSON.stringify({ messageId: '', markAs: 'read' });
  return JSON.stringify({ messageId: 'm'.repeat(size - empty.length), markAs: 'read' });
}

const bodyCases: WriteCase[] = [
  {
    name: 'a mark-as one byte over 16 KiB, declared',
    path: MARK,
    body: markBody(16 * 1024 + 1),
    status: 413,
    message: 'Request body is larger than 16384 bytes',
  },
  {
    name: 'credentials one byte over 16 KiB, declared',
    method: 'PATCH',
    path: CREDENTIALS,
    body: JSON.stringify({ providerId: 'fcm', credentials: { deviceTokens: ['t'.repeat(16 * 1024)] } }),
    status: 413,
    message: 'Request body is larger than 16384 bytes',
  },
  {
    name: 'a mark-as of 20 KiB, chunked',
    path: MARK,
    chunks: Array.from({ length: 20 }, () => 'x'.repeat(1024)),
    status: 413,
    message: 'Request body is larger than 16384 bytes',
  },
  {
    name: 'credentials of 20 KiB, chunked',
    method: 'PATCH',
    path: CREDENTIALS,
    chunks: Array.from({ length: 20 }, () => ' '.repeat(1024)),
    status: 413,
    message: 'Request body is larger than 16384 bytes',
  },
  {
    name: '1 MiB, declared',
    path: MARK,
    body: markBody(1024 * 1024),
    status: 413,
    message: 'Request body is larger than 16384 bytes',
  },
  {
    name: 'a declared length far beyond what is sent',
    path: MARK,
    body: JSON.stringify(A_MARK),
    headers: { 'content-length': '999999999' },
    status: 413,
    message: 'Request body is larger than 16384 bytes',
  },
  {
    name: 'allowed: exactly 16 KiB',
    path: MARK,
    body: markBody(16 * 1024),
    status: 201,
    forwarded: markBody(16 * 1024),
  },
  {
    name: 'allowed: 16 KiB in chunks',
    path: MARK,
    chunks: [markBody(16 * 1024).slice(0, 9000), markBody(16 * 1024).slice(9000)],
    status: 201,
    forwarded: markBody(16 * 1024),
  },
];

const smallLimitCases: WriteCase[] = [
  {
    name: 'bodyLimit 100: 101 bytes',
    path: MARK,
    body: markBody(101),
    status: 413,
    message: 'Request body is larger than 100 bytes',
  },
  {
    name: 'bodyLimit 100: 101 bytes, chunked',
    path: MARK,
    chunks: [markBody(101).slice(0, 50), markBody(101).slice(50)],
    status: 413,
    message: 'Request body is larger than 100 bytes',
  },
  {
    name: 'bodyLimit 100: 100 bytes pass',
    path: MARK,
    body: markBody(100),
    status: 201,
    forwarded: markBody(100),
  },
];

describe('inbox proxy attacks: writes', () => {
  describe(`from another site (${crossSiteCases.length} cases)`, () => {
    const bench = useBench({ allowedOrigins: [ALLOWED_ORIGIN] });
    for (const write of crossSiteCases) it(write.name, () => runWrite(bench(), write).then(() => undefined));
  });

  describe(`credentials a browser may not set, and what it sees back (${credentialsCases.length} cases)`, () => {
    const bench = useBench();
    for (const write of credentialsCases)
      it(write.name, () =>
        runWrite(bench(), { method: 'PATCH', path: CREDENTIALS, ...write }).then(noPersonalData),
      );
  });

  describe(`credentials the backend opted in to (${optInCases.length} cases)`, () => {
    const bench = useBench({
      credentials: { providers: ['fcm', 'slack'], fields: ['deviceTokens', 'webhookUrl'] },
    });
    for (const write of optInCases)
      it(write.name, () =>
        runWrite(bench(), { method: 'PATCH', path: CREDENTIALS, ...write }).then(noPersonalData),
      );
  });

  describe(`bodies too large (${bodyCases.length + smallLimitCases.length} cases)`, () => {
    const bench = useBench();
    for (const write of bodyCases) it(write.name, () => runWrite(bench(), write).then(() => undefined));
    const small = useBench({ bodyLimit: 100 });
    for (const write of smallLimitCases) it(write.name, () => runWrite(small(), write).then(() => undefined));
  });
});

/** Nothing of the subscriber record but the subscriberId and the channel written to. */
function noPersonalData(reply: BrowserReply): void {
  for (const secret of [
    'ada@example.com',
    '+1555',
    'Lovelace',
    'enterprise',
    'hooks.slack.example/secret',
    'phone',
  ]) {
    assert.equal(reply.text.includes(secret), false, `${secret} in ${reply.text}`);
  }
  if (reply.status === 200) {
    const subscriber = reply.json.data ?? reply.json;
    assert.deepEqual(Object.keys(subscriber).sort(), ['channels', 'subscriberId']);
  }
}

interface ProbeCase {
  name: string;
  probe: (bench: AttackBench, key: string) => Promise<void>;
}

const KEY_HEADER = 'idempotency-key';

/** Sends a mark-as as `as` with the idempotency key `key`. */
function markWithKey(bench: AttackBench, as: string, key: string, body: unknown = A_MARK) {
  return bench.send(route(as, '/messages/mark-as'), {
    method: 'POST',
    as,
    body,
    headers: { [KEY_HEADER]: key },
  });
}

const probeCases: ProbeCase[] = [
  {
    name: 'the service sees a key scoped to the subscriber; the browser gets its own back',
    probe: async (bench, key) => {
      const reply = await markWithKey(bench, ADA, key);
      assert.equal(reply.status, 201);
      assert.equal(reply.headers[KEY_HEADER], key);
      const scoped = String(bench.upstream.received[0]!.headers[KEY_HEADER]);
      assert.match(scoped, /^[0-9a-f]{64}$/);
      assert.equal(scoped.includes(key), false);
    },
  },
  {
    name: "Grace reusing Ada's key with another body is not told Ada used it (no 422)",
    probe: async (bench, key) => {
      assert.equal((await markWithKey(bench, ADA, key)).status, 201);
      const grace = await markWithKey(bench, GRACE, key, { messageId: 'other-message', markAs: 'unread' });
      assert.equal(grace.status, 201, grace.text);
      assert.equal(grace.headers['idempotency-replay'], undefined);
    },
  },
  {
    name: "Grace reusing Ada's key with Ada's body gets no replay of Ada's answer",
    probe: async (bench, key) => {
      const ada = await markWithKey(bench, ADA, key, {
        messageId: ['66a0c0de00000000000007c3'],
        markAs: 'read',
      });
      assert.equal(ada.status, 201);
      const grace = await markWithKey(bench, GRACE, key, {
        messageId: ['66a0c0de00000000000007c3'],
        markAs: 'read',
      });
      assert.equal(grace.status, 201);
      assert.equal(grace.headers['idempotency-replay'], undefined);
      assert.deepEqual(grace.json, [], "Ada's message is not Grace's to mark");
      const [adaKey, graceKey] = bench.upstream.received.map((request) => request.headers[KEY_HEADER]);
      assert.notEqual(adaKey, graceKey);
    },
  },
  {
    name: 'Ada repeating her own key and body gets her replay',
    probe: async (bench, key) => {
      const first = await markWithKey(bench, ADA, key);
      const again = await markWithKey(bench, ADA, key);
      assert.equal(again.status, first.status);
      assert.equal(again.headers['idempotency-replay'], 'true');
      assert.equal(again.headers[KEY_HEADER], key);
      assert.deepEqual(again.json, first.json);
    },
  },
  {
    name: 'Ada reusing her own key with another body gets her own 422',
    probe: async (bench, key) => {
      await markWithKey(bench, ADA, key);
      const conflict = await markWithKey(bench, ADA, key, { messageId: 'other-message', markAs: 'unseen' });
      assert.equal(conflict.status, 422);
      assert.equal(conflict.headers[KEY_HEADER], key);
    },
  },
  {
    name: "Grace sending Ada's scoped key as her own gets no replay",
    probe: async (bench, key) => {
      await markWithKey(bench, ADA, key);
      const scoped = String(bench.upstream.received[0]!.headers[KEY_HEADER]);
      const grace = await markWithKey(bench, GRACE, scoped);
      assert.equal(grace.headers['idempotency-replay'], undefined);
      assert.notEqual(bench.upstream.received[1]!.headers[KEY_HEADER], scoped);
    },
  },
  {
    name: "Grace reusing Ada's key on credentials is not told Ada used it",
    probe: async (bench, key) => {
      const ada = await bench.send(CREDENTIALS, {
        method: 'PATCH',
        body: A_TOKEN,
        headers: { [KEY_HEADER]: key },
      });
      assert.equal(ada.status, 200);
      const grace = await bench.send(route(GRACE, '/credentials'), {
        method: 'PATCH',
        as: GRACE,
        body: { providerId: 'fcm', credentials: { deviceTokens: ['grace-token'] } },
        headers: { [KEY_HEADER]: key },
      });
      assert.equal(grace.status, 200, grace.text);
      assert.equal(grace.json.subscriberId, GRACE);
    },
  },
  {
    name: 'a key over 255 characters is refused before it is sent',
    probe: async (bench) => {
      const reply = await markWithKey(bench, ADA, 'k'.repeat(256));
      assert.deepEqual(
        [reply.status, reply.json.message],
        [400, 'idempotency-key must be at most 255 characters'],
      );
      assert.deepEqual(bench.upstream.received, []);
    },
  },
  {
    name: 'an empty key is refused before it is sent',
    probe: async (bench) => {
      const reply = await markWithKey(bench, ADA, ' ');
      assert.deepEqual([reply.status, reply.json.message], [400, 'idempotency-key must not be empty']);
      assert.deepEqual(bench.upstream.received, []);
    },
  },
];

describe(`inbox proxy attacks: idempotency keys across subscribers (${probeCases.length} cases)`, () => {
  const bench = useBench();
  let run = 0;
  for (const { name, probe } of probeCases) {
    it(name, async () => {
      // A key of its own per case: the local API keeps keys for a day.
      await probe(bench(), `shared-key-${++run}`);
      for (const received of bench().upstream.received)
        assertForwarded(received, received.path.split('/')[3]);
      assert.deepEqual(bench().rejections, []);
    });
  }
});
