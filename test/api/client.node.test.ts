// NotifClient against the local API over real loopback HTTP: every operation, each way of authenticating, the
// checks made before sending, every error class, redaction of credentials, both envelope modes, retries,
// idempotency keys, cancellation and the transport details (docs/api.md, docs/decisions.md, docs/security.md, docs/reliability.md).
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, afterEach, before, beforeEach, describe, it, type TestContext } from 'node:test';
import { NotifClient, type NotifClientOptions } from '../../src/api/client.js';
import {
  NotifError,
  NotifHttpError,
  NotifNetworkError,
  NotifResponseError,
  NotifTimeoutError,
  NotifValidationError,
} from '../../src/api/errors.js';
import type { Integration, Message } from '../../src/api/types.js';
import { createLocalApi, DEMO_IDS, DEMO_KEYS, type LocalApi, type LocalApiOptions } from 'notif-local-api';
import { jsonResponse, recordingFetch, type SentRequest } from '../support/recording-fetch.js';
import { startServer } from '../support/server.js';
import { waitFor } from '../support/wait-for.js';
import { FakeClock } from '../support/fake-clock.js';
import { useClock } from '../../src/utils/clock.js';

const DEV_KEY = DEMO_KEYS.development;
const PROD_KEY = DEMO_KEYS.production;
const SESSION = DEMO_KEYS.session;
const ADA = 'subscriber-ada';
const GRACE = 'subscriber-grace';
const INTEGRATIONS = DEMO_IDS.integrations.development;
const ALL_INTEGRATIONS = Object.values(INTEGRATIONS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const START = Date.parse('2025-06-15T12:00:00.000Z');

/** A clock that moves on by 1 ms each time it is read, so a change applied twice never gets the same date. */
/**
 * Puts a FakeClock in place of the library's one clock for the test (`src/utils/clock.ts`): the client's attempt
 * timeouts and backoffs then wait for the test's `advance`, never for the machine.
 */
function fakeClockFor(t: TestContext): FakeClock {
  const clock = new FakeClock(START);
  t.after(useClock(clock));
  return clock;
}

function ticking(): () => Date {
  let time = START;
  return () => new Date(time++);
}

/** A `random` that returns `values` in order, then 0.99 (no injected failure) for ever. */
function sequence(values: number[]): () => number {
  let index = 0;
  return () => values[index++] ?? 0.99;
}

interface Served {
  api: LocalApi;
  url: string;
  close(): Promise<void>;
}

/** The local API with the demo seed, on a loopback port. */
async function serveApi(options: LocalApiOptions = {}): Promise<Served> {
  const api = createLocalApi({ seed: 'demo', now: ticking(), ...options });
  const server = await startServer(api);
  return { api, url: server.url, close: server.close };
}

/** A client with the Development key and retries that wait a millisecond or so. */
function clientOf(baseUrl: string, options: Partial<NotifClientOptions> = {}): NotifClient {
  return new NotifClient({
    baseUrl,
    auth: { apiKey: DEV_KEY },
    retry: { baseDelayMs: 1, maxDelayMs: 4 },
    ...options,
  });
}

/** The error `promise` rejects with, checked to be a `type`. */
async function caught<T>(promise: Promise<unknown>, type: abstract new (...args: never[]) => T): Promise<T> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof type, `expected a ${type.name}, got ${inspect(error)}`);
    return error;
  }
  return assert.fail(`expected a ${type.name}, but the call resolved`);
}

const ids = (list: { _id?: string }[]) => list.map((item) => item._id);
const statuses = (sent: SentRequest[]) => sent.map((request) => request.status);

// Facts of the demo seed that tests refer to. Its ids do not depend on the clock, so an in-process copy
// gives the same ids as every server started below.
const seedApi = createLocalApi({ seed: 'demo', now: ticking() });
const seedClient = new NotifClient({
  baseUrl: 'http://seed.test',
  auth: { apiKey: DEV_KEY },
  fetch: async (input, init) => seedApi(new Request(String(input), init)),
  retry: false,
});
const ADA_UNSEEN = ids((await seedClient.listFeed(ADA, { seen: false, limit: 100 })).data) as string[];
const ADA_READ = ids((await seedClient.listFeed(ADA, { read: true, limit: 3 })).data) as string[];
const GRACE_UNREAD = ids((await seedClient.listFeed(GRACE, { read: false, limit: 1 })).data)[0]!;
const NEWEST_EVENT = ids((await seedClient.listNotifications({ limit: 1 })).data)[0]!;

type AuthKind = 'apiKey' | 'session';

interface Operation {
  name: string;
  method: string;
  /** Path and query of the request, as sent. */
  path: string;
  run(client: NotifClient): Promise<unknown>;
  check(result: unknown, kind: AuthKind): void;
}

function operation<T>(
  name: string,
  method: string,
  path: string,
  run: (client: NotifClient) => Promise<T>,
  check: (result: T, kind: AuthKind) => void,
): Operation {
  return { name, method, path, run, check: (result, kind) => check(result as T, kind) };
}

/** Credentials are shown to session callers only (docs/decisions.md#auth-and-scoping, docs/decisions.md#integrations). */
function checkCredentials(list: Integration[], kind: AuthKind): void {
  for (const integration of list) {
    assert.equal(
      'credentials' in integration,
      kind === 'session',
      `credentials of ${integration.identifier}`,
    );
  }
}

/** Every method of the client, with a call that succeeds on a fresh demo API and what it must answer. */
const OPERATIONS: Operation[] = [
  operation(
    'upsertCredentials',
    'PATCH',
    `/v1/subscribers/${ADA}/credentials`,
    (c) =>
      c.upsertCredentials(ADA, {
        providerId: 'fcm',
        credentials: { deviceTokens: ['fcm-token-ada-laptop'] },
      }),
    (subscriber) => {
      assert.equal(subscriber.subscriberId, ADA);
      const fcm = subscriber.channels?.find((channel) => channel.providerId === 'fcm');
      assert.deepEqual(fcm?.credentials.deviceTokens, [
        'fcm-token-ada-phone',
        'fcm-token-ada-tablet',
        'fcm-token-ada-laptop',
      ]);
    },
  ),
  operation(
    'setPrimaryIntegration',
    'POST',
    `/v1/integrations/${INTEGRATIONS.mailgun}/set-primary`,
    (c) => c.setPrimaryIntegration(INTEGRATIONS.mailgun),
    (integration, kind) => {
      assert.equal(integration._id, INTEGRATIONS.mailgun);
      assert.equal(integration.primary, true);
      checkCredentials([integration], kind);
    },
  ),
  operation(
    'deleteIntegration',
    'DELETE',
    `/v1/integrations/${INTEGRATIONS.nexmo}`,
    (c) => c.deleteIntegration(INTEGRATIONS.nexmo),
    (remaining, kind) => {
      assert.deepEqual(
        ids(remaining),
        ALL_INTEGRATIONS.filter((id) => id !== INTEGRATIONS.nexmo),
      );
      checkCredentials(remaining, kind);
    },
  ),
  operation(
    'markMessagesAs',
    'POST',
    `/v1/subscribers/${ADA}/messages/mark-as`,
    (c) => c.markMessagesAs(ADA, ADA_UNSEEN[0]!, 'read'),
    (messages) => {
      assert.deepEqual(ids(messages), [ADA_UNSEEN[0]]);
      assert.equal(messages[0]!.read, true);
    },
  ),
  operation(
    'listNotifications',
    'GET',
    '/v1/notifications?limit=5',
    (c) => c.listNotifications({ limit: 5 }),
    (page) => {
      assert.equal(page.data.length, 5);
      assert.equal(page.data[0]!._id, NEWEST_EVENT);
      assert.deepEqual([page.page, page.pageSize, page.hasMore], [0, 5, true]);
    },
  ),
  operation(
    'getNotification',
    'GET',
    `/v1/notifications/${NEWEST_EVENT}`,
    (c) => c.getNotification(NEWEST_EVENT),
    (event) => {
      assert.equal(event._id, NEWEST_EVENT);
      assert.ok(Array.isArray(event.jobs) && event.jobs.length > 0, 'the event has jobs');
    },
  ),
  operation(
    'listFeed',
    'GET',
    `/v1/subscribers/${ADA}/notifications/feed?limit=5`,
    (c) => c.listFeed(ADA, { limit: 5 }),
    (page) => {
      assert.equal(page.totalCount, 64);
      assert.equal(page.data.length, 5);
    },
  ),
  operation(
    'countUnseen',
    'GET',
    `/v1/subscribers/${ADA}/notifications/unseen?seen=false`,
    (c) => c.countUnseen(ADA),
    (count) => assert.equal(count, 8),
  ),
  operation(
    'trigger',
    'POST',
    '/v1/events/trigger',
    (c) => c.trigger({ name: 'welcome', to: ADA, transactionId: 'txn-operations-table' }),
    (answer) =>
      assert.deepEqual(answer, {
        acknowledged: true,
        status: 'processed',
        transactionId: 'txn-operations-table',
      }),
  ),
  operation(
    'getSubscriber',
    'GET',
    `/v1/subscribers/${ADA}`,
    (c) => c.getSubscriber(ADA),
    (subscriber) => {
      assert.equal(subscriber._id, DEMO_IDS.subscribers.development.ada);
      assert.equal(subscriber.firstName, 'Ada');
    },
  ),
  operation(
    'listIntegrations',
    'GET',
    '/v1/integrations',
    (c) => c.listIntegrations(),
    (list, kind) => {
      assert.deepEqual(ids(list), ALL_INTEGRATIONS);
      checkCredentials(list, kind);
    },
  ),
];

