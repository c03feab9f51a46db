// The `{ data }` envelope (docs/decisions.md#envelope): success bodies wrapped once, pages not twice, errors never.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLocalApi, type RunningApi } from './support/local-api.js';

describe('local API: envelope mode', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi({ envelope: true })));
  after(() => api.close());

  it('wraps objects, arrays and counts', async () => {
    const subscriber = await api.call('GET', '/v1/subscribers/sub-ada');
    assert.deepEqual(Object.keys(subscriber.body), ['data']);
    assert.equal(subscriber.body.data._id, 's-ada');
    const integrations = await api.call('GET', '/v1/integrations');
    assert.equal(integrations.body.data[0]._id, 'i-sendgrid');
    assert.deepEqual((await api.call('GET', '/v1/subscribers/sub-ada/notifications/unseen')).body, {
      data: { count: 4 },
    });
    const marked = await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      body: { messageId: 'm1', markAs: 'seen' },
    });
    assert.equal(marked.status, 201);
    assert.equal(marked.body.data[0]._id, 'm1');
    const triggered = await api.call('POST', '/v1/events/trigger', {
      body: { name: 'welcome', to: 'sub-bob', transactionId: 't' },
    });
    assert.deepEqual(triggered.body, {
      data: { acknowledged: true, status: 'processed', transactionId: 't' },
    });
  });

  it('does not wrap pages that already have a top-level data array', async () => {
    const feed = await api.call('GET', '/v1/subscribers/sub-ada/notifications/feed?limit=2');
    assert.deepEqual(Object.keys(feed.body).sort(), ['data', 'hasMore', 'page', 'pageSize', 'totalCount']);
    assert.equal(feed.body.data[0]._id, 'm1');
    const events = await api.call('GET', '/v1/notifications?limit=1');
    assert.deepEqual(Object.keys(events.body).sort(), ['data', 'hasMore', 'page', 'pageSize']);
  });

  it('wraps a subscriber whose own data field is an object', async () => {
    await api.call('POST', '/v1/events/trigger', {
      body: { name: 'welcome', to: { subscriberId: 'sub-data', data: { plan: 'pro' } } },
    });
    const answer = await api.call('GET', '/v1/subscribers/sub-data');
    assert.deepEqual(answer.body.data.data, { plan: 'pro' });
  });

  it('never wraps errors', async () => {
    const answer = await api.call('GET', '/v1/subscribers/sub-nope');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.statusCode, 404);
    assert.equal(answer.body.data, undefined);
  });
});
