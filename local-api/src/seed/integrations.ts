/** The seeded integrations of each environment, with fake credentials of realistic shapes. */
import type { Credentials, Integration } from 'notif-api-contract';
import { DEMO_IDS } from './ids.js';
import type { EnvName } from './ids.js';

interface IntegrationDef {
  id: string;
  name: string;
  identifier: string;
  providerId: string;
  channel?: Integration['channel'];
  primary?: boolean;
  credentials: Credentials;
}

function integration(env: EnvName, def: IntegrationDef): Integration {
  return {
    _id: def.id,
    _environmentId: DEMO_IDS.environments[env],
    _organizationId: DEMO_IDS.organization,
    name: def.name,
    identifier: def.identifier,
    providerId: def.providerId,
    ...(def.channel ? { channel: def.channel, kind: 'delivery' as const } : { kind: 'agent' as const }),
    credentials: def.credentials,
    configurations: { inboundWebhookEnabled: false },
    active: true,
    deleted: false,
    primary: def.primary ?? false,
    conditions: [],
  };
}

/** Fake credentials: realistic shapes, no working secrets. */
const CREDENTIALS = {
  sendgrid: {
    apiKey: 'SG.local-fake-key.not-a-real-secret',
    from: 'notifications@example.com',
    senderName: 'Acme',
  },
  mailgun: {
    apiKey: 'key-local-fake-mailgun',
    domain: 'mg.example.com',
    baseUrl: 'https://api.eu.mailgun.net',
    from: 'notifications@mg.example.com',
    senderName: 'Acme',
  },
  twilio: {
    accountSid: 'AC00000000000000000000000000000000',
    token: 'local-fake-twilio-token',
    from: '+15005550006',
  },
  nexmo: { apiKey: 'local-fake-nexmo-key', secretKey: 'local-fake-nexmo-secret', from: 'Acme' },
  pushWebhook: { webhookUrl: 'https://hooks.example.com/push', secretKey: 'local-fake-push-webhook-secret' },
  fcm: {
    serviceAccount: JSON.stringify({
      type: 'service_account',
      project_id: 'acme-local',
      client_email: 'firebase-adminsdk@acme-local.iam.gserviceaccount.com',
      private_key_id: 'local-fake-key-id',
      private_key: 'local-fake-private-key',
    }),
  },
  slack: {
    applicationId: 'A0LOCALFAKE',
    clientId: '000000000000.000000000000',
    secretKey: 'local-fake-slack-secret',
    redirectUrl: 'http://localhost:4100/slack/oauth/callback',
    hmac: false,
  },
  inApp: { hmac: false },
  anthropic: { apiKey: 'sk-ant-local-fake-key' },
} satisfies Record<string, Credentials>;

export function developmentIntegrations(): Integration[] {
  const ids = DEMO_IDS.integrations.development;
  // Insertion order is creation order: fcm comes after push-webhook, so it is the newest push integration.
  const defs: IntegrationDef[] = [
    {
      id: ids.sendgrid,
      name: 'SendGrid',
      identifier: 'sendgrid-main',
      providerId: 'sendgrid',
      channel: 'email',
      primary: true,
      credentials: CREDENTIALS.sendgrid,
    },
    {
      id: ids.mailgun,
      name: 'Mailgun EU',
      identifier: 'mailgun-eu',
      providerId: 'mailgun',
      channel: 'email',
      credentials: CREDENTIALS.mailgun,
    },
    {
      id: ids.twilio,
      name: 'Twilio',
      identifier: 'twilio-us',
      providerId: 'twilio',
      channel: 'sms',
      primary: true,
      credentials: CREDENTIALS.twilio,
    },
    {
      id: ids.nexmo,
      name: 'Vonage',
      identifier: 'nexmo-global',
      providerId: 'nexmo',
      channel: 'sms',
      credentials: CREDENTIALS.nexmo,
    },
    {
      id: ids.pushWebhook,
      name: 'Push webhook',
      identifier: 'push-webhook',
      providerId: 'push-webhook',
      channel: 'push',
      credentials: CREDENTIALS.pushWebhook,
    },
    {
      id: ids.fcm,
      name: 'Firebase Cloud Messaging',
      identifier: 'fcm-mobile',
      providerId: 'fcm',
      channel: 'push',
      credentials: CREDENTIALS.fcm,
    },
    {
      id: ids.slack,
      name: 'Slack',
      identifier: 'slack-workspace',
      providerId: 'slack',
      channel: 'chat',
      credentials: CREDENTIALS.slack,
    },
    {
      id: ids.inApp,
      name: 'Inbox',
      identifier: 'in-app-inbox',
      providerId: 'svc',
      channel: 'in_app',
      credentials: CREDENTIALS.inApp,
    },
    {
      id: ids.anthropic,
      name: 'Claude agent',
      identifier: 'anthropic-agent',
      providerId: 'anthropic',
      credentials: CREDENTIALS.anthropic,
    },
  ];
  return defs.map((def) => integration('development', def));
}

export function productionIntegrations(): Integration[] {
  const ids = DEMO_IDS.integrations.production;
  const defs: IntegrationDef[] = [
    {
      id: ids.sendgrid,
      name: 'SendGrid',
      identifier: 'sendgrid-prod',
      providerId: 'sendgrid',
      channel: 'email',
      primary: true,
      credentials: { ...CREDENTIALS.sendgrid, apiKey: 'SG.local-fake-prod-key.not-a-real-secret' },
    },
    {
      id: ids.twilio,
      name: 'Twilio',
      identifier: 'twilio-prod',
      providerId: 'twilio',
      channel: 'sms',
      primary: true,
      credentials: { ...CREDENTIALS.twilio, token: 'local-fake-prod-twilio-token' },
    },
    {
      id: ids.fcm,
      name: 'Firebase Cloud Messaging',
      identifier: 'fcm-prod',
      providerId: 'fcm',
      channel: 'push',
      credentials: CREDENTIALS.fcm,
    },
    {
      id: ids.inApp,
      name: 'Inbox',
      identifier: 'in-app-prod',
      providerId: 'svc',
      channel: 'in_app',
      credentials: CREDENTIALS.inApp,
    },
  ];
  return defs.map((def) => integration('production', def));
}
