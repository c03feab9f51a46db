// The trigger extension (docs/decisions.md#trigger): a trigger creates a notification event with jobs and, for the in-app
// step, a message whose texts have the payload substituted as plain text.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { AUTH, NOW } from './support/local-state.js';
import { startLocalApi, type RunningApi } from './support/local-api.js';

const TRIGGER = '/v1/events/trigger';

describe('local API: trigger', () => {
  let api: RunningApi;
  beforeEach(async () => (api = await startLocalApi()));
  afterEach(() => api.close());

  const trigger = (body: unknown, auth: string = AUTH.dev) => api.call('POST', TRIGGER, { body, auth });

  it('answers 201 and records an event with its jobs and execution details', async () => {
    const answer = await trigger({
      name: 'welcome',
      to: 'sub-ada',
      payload: { name: 'Ada' },
      transactionId: 'tx-new',
    });
    assert.equal(answer.status, 201);
    assert.deepEqual(answer.body, { acknowledged: true, status: 'processed', transactionId: 'tx-new' });

    const list = await api.call('GET', '/v1/notifications?transactionId=tx-new');
    assert.equal(list.body.data.length, 1);
    const [event] = list.body.data;
    assert.equal(event.createdAt, NOW.toISOString());
    assert.deepEqual(event.channels, ['in_app']);
    assert.equal(event.subscriber.subscriberId, 'sub-ada');
    assert.equal(event._subscriberId, 's-ada');
    assert.equal(event.template.name, 'Welcome');
    assert.deepEqual(event.payload, { name: 'Ada' });
    assert.equal(event.jobs.length, 1);
    assert.equal(event.jobs[0].type, 'in_app');
    assert.ok(event.jobs[0].executionDetails.length >= 2);
    // The newest event of the environment, and readable on its own.
    assert.equal((await api.call('GET', '/v1/notifications?limit=1')).body.data[0]._id, event._id);
    assert.deepEqual((await api.call('GET', `/v1/notifications/${event._id}`)).body, event);
  });

  it('creates an in-app message with the payload substituted as plain text, stored verbatim', async () => {
    const payload = { name: '<img src=x onerror=alert(1)>', url: 'https://example.com/welcome' };
    await trigger({ name: 'welcome', to: 'sub-ada', payload, transactionId: 'tx-html' });
    const feed = await api.call('GET', '/v1/subscribers/sub-ada/notifications/feed?limit=1');
    const [message] = feed.body.data;
    assert.equal(feed.body.totalCount, 7);
    assert.equal(message.transactionId, 'tx-html');
    assert.equal(message.subject, 'Welcome <img src=x onerror=alert(1)>');
    // A variable missing from the payload renders as empty text.
    assert.equal(message.content, 'Hello <img src=x onerror=alert(1)>, see !');
    assert.deepEqual(message.cta, { type: 'redirect', data: { url: 'https://example.com/welcome' } });
    assert.deepEqual(
      [message.read, message.seen, message.channel, message._subscriberId],
      [false, false, 'in_app', 's-ada'],
    );
    assert.deepEqual((await api.call('GET', '/v1/subscribers/sub-ada/notifications/unseen')).body, {
      count: 5,
    });
  });

  it('generates a transaction id when none is given', async () => {
    const answer = await trigger({ name: 'welcome', to: { subscriberId: 'sub-bob' } });
    assert.equal(answer.status, 201);
    const { transactionId } = answer.body;
    assert.equal(typeof transactionId, 'string');
    assert.notEqual(transactionId, '');
    const list = await api.call('GET', `/v1/notifications?transactionId=${transactionId}`);
    assert.equal(list.body.data[0].subscriber.subscriberId, 'sub-bob');
  });

  it('creates an unknown subscriber from the to object', async () => {
    const to = { subscriberId: 'sub-nia', firstName: 'Nia', email: 'nia@example.com', phone: 5 };
    assert.equal((await trigger({ name: 'welcome', to, payload: { name: 'Nia' } })).status, 201);
    const nia = await api.call('GET', '/v1/subscribers/sub-nia');
    assert.deepEqual(
      [nia.status, nia.body.firstName, nia.body.email, nia.body.phone, nia.body.createdAt],
      [200, 'Nia', 'nia@example.com', undefined, NOW.toISOString()],
    );
    const feed = await api.call('GET', '/v1/subscribers/sub-nia/notifications/feed');
    assert.equal(feed.body.data[0].subject, 'Welcome Nia');
  });

  it('leaves a read receipt in the event log when its message is marked read', async () => {
    await trigger({ name: 'welcome', to: 'sub-ada', payload: { name: 'Ada' }, transactionId: 'tx-read' });
    const [message] = (await api.call('GET', '/v1/subscribers/sub-ada/notifications/feed?limit=1')).body.data;
    await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      body: { messageId: message._id, markAs: 'read' },
    });
    const event = (await api.call('GET', `/v1/notifications/${message._notificationId}`)).body;
    const details = event.jobs[0].executionDetails;
    assert.equal(details.at(-1).status, 'ReadConfirmation');
    assert.equal(details.filter((d: { status: string }) => d.status === 'ReadConfirmation').length, 1);
    // Marking it read again adds no second receipt.
    await api.call('POST', '/v1/subscribers/sub-ada/messages/mark-as', {
      body: { messageId: message._id, markAs: 'read' },
    });
    const again = (await api.call('GET', `/v1/notifications/${message._notificationId}`)).body;
    assert.equal(again.jobs[0].executionDetails.length, details.length);
  });

  it('answers 404 for an unknown workflow, and for a workflow of another environment', async () => {
    const unknown = await trigger({ name: 'nope', to: 'sub-ada' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Workflow with id nope not found');
    const elsewhere = await trigger({ name: 'welcome', to: 'sub-ada' }, AUTH.prod);
    assert.equal(elsewhere.status, 404);
    assert.equal(api.api.snapshot().notifications.length, 7);
  });

  it('answers 400 for a body without name or a bad to', async () => {
    const missing = await trigger({ to: 'sub-ada' });
    assert.deepEqual([missing.status, missing.body.message], [400, ['name is required']]);
    const badTo = await trigger({ name: 'welcome', to: 5 });
    assert.deepEqual(badTo.body.message, ['to must be a subscriberId or an object with a subscriberId']);
  });
});
