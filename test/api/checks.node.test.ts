/**
 * The client's hand-written checks (`checks.ts` and the rules built from them in `rules/`) accept and refuse exactly what the local API's valibot schemas do,
 * with the same sentences, for every input below.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as blocks from '../../src/api/checks.js';
import { connect } from '../../src/api/connection.js';
import { NotifValidationError, sentenceOf } from '../../src/api/errors.js';
import { NotifClient } from '../../src/api/client.js';
import * as eventRules from '../../src/api/rules/events.js';
import * as feedRules from '../../src/api/rules/feed.js';
import * as subscriberRules from '../../src/api/rules/subscribers.js';
import * as triggerRules from '../../src/api/rules/trigger.js';
import * as schemas from '../../src/api/schemas.js';

const checks = { ...blocks, ...eventRules, ...feedRules, ...subscriberRules, ...triggerRules };
type Rule = blocks.Rule;

const long = 'x'.repeat(257);

const CASES: [string, Rule, Parameters<typeof schemas.check>[0], string, unknown[]][] = [
  [
    'nonEmptyString',
    checks.nonEmptyString,
    schemas.nonEmptyString(),
    'auth.apiKey',
    ['k', '', '  ', 3, undefined, null],
  ],
  [
    'idString',
    checks.idString,
    schemas.idString(),
    'subscriberId',
    ['ada', '', ' ', 'a/b', 'a?b', 'a#b', long, 7, undefined],
  ],
  [
    'upsertCredentialsBody',
    checks.upsertCredentialsBody,
    schemas.upsertCredentialsSchema,
    'body',
    [
      { providerId: 'fcm', credentials: { deviceTokens: ['t'] } },
      { providerId: 'fcm', integrationIdentifier: 'x', credentials: {} },
      { providerId: 'nope', credentials: {} },
      { credentials: {} },
      { providerId: 'fcm' },
      { providerId: 'fcm', credentials: [] },
      { providerId: 'fcm', credentials: { deviceTokens: ['a', ''] } },
      { providerId: 'fcm', credentials: { deviceTokens: 'a' } },
      { providerId: 'fcm', credentials: { deviceTokens: [undefined] } },
      { providerId: 'fcm', credentials: { colour: 'red' } },
      { providerId: 'fcm', credentials: { webhookUrl: 3, title: 4 } },
      { providerId: 'fcm', integrationIdentifier: '', credentials: {} },
      { providerId: 'fcm', integrationIdentifier: undefined, credentials: {} },
      { providerId: undefined, credentials: {} },
      { providerId: 'fcm', credentials: {}, extra: 1, other: 2 },
      { providerId: 3, credentials: 4, extra: 1 },
      null,
      [],
      'x',
      undefined,
    ],
  ],
  [
    'markAsBody',
    checks.markAsBody,
    schemas.markAsSchema,
    'body',
    [
      { messageId: 'a', markAs: 'read' },
      { messageId: ['a', 'b'], markAs: 'seen' },
      { messageId: [], markAs: 'read' },
      { messageId: ['a', ''], markAs: 'read' },
      { messageId: '', markAs: 'read' },
      { messageId: undefined, markAs: 'read' },
      { markAs: 'read' },
      { messageId: 'a', markAs: 'gone' },
      { messageId: 'a' },
      { messageId: 3, markAs: 3 },
    ],
  ],
  [
    'listNotificationsQuery',
    checks.listNotificationsQuery,
    schemas.listNotificationsQuerySchema,
    'query',
    [
      {},
      { page: 0, limit: 50, channels: ['email'], severity: ['high'] },
      { transactionId: 't', contextKeys: ['a:b'], limit: 10, page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: '1' },
      { page: Number.NaN },
      { limit: 0 },
      { limit: 51 },
      { channels: ['email', 'fax'] },
      { channels: 'email' },
      { severity: ['urgent'] },
      { templates: [''], emails: [3], subscriberIds: ['a'] },
      { search: 3 },
      { transactionId: '', topicKey: ' ', subscriptionId: 'x' },
      { contextKeys: ['tenant:1', 'bad'] },
      { after: '2025-02-31', before: 'yesterday' },
      { after: '2025-02-28T10:00:00Z', before: 5 },
      { page: undefined, limit: undefined },
      { colour: 'red' },
      [],
    ],
  ],
  [
    'feedQuery',
    checks.feedQuery,
    schemas.feedQuerySchema,
    'query',
    [
      {},
      { page: 0, limit: 100, read: true, seen: false },
      { limit: 101 },
      { limit: 0 },
      { read: 'true' },
      { seen: 1, page: -2 },
      { x: 1 },
    ],
  ],
  [
    'triggerBody',
    checks.triggerBody,
    schemas.triggerSchema,
    'body',
    [
      { name: 'welcome', to: 'subscriber-ada' },
      {
        name: 'welcome',
        to: { subscriberId: 'subscriber-ada', email: 'x' },
        payload: { a: 1 },
        transactionId: 't',
      },
      { name: '', to: 'a' },
      { to: 'a' },
      { name: 'w' },
      { name: 'w', to: '' },
      { name: 'w', to: 'a/b' },
      { name: 'w', to: {} },
      { name: 'w', to: { subscriberId: '' } },
      { name: 'w', to: 3 },
      { name: 'w', to: 'a', payload: 'x' },
      { name: 'w', to: 'a', payload: null },
      { name: 'w', to: 'a', transactionId: long },
      { name: 'w', to: 'a', transactionId: '' },
      { name: 'w', to: 'a', more: true },
    ],
  ],
];

describe('client checks', () => {
  for (const [name, rule, schema, root, inputs] of CASES) {
    it(`${name} agrees with the local API's schema`, () => {
      for (const input of inputs) {
        const expected = schemas.check(schema, input, root);
        const actual = checks.check(rule, input, root);
        assert.deepEqual(
          actual.ok
            ? { ok: true, keys: JSON.stringify(actual.value) }
            : { ok: false, errors: actual.issues.map(sentenceOf) },
          expected.ok ? { ok: true, keys: JSON.stringify(expected.value) } : expected,
          `for ${JSON.stringify(input)}`,
        );
      }
    });
  }

  it("connect() refuses an API key or token with the nonEmptyString rule's sentences", () => {
    for (const [kind, field] of [
      ['apiKey', 'auth.apiKey'],
      ['token', 'auth.token'],
    ] as const) {
      for (const value of ['k', '', '  ', 3, undefined, null]) {
        const expected = checks.check(checks.nonEmptyString, value, field);
        let problems: readonly string[] | undefined;
        try {
          connect({ auth: { [kind]: value } as never, fetch });
        } catch (error) {
          assert.ok(error instanceof NotifValidationError, String(error));
          assert.equal(error.field, field);
          problems = error.problems;
        }
        assert.deepEqual(
          problems,
          expected.ok ? undefined : expected.issues.map(sentenceOf),
          `${kind} ${JSON.stringify(value)}`,
        );
      }
    }
  });

  it('give what is wrong as data, each issue a path and a phrase, with the field and sentences from them', async () => {
    const client = new NotifClient({
      auth: { apiKey: 'k' },
      fetch: () => Promise.reject(new Error('a refused call sends nothing')),
    });
    const refused = async (call: Promise<unknown>) => {
      const error: unknown = await call.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      assert.ok(error instanceof NotifValidationError, String(error));
      return error;
    };

    const page = await refused(client.listFeed('subscriber-ada', { limit: 500, page: -1 }));
    assert.deepEqual(page.issues, [
      { path: 'page', message: 'must not be less than 0' },
      { path: 'limit', message: 'must not be greater than 100' },
    ]);
    assert.equal(page.field, 'page');
    assert.deepEqual(page.problems, ['page must not be less than 0', 'limit must not be greater than 100']);
    assert.equal(page.message, 'page must not be less than 0; limit must not be greater than 100');

    const credentials = await refused(
      client.upsertCredentials('subscriber-ada', { credentials: { deviceTokens: [''] } } as never),
    );
    assert.deepEqual(credentials.issues, [
      { path: 'providerId', message: 'is required' },
      { path: 'credentials.deviceTokens.0', message: 'must not be empty' },
    ]);
    assert.equal(credentials.field, 'providerId');

    const id = await refused(client.getSubscriber('\ud800'));
    assert.deepEqual(id.issues, [
      { path: 'subscriberId', message: 'must not contain a lone surrogate (half of a UTF-16 pair)' },
    ]);
  });
});
