/**
 * The client and the local API agree on what is valid: every input below goes through the client (which refuses it
 * before sending, or sends it) and, as the same request, to the local API over HTTP (which refuses it with a 400, or
 * goes on). Both must give the same verdict, and a refusal the same sentences in the same order. They share one set
 * of rules (`src/api/rules/`); this holds the ways each applies them: the client to its arguments, the local API to
 * JSON bodies, query strings and path segments.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NotifClient } from '../../src/api/client.js';
import { ACTIVITY_CHANNELS } from '../../src/api/activity-enums.js';
import { NotifHttpError, NotifValidationError } from '../../src/api/errors.js';
import { toSearchParams, type QueryValues } from '../../src/api/transport.js';
import { AUTH, daysAgo, KEYS } from './support/local-state.js';
import { call, startLocalApi, type RunningApi } from './support/local-api.js';

/** What one side made of an input: the sentences of its refusal, or none when it let the input through. */
type Verdict = { refused: string[] } | { accepted: true };

/** An input as the client takes it, and the same input as the request the client would send for it. */
interface Case {
  what: string;
  client: (client: NotifClient) => Promise<unknown>;
  request: { method: string; path: string; query?: QueryValues; body?: unknown };
}

const long = 'x'.repeat(257);

const credentialsCase = (body: unknown): Case => ({
  what: `credentials ${JSON.stringify(body)}`,
  client: (client) => client.upsertCredentials('sub-ada', body as never),
  request: { method: 'PATCH', path: '/v1/subscribers/sub-ada/credentials', body },
});

const markAsCase = (messageId: unknown, markAs: unknown): Case => ({
  what: `mark-as ${JSON.stringify({ messageId, markAs })}`,
  client: (client) => client.markMessagesAs('sub-ada', messageId as never, markAs as never),
  request: { method: 'POST', path: '/v1/subscribers/sub-ada/messages/mark-as', body: { messageId, markAs } },
});

const triggerCase = (body: unknown): Case => ({
  what: `trigger ${JSON.stringify(body)}`,
  client: (client) => client.trigger(body as never),
  request: { method: 'POST', path: '/v1/events/trigger', body },
});

/** Queries hold what a query string can say (numbers, booleans, texts and lists of texts), as the client writes them. */
const eventsCase = (query: QueryValues): Case => ({
  what: `events ${JSON.stringify(query)}`,
  client: (client) => client.listNotifications(query as never),
  request: { method: 'GET', path: '/v1/notifications', query },
});

const feedCase = (query: QueryValues): Case => ({
  what: `feed ${JSON.stringify(query)}`,
  client: (client) => client.listFeed('sub-ada', query as never),
  request: { method: 'GET', path: '/v1/subscribers/sub-ada/notifications/feed', query },
});

const subscriberIdCase = (id: string): Case => ({
  what: `subscriberId ${JSON.stringify(id)}`,
  client: (client) => client.getSubscriber(id),
  request: { method: 'GET', path: `/v1/subscribers/${encodeURIComponent(id)}` },
});

