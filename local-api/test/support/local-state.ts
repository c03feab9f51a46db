/**
 * A small, hand-written state for local API tests: every record is spelled out here, so a test can assert
 * exact ids, counts and orders without depending on the demo seed's contents.
 */
import type {
  ActivityNotification,
  Integration,
  Message,
  Subscriber,
  Workflow,
} from '../../../src/api/types.js';
import type { LocalState, StoredNotification } from '../../src/state.js';

/** The clock of every fixture test. */
export const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** `days` before {@link NOW}, as ISO text. */
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

export const ORG = 'org-1';
export const DEV = 'env-dev';
export const PROD = 'env-prod';
export const KEYS = { dev: 'test-dev-key', prod: 'test-prod-key', session: 'test-session' } as const;
export const AUTH = {
  dev: `ApiKey ${KEYS.dev}`,
  prod: `ApiKey ${KEYS.prod}`,
  session: `Bearer ${KEYS.session}`,
} as const;

function subscriber(
  _id: string,
  subscriberId: string,
  env: string,
  extra: Partial<Subscriber> = {},
): Subscriber {
  return {
    _id,
    subscriberId,
    _organizationId: ORG,
    _environmentId: env,
    firstName: null,
    lastName: null,
    email: null,
    channels: [],
    deleted: false,
    createdAt: daysAgo(100),
    updatedAt: daysAgo(100),
    __v: 0,
    ...extra,
  };
}

function integration(
  _id: string,
  env: string,
  fields: Partial<Integration> & Pick<Integration, 'providerId'>,
): Integration {
  return {
    _id,
    _environmentId: env,
    _organizationId: ORG,
    name: fields.providerId,
    identifier: `${fields.providerId}-${_id}`,
    kind: 'delivery',
    active: true,
    deleted: false,
    primary: false,
    conditions: [],
    credentials: { apiKey: `secret-${_id}` },
    ...fields,
  };
}

function message(_id: string, fields: Partial<Message>): Message {
  return {
    _id,
    _environmentId: DEV,
    _organizationId: ORG,
    _notificationId: 'n-any',
    _subscriberId: 's-ada',
    createdAt: daysAgo(1),
    transactionId: `t-${_id}`,
    channel: 'in_app',
    read: false,
    seen: false,
    cta: { type: 'redirect', data: {} },
    status: 'sent',
    content: `Message ${_id}`,
    ...fields,
  };
}

function event(
  _id: string,
  fields: Partial<ActivityNotification>,
  subscriptionId?: string,
): StoredNotification {
  const record: ActivityNotification = {
    _id,
    _environmentId: DEV,
    _organizationId: ORG,
    _subscriberId: 's-ada',
    transactionId: `tx-${_id}`,
    _templateId: 'wf-welcome',
    createdAt: daysAgo(1),
    channels: ['in_app'],
    subscriber: { _id: 's-ada', subscriberId: 'sub-ada', email: 'ada@example.com' },
    template: {
      _id: 'wf-welcome',
      name: 'Welcome',
      triggers: [{ type: 'event', identifier: 'welcome', variables: [] }],
    },
    jobs: [],
    severity: 'none',
    contextKeys: [],
    topics: [],
    ...fields,
  };
  return subscriptionId ? { record, subscriptionId } : { record };
}

const welcome: Workflow = {
  _id: 'wf-welcome',
  name: 'Welcome',
  description: 'Greets a new user',
  active: true,
  draft: false,
  preferenceSettings: { in_app: true },
  critical: false,
  tags: [],
  steps: [
    {
      _id: 'step-welcome-in-app',
      _templateId: 'tpl-welcome-in-app',
      name: 'In-app',
      active: true,
      template: {
        type: 'in_app',
        subject: 'Welcome {{payload.name}}',
        content: 'Hello {{payload.name}}, see {{payload.missing}}!',
        cta: { url: '{{payload.url}}' },
      },
    },
  ],
  _organizationId: ORG,
  _creatorId: 'user-1',
  _environmentId: DEV,
  triggers: [{ type: 'event', identifier: 'welcome', variables: [{ name: 'name' }] }],
  _notificationGroupId: 'group-1',
  deleted: false,
  deletedAt: '',
  deletedBy: '',
};

/**
 * A fresh copy of the fixture state. Development has subscribers `sub-ada` (internal `s-ada`) and `sub-bob`;
 * Production has its own `sub-ada` (`s-ada-prod`). Integrations, messages and events are listed below.
 */