describe('NotifClient: every operation, by API key and by session token', () => {
  let served: Served;
  beforeEach(async () => (served = await serveApi()));
  afterEach(() => served.close());

  const auths: [AuthKind, NotifClientOptions['auth'], string][] = [
    ['apiKey', { apiKey: DEV_KEY }, `ApiKey ${DEV_KEY}`],
    ['session', { token: SESSION }, `Bearer ${SESSION}`],
  ];
  for (const [kind, auth, header] of auths) {
    for (const op of OPERATIONS) {
      it(`${op.name} with ${kind === 'apiKey' ? 'an API key' : 'a session token'}`, async () => {
        const recorder = recordingFetch();
        const result = await op.run(clientOf(served.url, { auth, fetch: recorder.fetch }));
        op.check(result, kind);
        assert.equal(recorder.sent.length, 1);
        const [sent] = recorder.sent;
        assert.equal(sent!.method, op.method);
        assert.equal(sent!.url, served.url + op.path);
        assert.equal(sent!.headers.authorization, header);
      });
    }
  }
});

describe('NotifClient: every operation without credentials, or with wrong ones', () => {
  // Nothing here changes the state, so one API serves every test.
  let served: Served;
  before(async () => (served = await serveApi()));
  after(() => served.close());

  for (const op of OPERATIONS) {
    it(`${op.name} with auth 'none' is a 401 NotifHttpError "Missing authorization header"`, async () => {
      const recorder = recordingFetch();
      const client = clientOf(served.url, { auth: 'none', fetch: recorder.fetch });
      const error = await caught(op.run(client), NotifHttpError);
      assert.equal(error.status, 401);
      assert.equal(error.body?.message, 'Missing authorization header');
      assert.equal(error.body?.error, 'Unauthorized');
      assert.deepEqual(error.request, { method: op.method, url: served.url + op.path });
      assert.equal(
        error.message,
        `${op.method} ${served.url}${op.path} failed with 401: Missing authorization header`,
      );
      // A 401 is not retried, and no Authorization header of any kind was sent.
      assert.equal(recorder.sent.length, 1);
      assert.equal('authorization' in recorder.sent[0]!.headers, false);
    });
  }

  it('answers 401 for an unknown API key and an unknown session token', async () => {
    const badKey = await caught(
      clientOf(served.url, { auth: { apiKey: 'no-such-key' } }).listIntegrations(),
      NotifHttpError,
    );
    assert.equal(badKey.status, 401);
    assert.equal(badKey.body?.message, 'API Key not found');
    const badToken = await caught(
      clientOf(served.url, { auth: { token: 'no-such-token' } }).listIntegrations(),
      NotifHttpError,
    );
    assert.equal(badToken.status, 401);
    assert.equal(badToken.body?.message, 'Session token not found');
  });

  it('scopes an API key to its environment: Production has its own subscriber-ada', async () => {
    const prod = clientOf(served.url, { auth: { apiKey: PROD_KEY } });
    assert.equal((await prod.getSubscriber(ADA))._id, DEMO_IDS.subscribers.production.ada);
    assert.equal(await prod.countUnseen(ADA), 3);
    const other = await caught(prod.getSubscriber(GRACE), NotifHttpError);
    assert.equal(other.status, 404);
    assert.equal(other.body?.message, `Subscriber with id ${GRACE} not found`);
  });
});

