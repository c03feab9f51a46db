// A clean answer passes as it came (docs/proxy.md#under-load): a body labelled JSON, valid UTF-8 and shaped as a JSON
// object or array, that cannot hold the key and needs no trimming, reaches the browser byte for byte, unparsed and
// rebuilt from nothing; one that may hold the key (in any spelling JSON allows) is parsed and scrubbed. What is not
// the shape of JSON is a 502; what has the shape but not the inside of JSON passes, and the browser's client refuses
// it (docs/security.md#answers-only-the-services-json-without-the-key).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it, mock } from 'node:test';
import { NotifClient } from '../../src/api/client.js';
import { NotifHttpError, NotifResponseError } from '../../src/api/errors.js';
import { keyRedactor } from '../../src/proxy/answers.js';
import {
  ADA,
  assertSafeAnswer,
  ATTACK_KEY,
  BASE,
  CREDENTIALS,
  FEED,
  MARK,
  startAttackBench,
  UNSEEN,
  type AttackBench,
} from '../support/proxy-attack.js';
import type { Misbehaviour } from '../support/recording-upstream.js';

/** The service answers the next request with `status`, these headers and these very bytes. */
function answering(status: number, body: string | Buffer, contentType?: string): Misbehaviour {
  return (_request, response) => {
    response.writeHead(status, contentType === undefined ? {} : { 'content-type': contentType });
    response.end(body);
  };
}

const NOT_JSON = 'The notification service answered with something other than JSON';

