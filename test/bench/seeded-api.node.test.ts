// The bench's feed: the local API holding N unseen, unread messages of one subscriber, in threads of four that a
// grouped inbox shows as one row each, served beside a page on one loopback origin.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  BENCH_API_KEY,
  BENCH_SUBSCRIBER,
  MESSAGES_PER_THREAD,
  servePageWithApi,
  stateWithMessages,
} from '../../bench/seeded-api.js';
import { createLocalApi, inProcessFetch } from 'notif-local-api';
import { NotifClient } from '../../src/api/client.js';
import type { Message } from '../../src/api/types.js';
import { groupMessages } from '../../src/store/grouping.js';

const NOW = new Date('2026-11-23T12:00:00.000Z');

/** A client of the subscriber's feed of `count` messages, on a local API in this process. */
function clientOfFeed(count: number): NotifClient {
  const api = createLocalApi({ state: stateWithMessages(count, NOW), now: () => NOW });
  return new NotifClient({
    baseUrl: 'http://bench.test',
    auth: { apiKey: BENCH_API_KEY },
    fetch: inProcessFetch(api, 'http://bench.test'),
  });
}

describe('bench: a feed of N messages', () => {
  it('holds exactly N unseen, unread messages for the subscriber, newest first', async () => {
    const client = clientOfFeed(1234);
    const first = await client.listFeed(BENCH_SUBSCRIBER, { page: 0, limit: 50 });
    assert.equal(first.totalCount, 1234);
    assert.equal(first.data[0]!.subject, 'Message 1 of 1234');
    assert.ok(first.data.every((m) => !m.read && !m.seen));
    assert.ok(first.data[0]!.createdAt > first.data[1]!.createdAt);
    assert.equal(new Set(first.data.map((m) => m._id)).size, 50);
    assert.equal(await client.countUnseen(BENCH_SUBSCRIBER), 1234);
    assert.equal((await client.listFeed(BENCH_SUBSCRIBER, { read: false, limit: 1 })).totalCount, 1234);
  });

  it('comes in threads of four consecutive messages, which the default group key makes one group each', async () => {
    const client = clientOfFeed(1234);
    const messages: Message[] = [];
    for (let page = 0; messages.length < 1234; page++) {
      const { data } = await client.listFeed(BENCH_SUBSCRIBER, { page, limit: 100 });
      assert.ok(data.length > 0, `page ${page} is empty with ${messages.length} of 1234 listed`);
      messages.push(...data);
    }
    assert.equal(MESSAGES_PER_THREAD, 4);
    assert.deepEqual(
      messages.slice(0, 6).map((m) => m.payload?.threadId),
      ['thread-1', 'thread-1', 'thread-1', 'thread-1', 'thread-2', 'thread-2'],
    );
    const groups = groupMessages(messages);
    // 1234 = 308 threads of four and one of two: the last thread is what is left.
    assert.equal(groups.length, 309);
    assert.deepEqual(
      groups.slice(0, 2).map((g) => g.ids.length),
      [4, 4],
    );
    assert.equal(groups.at(-1)!.ids.length, 2);
    assert.ok(
      groups.every(
        (g) => new Set(g.ids.map((id) => messages.find((m) => m._id === id)!.payload?.threadId)).size === 1,
      ),
    );
    // The payload the seed's message had is kept beside the thread.
    assert.ok(messages.every((m) => typeof m.payload?.name === 'string'));
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