describe('NotifClient: the in-app feed and mark-as', () => {
  let served: Served;
  let client: NotifClient;
  beforeEach(async () => {
    served = await serveApi();
    client = clientOf(served.url);
  });
  afterEach(() => served.close());

  it('lists the feed newest first, 10 by default, with exact counts', async () => {
    const page = await client.listFeed(ADA);
    assert.deepEqual(
      [page.page, page.pageSize, page.totalCount, page.hasMore, page.data.length],
      [0, 10, 64, true, 10],
    );
    const dates = page.data.map((message) => message.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(
      page.data.every((message) => message.channel === 'in_app'),
      'in_app messages only',
    );
  });

  it('pages the feed: page 6 of 10 holds the last 4, and pages do not overlap', async () => {
    const last = await client.listFeed(ADA, { page: 6, limit: 10 });
    assert.deepEqual([last.page, last.pageSize, last.data.length, last.hasMore], [6, 10, 4, false]);
    const all = await client.listFeed(ADA, { limit: 100 });
    assert.deepEqual(ids(last.data), ids(all.data.slice(60)));
  });

  it('filters the feed by read and seen', async () => {
    const unread = await client.listFeed(ADA, { read: false, limit: 100 });
    const read = await client.listFeed(ADA, { read: true, limit: 100 });
    const unseen = await client.listFeed(ADA, { seen: false, limit: 100 });
    assert.deepEqual([unread.totalCount, read.totalCount, unseen.totalCount], [21, 43, 8]);
    assert.ok(
      unread.data.every((message) => message.read === false),
      'unread messages only',
    );
    assert.ok(
      read.data.every((message) => message.read === true),
      'read messages only',
    );
    assert.deepEqual(ids(unseen.data), ADA_UNSEEN);
    assert.ok(
      unseen.data.every((message) => message.seen === false),
      'unseen messages only',
    );
    const both = await client.listFeed(ADA, { read: false, seen: true, limit: 100 });
    assert.equal(both.totalCount, 21 - unseen.data.filter((message) => !message.read).length);
  });

  it('counts the unseen messages', async () => {
    assert.equal(await client.countUnseen(ADA), 8);
    assert.equal(await client.countUnseen(GRACE), 2);
    assert.equal(await client.countUnseen('subscriber-linus'), 0);
  });

  it('marks one message read: read and seen, with both dates, and the counts follow', async () => {
    const [id] = ADA_UNSEEN;
    const [marked, ...rest] = await client.markMessagesAs(ADA, id!, 'read');
    assert.equal(rest.length, 0);
    assert.equal(marked!._id, id);
    assert.deepEqual([marked!.read, marked!.seen], [true, true]);
    assert.match(marked!.lastReadDate ?? '', /^2025-06-15T12:00:00\.\d{3}Z$/);
    assert.equal(marked!.lastSeenDate, marked!.lastReadDate);
    assert.equal(await client.countUnseen(ADA), 7);
    assert.equal((await client.listFeed(ADA, { read: false, limit: 1 })).totalCount, 20);
    const stored = (await client.listFeed(ADA, { limit: 100 })).data.find((message) => message._id === id);
    assert.deepEqual(stored, marked);
  });

  it('marks an array of messages seen, leaving read as it was', async () => {
    const chosen = ADA_UNSEEN.slice(0, 3);
    const marked = await client.markMessagesAs(ADA, chosen, 'seen');
    assert.deepEqual(ids(marked), chosen);
    for (const message of marked) {
      assert.deepEqual([message.seen, message.read], [true, false]);
      assert.equal(typeof message.lastSeenDate, 'string');
      assert.equal(message.lastReadDate, undefined);
    }
    assert.equal(await client.countUnseen(ADA), 5);
    assert.equal((await client.listFeed(ADA, { read: false, limit: 1 })).totalCount, 21);
  });

  it('marks a read message unread (it stays seen) and another unseen (it stays read)', async () => {
    const [unreadOne] = await client.markMessagesAs(ADA, ADA_READ[0]!, 'unread');
    assert.deepEqual(
      [unreadOne!.read, unreadOne!.seen, typeof unreadOne!.lastReadDate],
      [false, true, 'string'],
    );
    const [unseenOne] = await client.markMessagesAs(ADA, [ADA_READ[1]!], 'unseen');
    assert.deepEqual([unseenOne!.read, unseenOne!.seen], [true, false]);
    assert.equal((await client.listFeed(ADA, { read: false, limit: 1 })).totalCount, 22);
    assert.equal(await client.countUnseen(ADA), 9);
  });

  it('marks a comma-separated list of ids, sent as one string', async () => {
    const marked = await client.markMessagesAs(ADA, `${ADA_UNSEEN[0]},${ADA_UNSEEN[1]}`, 'seen');
    assert.deepEqual(ids(marked), ADA_UNSEEN.slice(0, 2));
    assert.equal(await client.countUnseen(ADA), 6);
  });

  it("skips another subscriber's message and unknown ids, and does not return them", async () => {
    const marked = await client.markMessagesAs(
      ADA,
      [GRACE_UNREAD, ADA_UNSEEN[0]!, 'no-such-message'],
      'read',
    );
    assert.deepEqual(ids(marked), [ADA_UNSEEN[0]]);
    const grace = (await client.listFeed(GRACE, { limit: 100 })).data.find(
      (message) => message._id === GRACE_UNREAD,
    );
    assert.equal(grace?.read, false);
  });

  it('answers 404 for mark-as of an unknown subscriber', async () => {
    const error = await caught(client.markMessagesAs('nobody', 'x', 'read'), NotifHttpError);
    assert.equal(error.status, 404);
    assert.equal(error.body?.message, 'Subscriber with id nobody not found');
  });
});

describe('NotifClient: events, subscribers, integrations and trigger', () => {
  let served: Served;
  let client: NotifClient;
  beforeEach(async () => {
    served = await serveApi();
    client = clientOf(served.url);
  });
  afterEach(() => served.close());

  it('lists events newest first and pages them exactly', async () => {
    const first = await client.listNotifications();
    assert.deepEqual([first.page, first.pageSize, first.hasMore, first.data.length], [0, 10, true, 10]);
    const second = await client.listNotifications({ page: 1, limit: 5 });
    assert.deepEqual([second.page, second.pageSize], [1, 5]);
    assert.deepEqual(ids(second.data), ids(first.data.slice(5, 10)));
    const dates = first.data.map((event) => event.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it('filters events by channels and severity (OR inside a filter, AND between filters)', async () => {
    const page = await client.listNotifications({
      channels: ['sms', 'push'],
      severity: ['high', 'medium'],
      limit: 50,
    });
    assert.ok(page.data.length > 0, 'some events match');
    for (const event of page.data) {
      assert.ok(
        event.channels?.some((channel) => channel === 'sms' || channel === 'push'),
        String(event.channels),
      );
      assert.ok(event.severity === 'high' || event.severity === 'medium', event.severity);
    }
    const smsOnly = await client.listNotifications({ channels: ['sms'], limit: 50 });
    const pushOnly = await client.listNotifications({ channels: ['push'], limit: 50 });
    const either = await client.listNotifications({ channels: ['sms', 'push'], limit: 50 });
    assert.equal(either.data.length, new Set([...ids(smsOnly.data), ...ids(pushOnly.data)]).size);
  });

  it('filters events by transactionId, subscriberIds, topicKey and dates', async () => {
    const fanOut = await client.listNotifications({ transactionId: 'txn-dev-incident-42' });
    assert.equal(fanOut.data.length, 2);
    assert.deepEqual(
      fanOut.data.map((event) => event._subscriberId).sort(),
      [DEMO_IDS.subscribers.development.ada, DEMO_IDS.subscribers.development.grace].sort(),
    );
    const grace = await client.listNotifications({ subscriberIds: [GRACE], limit: 50 });
    assert.ok(grace.data.length > 0, 'Grace has events');
    assert.ok(
      grace.data.every((event) => event._subscriberId === DEMO_IDS.subscribers.development.grace),
      "Grace's events only",
    );
    const onCall = await client.listNotifications({ topicKey: 'on-call', limit: 50 });
    assert.ok(onCall.data.length >= 2, 'the on-call fan-out has events');
    assert.ok(
      onCall.data.every((event) => event.topics?.some((topic) => topic.topicKey === 'on-call')),
      'on-call events only',
    );
    const since = '2025-06-14T12:00:00.000Z';
    const recent = await client.listNotifications({ after: since, limit: 50 });
    assert.ok(recent.data.length > 0, 'some recent events');
    assert.ok(
      recent.data.every((event) => (event.createdAt ?? '') >= since),
      'nothing older than `after`',
    );
  });

  it('answers 400 with the list of problems for an `after` before the retention window', async () => {
    const error = await caught(client.listNotifications({ after: '2025-01-01T00:00:00Z' }), NotifHttpError);
    assert.equal(error.status, 400);
    assert.ok(Array.isArray(error.body?.message), 'validation messages come as a list');
    assert.match(
      String(error.body?.message[0]),
      /^after must not be earlier than 2025-05-16T12:00:00\.\d{3}Z \(the 30-day retention window\)$/,
    );
    assert.equal(
      error.message,
      `GET ${error.request.url} failed with 400: ${String(error.body?.message[0])}`,
    );
  });

  it('gets one event as the list shows it, and 404 for an unknown one', async () => {
    const [listed] = (await client.listNotifications({ limit: 1 })).data;
    assert.deepEqual(await client.getNotification(NEWEST_EVENT), listed);
    const error = await caught(client.getNotification('no-such-event'), NotifHttpError);
    assert.equal(error.status, 404);
    assert.equal(error.body?.message, 'Notification with id no-such-event not found');
  });

  it('triggers a workflow: a new event and a new newest message in the feed', async () => {
    const answer = await client.trigger({
      name: 'welcome',
      to: ADA,
      payload: { name: 'Ada' },
      transactionId: 'txn-client-1',
    });
    assert.deepEqual(answer, { acknowledged: true, status: 'processed', transactionId: 'txn-client-1' });
    const feed = await client.listFeed(ADA, { limit: 1 });
    assert.equal(feed.totalCount, 65);
    assert.equal(feed.data[0]!.transactionId, 'txn-client-1');
    assert.equal(await client.countUnseen(ADA), 9);
    const events = await client.listNotifications({ transactionId: 'txn-client-1' });
    assert.equal(events.data.length, 1);
    assert.ok(events.data[0]!.channels?.includes('in_app'), 'the event has the in_app channel');
    const unknown = await caught(client.trigger({ name: 'no-such-workflow', to: ADA }), NotifHttpError);
    assert.deepEqual(
      [unknown.status, unknown.body?.message],
      [404, 'Workflow with id no-such-workflow not found'],
    );
  });

  it('gets a subscriber, and 404 for an unknown one', async () => {
    const ada = await client.getSubscriber(ADA);
    assert.deepEqual(
      [ada._id, ada.subscriberId, ada.firstName, ada.lastName, ada.email],
      [DEMO_IDS.subscribers.development.ada, ADA, 'Ada', 'Lovelace', 'ada@example.com'],
    );
    const error = await caught(client.getSubscriber('nobody'), NotifHttpError);
    assert.deepEqual([error.status, error.body?.message], [404, 'Subscriber with id nobody not found']);
  });

  it('upserts credentials: tokens appended once, a new entry for a new provider, GET shows the same', async () => {
    await client.upsertCredentials(ADA, {
      providerId: 'fcm',
      credentials: { deviceTokens: ['fcm-token-ada-phone', 'new-1'] },
    });
    const updated = await client.upsertCredentials(ADA, {
      providerId: 'push-webhook',
      integrationIdentifier: 'push-webhook',
      credentials: { deviceTokens: ['pw-1'] },
    });
    assert.deepEqual(updated.channels, [
      {
        providerId: 'fcm',
        integrationIdentifier: 'fcm-mobile',
        credentials: { deviceTokens: ['fcm-token-ada-phone', 'fcm-token-ada-tablet', 'new-1'] },
        _integrationId: INTEGRATIONS.fcm,
      },
      {
        providerId: 'slack',
        integrationIdentifier: 'slack-workspace',
        credentials: { webhookUrl: 'https://hooks.slack.com/services/T00000000/B00000000/LOCALFAKEADA' },
        _integrationId: INTEGRATIONS.slack,
      },
      {
        providerId: 'push-webhook',
        integrationIdentifier: 'push-webhook',
        credentials: { deviceTokens: ['pw-1'] },
        _integrationId: INTEGRATIONS.pushWebhook,
      },
    ]);
    assert.equal(updated.__v, 2);
    assert.deepEqual(await client.getSubscriber(ADA), updated);
  });

  it('answers 400 for credentials of a provider without such an active integration', async () => {
    const error = await caught(
      client.upsertCredentials(ADA, { providerId: 'fcm', integrationIdentifier: 'nope', credentials: {} }),
      NotifHttpError,
    );
    assert.equal(error.status, 400);
    assert.equal(
      error.body?.message,
      `Subscribers environment (${DEMO_IDS.environments.development}) do not have active fcm integration.`,
    );
  });

  it('sets a primary integration: only the other email integration is demoted', async () => {
    const mailgun = await client.setPrimaryIntegration(INTEGRATIONS.mailgun);
    assert.deepEqual([mailgun.primary, mailgun.active, mailgun.conditions], [true, true, []]);
    const primaries = (await client.listIntegrations()).filter((integration) => integration.primary);
    assert.deepEqual(ids(primaries), [INTEGRATIONS.mailgun, INTEGRATIONS.twilio]);
    const push = await caught(client.setPrimaryIntegration(INTEGRATIONS.fcm), NotifHttpError);
    assert.deepEqual([push.status, push.body?.message], [400, 'Channel push does not support primary']);
  });

  it('deletes an integration once: the second delete and set-primary are 404', async () => {
    const remaining = await client.deleteIntegration(INTEGRATIONS.nexmo);
    assert.equal(remaining.length, 8);
    assert.equal(
      remaining.some((integration) => integration._id === INTEGRATIONS.nexmo),
      false,
    );
    for (const call of [
      client.deleteIntegration(INTEGRATIONS.nexmo),
      client.setPrimaryIntegration(INTEGRATIONS.nexmo),
    ]) {
      const error = await caught(call, NotifHttpError);
      assert.deepEqual(
        [error.status, error.body?.message],
        [404, `Integration with id ${INTEGRATIONS.nexmo} not found`],
      );
    }
  });

  it('shows integration credentials to a session caller only', async () => {
    const session = clientOf(served.url, { auth: { token: SESSION } });
    const list = await session.listIntegrations();
    assert.equal(list[0]!.credentials?.apiKey, 'SG.local-fake-key.not-a-real-secret');
    const nexmo = await session.setPrimaryIntegration(INTEGRATIONS.nexmo);
    assert.equal(nexmo.credentials?.apiKey, 'local-fake-nexmo-key');
    assert.ok(
      (await client.listIntegrations()).every((integration) => integration.credentials === undefined),
      'no credentials for the API-key caller',
    );
  });
});

describe('NotifClient: arguments are checked before anything is sent', () => {
  let served: Served;
  before(async () => (served = await serveApi()));
  after(() => served.close());

  // [what, field, first problem, call]
  const cases: [string, string, string, (c: NotifClient) => Promise<unknown>][] = [
    [
      'an unknown channel',
      'channels.1',
      'channels.1 must be one of: in_app, email, sms, chat, push, digest, trigger, delay, throttle, custom, http_request',
      (c) => c.listNotifications({ channels: ['email', 'fax' as never] }),
    ],
    [
      'an unknown severity',
      'severity.0',
      'severity.0 must be one of: high, medium, low, none',
      (c) => c.listNotifications({ severity: ['urgent' as never] }),
    ],
    ['limit 0', 'limit', 'limit must not be less than 1', (c) => c.listNotifications({ limit: 0 })],
    ['limit 51', 'limit', 'limit must not be greater than 50', (c) => c.listNotifications({ limit: 51 })],
    ['limit 1.5', 'limit', 'limit must be an integer', (c) => c.listNotifications({ limit: 1.5 })],
    [
      'a feed limit of 101',
      'limit',
      'limit must not be greater than 100',
      (c) => c.listFeed(ADA, { limit: 101 }),
    ],
    ['a feed limit of 0', 'limit', 'limit must not be less than 1', (c) => c.listFeed(ADA, { limit: 0 })],
    ['page -1', 'page', 'page must not be less than 0', (c) => c.listFeed(ADA, { page: -1 })],
    ['page -1 of events', 'page', 'page must not be less than 0', (c) => c.listNotifications({ page: -1 })],
    ['a string page', 'page', 'page must be an integer', (c) => c.listFeed(ADA, { page: '1' as never })],
    [
      'a non-boolean read',
      'read',
      'read must be true or false',
      (c) => c.listFeed(ADA, { read: 'false' as never }),
    ],
    ['an empty subscriberId', 'subscriberId', 'subscriberId must not be empty', (c) => c.listFeed('')],
    ['a blank subscriberId', 'subscriberId', 'subscriberId must not be empty', (c) => c.countUnseen('   ')],
    [
      'a subscriberId with "/"',
      'subscriberId',
      'subscriberId must not contain "/", "?" or "#"',
      (c) => c.getSubscriber(`${GRACE}/../${ADA}`),
    ],
    [
      'a subscriberId with "?"',
      'subscriberId',
      'subscriberId must not contain "/", "?" or "#"',
      (c) => c.markMessagesAs('a?b', 'm', 'read'),
    ],
    [
      'an integrationId with "/"',
      'integrationId',
      'integrationId must not contain "/", "?" or "#"',
      (c) => c.deleteIntegration('a/b'),
    ],
    [
      'an empty integrationId',
      'integrationId',
      'integrationId must not be empty',
      (c) => c.setPrimaryIntegration(''),
    ],
    [
      'an empty notificationId',
      'notificationId',
      'notificationId must not be empty',
      (c) => c.getNotification(''),
    ],
    [
      'a bad after',
      'after',
      'after must be an ISO 8601 date-time string',
      (c) => c.listNotifications({ after: 'yesterday' }),
    ],
    [
      '31 February as before',
      'before',
      'before must be an ISO 8601 date-time string',
      (c) => c.listNotifications({ before: '2025-02-31T00:00:00Z' }),
    ],
    [
      'a context key without a type',
      'contextKeys.0',
      'contextKeys.0 must have the form type:id',
      (c) => c.listNotifications({ contextKeys: ['acme'] }),
    ],
    [
      'an unknown query key',
      'colour',
      'colour is not allowed',
      (c) => c.listNotifications({ colour: 'red' } as never),
    ],
    [
      'an unknown feed key',
      'unread',
      'unread is not allowed',
      (c) => c.listFeed(ADA, { unread: true } as never),
    ],
    [
      'an unknown markAs',
      'markAs',
      'markAs must be one of: read, seen, unread, unseen',
      (c) => c.markMessagesAs(ADA, 'm', 'archived' as never),
    ],
    [
      'an empty messageId array',
      'messageId',
      'messageId is required',
      (c) => c.markMessagesAs(ADA, [], 'read'),
    ],
    ['an empty messageId', 'messageId', 'messageId is required', (c) => c.markMessagesAs(ADA, '', 'read')],
    [
      'a blank id in the messageId array',
      'messageId',
      'messageId is required',
      (c) => c.markMessagesAs(ADA, ['m', ' '], 'read'),
    ],
    [
      'an unknown providerId',
      'providerId',
      'providerId must be one of: slack, discord, msteams, mattermost, ryver, zulip, grafana-on-call, getstream, rocket-chat, whatsapp-business, chat-webhook, svc-slack, fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams, appio',
      (c) => c.upsertCredentials(ADA, { providerId: 'sendgrid' as never, credentials: {} }),
    ],
    [
      'an unknown credentials field',
      'credentials.token',
      'credentials.token is not allowed',
      (c) => c.upsertCredentials(ADA, { providerId: 'fcm', credentials: { token: 'x' } as never }),
    ],
    [
      'an empty device token',
      'credentials.deviceTokens.1',
      'credentials.deviceTokens.1 must not be empty',
      (c) => c.upsertCredentials(ADA, { providerId: 'fcm', credentials: { deviceTokens: ['a', ''] } }),
    ],
    ['a trigger without a name', 'name', 'name is required', (c) => c.trigger({ to: ADA } as never)],
  ];

  for (const [what, field, problem, call] of cases) {
    it(`refuses ${what} with a NotifValidationError naming ${field}, and sends nothing`, async () => {
      const recorder = recordingFetch();
      const error = await caught(call(clientOf(served.url, { fetch: recorder.fetch })), NotifValidationError);
      assert.equal(error.field, field);
      assert.equal(error.problems[0], problem);
      assert.ok(error.message.includes(problem), 'the message says what is wrong');
      assert.ok(error instanceof NotifError, 'a NotifError');
      assert.equal(error.name, 'NotifValidationError');
      assert.equal(recorder.sent.length, 0);
    });
  }

  it('checks its own options when it is made', () => {
    const made = (options: unknown) => () => new NotifClient(options as NotifClientOptions);
    const field = (name: string) => (error: unknown) =>
      error instanceof NotifValidationError && error.field === name;
    assert.throws(made({ baseUrl: served.url, auth: { apiKey: '' } }), field('auth.apiKey'));
    assert.throws(made({ baseUrl: served.url, auth: { token: 7 } }), field('auth.token'));
    assert.throws(made({ baseUrl: served.url, auth: 'apikey' }), field('auth'));
    assert.throws(made({ baseUrl: served.url, auth: 'none', timeoutMs: 0 }), field('timeoutMs'));
  });
});

describe('NotifClient: error classes', () => {
  let served: Served;
  afterEach(() => served?.close());

  it('NotifHttpError carries the status, the parsed body and the request', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const error = await caught(
      clientOf(served.url, { fetch: recorder.fetch }).getSubscriber('nobody'),
      NotifHttpError,
    );
    const url = `${served.url}/v1/subscribers/nobody`;
    assert.equal(error.name, 'NotifHttpError');
    assert.ok(error instanceof NotifError && error instanceof Error, 'a NotifError and an Error');
    assert.equal(error.status, 404);
    assert.deepEqual(error.request, { method: 'GET', url });
    assert.deepEqual(error.body, {
      statusCode: 404,
      error: 'Not Found',
      message: 'Subscriber with id nobody not found',
      path: '/v1/subscribers/nobody',
      timestamp: error.body?.timestamp,
    });
    assert.match(String(error.body?.timestamp), /^2025-06-15T12:00:00\.\d{3}Z$/);
    assert.equal(error.message, `GET ${url} failed with 404: Subscriber with id nobody not found`);
    assert.equal(error.retryAfter, undefined);
    assert.equal(recorder.sent.length, 1, 'a 404 is not retried');
  });

  it('NotifNetworkError, with the cause, when nothing listens on the port (after the retries)', async () => {
    const gone = await startServer(() => new Response());
    await gone.close();
    const recorder = recordingFetch();
    const client = clientOf(gone.url, { fetch: recorder.fetch, retry: { retries: 2, baseDelayMs: 1 } });
    const error = await caught(client.countUnseen(ADA), NotifNetworkError);
    const url = `${gone.url}/v1/subscribers/${ADA}/notifications/unseen?seen=false`;
    assert.equal(error.name, 'NotifNetworkError');
    assert.deepEqual(error.request, { method: 'GET', url });
    assert.equal(error.message, `GET ${url} could not reach the service`);
    assert.ok(error.cause instanceof TypeError, inspect(error.cause));
    assert.equal((error.cause as Error & { cause?: { code?: string } }).cause?.code, 'ECONNREFUSED');
    assert.equal(recorder.sent.length, 3);
  });

  it('NotifTimeoutError when an attempt takes longer than timeoutMs (each attempt times out)', async (t) => {
    const clock = fakeClockFor(t);
    // The service would take 1.5 s of its own time; the client's 80 ms pass on the fake clock.
    served = await serveApi({ latencyMs: 1500 });
    const recorder = recordingFetch();
    const client = clientOf(served.url, {
      fetch: recorder.fetch,
      timeoutMs: 80,
      retry: { retries: 1, baseDelayMs: 2, maxDelayMs: 2 },
    });
    const answer = caught(client.listFeed(ADA), NotifTimeoutError);
    await waitFor(() => recorder.sent.length === 1 && clock.nextIn === 80, { message: 'the first attempt' });
    await clock.advance(80);
    const backoff = await waitFor(() => clock.nextIn, {
      until: (wait) => wait !== undefined && wait <= 2,
      message: 'the backoff of 1 or 2 ms',
    });
    await clock.advance(backoff!);
    await waitFor(() => recorder.sent.length === 2 && clock.nextIn === 80, { message: 'the second attempt' });
    await clock.advance(79);
    assert.equal(clock.pending, 1, 'the second attempt is still waiting 1 ms before its timeout');
    await clock.advance(1);
    const error = await answer;
    const url = `${served.url}/v1/subscribers/${ADA}/notifications/feed`;
    assert.equal(error.name, 'NotifTimeoutError');
    assert.equal(error.timeoutMs, 80);
    assert.deepEqual(error.request, { method: 'GET', url });
    assert.equal(error.message, `GET ${url} timed out after 80 ms`);
    assert.equal(recorder.sent.length, 2);
    assert.equal(clock.pending, 0, 'no timer of the client is left behind');
  });

  describe('NotifResponseError for a 2xx answer that is not what the operation returns', () => {
    /** A fetch that lets the real server answer, then replaces the answer's body. */
    const replacing = (body: string, contentType = 'application/json') =>
      recordingFetch(async (_request, forward) => {
        const real = await forward();
        await real.arrayBuffer();
        return new Response(body, { status: real.status, headers: { 'content-type': contentType } });
      });

    it('a body that is not JSON (not retried)', async () => {
      served = await serveApi();
      const recorder = replacing('<html>maintenance</html>', 'text/html');
      const error = await caught(
        clientOf(served.url, { fetch: recorder.fetch }).getSubscriber(ADA),
        NotifResponseError,
      );
      const url = `${served.url}/v1/subscribers/${ADA}`;
      assert.equal(error.name, 'NotifResponseError');
      assert.deepEqual(error.request, { method: 'GET', url });
      assert.equal(error.message, `GET ${url} returned an unexpected body: not JSON`);
      assert.equal(recorder.sent.length, 1);
    });

    it('JSON of another shape, for each shape of answer', async () => {
      served = await serveApi();
      const shapes: [string, (c: NotifClient) => Promise<unknown>, string, string][] = [
        [
          '{"items":[]}',
          (c) => c.listFeed(ADA),
          `/v1/subscribers/${ADA}/notifications/feed`,
          'expected a page',
        ],
        [
          '{"count":"8"}',
          (c) => c.countUnseen(ADA),
          `/v1/subscribers/${ADA}/notifications/unseen?seen=false`,
          'expected a count',
        ],
        ['[1,2]', (c) => c.getSubscriber(ADA), `/v1/subscribers/${ADA}`, 'expected an object'],
        ['{"data":"x","more":1}', (c) => c.listIntegrations(), '/v1/integrations', 'expected an array'],
        [
          'null',
          (c) => c.getNotification(NEWEST_EVENT),
          `/v1/notifications/${NEWEST_EVENT}`,
          'expected an object',
        ],
      ];
      for (const [body, call, path, detail] of shapes) {
        const recorder = replacing(body);
        const error = await caught(call(clientOf(served.url, { fetch: recorder.fetch })), NotifResponseError);
        const url = served.url + path;
        assert.deepEqual(error.request.url, url, body);
        assert.equal(error.message, `GET ${url} returned an unexpected body: ${detail}`);
        assert.equal(recorder.sent.length, 1);
      }
    });
  });
});

describe('NotifClient: credentials never appear in errors or in the client', () => {
  let served: Served;
  beforeEach(async () => (served = await serveApi()));
  afterEach(() => served.close());

  const SECRET_KEY = 'sk-live-0123456789-secret';
  const SECRET_TOKEN = 'session-token-0123456789-secret';

  /** Every way an error or a client is commonly turned into text. */
  function views(value: unknown): string[] {
    const texts = [
      String(value),
      JSON.stringify(value),
      inspect(value, { depth: Infinity, showHidden: true }),
    ];
    if (value instanceof Error) texts.push(value.message, value.stack ?? '');
    return texts;
  }

  function assertClean(value: unknown, secrets: string[]): void {
    for (const text of views(value)) {
      for (const secret of [...secrets, 'ApiKey ', 'Bearer ']) {
        assert.equal(text.includes(secret), false, `${JSON.stringify(secret)} found in ${text}`);
      }
    }
  }

  for (const [kind, auth, secrets] of [
    ['API key', { apiKey: DEV_KEY }, [DEV_KEY]],
    ['unknown API key', { apiKey: SECRET_KEY }, [SECRET_KEY]],
    ['session token', { token: SESSION }, [SESSION]],
    ['unknown session token', { token: SECRET_TOKEN }, [SECRET_TOKEN]],
  ] as const) {
    it(`with a ${kind}: HTTP, network and timeout errors, and the client itself`, async () => {
      const recorder = recordingFetch();
      const client = clientOf(served.url, { auth, fetch: recorder.fetch });
      const http = await caught(client.getSubscriber('nobody'), NotifHttpError);
      assert.equal(
        recorder.sent[0]!.headers.authorization?.endsWith(secrets[0]),
        true,
        'the header was sent',
      );
      assertClean(http, [...secrets]);

      const gone = await startServer(() => new Response());
      await gone.close();
      const network = await caught(
        clientOf(gone.url, { auth, retry: false }).listFeed(ADA),
        NotifNetworkError,
      );
      assertClean(network, [...secrets]);

      // A server that never answers (the local API checks the key before its latency, so it would answer 401).
      const hanging = await startServer(() => new Promise<Response>(() => undefined));
      try {
        const timeout = await caught(
          clientOf(hanging.url, { auth, timeoutMs: 30, retry: false }).markMessagesAs(ADA, 'm', 'read'),
          NotifTimeoutError,
        );
        assertClean(timeout, [...secrets]);
      } finally {
        await hanging.close();
      }
      assertClean(client, [...secrets]);
    });
  }
});

describe('NotifClient: envelopes', () => {
  let served: Served;
  afterEach(() => served.close());

  /** Reads of each shape of answer, and what each must resolve to on the demo seed. */
  async function readEverything(client: NotifClient): Promise<void> {
    const feed = await client.listFeed(ADA, { limit: 2 });
    assert.deepEqual([feed.totalCount, feed.data.length], [64, 2]);
    assert.equal(await client.countUnseen(ADA), 8);
    assert.equal((await client.getSubscriber(ADA)).subscriberId, ADA);
    assert.deepEqual(ids(await client.listIntegrations()), ALL_INTEGRATIONS);
    const events = await client.listNotifications({ limit: 2 });
    assert.equal(events.data.length, 2);
    assert.equal((await client.getNotification(NEWEST_EVENT))._id, NEWEST_EVENT);
    assert.deepEqual(ids(await client.markMessagesAs(ADA, [ADA_UNSEEN[0]!], 'seen')), [ADA_UNSEEN[0]]);
    assert.equal((await client.trigger({ name: 'welcome', to: ADA })).acknowledged, true);
    assert.equal((await client.setPrimaryIntegration(INTEGRATIONS.mailgun)).primary, true);
  }

  it('accepts wrapped answers when envelope is left out', async () => {
    served = await serveApi({ envelope: true });
    // The server really wraps: a count comes as { data: { count } }.
    const raw = await fetch(`${served.url}/v1/subscribers/${ADA}/notifications/unseen?seen=false`, {
      headers: { authorization: `ApiKey ${DEV_KEY}` },
    });
    assert.deepEqual(await raw.json(), { data: { count: 8 } });
    await readEverything(clientOf(served.url));
  });

  it('accepts wrapped answers with envelope: true (a page is its own envelope)', async () => {
    served = await serveApi({ envelope: true });
    await readEverything(clientOf(served.url, { envelope: true }));
  });

  it('accepts bare answers with envelope: false', async () => {
    served = await serveApi();
    await readEverything(clientOf(served.url, { envelope: false }));
  });

  it('accepts bare answers when envelope is left out', async () => {
    served = await serveApi();
    await readEverything(clientOf(served.url));
  });

  it('refuses a bare answer with envelope: true, with a NotifResponseError', async () => {
    served = await serveApi();
    const client = clientOf(served.url, { envelope: true });
    for (const [call, path] of [
      [() => client.getSubscriber(ADA), `/v1/subscribers/${ADA}`],
      [() => client.countUnseen(ADA), `/v1/subscribers/${ADA}/notifications/unseen?seen=false`],
      [() => client.listIntegrations(), '/v1/integrations'],
    ] as const) {
      const error = await caught(call(), NotifResponseError);
      assert.equal(
        error.message,
        `GET ${served.url}${path} returned an unexpected body: expected a { data } envelope`,
      );
    }
  });

  it('refuses a wrapped answer with envelope: false, with a NotifResponseError', async () => {
    served = await serveApi({ envelope: true });
    const client = clientOf(served.url, { envelope: false });
    assert.match((await caught(client.countUnseen(ADA), NotifResponseError)).message, /expected a count$/);
    assert.match((await caught(client.listIntegrations(), NotifResponseError)).message, /expected an array$/);
  });
});

describe('NotifClient: retries', () => {
  let served: Served;
  afterEach(() => served.close());

  it('retries a GET through injected 503s until it succeeds', async () => {
    served = await serveApi({ failRate: 0.5, random: sequence([0.1, 0.4, 0.6]) });
    const recorder = recordingFetch();
    const page = await clientOf(served.url, { fetch: recorder.fetch }).listFeed(ADA, { limit: 3 });
    assert.deepEqual(ids(page.data), ids((await seedClient.listFeed(ADA, { limit: 3 })).data));
    assert.deepEqual(statuses(recorder.sent), [503, 503, 200]);
    assert.equal(new Set(recorder.sent.map((request) => request.url)).size, 1);
  });

  it('gives up with the last 503 after exactly retries + 1 attempts', async () => {
    served = await serveApi({ failRate: 1 });
    const recorder = recordingFetch();
    const client = clientOf(served.url, {
      fetch: recorder.fetch,
      retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 2 },
    });
    const error = await caught(client.countUnseen(ADA), NotifHttpError);
    assert.equal(error.status, 503);
    assert.equal(error.body?.message, 'Simulated failure (fail rate 1)');
    assert.deepEqual(statuses(recorder.sent), [503, 503, 503, 503]);
  });

  it('tries once with retry: false, and with retries: 0', async () => {
    served = await serveApi({ failRate: 1 });
    for (const retry of [false, { retries: 0 }] as const) {
      const recorder = recordingFetch();
      const error = await caught(
        clientOf(served.url, { fetch: recorder.fetch, retry }).listFeed(ADA),
        NotifHttpError,
      );
      assert.equal(error.status, 503);
      assert.equal(recorder.sent.length, 1);
    }
  });

  it('does not retry a 400 or a 404', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch, retry: { retries: 3, baseDelayMs: 1 } });
    await caught(client.getSubscriber('nobody'), NotifHttpError);
    await caught(client.listNotifications({ after: '2020-01-01' }), NotifHttpError);
    assert.deepEqual(statuses(recorder.sent), [404, 400]);
  });

  it('honours Retry-After: 0 instead of a long backoff', async (t) => {
    const clock = fakeClockFor(t);
    served = await serveApi();
    const recorder = recordingFetch(async (_request, forward, index) =>
      index === 0
        ? jsonResponse(
            429,
            { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
            { 'retry-after': '0' },
          )
        : forward(),
    );
    // Without Retry-After the wait would be at least 30 s.
    const client = clientOf(served.url, {
      fetch: recorder.fetch,
      retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    const answer = client.countUnseen(ADA);
    await waitFor(() => recorder.sent.length === 1 && clock.nextIn === 0, {
      message: 'a wait of 0 ms after the 429',
    });
    await clock.advance(0);
    assert.equal(await answer, 8);
    assert.equal(clock.now(), START, "Retry-After: 0 was honoured: no time passed on the client's clock");
    assert.deepEqual(statuses(recorder.sent), [429, 200]);
  });

  it('gives up at once when Retry-After asks for longer than maxRetryAfterMs', async () => {
    served = await serveApi();
    const recorder = recordingFetch(async () =>
      jsonResponse(
        429,
        { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
        { 'retry-after': '120' },
      ),
    );
    const error = await caught(
      clientOf(served.url, { fetch: recorder.fetch }).countUnseen(ADA),
      NotifHttpError,
    );
    assert.deepEqual([error.status, error.retryAfter, error.body?.message], [429, 120, 'Slow down']);
    assert.equal(recorder.sent.length, 1);
  });
});

describe('NotifClient: idempotency keys', () => {
  let served: Served;
  afterEach(() => served.close());
  const keyOf = (request: SentRequest | undefined) => request?.headers['idempotency-key'];

  it('sends one key on every retry of a call, and a new one on the next call; none on reads', async () => {
    served = await serveApi({ failRate: 0.5, random: sequence([0.1, 0.2, 0.9, 0.9, 0.9]) });
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch });
    const first = await client.markMessagesAs(ADA, ADA_UNSEEN[0]!, 'read');
    assert.deepEqual(ids(first), [ADA_UNSEEN[0]]);
    await client.markMessagesAs(ADA, ADA_UNSEEN[0]!, 'read');
    await client.listFeed(ADA, { limit: 1 });
    const [a1, a2, a3, b1, read] = recorder.sent;
    assert.deepEqual(statuses(recorder.sent), [503, 503, 201, 201, 200]);
    assert.match(keyOf(a1) ?? '', UUID);
    assert.equal(keyOf(a2), keyOf(a1));
    assert.equal(keyOf(a3), keyOf(a1));
    assert.match(keyOf(b1) ?? '', UUID);
    assert.notEqual(keyOf(b1), keyOf(a1));
    assert.equal(keyOf(read), undefined);
    // The service echoes the key; a 503 before the change leaves nothing to replay.
    assert.equal(a3!.responseHeaders?.['idempotency-key'], keyOf(a1));
    assert.equal(a3!.responseHeaders?.['idempotency-replay'], undefined);
  });

  it('a mark-as whose answer is lost is retried with the same key and applied once', async () => {
    served = await serveApi();
    let lost: Message[] | undefined;
    const recorder = recordingFetch(async (_request, forward, index) => {
      const response = await forward();
      if (index > 0) return response;
      lost = (await response.json()) as Message[];
      throw new TypeError('fetch failed: connection reset');
    });
    const client = clientOf(served.url, { fetch: recorder.fetch });
    const id = ADA_UNSEEN[0]!;
    const marked = await client.markMessagesAs(ADA, id, 'read');
    assert.equal(recorder.sent.length, 2);
    assert.equal(keyOf(recorder.sent[1]), keyOf(recorder.sent[0]));
    assert.equal(recorder.sent[1]!.responseHeaders?.['idempotency-replay'], 'true');
    assert.deepEqual(marked, lost);
    const firstDate = lost![0]!.lastReadDate;
    assert.equal(typeof firstDate, 'string');
    const stored = (await client.listFeed(ADA, { limit: 100 })).data.find((message) => message._id === id);
    assert.equal(stored?.lastReadDate, firstDate);
    // A second, separate call is a new change: its date moves, which is what a double application would show.
    const [again] = await client.markMessagesAs(ADA, id, 'read');
    assert.notEqual(again!.lastReadDate, firstDate);
  });

  it('a credentials upsert whose answer is lost is applied once: tokens not doubled, one revision', async () => {
    served = await serveApi();
    const recorder = recordingFetch(async (_request, forward, index) => {
      const response = await forward();
      if (index === 0) throw new TypeError('fetch failed: socket hang up');
      return response;
    });
    const client = clientOf(served.url, { fetch: recorder.fetch });
    const before = await seedClient.getSubscriber(ADA);
    const updated = await client.upsertCredentials(ADA, {
      providerId: 'push-webhook',
      credentials: { deviceTokens: ['pw-a', 'pw-b'] },
    });
    assert.equal(recorder.sent[1]!.responseHeaders?.['idempotency-replay'], 'true');
    const stored = await clientOf(served.url).getSubscriber(ADA);
    assert.deepEqual(stored, updated);
    assert.equal(stored.__v, (before.__v ?? 0) + 1);
    const entries = stored.channels?.filter((channel) => channel.providerId === 'push-webhook') ?? [];
    assert.equal(entries.length, 1);
    assert.deepEqual(entries[0]!.credentials.deviceTokens, ['pw-a', 'pw-b']);
  });

  it('sends a caller-given idempotencyKey as is, so a later re-send is replayed', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch });
    const id = ADA_UNSEEN[1]!;
    const first = await client.markMessagesAs(ADA, id, 'read', { idempotencyKey: 'pending-mark-42' });
    const resent = await client.markMessagesAs(ADA, id, 'read', { idempotencyKey: 'pending-mark-42' });
    assert.deepEqual(
      recorder.sent.map((request) => keyOf(request)),
      ['pending-mark-42', 'pending-mark-42'],
    );
    assert.equal(recorder.sent[1]!.responseHeaders?.['idempotency-replay'], 'true');
    assert.deepEqual(resent, first);
  });

  it('waits out a 409 "still running" (Retry-After: 1) and then gets the replay', async () => {
    // The service holds the first request 900 ms: time enough for the second to arrive while it runs, however busy
    // the machine, and less than the second's Retry-After of 1 s, so the service's timer that ends the first fires
    // before the client's timer that sends the second again.
    served = await serveApi({ latencyMs: 900 });
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch });
    const id = ADA_UNSEEN[2]!;
    const first = client.markMessagesAs(ADA, id, 'read', { idempotencyKey: 'same-key' });
    // Send the second call once the service holds the first as "running" (it then sleeps its latency).
    await waitFor(() => served.api.snapshot().idempotency.some((record) => record.key === 'same-key'), {
      interval: 5,
    });
    const second = await client.markMessagesAs(ADA, id, 'read', { idempotencyKey: 'same-key' });
    assert.deepEqual(second, await first);
    const [, conflict, replay] = recorder.sent;
    assert.equal(conflict!.status, 409);
    assert.equal(conflict!.responseHeaders?.['retry-after'], '1');
    assert.equal(replay!.status, 201);
    assert.equal(replay!.responseHeaders?.['idempotency-replay'], 'true');
  });
});

