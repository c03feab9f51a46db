// Notification events: list (op 5) and detail (op 6), docs/decisions.md#events-filters, over real HTTP against the fixture state.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { daysAgo, fixtureState } from './support/local-state.js';
import { startLocalApi, withApi, type RunningApi } from './support/local-api.js';

describe('local API: list events (op 5)', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  const list = async (query = '') => {
    const answer = await api.call('GET', `/v1/notifications${query ? `?${query}` : ''}`);
    assert.equal(answer.status, 200, `${query}: ${JSON.stringify(answer.body)}`);
    return answer.body as { data: { _id: string }[]; hasMore: boolean; page: number; pageSize: number };
  };
  const found = async (query: string) => (await list(query)).data.map((event) => event._id);
  const refused = async (query: string) => {
    const answer = await api.call('GET', `/v1/notifications?${query}`);
    assert.equal(answer.status, 400, query);
    return answer.body.message as string[];
  };

  it('lists the events of the retention window newest first, 10 per page by default', async () => {
    const page = await list();
    assert.deepEqual(
      page.data.map((event) => event._id),
      ['e1', 'e2', 'e3', 'e4', 'e5'],
    );
    assert.deepEqual([page.hasMore, page.page, page.pageSize], [false, 0, 10]);
  });

  it('pages with an exact hasMore', async () => {
    const first = await list('limit=2');
    assert.deepEqual([first.data.map((e) => e._id), first.hasMore, first.pageSize], [['e1', 'e2'], true, 2]);
    const last = await list('limit=2&page=2');
    assert.deepEqual([last.data.map((e) => e._id), last.hasMore, last.page], [['e5'], false, 2]);
    assert.equal((await list('limit=5')).hasMore, false);
    assert.equal((await list('limit=4')).hasMore, true);
    assert.deepEqual((await list('limit=5&page=1')).data, []);
  });

  it('filters by channels: any of the event channels, repeated keys or key[]', async () => {
    assert.deepEqual(await found('channels=email'), ['e1', 'e4', 'e5']);
    assert.deepEqual(await found('channels=email&channels=sms'), ['e1', 'e2', 'e4', 'e5']);
    assert.deepEqual(await found('channels[]=sms&channels[]=push'), ['e2', 'e3']);
    assert.deepEqual(await found('channels=digest'), ['e5']);
  });

  it('filters by templates: workflow id or trigger identifier', async () => {
    assert.deepEqual(await found('templates=invoice-due'), ['e2']);
    assert.deepEqual(await found('templates=wf-invoice'), ['e2']);
    assert.deepEqual(await found('templates=welcome'), ['e1', 'e3', 'e4', 'e5']);
    assert.deepEqual(await found('templates=nope'), []);
  });

  it('filters by emails and subscriberIds, also for events that carry no copy of their subscriber', async () => {
    assert.deepEqual(await found('emails=bob@example.org'), ['e3', 'e5']);
    assert.deepEqual(await found('emails=ADA@example.com'), []);
    assert.deepEqual(await found('emails=bob@example.org&emails=ada@example.com'), [
      'e1',
      'e2',
      'e3',
      'e4',
      'e5',
    ]);
    assert.deepEqual(await found('subscriberIds=sub-bob'), ['e3', 'e5']);
  });

  it('filters by the deprecated search: email contains, or exact subscriberId', async () => {
    assert.deepEqual(await found('search=EXAMPLE.ORG'), ['e3', 'e5']);
    assert.deepEqual(await found('search=sub-ada'), ['e1', 'e2', 'e4']);
    assert.deepEqual(await found('search=sub'), []);
  });

  it('filters by severity, an event without one being of severity none', async () => {
    assert.deepEqual(await found('severity=high'), ['e1']);
    assert.deepEqual(await found('severity=none'), ['e3', 'e5']);
    assert.deepEqual(await found('severity=low&severity=medium'), ['e2', 'e4']);
  });

  it('filters by transactionId, topicKey and subscriptionId exactly', async () => {
    assert.deepEqual(await found('transactionId=tx-special'), ['e3']);
    assert.deepEqual(await found('transactionId=tx-spec'), []);
    assert.deepEqual(await found('topicKey=billing'), ['e2']);
    assert.deepEqual(await found('topicKey=news'), ['e4']);
    assert.deepEqual(await found('subscriptionId=sub-123'), ['e2']);
  });

  it('filters by contextKeys as an exact set, order ignored', async () => {
    assert.deepEqual(await found('contextKeys=tenant:acme'), ['e3']);
    assert.deepEqual(await found('contextKeys=team:red&contextKeys=tenant:acme'), ['e1']);
    assert.deepEqual(await found('contextKeys[]=tenant:acme&contextKeys[]=team:red&contextKeys[]=x:y'), []);
  });

  it('combines filters with AND', async () => {
    assert.deepEqual(await found('channels=email&severity=medium'), ['e4']);
    assert.deepEqual(await found('channels=email&subscriberIds=sub-bob'), ['e5']);
    assert.deepEqual(await found('channels=sms&subscriberIds=sub-bob'), []);
  });

  it('bounds createdAt by after and before, both inclusive', async () => {
    assert.deepEqual(await found(`after=${daysAgo(5)}`), ['e1', 'e2', 'e3']);
    assert.deepEqual(await found(`before=${daysAgo(2.5)}`), ['e3', 'e4', 'e5']);
    assert.deepEqual(await found(`after=${daysAgo(15)}&before=${daysAgo(2)}`), ['e2', 'e3', 'e4']);
    assert.deepEqual(await found('after=2025-06-13'), ['e1', 'e2']);
    assert.deepEqual(await found('after=2025-06-13T12:00:00.001Z'), ['e1']);
  });

  it('refuses an after earlier than the retention window, naming the window', async () => {
    assert.deepEqual(await refused(`after=${daysAgo(31)}`), [
      `after must not be earlier than ${daysAgo(30)} (the 30-day retention window)`,
    ]);
  });

  it('widens the window with retentionDays', async () => {
    await withApi({ retentionDays: 60 }, async (wide) => {
      const answer = await wide.call('GET', `/v1/notifications?after=${daysAgo(45)}`);
      assert.deepEqual(
        answer.body.data.map((e: { _id: string }) => e._id),
        ['e1', 'e2', 'e3', 'e4', 'e5', 'e-old'],
      );
    });
  });

  it('refuses after later than before', async () => {
    assert.deepEqual(await refused(`after=${daysAgo(1)}&before=${daysAgo(2)}`), [
      'after must not be later than before',
    ]);
  });

  it('refuses bad page, limit, dates and enum values', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'page must not be less than 0'],
      ['page=1.5', 'page must be an integer'],
      ['limit=0', 'limit must not be less than 1'],
      ['limit=51', 'limit must not be greater than 50'],
      ['limit=ten', 'limit must be an integer'],
      ['after=yesterday', 'after must be an ISO 8601 date-time string'],
      ['before=2025-02-31T00:00:00Z', 'before must be an ISO 8601 date-time string'],
      ['severity=critical', 'severity.0 must be one of: high, medium, low, none'],
      ['contextKeys=acme', 'contextKeys.0 must have the form type:id'],
      ['page=1&page=2', 'page must be an integer'],
    ];
    for (const [query, message] of cases) assert.deepEqual(await refused(query), [message], query);
    assert.match((await refused('channels=fax'))[0]!, /^channels\.0 must be one of: in_app, email/);
  });
});

describe('local API: retrieve an event (op 6)', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('answers the whole stored event, without the side fields of the store', async () => {
    const answer = await api.call('GET', '/v1/notifications/e2');
    assert.equal(answer.status, 200);
    const stored = fixtureState().notifications.find((n) => n.record._id === 'e2')!;
    assert.deepEqual(answer.body, JSON.parse(JSON.stringify(stored.record)));
    assert.equal('subscriptionId' in answer.body, false);
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await api.call('GET', '/v1/notifications/e-nope');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'Notification with id e-nope not found');
  });
});
