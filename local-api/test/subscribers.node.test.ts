// Subscriber routes: credentials upsert (op 1, docs/decisions.md#credentials), mark-as (op 4, docs/decisions.md#mark-as),
// feed and unseen count (docs/api.md#feed, docs/api.md#unseen-count) and GET subscriber
// (docs/api.md#operations-and-who-uses-them), over real HTTP against the fixture state.
import assert from 'node:assert/strict';
import { after, before, beforeEach, afterEach, describe, it } from 'node:test';
import { AUTH, daysAgo, DEV, fixtureState, NOW } from './support/local-state.js';
import { startLocalApi, type RunningApi } from './support/local-api.js';

const ids = (list: { _id: string }[]) => list.map((item) => item._id);
const MARK = '/v1/subscribers/sub-ada/messages/mark-as';
const FEED = '/v1/subscribers/sub-ada/notifications/feed';
const UNSEEN = '/v1/subscribers/sub-ada/notifications/unseen';
const CREDENTIALS = '/v1/subscribers/sub-ada/credentials';

describe('local API: credentials upsert (op 1)', () => {
  let api: RunningApi;
  beforeEach(async () => (api = await startLocalApi()));
  afterEach(() => api.close());

  const upsert = (body: unknown, path = CREDENTIALS, auth: string = AUTH.dev) =>
    api.call('PATCH', path, { body, auth });

  it('creates a channel entry for the newest active integration of the provider', async () => {
    const answer = await upsert({ providerId: 'fcm', credentials: { deviceTokens: ['a', 'b'] } });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.subscriberId, 'sub-ada');
    assert.deepEqual(answer.body.channels, [
      {
        providerId: 'fcm',
        integrationIdentifier: 'fcm-new',
        credentials: { deviceTokens: ['a', 'b'] },
        _integrationId: 'i-fcm-new',
      },
    ]);
    assert.equal(answer.body.updatedAt, NOW.toISOString());
  });

  it('appends only new device tokens, after the stored ones', async () => {
    await upsert({ providerId: 'fcm', credentials: { deviceTokens: ['a', 'b'] } });
    const answer = await upsert({ providerId: 'fcm', credentials: { deviceTokens: ['c', 'b', 'a', 'd'] } });
    assert.deepEqual(answer.body.channels[0].credentials.deviceTokens, ['a', 'b', 'c', 'd']);
  });

  it('keeps the stored tokens when the request has none or an empty list', async () => {
    await upsert({ providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    const without = await upsert({
      providerId: 'fcm',
      credentials: { webhookUrl: 'https://hooks.example/1' },
    });
    assert.deepEqual(without.body.channels[0].credentials, {
      deviceTokens: ['a'],
      webhookUrl: 'https://hooks.example/1',
    });
    const empty = await upsert({ providerId: 'fcm', credentials: { deviceTokens: [] } });
    assert.deepEqual(empty.body.channels[0].credentials, {
      deviceTokens: ['a'],
      webhookUrl: 'https://hooks.example/1',
    });
    assert.equal(empty.body.channels.length, 1);
  });

  it('replaces the fields given and keeps the others', async () => {
    await upsert({ providerId: 'slack', credentials: { webhookUrl: 'https://old', channel: 'general' } });
    const answer = await upsert({ providerId: 'slack', credentials: { webhookUrl: 'https://new' } });
    assert.deepEqual(answer.body.channels, [
      {
        providerId: 'slack',
        integrationIdentifier: 'slack-i-slack',
        credentials: { webhookUrl: 'https://new', channel: 'general' },
        _integrationId: 'i-slack',
      },
    ]);
  });

  it('uses the integration named by integrationIdentifier, in an entry of its own', async () => {
    await upsert({ providerId: 'fcm', credentials: { deviceTokens: ['new-1'] } });
    const answer = await upsert({
      providerId: 'fcm',
      integrationIdentifier: 'fcm-old',
      credentials: { deviceTokens: ['old-1'] },
    });
    assert.deepEqual(
      answer.body.channels.map((c: { _integrationId: string; credentials: { deviceTokens: string[] } }) => [
        c._integrationId,
        c.credentials.deviceTokens,
      ]),
      [
        ['i-fcm-new', ['new-1']],
        ['i-fcm-old', ['old-1']],
      ],
    );
  });

  it('stores what GET subscriber then shows', async () => {
    await upsert({ providerId: 'fcm', credentials: { deviceTokens: ['a'] } });
    const stored = await api.call('GET', '/v1/subscribers/sub-ada');
    assert.deepEqual(stored.body.channels[0].credentials, { deviceTokens: ['a'] });
  });

  it('answers 400 when the environment has no active integration of the provider', async () => {
    for (const body of [
      { providerId: 'apns', credentials: { deviceTokens: ['a'] } }, // only an inactive one
      { providerId: 'discord', credentials: { webhookUrl: 'https://x' } }, // none at all
      { providerId: 'fcm', integrationIdentifier: 'nope', credentials: {} }, // none with that identifier
    ]) {
      const answer = await upsert(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(
        answer.body.message,
        `Subscribers environment (${DEV}) do not have active ${body.providerId} integration.`,
      );
    }
  });

  it('uses the integrations of the caller environment only', async () => {
    const answer = await upsert(
      { providerId: 'fcm', credentials: { deviceTokens: ['p'] } },
      CREDENTIALS,
      AUTH.prod,
    );
    assert.equal(answer.body._id, 's-ada-prod');
    assert.equal(answer.body.channels[0]._integrationId, 'i-fcm-prod');
  });

  it('answers 400 for a provider outside the 20 subscriber channel providers', async () => {
    const answer = await upsert({ providerId: 'sendgrid', credentials: {} });
    assert.equal(answer.status, 400);
    assert.match(answer.body.message[0], /^providerId must be one of: slack, discord, .*, appio$/);
  });

  it('answers 400 for unknown credential fields and bad device tokens', async () => {
    const answer = await upsert({ providerId: 'fcm', credentials: { deviceTokens: [''], token: 'x' } });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.message, [
      'credentials.deviceTokens.0 must not be empty',
      'credentials.token is not allowed',
    ]);
  });

  it('answers 404 for an unknown or deleted subscriber', async () => {
    for (const id of ['sub-nope', 'sub-gone']) {
      const answer = await upsert(
        { providerId: 'fcm', credentials: {} },
        `/v1/subscribers/${id}/credentials`,
      );
      assert.equal(answer.status, 404);
      assert.equal(answer.body.message, `Subscriber with id ${id} not found`);
    }
  });
});

describe('local API: mark-as (op 4)', () => {
  let api: RunningApi;
  beforeEach(async () => (api = await startLocalApi()));
  afterEach(() => api.close());

  const mark = (messageId: unknown, markAs: string, path = MARK) =>
    api.call('POST', path, { body: { messageId, markAs } });
  const message = async (id: string) => {
    const feed = await api.call('GET', `${FEED}?limit=100`);
    return feed.body.data.find((m: { _id: string }) => m._id === id);
  };

  it('read: read and seen, both dates now; answers 201 with the message', async () => {
    const answer = await mark('m1', 'read');
    assert.equal(answer.status, 201);
    assert.equal(answer.body.length, 1);
    const [m1] = answer.body;
    assert.deepEqual(
      {
        id: m1._id,
        read: m1.read,
        seen: m1.seen,
        lastReadDate: m1.lastReadDate,
        lastSeenDate: m1.lastSeenDate,
      },
      { id: 'm1', read: true, seen: true, lastReadDate: NOW.toISOString(), lastSeenDate: NOW.toISOString() },
    );
    assert.equal((await message('m1')).read, true);
  });

  it('unread: not read but seen, lastReadDate now, lastSeenDate untouched', async () => {
    const [m3] = (await mark('m3', 'unread')).body;
    assert.equal(m3.read, false);
    assert.equal(m3.seen, true);
    assert.equal(m3.lastReadDate, NOW.toISOString());
    assert.equal(m3.lastSeenDate, undefined);
  });

  it('unread on an unseen message makes it seen', async () => {
    const [m5] = (await mark('m5', 'unread')).body;
    assert.deepEqual([m5.read, m5.seen], [false, true]);
  });

  it('seen: seen with lastSeenDate, read untouched', async () => {
    const [m4] = (await mark('m4', 'seen')).body;
    assert.deepEqual(
      [m4.read, m4.seen, m4.lastSeenDate, m4.lastReadDate],
      [false, true, NOW.toISOString(), undefined],
    );
  });

  it('unseen: not seen, read untouched, no dates', async () => {
    const [m3] = (await mark('m3', 'unseen')).body;
    assert.deepEqual(
      [m3.read, m3.seen, m3.lastSeenDate, m3.lastReadDate],
      [true, false, undefined, undefined],
    );
  });

  it('splits a comma-separated messageId and takes arrays; each message once, in the order asked', async () => {
    assert.deepEqual(ids((await mark('m2, m1,,m2', 'seen')).body), ['m2', 'm1']);
    assert.deepEqual(ids((await mark(['m4', 'm3', 'm4'], 'seen')).body), ['m4', 'm3']);
  });

  it('skips, without error and without returning them, ids that are not this subscriber in-app messages here', async () => {
    const answer = await mark(['m-email', 'm-bob', 'm-prod', 'm-stray', 'nope', 'm2'], 'read');
    assert.equal(answer.status, 201);
    assert.deepEqual(ids(answer.body), ['m2']);
    // Bob's message is untouched.
    const bob = await api.call('GET', '/v1/subscribers/sub-bob/notifications/feed');
    assert.deepEqual(
      bob.body.data.map((m: { _id: string; read: boolean }) => [m._id, m.read]),
      [['m-bob', false]],
    );
  });

  it('answers 201 with [] when nothing matched', async () => {
    const answer = await mark('nope', 'read');
    assert.equal(answer.status, 201);
    assert.deepEqual(answer.body, []);
  });

  it('answers 400 "messageId is required" for anything but ids', async () => {
    for (const messageId of [5, [], '', ' , ', ['a', 5], null, undefined]) {
      const answer = await mark(messageId, 'read');
      assert.equal(answer.status, 400, JSON.stringify(messageId));
      assert.deepEqual(answer.body.message, ['messageId is required'], JSON.stringify(messageId));
    }
  });

  it('answers 404 for an unknown subscriber', async () => {
    const answer = await mark('m1', 'read', '/v1/subscribers/sub-nope/messages/mark-as');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'Subscriber with id sub-nope not found');
  });
});