describe('NotifClient: cancellation with a signal', () => {
  let served: Served;
  afterEach(() => served.close());

  it('sends nothing for a signal already aborted', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const error = await caught(
      clientOf(served.url, { fetch: recorder.fetch }).listFeed(ADA, {}, { signal: AbortSignal.abort() }),
      Error,
    );
    assert.equal(error.name, 'AbortError');
    assert.equal(error instanceof NotifError, false);
    assert.equal(recorder.sent.length, 0);
  });

  it('aborts a request in flight with an AbortError, without retrying it', async (t) => {
    // No timer of the client can end the request: its timeout waits on a clock that only the test moves.
    const clock = fakeClockFor(t);
    // The service holds the request until the test lets it go, and says when one has reached it.
    const api = createLocalApi({ seed: 'demo', now: ticking() });
    let reached = false;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let answered = false;
    const server = await startServer(async (request) => {
      reached = true;
      await held;
      answered = true;
      return api(request);
    });
    served = { api, url: server.url, close: server.close };
    t.after(letGo);
    const recorder = recordingFetch();
    const controller = new AbortController();
    const answer = caught(
      clientOf(served.url, { fetch: recorder.fetch }).countUnseen(ADA, { signal: controller.signal }),
      Error,
    );
    await waitFor(() => reached, { interval: 5, message: 'the request to reach the service' });
    controller.abort();
    const error = await answer;
    assert.equal(error.name, 'AbortError');
    assert.equal(error instanceof NotifError, false);
    assert.equal(answered, false, 'stopped before the service answered');
    assert.equal(clock.now(), START, "no time passed on the client's clock");
    assert.equal(recorder.sent.length, 1);
  });

  it('aborts the wait between two attempts, with the reason given', async (t) => {
    const clock = fakeClockFor(t);
    served = await serveApi({ failRate: 1 });
    const recorder = recordingFetch();
    const controller = new AbortController();
    const reason = new DOMException('The inbox was closed', 'AbortError');
    // The backoff after the first 503 is 2 to 4 s; a client that did not stop would then meet a second 503.
    const client = clientOf(served.url, {
      fetch: recorder.fetch,
      retry: { retries: 1, baseDelayMs: 4000, maxDelayMs: 4000 },
    });
    const answer = caught(client.markMessagesAs(ADA, 'm', 'read', { signal: controller.signal }), Error);
    const backoff = await waitFor(() => (recorder.sent.length === 1 ? clock.nextIn : undefined), {
      until: (wait) => wait !== undefined && wait >= 2000,
      message: 'the client to wait out its backoff after the 503',
    });
    await clock.advance(backoff! - 1);
    controller.abort(reason);
    assert.equal(await answer, reason);
    assert.equal(clock.pending, 0, 'the backoff timer is cleared');
    await clock.advance(10_000);
    assert.equal(recorder.sent.length, 1, 'no second attempt');
  });
});

