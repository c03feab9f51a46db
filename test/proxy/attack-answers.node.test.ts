// Attacks on the inbox proxy's answer path (docs/security.md): the service misbehaves on purpose (it redirects,
// echoes the key, cuts or stalls its answer, sends HTML, odd statuses or huge bodies) while a browser makes plain,
// valid requests for Ada's inbox. Per case: what reached the service (the one request, never a followed redirect)
// and what the browser got (status, JSON body, headers, no key anywhere, no rejection).
import assert from 'node:assert/strict';
import http, { type ServerResponse } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  ADA,
  assertForwarded,
  assertSafeAnswer,
  ATTACK_KEY,
  CREDENTIALS,
  FEED,
  GRACE,
  MARK,
  startAttackBench,
  startUpstream,
  UNSEEN,
  type AttackBench,
  type BrowserReply,
  type BrowserRequest,
} from '../support/proxy-attack.js';
import type { Misbehaviour, RecordingUpstream } from '../support/recording-upstream.js';

/** The browser's requests: each one valid, for Ada, signed in as Ada. */
const REQUESTS = {
  feed: { path: `${FEED}?limit=2` },
  unseen: { path: `${UNSEEN}?seen=false` },
  mark: { path: MARK, method: 'POST', body: { messageId: 'message-1', markAs: 'read' } },
  credentials: {
    path: CREDENTIALS,
    method: 'PATCH',
    body: { providerId: 'fcm', credentials: { deviceTokens: ['ada-browser-token'] } },
  },
} satisfies Record<string, BrowserRequest & { path: string }>;
type RequestName = keyof typeof REQUESTS;

