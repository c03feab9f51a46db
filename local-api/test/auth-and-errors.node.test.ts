// Authentication (docs/decisions.md#auth-and-scoping), environment scoping and the error answers of docs/decisions.md#errors, over real HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH, fixtureState, NOW } from './support/local-state.js';
import { startLocalApi, withApi, type RunningApi } from './support/local-api.js';

describe('local API: authentication', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('answers 401 "Missing authorization header" without the header, with the full error body', async () => {
    const answer = await api.call('GET', '/v1/integrations', { auth: null });
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.body, {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Missing authorization header',
      path: '/v1/integrations',
      timestamp: NOW.toISOString(),
    });
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
  });

  it('answers 401 for an empty header as for a missing one', async () => {
    const answer = await api.call('GET', '/v1/integrations', { auth: '  ' });
    assert.equal(answer.body.message, 'Missing authorization header');
  });

  it('names an unknown scheme', async () => {
    const answer = await api.call('GET', '/v1/integrations', { auth: 'Basic dXNlcjpwYXNz' });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.message, 'Invalid authentication scheme: "Basic"');
  });

  it('answers "API Key not found" for an unknown key and for a key-less ApiKey header', async () => {
    for (const auth of ['ApiKey nope', 'ApiKey']) {
      const answer = await api.call('GET', '/v1/integrations', { auth });
      assert.equal(answer.status, 401, auth);
      assert.equal(answer.body.message, 'API Key not found', auth);
    }
  });

  it('answers 401 for an unknown session token', async () => {
    const answer = await api.call('GET', '/v1/integrations', { auth: 'Bearer nope' });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.message, 'Session token not found');
  });

  it('accepts the scheme in any case', async () => {
    const answer = await api.call('GET', '/v1/subscribers/sub-ada', { auth: 'apikey test-dev-key' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body._id, 's-ada');
  });

  it('checks authentication before validation', async () => {
    const answer = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      auth: null,
      body: {},
    });
    assert.equal(answer.status, 401);
  });

  it('lets sessionTokens replace the sessions of the state', async () => {
    await withApi(
      { sessionTokens: [{ token: 'other', _environmentId: 'env-prod', _userId: 'u-9' }] },
      async (other) => {
        assert.equal((await other.call('GET', '/v1/integrations', { auth: AUTH.session })).status, 401);
        const answer = await other.call('GET', '/v1/integrations', { auth: 'Bearer other' });
        assert.deepEqual(
          answer.body.map((i: { _id: string }) => i._id),
          ['i-sendgrid-prod', 'i-fcm-prod'],
        );
      },
    );
  });
});

describe('local API: environment scoping', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('shows each environment its own subscriber under the same subscriberId', async () => {
    assert.equal((await api.call('GET', '/v1/subscribers/sub-ada')).body._id, 's-ada');
    assert.equal(
      (await api.call('GET', '/v1/subscribers/sub-ada', { auth: AUTH.prod })).body._id,
      's-ada-prod',
    );
  });

  it('answers 404, not 403, for a subscriber of another environment', async () => {
    const answer = await api.call('GET', '/v1/subscribers/sub-bob', { auth: AUTH.prod });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'Subscriber with id sub-bob not found');
    assert.equal(answer.body.error, 'Not Found');
  });

  it('answers 404 for integrations and events of another environment', async () => {
    const primary = await api.call('POST', '/v1/integrations/i-nexmo/set-primary', { auth: AUTH.prod });
    assert.equal(primary.status, 404);
    assert.equal(primary.body.message, 'Integration with id i-nexmo not found');
    const remove = await api.call('DELETE', '/v1/integrations/i-nexmo', { auth: AUTH.prod });
    assert.equal(remove.status, 404);
    const event = await api.call('GET', '/v1/notifications/e1', { auth: AUTH.prod });
    assert.equal(event.status, 404);
    assert.equal(event.body.message, 'Notification with id e1 not found');
    // Nothing was touched in Development.
    const dev = await api.call('GET', '/v1/integrations');
    assert.equal(dev.body.find((i: { _id: string }) => i._id === 'i-nexmo').deleted, false);
  });

  it('never marks a message of another environment', async () => {
    const answer = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      auth: AUTH.prod,
      body: { messageId: ['m1', 'm-prod'], markAs: 'read' },
    });
    assert.equal(answer.status, 201);
    assert.deepEqual(
      answer.body.map((m: { _id: string }) => m._id),
      ['m-prod'],
    );
    const feed = await api.call('GET', '/v1/subscribers/sub-ada/notifications/feed?limit=1');
    assert.equal(feed.body.data[0]._id, 'm1');
    assert.equal(feed.body.data[0].read, false);
  });

  it('lists only the events of the caller environment', async () => {
    const prod = await api.call('GET', '/v1/notifications', { auth: AUTH.prod });
    assert.deepEqual(
      prod.body.data.map((e: { _id: string }) => e._id),
      ['e-prod'],
    );
  });
});