describe('inbox proxy: a clean answer passes as it came', () => {
  let bench: AttackBench;
  before(async () => {
    bench = await startAttackBench();
  });
  after(() => bench.close());
  beforeEach(() => bench.reset());

  it('the real feed page reaches the browser with the very bytes the service sent', async () => {
    const reply = await bench.send(`${FEED}?limit=3`);
    assert.equal(reply.status, 200);
    const direct = await fetch(
      `${bench.upstream.url}/v1/subscribers/subscriber-ada/notifications/feed?limit=3`,
      {
        headers: { authorization: `ApiKey ${ATTACK_KEY}` },
      },
    );
    assert.equal(reply.text, await direct.text());
    assertSafeAnswer(reply, bench.rejections);
  });

  it('a JSON body spaced and ordered its own way is not rebuilt', async () => {
    const body =
      '{ "totalCount" : 1,\n  "data" : [ { "_id" : "m1", "content" : "caf\u00e9 \\n" } ],"page":0 }';
    bench.upstream.misbehave((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    const reply = await bench.send(FEED);
    assert.equal(reply.status, 200);
    assert.equal(reply.text, body);
    assert.equal(reply.headers['content-type'], 'application/json; charset=utf-8');
    assertSafeAnswer(reply, bench.rejections);
  });

  it('passes the bytes exactly as the service sent them, and never parses them', async () => {
    // Spaced, ordered and escaped its own way, with characters beyond ASCII: any rebuilding would change a byte.
    const text =
      '\n\t{ "page" : 0, "data":[ {"content":"caf\u00e9 \u{1F514} \\"quoted\\" a\\/b \\n", "_id":"m1"} ] ,\r\n "totalCount":1e0 }  \n';
    const sent = Buffer.from(text, 'utf8');
    bench.upstream.misbehave(answering(200, sent, 'application/json; charset=utf-8'));
    const parse = mock.method(JSON, 'parse');
    let received: Buffer;
    let status: number;
    try {
      const response = await fetch(`${bench.proxyUrl}${FEED}`, { headers: { cookie: 'session=ada-session' } });
      status = response.status;
      received = Buffer.from(await response.arrayBuffer());
    } finally {
      parse.mock.restore();
    }
    assert.equal(status, 200);
    assert.equal(Buffer.compare(received, sent), 0, `got ${received.toString('utf8')}`);
    const parsedTheBody = parse.mock.calls.filter((call) => call.arguments[0] === text);
    assert.equal(parsedTheBody.length, 0, 'the proxy parsed a clean answer');
    assert.deepEqual(bench.rejections, []);
  });

  it('a clean 4xx answer passes as it came too', async () => {
    const body = '{"statusCode":404,"message":"Message not found",  "error":"Not Found"}';
    bench.upstream.misbehave(answering(404, body, 'application/problem+json'));
    const reply = await bench.send(FEED);
    assert.equal(reply.status, 404);
    assert.equal(reply.text, body);
    assert.equal(reply.headers['content-type'], 'application/json; charset=utf-8');
    assertSafeAnswer(reply, bench.rejections);
  });

  it('deliberately passes a body with the shape of JSON but not its inside, as it came', async () => {
    // The proxy checks the ends, not what lies between: the client parses every answer and refuses this one
    // (see "the browser client" below). Nothing is rendered from it: the answer is the proxy's JSON type, nosniff.
    for (const body of ['{"a":}', '[1,,2]', '{ "data": [ { "_id": "m1" } }']) {
      bench.reset();
      bench.upstream.misbehave(answering(200, body, 'application/json'));
      const reply = await bench.send(FEED);
      assert.equal(reply.status, 200, body);
      assert.equal(reply.text, body);
      assert.equal(reply.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(bench.rejections, []);
    }
  });

  it('a body with the key beside a clean page is still scrubbed, not passed', async () => {
    bench.upstream.misbehave((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{ "data": [], "note": "ApiKey ${ATTACK_KEY}" }`);
    });
    const reply = await bench.send(FEED);
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.json, { data: [], note: '[redacted]' });
    assertSafeAnswer(reply, bench.rejections);
  });
});

describe('inbox proxy: what has not the shape of JSON is refused with a 502', () => {
  let bench: AttackBench;
  before(async () => {
    bench = await startAttackBench();
  });
  after(() => bench.close());
  beforeEach(() => bench.reset());

  const refused: { name: string; status?: number; body: string | Buffer }[] = [
    {
      name: 'an HTML page labelled JSON',
      body: '<!DOCTYPE html><html><body><h1>Bad Gateway</h1><script>alert(1)</script></body></html>',
    },
    { name: 'an HTML 404 page labelled JSON', status: 404, body: '<html><body>Not Found</body></html>\n' },
    { name: 'plain text labelled JSON', body: 'Service temporarily unavailable' },
    { name: 'an empty body', body: '' },
    { name: 'a body of whitespace only', body: ' \r\n\t ' },
    { name: 'a body cut before its closing brace', body: '{"a":1' },
    { name: 'a body cut inside its list', body: '{"data":[{"_id":"m1"},' },
    { name: 'an object closed as a list', body: '{"data":[1]]' },
    { name: 'a list closed as an object', body: '[{"a":1}}' },
    { name: 'a lone brace', body: '{' },
    { name: 'a JSON string, not an object or a list', body: '"ok"' },
    { name: 'a JSON number', body: '42' },
    { name: 'JSON null', body: 'null' },
    { name: 'text before the JSON', body: 'callback({"a":1})' },
    { name: 'invalid UTF-8 between the braces', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]) },
    { name: 'an overlong UTF-8 encoding', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]) },
  ];
  for (const { name, status = 200, body } of refused) {
    it(name, async () => {
      bench.upstream.misbehave(answering(status, body, 'application/json'));
      const reply = await bench.send(FEED);
      assert.equal(reply.status, 502, reply.text);
      assert.equal(reply.json.message, NOT_JSON);
      assertSafeAnswer(reply, bench.rejections);
    });
  }

  it('a body that may hold the key is parsed, and refused when it is not JSON inside', async () => {
    bench.upstream.misbehave(answering(200, `{"note":"ApiKey ${ATTACK_KEY}",}`, 'application/json'));
    const reply = await bench.send(FEED);
    assert.equal(reply.status, 502);
    assert.equal(reply.json.message, NOT_JSON);
    assertSafeAnswer(reply, bench.rejections);
  });

  it('a body that may hold the key only through an escape is parsed too, and refused when it is not JSON', async () => {
    bench.upstream.misbehave(answering(200, '{"note":"\\u0041", "a":}', 'application/json'));
    const reply = await bench.send(FEED);
    assert.equal(reply.status, 502);
    assert.equal(reply.json.message, NOT_JSON);
    assertSafeAnswer(reply, bench.rejections);
  });

  it('the credentials route, which is trimmed, parses its answer and refuses one that is not JSON inside', async () => {
    bench.upstream.misbehave(answering(200, '{"subscriberId":"subscriber-ada","channels":}', 'application/json'));
    const reply = await bench.send(CREDENTIALS, {
      method: 'PATCH',
      body: { providerId: 'fcm', credentials: { deviceTokens: ['ada-browser-token'] } },
    });
    assert.equal(reply.status, 502, reply.text);
    assert.equal(reply.json.message, NOT_JSON);
    assertSafeAnswer(reply, bench.rejections, 'PATCH');
  });
});

describe('the browser client, given a body the proxy passed but that is not JSON inside', () => {
  let bench: AttackBench;
  before(async () => {
    bench = await startAttackBench();
  });
  after(() => bench.close());
  beforeEach(() => bench.reset());

  /** Ada's client in the browser: no credentials of its own, her session cookie riding along. */
  function browserClient(): { client: NotifClient; sent: () => number } {
    let sent = 0;
    const client = new NotifClient({
      baseUrl: `${bench.proxyUrl}${BASE}`,
      auth: 'none',
      fetch: (input, init) => {
        sent++;
        return fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), cookie: 'session=ada-session' },
        });
      },
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    return { client, sent: () => sent };
  }

  it('rejects a 2xx with a NotifResponseError naming the request, resolves nothing and does not retry', async () => {
    const cases: [string, string, (client: NotifClient) => Promise<unknown>, string][] = [
      ['GET', FEED, (client) => client.listFeed(ADA), '{"data":[{"_id":"m1"},],"totalCount":1}'],
      ['GET', `${UNSEEN}?seen=false`, (client) => client.countUnseen(ADA), '{"data":{"count":}}'],
      [
        'POST',
        MARK,
        (client) => client.markMessagesAs(ADA, 'm1', 'read'),
        '{"data":[{"_id":"m1" "read":true}]}',
      ],
    ];
    for (const [method, path, call, body] of cases) {
      bench.reset();
      bench.upstream.misbehave(answering(200, body, 'application/json'));
      const { client, sent } = browserClient();
      let resolved: unknown;
      const error = await call(client).then(
        (value) => {
          resolved = value;
          return undefined;
        },
        (caught: unknown) => caught,
      );
      assert.equal(resolved, undefined, `${path} resolved with ${JSON.stringify(resolved)}`);
      assert.ok(error instanceof NotifResponseError, `${path}: ${String(error)}`);
      assert.equal(error.message, `${method} ${bench.proxyUrl}${path} returned an unexpected body: not JSON`);
      assert.equal(sent(), 1, 'a body that is not JSON is not asked again');
      assert.deepEqual(bench.rejections, []);
    }
  });

  it('rejects a 4xx with a NotifHttpError that shows the body as text', async () => {
    bench.upstream.misbehave(answering(422, '{"message":}', 'application/json'));
    const { client } = browserClient();
    const error = await client.listFeed(ADA).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof NotifHttpError, String(error));
    assert.equal(error.status, 422);
    assert.equal(error.message, `GET ${bench.proxyUrl}${FEED} failed with 422: {"message":}`);
  });
});

describe('keyRedactor: whether a JSON text may hold the key', () => {
  it('finds the key as it is, URL-encoded, and behind any escape that could spell it', () => {
    const redactor = keyRedactor('sk/live"x\\y');
    const encoded = encodeURIComponent('sk/live"x\\y');
    for (const text of [
      '{"a":"sk/live\\"x\\\\y"}',
      `{"a":"${encoded}"}`,
      '{"a":"\\u0073k"}',
      '{"a":"sk\\/live"}',
      '{"a":"\\"quoted\\""}',
      '{"a":"back\\\\slash"}',
    ]) {
      assert.equal(redactor.mayHold(text), true, text);
    }
    assert.equal(redactor.mayHold('{"a":"sk/live nothing else","b":[1,2]}'), false);
  });

  it('short escapes of characters the key does not have are no reason to parse and scrub', () => {
    const redactor = keyRedactor(ATTACK_KEY);
    assert.equal(redactor.mayHold('{"a":"line\\nbreak, \\"quoted\\", a\\/b"}'), false);
    assert.equal(redactor.mayHold('{"a":"\\u00e9"}'), true);
    assert.equal(redactor.mayHold(`{"a":"${ATTACK_KEY}"}`), true);
  });
});