describe('NotifClient: what goes on the wire', () => {
  let served: Served;
  afterEach(() => served.close());

  it('sends array query parameters as repeated keys', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    await clientOf(served.url, { fetch: recorder.fetch }).listNotifications({
      channels: ['email', 'sms'],
      severity: ['high', 'low'],
      contextKeys: ['tenant:acme'],
      limit: 5,
    });
    const url = new URL(recorder.sent[0]!.url);
    assert.equal(url.pathname, '/v1/notifications');
    assert.deepEqual(url.searchParams.getAll('channels'), ['email', 'sms']);
    assert.deepEqual(url.searchParams.getAll('severity'), ['high', 'low']);
    assert.deepEqual(url.searchParams.getAll('contextKeys'), ['tenant:acme']);
    assert.deepEqual(url.search.slice(1).split('&').sort(), [
      'channels=email',
      'channels=sms',
      'contextKeys=tenant%3Aacme',
      'limit=5',
      'severity=high',
      'severity=low',
    ]);
  });

  it('puts the feed filters in the query string and leaves out what is not given', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch });
    await client.listFeed(ADA, { page: 1, limit: 20, read: false, seen: undefined });
    await client.listFeed(ADA);
    assert.equal(
      recorder.sent[0]!.url,
      `${served.url}/v1/subscribers/${ADA}/notifications/feed?page=1&limit=20&read=false`,
    );
    assert.equal(recorder.sent[1]!.url, `${served.url}/v1/subscribers/${ADA}/notifications/feed`);
  });

  it('sends JSON bodies with their content type, and accept on every request', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch });
    await client.markMessagesAs(ADA, [ADA_UNSEEN[0]!], 'seen');
    await client.getSubscriber(ADA);
    const [post, get] = recorder.sent;
    assert.equal(post!.body, JSON.stringify({ messageId: [ADA_UNSEEN[0]], markAs: 'seen' }));
    assert.equal(post!.headers['content-type'], 'application/json');
    assert.equal(post!.headers.accept, 'application/json');
    assert.equal(get!.body, undefined);
    assert.equal('content-type' in get!.headers, false);
    assert.equal(get!.headers.accept, 'application/json');
  });

  it('treats baseUrl as a prefix: a path and a trailing slash work', async () => {
    const api = createLocalApi({ seed: 'demo', now: ticking() });
    // A host that mounts the API under /api/notif, as an app's own server would.
    const mounted = await startServer(async (request) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/notif/v1/'))
        return jsonResponse(404, { message: 'not mounted here' });
      url.pathname = url.pathname.slice('/api/notif'.length);
      const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
      return api(new Request(url, { method: request.method, headers: request.headers, body }));
    });
    served = { api, url: mounted.url, close: mounted.close };
    for (const baseUrl of [
      `${mounted.url}/api/notif/`,
      `${mounted.url}/api/notif//`,
      `${mounted.url}/api/notif`,
    ]) {
      const recorder = recordingFetch();
      const client = clientOf(baseUrl, { fetch: recorder.fetch });
      assert.equal(await client.countUnseen(ADA), 8);
      assert.equal((await client.markMessagesAs(ADA, ADA_READ[0]!, 'read')).length, 1);
      assert.equal(
        recorder.sent[0]!.url,
        `${mounted.url}/api/notif/v1/subscribers/${ADA}/notifications/unseen?seen=false`,
      );
      assert.equal(recorder.sent[1]!.url, `${mounted.url}/api/notif/v1/subscribers/${ADA}/messages/mark-as`);
    }
  });

  it('passes keepalive to fetch when asked, and only then', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const client = clientOf(served.url, { fetch: recorder.fetch });
    const [marked] = await client.markMessagesAs(ADA, ADA_UNSEEN[0]!, 'read', { keepalive: true });
    assert.equal(marked!.read, true);
    await client.markMessagesAs(ADA, ADA_UNSEEN[1]!, 'read');
    assert.deepEqual(
      recorder.sent.map((request) => request.keepalive === true),
      [true, false],
    );
  });

  it('encodes path ids that are not plain words', async () => {
    served = await serveApi();
    const recorder = recordingFetch();
    const error = await caught(
      clientOf(served.url, { fetch: recorder.fetch }).getSubscriber('ada lovelace%2F'),
      NotifHttpError,
    );
    assert.equal(recorder.sent[0]!.url, `${served.url}/v1/subscribers/ada%20lovelace%252F`);
    assert.equal(error.body?.message, 'Subscriber with id ada lovelace%2F not found');
  });
});
