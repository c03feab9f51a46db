/** The seeded subscribers of each environment. */
import type { ChannelSettings, Subscriber } from 'notif-api-contract';
import { DEMO_IDS, DEMO_SUBSCRIBER_IDS, DEMO_TOPICS } from './ids.js';
import type { EnvName } from './ids.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function channel(
  providerId: ChannelSettings['providerId'],
  integrationId: string,
  identifier: string,
  credentials: ChannelSettings['credentials'],
): ChannelSettings {
  return { providerId, integrationIdentifier: identifier, credentials, _integrationId: integrationId };
}

function subscriber(
  env: EnvName,
  id: string,
  fields: Omit<
    Subscriber,
    '_id' | '_organizationId' | '_environmentId' | 'deleted' | 'createdAt' | 'updatedAt'
  >,
  now: Date,
): Subscriber {
  const created = new Date(now.getTime() - 27 * DAY).toISOString();
  return {
    _id: id,
    ...fields,
    _organizationId: DEMO_IDS.organization,
    _environmentId: DEMO_IDS.environments[env],
    deleted: false,
    createdAt: created,
    updatedAt: created,
  };
}

export function developmentSubscribers(now: Date): Subscriber[] {
  const ids = DEMO_IDS.subscribers.development;
  const integrations = DEMO_IDS.integrations.development;
  const common = { __v: 0, isOnline: false, lastOnlineAt: new Date(now.getTime() - HOUR).toISOString() };
  return [
    subscriber(
      'development',
      ids.ada,
      {
        ...common,
        subscriberId: DEMO_SUBSCRIBER_IDS.ada,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+15555550100',
        avatar: null,
        locale: 'en-GB',
        timezone: 'Europe/London',
        data: { plan: 'pro', team: 'Analytical Engines' },
        topics: [DEMO_TOPICS.onCall, DEMO_TOPICS.projectApollo],
        channels: [
          channel('fcm', integrations.fcm, 'fcm-mobile', {
            deviceTokens: ['fcm-token-ada-phone', 'fcm-token-ada-tablet'],
          }),
          channel('slack', integrations.slack, 'slack-workspace', {
            webhookUrl: 'https://hooks.slack.com/services/T00000000/B00000000/LOCALFAKEADA',
          }),
        ],
      },
      now,
    ),
    subscriber(
      'development',
      ids.grace,
      {
        ...common,
        subscriberId: DEMO_SUBSCRIBER_IDS.grace,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: null,
        locale: 'en-US',
        timezone: 'America/New_York',
        data: { plan: 'team' },
        topics: [DEMO_TOPICS.onCall],
        channels: [
          channel('slack', integrations.slack, 'slack-workspace', {
            webhookUrl: 'https://hooks.slack.com/services/T00000000/B00000000/LOCALFAKEGRACE',
          }),
          channel('push-webhook', integrations.pushWebhook, 'push-webhook', {
            deviceTokens: ['push-token-grace-laptop'],
          }),
        ],
      },
      now,
    ),
    subscriber(
      'development',
      ids.linus,
      {
        ...common,
        subscriberId: DEMO_SUBSCRIBER_IDS.linus,
        firstName: 'Linus',
        lastName: null,
        email: 'linus@example.com',
        phone: null,
        locale: 'fi-FI',
        timezone: 'Europe/Helsinki',
        data: null,
        channels: [],
      },
      now,
    ),
  ];
}

export function productionSubscribers(now: Date): Subscriber[] {
  const integrations = DEMO_IDS.integrations.production;
  return [
    subscriber(
      'production',
      DEMO_IDS.subscribers.production.ada,
      {
        __v: 0,
        subscriberId: DEMO_SUBSCRIBER_IDS.ada,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+15555550100',
        locale: 'en-GB',
        timezone: 'Europe/London',
        channels: [
          channel('fcm', integrations.fcm, 'fcm-prod', { deviceTokens: ['fcm-token-ada-phone-prod'] }),
        ],
      },
      now,
    ),
  ];
}