export function fixtureState(): LocalState {
  return structuredClone({
    environments: [
      { _id: DEV, _organizationId: ORG, name: 'Development', apiKeys: [KEYS.dev] },
      { _id: PROD, _organizationId: ORG, name: 'Production', apiKeys: [KEYS.prod] },
    ],
    sessionTokens: [{ token: KEYS.session, _environmentId: DEV, _userId: 'user-1' }],
    subscribers: [
      subscriber('s-ada', 'sub-ada', DEV, { firstName: 'Ada', email: 'ada@example.com' }),
      subscriber('s-bob', 'sub-bob', DEV, { email: 'bob@example.org' }),
      subscriber('s-ada-prod', 'sub-ada', PROD),
      subscriber('s-gone', 'sub-gone', DEV, { deleted: true }),
    ],
    integrations: [
      integration('i-sendgrid', DEV, { providerId: 'sendgrid', channel: 'email', primary: true }),
      integration('i-mailgun', DEV, {
        providerId: 'mailgun',
        channel: 'email',
        active: false,
        conditions: [{ isNegated: false, type: 'BOOLEAN', value: 'AND', children: [] }],
      }),
      integration('i-twilio', DEV, { providerId: 'twilio', channel: 'sms', primary: true }),
      integration('i-nexmo', DEV, { providerId: 'nexmo', channel: 'sms' }),
      integration('i-fcm-old', DEV, { providerId: 'fcm', channel: 'push', identifier: 'fcm-old' }),
      integration('i-fcm-new', DEV, { providerId: 'fcm', channel: 'push', identifier: 'fcm-new' }),
      integration('i-apns-off', DEV, { providerId: 'apns', channel: 'push', active: false }),
      integration('i-slack', DEV, { providerId: 'slack', channel: 'chat' }),
      integration('i-svc', DEV, { providerId: 'svc', channel: 'in_app' }),
      integration('i-agent', DEV, { providerId: 'anthropic', kind: 'agent', channel: undefined }),
      integration('i-sendgrid-prod', PROD, { providerId: 'sendgrid', channel: 'email', primary: true }),
      integration('i-fcm-prod', PROD, { providerId: 'fcm', channel: 'push' }),
    ],
    workflows: [welcome],
    messages: [
      // Ada's inbox in Development, newest first: m1 … m5 (m6 is snoozed until tomorrow, m7's snooze is over).
      message('m1', { createdAt: daysAgo(1), read: false, seen: false }),
      message('m2', { createdAt: daysAgo(2), read: false, seen: true }),
      message('m3', { createdAt: daysAgo(3), read: true, seen: true }),
      message('m4', { createdAt: daysAgo(4), read: false, seen: false }),
      message('m5', { createdAt: daysAgo(5), read: true, seen: false }),
      message('m6', { createdAt: daysAgo(0.5), snoozedUntil: daysAgo(-1) }),
      message('m7', { createdAt: daysAgo(6), snoozedUntil: daysAgo(0.1) }),
      // Not in Ada's inbox: an email message, Bob's message, and Production Ada's message.
      message('m-email', { channel: 'email', createdAt: daysAgo(1) }),
      message('m-bob', { _subscriberId: 's-bob', createdAt: daysAgo(1) }),
      message('m-prod', { _environmentId: PROD, _subscriberId: 's-ada-prod', createdAt: daysAgo(1) }),
      // A record of Production that names Development Ada's internal id (a hand-edited file could): still not hers.
      message('m-stray', { _environmentId: PROD, _subscriberId: 's-ada', createdAt: daysAgo(1) }),
    ],
    notifications: [
      event('e1', {
        createdAt: daysAgo(1),
        channels: ['in_app', 'email'],
        severity: 'high',
        contextKeys: ['tenant:acme', 'team:red'],
      }),
      event(
        'e2',
        {
          createdAt: daysAgo(2),
          channels: ['sms'],
          severity: 'low',
          _templateId: 'wf-invoice',
          template: {
            _id: 'wf-invoice',
            name: 'Invoice',
            triggers: [{ type: 'event', identifier: 'invoice-due', variables: [] }],
          },
          topics: [{ _topicId: 'topic-1', topicKey: 'billing' }],
        },
        'sub-123',
      ),
      event('e3', {
        createdAt: daysAgo(3),
        channels: ['push', 'chat'],
        _subscriberId: 's-bob',
        subscriber: { _id: 's-bob', subscriberId: 'sub-bob', email: 'bob@example.org' },
        transactionId: 'tx-special',
        contextKeys: ['tenant:acme'],
      }),
      event('e4', {
        createdAt: daysAgo(10),
        channels: ['email'],
        severity: 'medium',
        topics: [{ _topicId: 'topic-2', topicKey: 'news' }],
      }),
      // No copy of the subscriber on the record: filters find Bob through `_subscriberId`.
      event('e5', {
        createdAt: daysAgo(20),
        channels: ['digest', 'email'],
        _subscriberId: 's-bob',
        subscriber: undefined,
        severity: undefined,
      }),
      event('e-old', { createdAt: daysAgo(40), channels: ['in_app'] }),
      event('e-prod', { _environmentId: PROD, createdAt: daysAgo(1), _subscriberId: 's-ada-prod' }),
    ],
    idempotency: [],
    sequence: 5000,
  } satisfies LocalState);
}
