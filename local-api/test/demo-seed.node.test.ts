// The local API with its defaults: the demo seed of docs/api.md#demo-seed and its keys, as the demo and the docs use them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLocalApi } from '../src/index.js';
import { DEMO_KEYS } from '../src/seed.js';
import { call } from './support/local-api.js';
import { startServer, type TestServer } from '../../test/support/server.js';

describe('local API: demo seed', () => {
  let server: TestServer;
  before(async () => (server = await startServer(createLocalApi())));
  after(() => server.close());

  const dev = `ApiKey ${DEMO_KEYS.development}`;

  it('serves subscriber-ada feed and counts with the development key', async () => {
    const feed = await call(server.url, 'GET', '/v1/subscribers/subscriber-ada/notifications/feed', {
      auth: dev,
    });
    assert.deepEqual([feed.status, feed.body.totalCount, feed.body.data.length], [200, 64, 10]);
    const unseen = await call(
      server.url,
      'GET',
      '/v1/subscribers/subscriber-ada/notifications/unseen?seen=false',
      { auth: dev },
    );
    assert.deepEqual(unseen.body, { count: 8 });
  });

  it('holds a thread of Ada’s mentions for an inbox to group: one workflow, one threadId, within 24 hours', async () => {
    const feed = await call(server.url, 'GET', '/v1/subscribers/subscriber-ada/notifications/feed?limit=20', {
      auth: dev,
    });
    const thread = (
      feed.body.data as { templateIdentifier: string; createdAt: string; payload: { threadId?: string } }[]
    ).filter((message) => message.payload.threadId === 'apollo-q3-report');
    assert.equal(thread.length, 2);
    assert.ok(thread.every((message) => message.templateIdentifier === 'comment-mention'));
    const times = thread.map((message) => Date.parse(message.createdAt));
    assert.ok(Math.max(...times) - Math.min(...times) < 24 * 60 * 60 * 1000);
  });

  it('lists the development events in pages of 50', async () => {
    const first = await call(server.url, 'GET', '/v1/notifications?limit=50', { auth: dev });
    const second = await call(server.url, 'GET', '/v1/notifications?limit=50&page=1', { auth: dev });
    assert.deepEqual([first.body.data.length, first.body.hasMore], [50, true]);
    assert.deepEqual([second.body.data.length, second.body.hasMore], [39, false]);
  });

  it('accepts the production key and the dashboard session token', async () => {
    const prod = await call(server.url, 'GET', '/v1/subscribers/subscriber-ada', {
      auth: `ApiKey ${DEMO_KEYS.production}`,
    });
    assert.equal(prod.status, 200);
    const session = await call(server.url, 'GET', '/v1/integrations', {
      auth: `Bearer ${DEMO_KEYS.session}`,
    });
    assert.equal(session.status, 200);
    assert.ok(
      session.body.some((integration: { credentials?: unknown }) => integration.credentials !== undefined),
    );
  });

  it('triggers a seeded workflow', async () => {
    const answer = await call(server.url, 'POST', '/v1/events/trigger', {
      auth: dev,
      body: {
        name: 'comment-mention',
        to: 'subscriber-linus',
        payload: { author: 'Grace', comment: 'Nice!' },
      },
    });
    assert.equal(answer.status, 201);
    const feed = await call(server.url, 'GET', '/v1/subscribers/subscriber-linus/notifications/feed', {
      auth: dev,
    });
    assert.equal(feed.body.totalCount, 1);
  });
});
