// What the client makes of arguments and answers no schema foresaw: error bodies of any shape, ids a URL cannot
// carry, bodies JSON cannot hold. Each must end as a NotifError subclass that names what was wrong (docs/reliability.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NotifClient } from '../../src/api/client.js';
import { NotifHttpError, NotifValidationError } from '../../src/api/errors.js';
import { send, startHostileServer, type HostileServer } from '../support/hostile-server.js';
import { rejection } from '../support/rejection.js';

const KEY = 'key-that-must-not-leak';

let server: HostileServer;
let nextBody = '';
let nextStatus = 400;

before(async () => {
  server = await startHostileServer((_request, response) => send(response, nextStatus, nextBody));
});
after(() => server.close());

function client(): NotifClient {
  return new NotifClient({ baseUrl: server.url, auth: { apiKey: KEY }, retry: false });
}

describe('NotifClient: error bodies of any shape give a NotifHttpError with a readable message', () => {
  // Written as text: JSON.stringify itself cannot go 20,000 levels down.
  const DEEP_MESSAGE = `{"message":${'['.repeat(20_000)}"deep"${']'.repeat(20_000)}}`;
  const cases: [string, unknown, RegExp][] = [
    [
      'a message that is an object with a broken toString',
      { message: { toString: 1 } },
      /no readable error message/,
    ],
    ['a message that is a deeply nested array', DEEP_MESSAGE, /no readable error message/],
    [
      'a message list with objects among strings',
      { message: ['page is wrong', { a: 1 }, 7] },
      /: page is wrong$/,
    ],
    ['a number as message, a string as error', { message: 42, error: 'Bad Request' }, /: Bad Request$/],
    ['a huge message', { message: 'x'.repeat(1_000_000) }, /: x{500}…$/],
  ];
  for (const [name, body, expected] of cases) {
    it(name, async () => {
      nextStatus = 400;
      nextBody = typeof body === 'string' ? body : JSON.stringify(body);
      const error = await rejection(client().countUnseen('subscriber-ada'));
      assert.ok(error instanceof NotifHttpError, `got ${String(error)}`);
      assert.equal(error.status, 400);
      assert.match(error.message, expected);
      assert.doesNotMatch(error.message, /\[object|native code|undefined|NaN/);
      assert.ok(!error.message.includes(KEY));
    });
  }
});

describe('NotifClient: arguments no request can carry fail before sending', () => {
  it('refuses an id with a lone surrogate, naming the field', async () => {
    const before = server.received;
    for (const id of ['\ud800', 'a\udc00b', 'x\ud83d']) {
      const error = await rejection(client().getSubscriber(id));
      assert.ok(error instanceof NotifValidationError, `got ${String(error)}`);
      assert.equal(error.field, 'subscriberId');
      assert.match(error.message, /subscriberId must not contain a lone surrogate/);
    }
    const markError = await rejection(client().markMessagesAs('\udfff', 'm1', 'read'));
    assert.ok(markError instanceof NotifValidationError);
    assert.equal(markError.field, 'subscriberId');
    assert.equal(server.received, before, 'nothing was sent');
  });

  it('keeps ids with whole surrogate pairs', async () => {
    nextStatus = 200;
    nextBody = JSON.stringify({ subscriberId: '🙂' });
    const subscriber = await client().getSubscriber('🙂');
    assert.equal(subscriber.subscriberId, '🙂');
  });

  it('refuses a body JSON cannot hold, naming the field', async () => {
    const before = server.received;
    const bigint = await rejection(
      client().trigger({ name: 'welcome', to: 'subscriber-ada', payload: { a: 1n } }),
    );
    assert.ok(bigint instanceof NotifValidationError, `got ${String(bigint)}`);
    assert.equal(bigint.field, 'body.payload.a');
    assert.match(bigint.message, /body\.payload\.a cannot be sent as JSON/);

    const payload: Record<string, unknown> = { list: [1, 2] };
    (payload.list as unknown[]).push(payload);
    const cyclic = await rejection(client().trigger({ name: 'welcome', to: 'subscriber-ada', payload }));
    assert.ok(cyclic instanceof NotifValidationError, `got ${String(cyclic)}`);
    assert.equal(cyclic.field, 'body.payload.list.2');

    const throwing = {
      toJSON() {
        throw new Error('no JSON here');
      },
    };
    const refused = await rejection(
      client().trigger({ name: 'welcome', to: 'subscriber-ada', payload: { when: throwing } }),
    );
    assert.ok(refused instanceof NotifValidationError, `got ${String(refused)}`);
    assert.equal(refused.field, 'body');
    assert.match(refused.message, /no JSON here/);
    assert.equal(server.received, before, 'nothing was sent');
  });

  it('still sends a payload with a date and the same object twice (not a cycle)', async () => {
    nextStatus = 201;
    nextBody = JSON.stringify({ acknowledged: true, status: 'processed', transactionId: 't' });
    const shared = { a: 1 };
    const answer = await client().trigger({
      name: 'welcome',
      to: 'subscriber-ada',
      payload: { one: shared, two: shared, at: new Date(0) },
    });
    assert.equal(answer.acknowledged, true);
  });
});