describe('local API: feed and unseen count (docs/decisions.md#feed-and-counts)', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('lists in-app messages newest first, without those snoozed into the future, with an exact totalCount', async () => {
    const answer = await api.call('GET', FEED);
    assert.equal(answer.status, 200);
    assert.deepEqual(ids(answer.body.data), ['m1', 'm2', 'm3', 'm4', 'm5', 'm7']);
    assert.deepEqual(
      {
        totalCount: answer.body.totalCount,
        hasMore: answer.body.hasMore,
        pageSize: answer.body.pageSize,
        page: answer.body.page,
      },
      { totalCount: 6, hasMore: false, pageSize: 10, page: 0 },
    );
  });

  it('orders messages of one instant by id, a date with an offset by its instant, an unreadable date last', async () => {
    const state = fixtureState();
    const ada = state.messages.find((m) => m._id === 'm1')!;
    const like = (_id: string, createdAt: string) => ({ ...ada, _id, createdAt });
    const instant = daysAgo(0.25);
    state.messages.push(
      like('tie-a', instant),
      like('tie-c', instant),
      like('tie-b', instant),
      // The same instant as `instant` plus a minute, written in another offset.
      like('offset', new Date(Date.parse(instant) + 60_000).toISOString().replace('Z', '+00:00')),
      like('no-date', 'not a date'),
    );
    const ordered = await startLocalApi({ state });
    try {
      const first = (await ordered.call('GET', `${FEED}?limit=100`)).body;
      assert.deepEqual(ids(first.data), [
        'offset',
        'tie-c',
        'tie-b',
        'tie-a',
        'm1',
        'm2',
        'm3',
        'm4',
        'm5',
        'm7',
        'no-date',
      ]);
      assert.equal((await ordered.call('GET', UNSEEN)).body.count, 9);
    } finally {
      await ordered.close();
    }
  });

  it('filters by read and seen, alone and together', async () => {
    const feed = async (query: string) => (await api.call('GET', `${FEED}?${query}`)).body;
    assert.deepEqual(ids((await feed('read=false')).data), ['m1', 'm2', 'm4', 'm7']);
    assert.equal((await feed('read=false')).totalCount, 4);
    assert.deepEqual(ids((await feed('read=true')).data), ['m3', 'm5']);
    assert.deepEqual(ids((await feed('seen=false')).data), ['m1', 'm4', 'm5', 'm7']);
    assert.deepEqual(ids((await feed('read=false&seen=false')).data), ['m1', 'm4', 'm7']);
    const unreadCount = await feed('read=false&limit=1');
    assert.deepEqual([unreadCount.data.length, unreadCount.totalCount, unreadCount.hasMore], [1, 4, true]);
  });

  it('pages with an exact hasMore', async () => {
    const page1 = (await api.call('GET', `${FEED}?limit=2&page=1`)).body;
    assert.deepEqual(
      [ids(page1.data), page1.hasMore, page1.page, page1.pageSize],
      [['m3', 'm4'], true, 1, 2],
    );
    const page2 = (await api.call('GET', `${FEED}?limit=2&page=2`)).body;
    assert.deepEqual([ids(page2.data), page2.hasMore], [['m5', 'm7'], false]);
    const beyond = (await api.call('GET', `${FEED}?limit=2&page=3`)).body;
    assert.deepEqual([beyond.data, beyond.hasMore, beyond.totalCount], [[], false, 6]);
    assert.equal((await api.call('GET', `${FEED}?limit=100`)).status, 200);
  });

  it('answers 400 for bad page, limit, read or unknown parameters', async () => {
    const cases: [string, string][] = [
      ['limit=101', 'limit must not be greater than 100'],
      ['limit=0', 'limit must not be less than 1'],
      ['limit=2.5', 'limit must be an integer'],
      ['page=-1', 'page must not be less than 0'],
      ['page=x', 'page must be an integer'],
      ['read=yes', 'read must be true or false'],
      ['colour=red', 'colour is not allowed'],
    ];
    for (const [query, message] of cases) {
      const answer = await api.call('GET', `${FEED}?${query}`);
      assert.equal(answer.status, 400, query);
      assert.deepEqual(answer.body.message, [message], query);
    }
  });

  it('counts unseen in-app messages, or seen ones with seen=true', async () => {
    assert.deepEqual((await api.call('GET', `${UNSEEN}?seen=false`)).body, { count: 4 });
    assert.deepEqual((await api.call('GET', UNSEEN)).body, { count: 4 });
    assert.deepEqual((await api.call('GET', `${UNSEEN}?seen=true`)).body, { count: 2 });
    assert.equal((await api.call('GET', `${UNSEEN}?seen=maybe`)).status, 400);
  });

  it('answers 404 for the feed and the count of an unknown subscriber', async () => {
    for (const path of [
      '/v1/subscribers/sub-nope/notifications/feed',
      '/v1/subscribers/sub-nope/notifications/unseen',
    ]) {
      const answer = await api.call('GET', path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.body.message, 'Subscriber with id sub-nope not found');
    }
  });
});