interface AnswerCase {
  name: string;
  request: RequestName;
  /** How the service answers the proxy's request. */
  upstream: Misbehaviour;
  status: number;
  /** The proxy's own message, when the answer is the proxy's. */
  message?: RegExp;
  /** What else the browser must (or must not) have got. */
  check?: (reply: BrowserReply) => void;
  /** Extra headers the browser sends (an idempotency key). */
  headers?: Record<string, string>;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Misbehaviour {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function raw(status: number, body: string | Buffer, headers: Record<string, string> = {}): Misbehaviour {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}

/** Echoes the Authorization header the proxy sent, as a misconfigured debug mode would. */
function echo(status: number, shape: (authorization: string) => unknown): Misbehaviour {
  return (request, response) =>
    json(status, shape(String(request.headers.authorization)))(request, response, 0, '');
}

function redirect(status: number, location: (upstreamUrl: string) => string): Misbehaviour {
  return (_request, response, _index, upstreamUrl) => {
    response.writeHead(status, { location: location(upstreamUrl), 'content-type': 'application/json' });
    response.end('{}');
  };
}

/** Sends part of a body, then drops the connection. */
function cut(headers: Record<string, string>): Misbehaviour {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', ...headers });
    // Dropped once the half body has gone out, so the proxy reads part of an answer before the connection ends.
    response.write('{"data":[{"_id":"message-1","subject":"half', () => response.destroy());
  };
}

const FEED_PAGE = { data: [], totalCount: 0, hasMore: false, pageSize: 2, page: 0 };
const REDIRECT = /redirect, which the proxy does not follow/;
const NOT_JSON = /something other than JSON/;
const SERVICE_FAILED = /^The notification service failed$/;

const redirectCases: AnswerCase[] = [
  ...[301, 302, 303, 307, 308].flatMap((status): AnswerCase[] => [
    {
      name: `${status} from Ada's feed to Grace's feed`,
      request: 'feed',
      upstream: redirect(status, (url) => `${url}/v1/subscribers/${GRACE}/notifications/feed`),
      status: 502,
      message: REDIRECT,
    },
    {
      name: `${status} from Ada's feed to the environment's integrations (relative Location)`,
      request: 'feed',
      upstream: redirect(status, () => '/v1/integrations'),
      status: 502,
      message: REDIRECT,
    },
    {
      name: `${status} from Ada's mark-as to Grace's mark-as`,
      request: 'mark',
      upstream: redirect(status, (url) => `${url}/v1/subscribers/${GRACE}/messages/mark-as`),
      status: 502,
      message: REDIRECT,
    },
    {
      name: `${status} from Ada's unseen count to another host`,
      request: 'unseen',
      upstream: redirect(status, () => `${collector.url}/collect`),
      status: 502,
      message: REDIRECT,
    },
  ]),
  {
    name: '307 from credentials to Grace’s credentials',
    request: 'credentials',
    upstream: redirect(307, (url) => `${url}/v1/subscribers/${GRACE}/credentials`),
    status: 502,
    message: REDIRECT,
  },
  {
    name: '302 from mark-as to the event log',
    request: 'mark',
    upstream: redirect(302, () => '/v1/notifications'),
    status: 502,
    message: REDIRECT,
  },
  {
    name: '302 to another host with the key in the Location',
    request: 'feed',
    upstream: redirect(302, () => `${collector.url}/?key=${ATTACK_KEY}`),
    status: 502,
    message: REDIRECT,
  },
  {
    name: '300 Multiple Choices with a JSON body',
    request: 'feed',
    upstream: redirect(300, (url) => `${url}/v1/integrations`),
    status: 502,
    message: REDIRECT,
  },
];

const keyEchoCases: AnswerCase[] = [
  {
    name: 'a 200 feed page with the Authorization header in it',
    request: 'feed',
    upstream: echo(200, (authorization) => ({ ...FEED_PAGE, debug: { authorization } })),
    status: 200,
    check: (reply) => assert.deepEqual(reply.json, { ...FEED_PAGE, debug: { authorization: '[redacted]' } }),
  },
  {
    name: 'a 201 mark-as answer quoting the key',
    request: 'mark',
    upstream: echo(201, (authorization) => [{ _id: 'message-1', note: `signed with ${authorization}` }]),
    status: 201,
    check: (reply) => assert.deepEqual(reply.json, [{ _id: 'message-1', note: 'signed with [redacted]' }]),
  },
  {
    name: 'a 200 credentials answer with the key among the tokens and as the integration identifier',
    request: 'credentials',
    upstream: json(200, {
      subscriberId: ADA,
      email: 'ada@example.com',
      channels: [
        {
          providerId: 'fcm',
          integrationIdentifier: ATTACK_KEY,
          credentials: { deviceTokens: ['ada-browser-token', ATTACK_KEY] },
        },
      ],
    }),
    status: 200,
    check: (reply) =>
      assert.deepEqual(reply.json, {
        subscriberId: ADA,
        channels: [
          {
            providerId: 'fcm',
            integrationIdentifier: '[redacted]',
            credentials: { deviceTokens: ['ada-browser-token'] },
          },
        ],
      }),
  },
  {
    name: 'a 400 validation error listing the request headers',
    request: 'feed',
    upstream: echo(400, (authorization) => ({
      statusCode: 400,
      message: ['limit must not be less than 1', `Authorization: ${authorization}`],
    })),
    status: 400,
    check: (reply) =>
      assert.deepEqual(reply.json.message, ['limit must not be less than 1', 'Authorization: [redacted]']),
  },
  {
    name: 'a 403 quoting the key',
    request: 'mark',
    upstream: echo(403, (authorization) => ({ statusCode: 403, message: `Forbidden for ${authorization}` })),
    status: 403,
    check: (reply) => assert.equal(reply.json.message, 'Forbidden for [redacted]'),
  },
  {
    name: 'a 404 with the key as a property name',
    request: 'unseen',
    upstream: json(404, { statusCode: 404, [ATTACK_KEY]: 'the key that asked' }),
    status: 404,
    check: (reply) => assert.deepEqual(reply.json, { statusCode: 404, '[redacted]': 'the key that asked' }),
  },
  {
    name: 'a 422 with the key written in JSON escapes',
    request: 'mark',
    upstream: raw(
      422,
      `{"message":"key ${[...ATTACK_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"}`,
      { 'content-type': 'application/json' },
    ),
    status: 422,
    check: (reply) => assert.equal(reply.json.message, 'key [redacted]'),
  },
  {
    name: 'a 409 with the key after a lower-case scheme word',
    request: 'mark',
    upstream: json(409, { message: `apikey ${ATTACK_KEY} is busy` }, { 'retry-after': '1' }),
    status: 409,
    check: (reply) => {
      assert.equal(reply.json.message, '[redacted] is busy');
      assert.equal(reply.headers['retry-after'], '1');
    },
  },
  {
    name: 'a 429 quoting the key, with Retry-After',
    request: 'feed',
    upstream: json(429, { message: `rate limit of ${ATTACK_KEY}` }, { 'retry-after': '7' }),
    status: 429,
    check: (reply) => {
      assert.equal(reply.json.message, 'rate limit of [redacted]');
      assert.equal(reply.headers['retry-after'], '7');
    },
  },
  {
    name: 'a 500 stack trace in plain text with the key',
    request: 'mark',
    upstream: echo(
      500,
      (authorization) => `Error: boom\n    at handler (/srv/app.js:1:1) headers=${authorization}`,
    ),
    status: 500,
    message: SERVICE_FAILED,
  },
  {
    name: 'a 500 JSON error with a stack holding the key',
    request: 'feed',
    upstream: echo(500, (authorization) => ({ statusCode: 500, stack: `Error at ${authorization}` })),
    status: 500,
    message: SERVICE_FAILED,
    check: (reply) => assert.equal(reply.json.stack, undefined),
  },
  {
    name: 'a 503 quoting the key, with Retry-After',
    request: 'unseen',
    upstream: json(503, { message: `down for ${ATTACK_KEY}` }, { 'retry-after': '3' }),
    status: 503,
    message: SERVICE_FAILED,
    check: (reply) => assert.equal(reply.headers['retry-after'], '3'),
  },
  {
    name: 'a 401 quoting the refused key',
    request: 'feed',
    upstream: echo(401, (authorization) => ({ message: `API Key not found: ${authorization}` })),
    status: 502,
    message: /refused the proxy’s API key/,
  },
  {
    name: 'a 200 with the key in every kind of header',
    request: 'feed',
    upstream: json(200, FEED_PAGE, {
      'x-debug-authorization': `ApiKey ${ATTACK_KEY}`,
      'set-cookie': `key=${ATTACK_KEY}`,
      'www-authenticate': `ApiKey ${ATTACK_KEY}`,
      location: `https://example.com/?key=${ATTACK_KEY}`,
      'retry-after': `ApiKey ${ATTACK_KEY}`,
      'idempotency-replay': ATTACK_KEY,
      'content-type': `application/json; key=${ATTACK_KEY}`,
    }),
    status: 200,
    check: (reply) => {
      assert.deepEqual(reply.json, FEED_PAGE);
      assert.equal(reply.headers['retry-after'], undefined);
      assert.equal(reply.headers['idempotency-replay'], undefined);
    },
  },
  {
    name: 'an idempotency key echoed as the API key',
    request: 'mark',
    headers: { 'idempotency-key': 'ada-key-echo' },
    upstream: json(201, [], { 'idempotency-key': ATTACK_KEY }),
    status: 201,
    check: (reply) => assert.equal(reply.headers['idempotency-key'], 'ada-key-echo'),
  },
  {
    name: 'a 502 HTML error page with the key',
    request: 'credentials',
    upstream: raw(502, `<html><body><pre>ApiKey ${ATTACK_KEY}</pre></body></html>`, {
      'content-type': 'text/html',
    }),
    status: 502,
    message: SERVICE_FAILED,
  },
];

/** `text` as UTF-16LE would read in a UTF-8 decoder: a NUL after each (ASCII) character. */
function utf16le(text: string): string {
  return [...text].map((char) => `${char}\u0000`).join('');
}

/** The key is not readable in the reply even by a reader that ignores control characters (NULs, raw newlines). */
function keyUnreadable(reply: BrowserReply): void {
  // eslint-disable-next-line no-control-regex
  const seen = reply.text.replace(/[\u0000-\u001f]/g, '');
  assert.equal(seen.includes(ATTACK_KEY), false, `the key is readable in: ${JSON.stringify(reply.text)}`);
}

const half = ATTACK_KEY.length >> 1;

/** A key no search finds, since it passes unparsed when the text holds none of the key's forms (docs/security.md). */
const hiddenKeyCases: AnswerCase[] = [
  {
    name: 'a 200 feed page with the key in UTF-16LE (a NUL after each character) between ASCII brackets',
    request: 'feed',
    upstream: raw(200, `{"data":[],"note":"${utf16le(ATTACK_KEY)}"}`, { 'content-type': 'application/json' }),
    status: 502,
    message: NOT_JSON,
    check: keyUnreadable,
  },
  {
    name: 'a 200 feed page in UTF-16LE from the first bracket to the last',
    request: 'feed',
    upstream: raw(200, `[${utf16le(`"${ATTACK_KEY}"`)}]`, { 'content-type': 'application/json' }),
    status: 502,
    message: NOT_JSON,
    check: keyUnreadable,
  },
  {
    name: 'a 400 with the key split by a raw line feed inside a string',
    request: 'feed',
    upstream: raw(
      400,
      `{"statusCode":400,"message":"${ATTACK_KEY.slice(0, half)}\n${ATTACK_KEY.slice(half)}"}`,
      {
        'content-type': 'application/json',
      },
    ),
    status: 502,
    message: NOT_JSON,
    check: keyUnreadable,
  },
  {
    name: 'a 200 count with the key split by a raw tab inside a string',
    request: 'unseen',
    upstream: raw(200, `{"data":{"count":1},"x":"${ATTACK_KEY.slice(0, half)}\t${ATTACK_KEY.slice(half)}"}`, {
      'content-type': 'application/json',
    }),
    status: 502,
    message: NOT_JSON,
    check: keyUnreadable,
  },
  {
    name: 'a 201 mark-as answer with the key split by a raw carriage return and a NUL',
    request: 'mark',
    upstream: raw(
      201,
      `[{"_id":"message-1","n":"${ATTACK_KEY.slice(0, half)}\r\u0000${ATTACK_KEY.slice(half)}"}]`,
      {
        'content-type': 'application/json',
      },
    ),
    status: 502,
    message: NOT_JSON,
    check: keyUnreadable,
  },
  {
    name: 'a 200 feed page with the key split by a raw newline outside any string',
    request: 'feed',
    upstream: raw(200, `{"data":[],"page":0,${ATTACK_KEY.slice(0, half)}\n${ATTACK_KEY.slice(half)}}`, {
      'content-type': 'application/json',
    }),
    status: 502,
    message: NOT_JSON,
    check: keyUnreadable,
  },
  {
    name: 'a 200 feed page laid out on lines (raw newlines between tokens) passes as the same JSON',
    request: 'feed',
    upstream: raw(200, JSON.stringify(FEED_PAGE, null, 2), { 'content-type': 'application/json' }),
    status: 200,
    check: (reply) => assert.deepEqual(reply.json, FEED_PAGE),
  },
];

/** What a 409 or 422 on the credentials route may carry: the stored record the 2xx trim hides. */
const STORED_RECORD = {
  subscriberId: ADA,
  email: 'ada@example.com',
  phone: '+15550100',
  channels: [
    { providerId: 'fcm', credentials: { deviceTokens: ['ada-browser-token', 'ada-other-device-token'] } },
    { providerId: 'slack', credentials: { webhookUrl: 'https://hooks.slack.com/services/T0/B0/secret' } },
  ],
};

/** The credentials route's 4xx carries `{ statusCode, message, error }` and nothing else. */
const credentialsErrorCases: AnswerCase[] = [
  ...[409, 422].map((status): AnswerCase => ({
    name: `a ${status} carrying the stored record passes as its statusCode, message and error only`,
    request: 'credentials',
    upstream: json(status, {
      statusCode: status,
      message: 'The credentials could not be stored',
      error: 'Conflict',
      subscriber: STORED_RECORD,
      ...STORED_RECORD,
    }),
    status,
    check: (reply) =>
      assert.deepEqual(reply.json, {
        statusCode: status,
        message: 'The credentials could not be stored',
        error: 'Conflict',
      }),
  })),
  {
    name: 'a 400 whose message and error are not strings passes without them',
    request: 'credentials',
    upstream: json(400, { statusCode: 400, message: STORED_RECORD, error: ['ada@example.com'] }),
    status: 400,
    check: (reply) => assert.deepEqual(reply.json, { statusCode: 400 }),
  },
  {
    name: 'a 400 validation error keeps its list of messages',
    request: 'credentials',
    upstream: json(400, { statusCode: 400, message: ['providerId must be a string'], error: 'Bad Request' }),
    status: 400,
    check: (reply) =>
      assert.deepEqual(reply.json, {
        statusCode: 400,
        message: ['providerId must be a string'],
        error: 'Bad Request',
      }),
  },
];

const brokenAnswerCases: AnswerCase[] = [
  {
    name: '204 No Content on mark-as',
    request: 'mark',
    upstream: raw(204, ''),
    status: 204,
  },
  {
    name: '204 No Content on the feed',
    request: 'feed',
    upstream: raw(204, ''),
    status: 204,
  },
  {
    name: '304 Not Modified (never asked for)',
    request: 'unseen',
    upstream: raw(304, ''),
    status: 502,
    message: REDIRECT,
  },
  { name: 'status 999', request: 'mark', upstream: json(999, {}), status: 502, message: /status 999/ },
  { name: 'status 600', request: 'feed', upstream: json(600, FEED_PAGE), status: 502, message: /status 600/ },
  {
    name: 'a body cut short of its declared length',
    request: 'mark',
    upstream: cut({ 'content-length': '500' }),
    status: 502,
    message: /cut short/,
  },
  { name: 'a chunked body cut off', request: 'feed', upstream: cut({}), status: 502, message: /cut short/ },
  {
    name: 'the connection dropped before any answer',
    request: 'credentials',
    upstream: (_request, response) => response.socket?.destroy(),
    status: 502,
    message: /could not be reached/,
  },
  {
    name: 'an HTML page with status 200',
    request: 'feed',
    upstream: raw(200, '<!doctype html><script>alert(1)</script>', { 'content-type': 'text/html' }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'an HTML 404 page',
    request: 'unseen',
    upstream: raw(404, '<h1>Not Found</h1>', { 'content-type': 'text/html' }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'an HTML 500 page',
    request: 'mark',
    upstream: raw(500, '<h1>Internal Server Error</h1>', { 'content-type': 'text/html' }),
    status: 500,
    message: SERVICE_FAILED,
  },
  {
    name: 'JSON text labelled text/plain',
    request: 'feed',
    upstream: raw(200, JSON.stringify(FEED_PAGE), { 'content-type': 'text/plain' }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'JSON text with no Content-Type',
    request: 'unseen',
    upstream: raw(200, '{"count":3}'),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'JSON text labelled text/html',
    request: 'unseen',
    upstream: raw(200, '{"count":3}', { 'content-type': 'text/html' }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'labelled JSON, but not JSON',
    request: 'feed',
    upstream: raw(200, '{"data": [', { 'content-type': 'application/json' }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'labelled JSON, but empty',
    request: 'mark',
    upstream: raw(201, '', { 'content-type': 'application/json' }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'labelled JSON, but not UTF-8',
    request: 'feed',
    upstream: raw(200, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), {
      'content-type': 'application/json',
    }),
    status: 502,
    message: NOT_JSON,
  },
  {
    name: 'a problem+json 400 (JSON by another name) passes',
    request: 'feed',
    upstream: raw(400, '{"title":"bad limit"}', { 'content-type': 'application/problem+json' }),
    status: 400,
    check: (reply) => assert.deepEqual(reply.json, { title: 'bad limit' }),
  },
  ...[500, 502, 503, 504].map((status): AnswerCase => ({
    name: `a ${status} JSON error`,
    request: 'feed',
    upstream: json(status, { statusCode: status, message: 'internal detail', errorId: 'e-1' }),
    status,
    message: SERVICE_FAILED,
    check: (reply) => assert.equal(reply.json.errorId, undefined),
  })),
  {
    name: 'a body declared larger than the response cap',
    request: 'feed',
    upstream: (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(2 * 1024 * 1024),
      });
      response.write('{"data":[');
    },
    status: 502,
    message: /larger than 1048576 bytes/,
  },
  {
    name: 'a chunked body that grows past the response cap',
    request: 'feed',
    upstream: (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const page = `{"data":[${Array.from({ length: 30_000 }, () => `"${'x'.repeat(46)}"`).join(',')}]}`;
      for (let start = 0; start < page.length; start += 64 * 1024)
        response.write(page.slice(start, start + 64 * 1024));
      response.end();
    },
    status: 502,
    message: /larger than 1048576 bytes/,
  },
  {
    name: 'a good answer with headers the browser must not get',
    request: 'feed',
    upstream: json(200, FEED_PAGE, {
      'set-cookie': 'tracking=1',
      'access-control-allow-origin': '*',
      'access-control-allow-credentials': 'true',
      'x-powered-by': 'upstream',
      'content-security-policy': 'default-src *',
      location: 'https://example.com/',
      etag: '"1"',
      vary: 'origin',
      server: 'upstream/1.0',
      'idempotency-replay': 'true',
    }),
    status: 200,
    check: (reply) => {
      assert.deepEqual(reply.json, FEED_PAGE);
      assert.equal(reply.headers['idempotency-replay'], 'true');
    },
  },
];

/** A host that is not the service: nothing the proxy sends should ever reach it. */
let collector: RecordingUpstream;

describe('inbox proxy attacks: the service misbehaves', () => {
  let bench: AttackBench;
  before(async () => {
    bench = await startAttackBench();
    collector = await startUpstream();
  });
  after(async () => {
    await bench.close();
    await collector.close();
  });
  beforeEach(() => {
    bench.reset();
    collector.reset();
  });

  async function run(answer: AnswerCase): Promise<void> {
    bench.upstream.misbehave(answer.upstream);
    const { path, ...request } = REQUESTS[answer.request];
    const reply = await bench.send(path, {
      ...request,
      ...(answer.headers ? { headers: answer.headers } : {}),
      timeoutMs: 15_000,
    });
    assert.equal(bench.upstream.received.length, 1, 'the service got the one request, and no other');
    assertForwarded(bench.upstream.received[0]!);
    assert.equal(collector.received.length, 0, 'nothing went to another host');
    assert.equal(reply.status, answer.status, reply.text);
    if (answer.message) assert.match(reply.json?.message, answer.message);
    answer.check?.(reply);
    assertSafeAnswer(reply, bench.rejections);
  }

  describe(`redirects are never followed (${redirectCases.length} cases)`, () => {
    for (const answer of redirectCases) it(answer.name, () => run(answer));
  });
  describe(`the key never comes back (${keyEchoCases.length} cases)`, () => {
    for (const answer of keyEchoCases) it(answer.name, () => run(answer));
  });
  describe(`the key never comes back in any byte encoding (${hiddenKeyCases.length} cases)`, () => {
    for (const answer of hiddenKeyCases) it(answer.name, () => run(answer));
  });
  describe(`a credentials error shows nothing the trim hides (${credentialsErrorCases.length} cases)`, () => {
    for (const answer of credentialsErrorCases) it(answer.name, () => run(answer));
  });
  describe(`broken answers become the proxy's own (${brokenAnswerCases.length} cases)`, () => {
    for (const answer of brokenAnswerCases) it(answer.name, () => run(answer));
  });
});

interface StallCase {
  name: string;
  request: RequestName;
  upstream: Misbehaviour;
}

/** Answers, at most, the start of what it promised. */
function stall(start: (response: ServerResponse) => void): Misbehaviour {
  return (_request, response) => start(response);
}

const stallCases: StallCase[] = [
  { name: 'no answer at all', request: 'feed', upstream: stall(() => undefined) },
  {
    name: 'headers, then nothing',
    request: 'mark',
    upstream: stall((response) => response.writeHead(201, { 'content-type': 'application/json' })),
  },
  {
    name: 'half the declared body, then nothing',
    request: 'unseen',
    upstream: stall((response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '40' });
      response.write('{"count":');
    }),
  },
];

describe(`inbox proxy attacks: the service stalls (${stallCases.length} cases)`, () => {
  let bench: AttackBench;
  before(async () => (bench = await startAttackBench({ timeoutMs: 250 })));
  after(() => bench.close());
  beforeEach(() => bench.reset());

  for (const stalled of stallCases) {
    it(`${stalled.name}: 504 at the timeout, and the service's request is dropped`, async () => {
      bench.upstream.misbehave(stalled.upstream);
      const { path, ...request } = REQUESTS[stalled.request];
      const reply = await bench.send(path, { ...request, timeoutMs: 15_000 });
      assert.equal(reply.status, 504, reply.text);
      assert.equal(reply.json.message, 'The notification service did not answer within 250 ms');
      assertSafeAnswer(reply, bench.rejections);
      assert.equal(bench.upstream.received.length, 1);
      await bench.upstream.abandoned(0);
    });
  }
});

describe('inbox proxy attacks: the response cap option', () => {
  let bench: AttackBench;
  before(async () => (bench = await startAttackBench({ responseLimit: 512 })));
  after(() => bench.close());
  beforeEach(() => bench.reset());

  it('a real feed page over a 512-byte cap is a 502; a count under it passes', async () => {
    const page = await bench.send(`${FEED}?limit=5`);
    assert.equal(page.status, 502);
    assert.equal(page.json.message, 'The notification service’s answer is larger than 512 bytes');
    assertSafeAnswer(page, bench.rejections);
    const count = await bench.send(`${UNSEEN}?seen=false`);
    assert.deepEqual([count.status, count.json], [200, { count: 8 }]);
    assertSafeAnswer(count, bench.rejections);
  });
});

/**
 * Waits for `event`, failing after 20 s. Not a measure of speed: it only keeps a proxy that never does the thing
 * from hanging the suite until some far-off timeout does it instead.
 */
async function withinTwentySeconds(event: Promise<unknown>, failure: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      event,
      new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error(failure)), 20_000))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('inbox proxy attacks: the browser goes away', () => {
  let bench: AttackBench;
  before(async () => (bench = await startAttackBench({ timeoutMs: 600_000 })));
  after(() => bench.close());
  beforeEach(() => bench.reset());

  /** Sends the start of a request and returns a way to drop its connection. */
  function startRequest(path: string, method: string, headers: Record<string, string>, body: string) {
    const { hostname, port } = new URL(bench.proxyUrl);
    const request = http.request({ hostname, port, path, method, headers, agent: false });
    request.on('error', () => undefined);
    request.write(body);
    return () => request.destroy();
  }

  it('while the service is still answering: the request to the service is dropped too', async () => {
    bench.upstream.misbehave(stall(() => undefined));
    const drop = startRequest(UNSEEN, 'GET', { cookie: 'session=ada-session' }, '');
    await bench.upstream.nextReceived(0);
    drop();
    // The proxy's own timeout is ten minutes away, the fetch's own five: only the browser's leaving can cut this.
    await withinTwentySeconds(
      bench.upstream.abandoned(0),
      'the request to the service was still open 20 s after the browser left',
    );
    await bench.calls.settled(0);
    assert.deepEqual(bench.rejections, []);
  });

  it('in the middle of its body: nothing is sent, and the handler does not reject', async () => {
    const drop = startRequest(
      MARK,
      'POST',
      { cookie: 'session=ada-session', 'content-type': 'application/json', 'content-length': '1000' },
      '{"messageId":"message-1",',
    );
    await bench.calls.started(0);
    drop();
    await bench.calls.settled(0);
    assert.deepEqual(bench.rejections, []);
    assert.equal(bench.upstream.received.length, 0);
  });
});