describe('local API: error answers', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('answers 404 for an unknown route, with or without authentication', async () => {
    for (const auth of [AUTH.dev, null]) {
      const answer = await api.call('GET', '/v1/nothing-here', { auth });
      assert.equal(answer.status, 404);
      assert.equal(answer.body.message, 'Cannot GET /v1/nothing-here');
      assert.equal(answer.body.path, '/v1/nothing-here');
    }
  });

  it('answers 404 for a known path with another method', async () => {
    const answer = await api.call('GET', '/v1/integrations/i-nexmo/set-primary');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'Cannot GET /v1/integrations/i-nexmo/set-primary');
  });

  it('answers 400 for malformed JSON', async () => {
    const answer = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      raw: '{"messageId": "m1",',
    });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error, 'Bad Request');
    assert.equal(answer.body.message, 'Malformed JSON in request body');
  });

  it('answers 400 with every wrong field as a list of sentences', async () => {
    const answer = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      body: { messageId: 'm1', markAs: 'archived', extra: true },
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.message, [
      'markAs must be one of: read, seen, unread, unseen',
      'extra is not allowed',
    ]);
  });

  it('answers 400 for an empty body where one is required', async () => {
    const answer = await api.call('PATCH', '/v1/subscribers/sub-ada/credentials', {});
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.message, ['body must be an object']);
  });

  it('answers 413 for a body over 100 KB and takes one just under it', async () => {
    const tooBig = JSON.stringify({ messageId: 'x'.repeat(100 * 1024), markAs: 'read' });
    const big = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', { raw: tooBig });
    assert.equal(big.status, 413);
    assert.equal(big.body.error, 'Payload Too Large');
    assert.equal(big.body.message, 'Request body is larger than 102400 bytes');

    const fits = JSON.stringify({ messageId: ['m1', 'y'.repeat(100 * 1024 - 100)], markAs: 'read' });
    const ok = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', { raw: fits });
    assert.equal(ok.status, 201);
    assert.deepEqual(
      ok.body.map((m: { _id: string }) => m._id),
      ['m1'],
    );
  });

  it('applies a smaller bodyLimit option', async () => {
    await withApi({ bodyLimit: 64 }, async (small) => {
      const answer = await small.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
        body: { messageId: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'], markAs: 'read' },
      });
      assert.equal(answer.status, 413);
    });
  });

  it('answers an unexpected failure with 500, an errorId and no stack trace', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    const state = fixtureState();
    // A hand-edited data file can hold anything: this subscriber's channels are not a list.
    (state.subscribers[0] as unknown as { channels: number }).channels = 7;
    await withApi({ state }, async (broken) => {
      const answer = await broken.call('PATCH', '/v1/subscribers/sub-ada/credentials', {
        body: { providerId: 'fcm', credentials: { deviceTokens: ['a'] } },
      });
      assert.equal(answer.status, 500);
      assert.equal(answer.body.error, 'Internal Server Error');
      assert.equal(answer.body.message, 'Internal server error');
      assert.match(answer.body.errorId, /^[0-9a-f]{16}$/);
      assert.doesNotMatch(JSON.stringify(answer.body), /at |TypeError|\.ts/);
      assert.equal(logged.mock.callCount(), 1);
      assert.match(String(logged.mock.calls[0]!.arguments[0]), new RegExp(answer.body.errorId));
    });
  });

  it('rejects options out of range at creation', async () => {
    const { createLocalApi } = await import('../src/index.js');
    assert.throws(
      () => createLocalApi({ state: fixtureState(), failRate: 2 }),
      /failRate must be between 0 and 1/,
    );
    assert.throws(() => createLocalApi({ state: fixtureState(), retentionDays: 0 }), /retentionDays/);
  });
});