const CASES: Case[] = [
  credentialsCase({ providerId: 'fcm', credentials: { deviceTokens: ['t'] } }),
  credentialsCase({ providerId: 'fcm', integrationIdentifier: 'fcm-old', credentials: {} }),
  credentialsCase({ providerId: 'nope', credentials: {} }),
  credentialsCase({ credentials: {} }),
  credentialsCase({ providerId: 'fcm' }),
  credentialsCase({ providerId: 'fcm', credentials: [] }),
  credentialsCase({ providerId: 'fcm', credentials: { deviceTokens: ['a', ''] } }),
  credentialsCase({ providerId: 'fcm', credentials: { deviceTokens: 'a' } }),
  credentialsCase({ providerId: 'fcm', credentials: { deviceTokens: [null] } }),
  credentialsCase({ providerId: 'fcm', credentials: { colour: 'red' } }),
  credentialsCase({ providerId: 'fcm', credentials: { webhookUrl: 3, title: 4 } }),
  credentialsCase({ providerId: 'fcm', integrationIdentifier: '', credentials: {} }),
  credentialsCase({ providerId: 'fcm', credentials: {}, extra: 1, other: 2 }),
  credentialsCase({ providerId: 3, credentials: 4, extra: 1 }),
  credentialsCase({ providerId: 'fcm', credentials: {}, constructor: 1 }),
  credentialsCase(null),
  credentialsCase([]),
  credentialsCase('x'),

  markAsCase('m1', 'read'),
  markAsCase(['m1', 'm2'], 'seen'),
  markAsCase([], 'read'),
  markAsCase(['m1', ''], 'read'),
  markAsCase('', 'read'),
  markAsCase(null, 'read'),
  markAsCase('m1', 'gone'),
  markAsCase(3, 3),

  triggerCase({ name: 'welcome', to: 'sub-ada' }),
  triggerCase({
    name: 'welcome',
    to: { subscriberId: 'sub-new', email: 'x' },
    payload: { a: 1 },
    transactionId: 't',
  }),
  triggerCase({ name: '', to: 'a' }),
  triggerCase({ to: 'a' }),
  triggerCase({ name: 'w' }),
  triggerCase({ name: 'w', to: '' }),
  triggerCase({ name: 'w', to: 'a/b' }),
  triggerCase({ name: 'w', to: {} }),
  triggerCase({ name: 'w', to: { subscriberId: '' } }),
  triggerCase({ name: 'w', to: 3 }),
  triggerCase({ name: 'w', to: 'a', payload: 'x' }),
  triggerCase({ name: 'w', to: 'a', payload: null }),
  triggerCase({ name: 'w', to: 'a', transactionId: long }),
  triggerCase({ name: 'w', to: 'a', transactionId: '' }),
  triggerCase({ name: 'w', to: 'a', more: true }),

  eventsCase({}),
  eventsCase({ page: 0, limit: 50, channels: ['email'], severity: ['high'] }),
  eventsCase({ transactionId: 't', contextKeys: ['a:b'], after: daysAgo(2), before: daysAgo(1) }),
  eventsCase({ page: -1 }),
  eventsCase({ page: 1.5 }),
  eventsCase({ limit: 0 }),
  eventsCase({ limit: 51 }),
  eventsCase({ channels: ['email', 'fax'] }),
  eventsCase({ severity: ['urgent'] }),
  eventsCase({ templates: [''], subscriberIds: ['a'] }),
  eventsCase({ transactionId: '', topicKey: ' ', subscriptionId: 'x' }),
  eventsCase({ contextKeys: ['tenant:1', 'bad'] }),
  eventsCase({ after: '2025-02-31', before: 'yesterday' }),
  eventsCase({ page: -1, limit: 500, channels: ['fax'] }),
  eventsCase({ colour: 'red' }),
  eventsCase({ toString: 'x' }),

  feedCase({}),
  feedCase({ page: 0, limit: 100, read: true, seen: false }),
  feedCase({ limit: 101 }),
  feedCase({ limit: 0 }),
  feedCase({ page: -2, limit: 500 }),
  feedCase({ x: 1 }),

  subscriberIdCase('sub-ada'),
  subscriberIdCase(' '),
  subscriberIdCase('a/b'),
  subscriberIdCase('a?b'),
  subscriberIdCase('a#b'),
  subscriberIdCase(long),
];

/** The client's verdict: a `NotifValidationError` is a refusal; anything else (an answer, an HTTP error) is not. */
async function clientVerdict(client: NotifClient, test: Case): Promise<Verdict> {
  try {
    await test.client(client);
  } catch (error) {
    if (error instanceof NotifValidationError) return { refused: [...error.problems] };
    // The request went out: the service's own refusal is the other side of this comparison, not the client's.
    if (!(error instanceof NotifHttpError)) throw error;
  }
  return { accepted: true };
}

/** The local API's verdict: a 400 listing sentences (the error body of docs/decisions.md) is a refusal of the input. */
async function apiVerdict(api: RunningApi, test: Case): Promise<Verdict> {
  const { method, path, query, body } = test.request;
  const answer = await api.call(method, path + toSearchParams(query), { body });
  const message: unknown = answer.body?.message;
  return answer.status === 400 && Array.isArray(message) ? { refused: message } : { accepted: true };
}

describe('the client and the local API agree on what is valid', () => {
  let api: RunningApi;
  let client: NotifClient;
  before(async () => {
    api = await startLocalApi();
    client = new NotifClient({ baseUrl: api.url, auth: { apiKey: KEYS.dev }, retry: false });
  });
  after(() => api.close());

  it('gives the same verdict, and the same sentences, for every input of the table', async () => {
    const verdicts = { refused: 0, accepted: 0 };
    for (const test of CASES) {
      const expected = await clientVerdict(client, test);
      assert.deepEqual(await apiVerdict(api, test), expected, test.what);
      verdicts['refused' in expected ? 'refused' : 'accepted']++;
    }
    // The table tries both sides of the line: a comparison of refusals alone would pass for two APIs that refuse all.
    assert.deepEqual(verdicts, { refused: 57, accepted: 12 });
  });

  it('reads a query string the way the client writes one: lists as repeated keys or key[]', async () => {
    const feed = '/v1/subscribers/sub-ada/notifications/feed';
    // A value given twice where one belongs is refused, not silently picked.
    assert.deepEqual((await call(api.url, 'GET', `${feed}?limit=5&limit=6`)).body.message, [
      'limit must be an integer',
    ]);
    assert.deepEqual((await call(api.url, 'GET', `${feed}?read=yes`)).body.message, [
      'read must be true or false',
    ]);
    const events = await call(api.url, 'GET', '/v1/notifications?channels[]=sms&channels=fax');
    assert.deepEqual(events.body.message, [`channels.1 must be one of: ${ACTIVITY_CHANNELS.join(', ')}`]);
    const bracketed = await call(api.url, 'GET', '/v1/notifications?channels[]=sms', { auth: AUTH.dev });
    assert.equal(bracketed.status, 200);
    assert.deepEqual(
      bracketed.body.data.map((event: { _id: string }) => event._id),
      ['e2'],
    );
    const proto = await call(api.url, 'GET', `${feed}?__proto__=1`);
    assert.deepEqual(proto.body.message, ['__proto__ is not allowed']);
  });
});