describe('local API: mark-as and counts together', () => {
  let api: RunningApi;
  beforeEach(async () => (api = await startLocalApi()));
  afterEach(() => api.close());

  it('moves the unseen count and the unread total as marks land', async () => {
    await api.call('POST', MARK, { body: { messageId: ['m1', 'm4'], markAs: 'seen' } });
    assert.deepEqual((await api.call('GET', UNSEEN)).body, { count: 2 });
    await api.call('POST', MARK, { body: { messageId: 'm1,m2', markAs: 'read' } });
    assert.equal((await api.call('GET', `${FEED}?read=false`)).body.totalCount, 2);
    await api.call('POST', MARK, { body: { messageId: 'm1', markAs: 'unseen' } });
    assert.deepEqual((await api.call('GET', UNSEEN)).body, { count: 3 });
  });
});

describe('local API: GET subscriber (docs/decisions.md#extensions)', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('answers the subscriber, and 404 for unknown or deleted ones', async () => {
    const ada = await api.call('GET', '/v1/subscribers/sub-ada');
    assert.deepEqual(
      [ada.status, ada.body._id, ada.body.firstName, ada.body.email],
      [200, 's-ada', 'Ada', 'ada@example.com'],
    );
    for (const id of ['sub-nope', 'sub-gone']) {
      const answer = await api.call('GET', `/v1/subscribers/${id}`);
      assert.equal(answer.status, 404);
      assert.equal(answer.body.message, `Subscriber with id ${id} not found`);
    }
  });

  it('decodes path ids', async () => {
    const answer = await api.call('GET', '/v1/subscribers/sub%2Dada');
    assert.equal(answer.body._id, 's-ada');
  });
});
