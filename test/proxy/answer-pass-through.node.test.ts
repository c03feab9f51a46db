// A clean answer passes as it came (docs/proxy.md#under-load): the proxy parses the service's JSON to check it is
// JSON, but a body that cannot hold the key and needs no trimming reaches the browser byte for byte, rebuilt
// from nothing; one that may hold the key (in any spelling JSON allows) is still scrubbed.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { keyRedactor } from '../../src/proxy/redact.js';
import {
  assertSafeAnswer,
  ATTACK_KEY,
  FEED,
  startAttackBench,
  type AttackBench,
} from '../support/proxy-attack.js';

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
