// The bench's feed: the local API holding N unseen, unread messages of one subscriber, served beside a page on
// one loopback origin.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  BENCH_API_KEY,
  BENCH_SUBSCRIBER,
  servePageWithApi,
  stateWithMessages,
} from '../../bench/seeded-api.js';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { NotifClient } from '../../src/api/client.js';

const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('bench: a feed of N messages', () => {
  it('holds exactly N unseen, unread messages for the subscriber, newest first', async () => {
    const api = createLocalApi({ state: stateWithMessages(1234, NOW), now: () => NOW });
    const client = new NotifClient({
      baseUrl: 'http://bench.test',
      auth: { apiKey: BENCH_API_KEY },
      fetch: inProcessFetch(api, 'http://bench.test'),
    });
    const first = await client.listFeed(BENCH_SUBSCRIBER, { page: 0, limit: 50 });
    assert.equal(first.totalCount, 1234);
    assert.equal(first.data[0]!.subject, 'Message 1 of 1234');
    assert.ok(first.data.every((m) => !m.read && !m.seen));
    assert.ok(first.data[0]!.createdAt > first.data[1]!.createdAt);
    assert.equal(new Set(first.data.map((m) => m._id)).size, 50);
    assert.equal(await client.countUnseen(BENCH_SUBSCRIBER), 1234);
    assert.equal((await client.listFeed(BENCH_SUBSCRIBER, { read: false, limit: 1 })).totalCount, 1234);
  });

  it('refuses a count that is not a whole number, before changing anything', () => {
    assert.throws(() => stateWithMessages(-1, NOW), /count must be a whole number, got -1/);
    assert.throws(() => stateWithMessages(2.5, NOW), RangeError);
  });

  it('serves the page folder and the API on one origin', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'bench-page-'));
    await writeFile(join(folder, 'index.html'), '<p>inbox page</p>');
    const api = createLocalApi({ state: stateWithMessages(3, NOW), now: () => NOW });
    const server = await servePageWithApi(folder, api);
    try {
      assert.match(await (await fetch(`${server.url}/`)).text(), /inbox page/);
      const feed = await fetch(`${server.url}/v1/subscribers/${BENCH_SUBSCRIBER}/notifications/feed`, {
        headers: { authorization: `ApiKey ${BENCH_API_KEY}` },
      });
      assert.equal(((await feed.json()) as { totalCount: number }).totalCount, 3);
      assert.equal((await fetch(`${server.url}/missing.js`)).status, 404);
    } finally {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
