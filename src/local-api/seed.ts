/**
 * The local API's starting data (DESIGN §5). `createSeed('demo', now)` gives the same ids on every call;
 * only dates move with `now` (every event falls within the 25 days before it). Tests, docs and the demo
 * rely on the values below; change them only together with those.
 *
 * | what                                   | value                                                                 |
 * |----------------------------------------|-----------------------------------------------------------------------|
 * | organization                           | `66a0c0de0000000000000001` (both environments)                        |
 * | dashboard user (`deletedBy`)           | `66a0c0de0000000000000002`                                            |
 * | environment Development                | `66a0c0de000000000000000a`, API key `local-dev-api-key`               |
 * | environment Production                 | `66a0c0de000000000000000b`, API key `local-prod-api-key`              |
 * | session token (Development)            | `local-dashboard-token`                                               |
 * | Development subscribers                | `subscriber-ada` `…14`, `subscriber-grace` `…15`, `subscriber-linus` `…16` |
 * | Production subscriber                  | `subscriber-ada` `…19`                                                |
 * | Development integrations               | sendgrid `…1e` (primary), mailgun `…1f`, twilio `…20` (primary), nexmo `…21`, push-webhook `…22`, fcm `…23`, slack `…24`, in-app svc `…25`, anthropic agent `…26` |
 * | Production integrations                | sendgrid `…28` (primary), twilio `…29` (primary), fcm `…2a`, in-app svc `…2b` |
 * | topics                                 | `on-call` `…32`, `project-apollo` `…33`                                |
 * | topic subscriptions (`subscriptionId`) | ada/on-call `…34`, grace/on-call `…35`, ada/project-apollo `…36`       |
 * | Development workflows                  | welcome `…64`, comment-mention `…78`, invoice-due `…8c`, weekly-digest `…a0`, incident-alert `…b4`; extra: team-invite `…c8`, release-notes `…dc`, export-ready `…f0`, order-sync `…104` |
 * | Production workflows                   | welcome `…12c`, comment-mention `…140`, invoice-due `…154`, weekly-digest `…168`, incident-alert `…17c` |
 * | workflow steps / message templates     | workflow number + 1… / + 11… (e.g. welcome's step `…65`, its template `…6f`) |
 * | records made at run time               | ids from `66a0c0de00000000000003e9` up (`sequence` starts at 1000)    |
 *
 * `…1e` abbreviates `66a0c0de000000000000001e`; {@link DEMO_IDS} holds every id in full.
 *
 * Counts (the same for every `now`): Development has 89 notification events and Production 9.
 * Development's subscriber-ada has 65 in-app messages: 64 in the feed (one is snoozed until after `now`),
 * 8 unseen, 21 unread, 43 read; the hostile one (subject `<img src=x onerror=alert(1)> mentioned you`, CTA
 * `javascript:alert(1)`, transaction `txn-dev-hostile`) is among the unseen. subscriber-grace: 6 (2 unseen,
 * 4 unread). subscriber-linus: none. Production's subscriber-ada: 7 (3 unseen, 5 unread). Topic fan-outs
 * share a transaction id: `txn-dev-incident-42` and `txn-dev-incident-37` (ada and grace, via `on-call`).
 */
import type { ButtonType, JobType, Severity } from '../api/providers.js';
import type {
  ActivityTopic,
  ChannelSettings,
  Credentials,
  Integration,
  Message,
  StepMetadata,
  Subscriber,
  Workflow,
} from '../api/types.js';
import { objectId } from './ids.js';
import type { LocalState } from './state.js';
import { recordReadConfirmation, runWorkflow, stepTypeOf } from './workflow/index.js';
import type { StepOutcome, StepTemplate } from './workflow/index.js';

/** The keys a caller authenticates with. */
export const DEMO_KEYS = {
  development: 'local-dev-api-key',
  production: 'local-prod-api-key',
  session: 'local-dashboard-token',
} as const;

/** External ids (`subscriberId`) of the seeded subscribers; `ada` exists in both environments. */
export const DEMO_SUBSCRIBER_IDS = {
  ada: 'subscriber-ada',
  grace: 'subscriber-grace',
  linus: 'subscriber-linus',
} as const;

/** Topic keys of the seeded events. */
export const DEMO_TOPICS = { onCall: 'on-call', projectApollo: 'project-apollo' } as const;

/** Ids below this number are fixed seed ids; `sequence` starts here, so run-time ids never collide with them. */
export const SEED_SEQUENCE_START = 1000;

/**
 * Number of each workflow: its steps are `base + 1…` and their message templates `base + 11…`, so the
 * bases are 20 apart.
 */
const WORKFLOW_BASES = {
  development: {
    welcome: 100,
    commentMention: 120,
    invoiceDue: 140,
    weeklyDigest: 160,
    incidentAlert: 180,
    teamInvite: 200,
    releaseNotes: 220,
    exportReady: 240,
    orderSync: 260,
  },
  production: { welcome: 300, commentMention: 320, invoiceDue: 340, weeklyDigest: 360, incidentAlert: 380 },
} as const;

function idsOf<T extends Record<string, number>>(numbers: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(numbers).map(([key, n]) => [key, objectId(n)])) as {
    [K in keyof T]: string;
  };
}

/** Every fixed id of the seed. */
export const DEMO_IDS = {
  organization: objectId(1),
  user: objectId(2),
  environments: { development: objectId(10), production: objectId(11) },
  notificationGroups: { development: objectId(12), production: objectId(13) },
  subscribers: {
    development: { ada: objectId(20), grace: objectId(21), linus: objectId(22) },
    production: { ada: objectId(25) },
  },
  integrations: {
    development: {
      sendgrid: objectId(30),
      mailgun: objectId(31),
      twilio: objectId(32),
      nexmo: objectId(33),
      pushWebhook: objectId(34),
      fcm: objectId(35),
      slack: objectId(36),
      inApp: objectId(37),
      anthropic: objectId(38),
    },
    production: { sendgrid: objectId(40), twilio: objectId(41), fcm: objectId(42), inApp: objectId(43) },
  },
  topics: { onCall: objectId(50), projectApollo: objectId(51) },
  subscriptions: { adaOnCall: objectId(52), graceOnCall: objectId(53), adaProjectApollo: objectId(54) },
  workflows: { development: idsOf(WORKFLOW_BASES.development), production: idsOf(WORKFLOW_BASES.production) },
} as const;

type EnvName = 'development' | 'production';
type WorkflowKey = keyof (typeof WORKFLOW_BASES)['development'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seeded state: `empty` holds the environments, keys and session alone; `demo` all of DESIGN §5. */
export function createSeed(kind: 'demo' | 'empty', now: Date): LocalState {
  const state = baseState();
  if (kind === 'empty') return state;
  seedDevelopment(state, now);
  seedProduction(state, now);
  return state;
}

function baseState(): LocalState {
  return {
    environments: [
      {
        _id: DEMO_IDS.environments.development,
        _organizationId: DEMO_IDS.organization,
        name: 'Development',
        apiKeys: [DEMO_KEYS.development],
      },
      {
        _id: DEMO_IDS.environments.production,
        _organizationId: DEMO_IDS.organization,
        name: 'Production',
        apiKeys: [DEMO_KEYS.production],
      },
    ],
    sessionTokens: [
      { token: DEMO_KEYS.session, _environmentId: DEMO_IDS.environments.development, _userId: DEMO_IDS.user },
    ],
    subscribers: [],
    integrations: [],
    workflows: [],
    messages: [],
    notifications: [],
    idempotency: [],
    sequence: SEED_SEQUENCE_START,
  };
}

// ---------------------------------------------------------------------------
// Workflows

interface StepDef {
  name: string;
  template: StepTemplate;
  metadata?: StepMetadata;
  shouldStopOnFail?: boolean;
}

interface WorkflowDef {
  identifier: string;
  name: string;
  description: string;
  tags: string[];
  variables: string[];
  critical?: boolean;
  severity?: Severity;
  steps: StepDef[];
}

const WORKFLOWS: Record<WorkflowKey, WorkflowDef> = {
  welcome: {
    identifier: 'welcome',
    name: 'Welcome',
    description: 'Greets a new user in the inbox.',
    tags: ['onboarding'],
    variables: ['name', 'url'],
    steps: [
      {
        name: 'Welcome message',
        template: {
          type: 'in_app',
          subject: 'Welcome, {{payload.name}}!',
          content: 'Thanks for joining Acme. Updates about your projects will appear in this inbox.',
          cta: { url: '{{payload.url}}' },
        },
      },
    ],
  },
  commentMention: {
    identifier: 'comment-mention',
    name: 'Comment mention',
    description: 'Someone mentioned the subscriber in a comment.',
    tags: ['collaboration'],
    variables: ['author', 'comment', 'url', 'avatar'],
    steps: [
      {
        name: 'Mention in the inbox',
        template: {
          type: 'in_app',
          subject: '{{payload.author}} mentioned you',
          content: '{{payload.comment}}',
          cta: { url: '{{payload.url}}' },
        },
      },
      {
        name: 'Mention by email',
        template: {
          type: 'email',
          subject: '{{payload.author}} mentioned you in a comment',
          content: '{{payload.author}} wrote: {{payload.comment}}\n\nReply: {{payload.url}}',
        },
      },
    ],
  },
  invoiceDue: {
    identifier: 'invoice-due',
    name: 'Invoice due',
    description: 'An invoice is about to fall due.',
    tags: ['billing'],
    variables: ['amount', 'invoice', 'dueDate', 'url'],
    severity: 'medium',
    steps: [
      {
        name: 'Invoice in the inbox',
        template: {
          type: 'in_app',
          subject: 'Invoice due: {{payload.amount}}',
          content: 'Invoice {{payload.invoice}} for {{payload.amount}} is due on {{payload.dueDate}}.',
          cta: { url: '{{payload.url}}' },
        },
      },
      {
        name: 'Invoice by email',
        template: {
          type: 'email',
          subject: 'Invoice {{payload.invoice}} is due on {{payload.dueDate}}',
          content: 'Amount due: {{payload.amount}}. Pay at {{payload.url}}',
        },
      },
      {
        name: 'Invoice by SMS',
        template: { type: 'sms', content: 'Acme: {{payload.amount}} due {{payload.dueDate}}' },
      },
      {
        name: 'Invoice push',
        template: {
          type: 'push',
          subject: 'Invoice due',
          content: '{{payload.amount}} due on {{payload.dueDate}}',
        },
      },
    ],
  },
  weeklyDigest: {
    identifier: 'weekly-digest',
    name: 'Weekly digest',
    description: 'A summary of the week, every Monday morning.',
    tags: ['digest'],
    variables: ['name', 'url'],
    severity: 'low',
    steps: [
      {
        name: 'Collect the week',
        template: { type: 'digest' },
        metadata: {
          type: 'timed',
          amount: 1,
          unit: 'weeks',
          digestKey: 'projectId',
          timed: { atTime: '09:00', weekDays: ['monday'] },
        },
      },
      {
        name: 'Digest email',
        template: {
          type: 'email',
          subject: 'Your week at Acme',
          content: 'Here is what happened in {{payload.name}}.',
        },
      },
    ],
  },
  incidentAlert: {
    identifier: 'incident-alert',
    name: 'Incident alert',
    description: 'Pages the on-call people about an incident.',
    tags: ['operations'],
    variables: ['name', 'comment', 'url'],
    critical: true,
    severity: 'high',
    steps: [
      {
        name: 'Page on Slack',
        template: {
          type: 'chat',
          content: 'Incident: {{payload.name}}. {{payload.comment}} {{payload.url}}',
        },
      },
      {
        name: 'Page on mobile',
        template: { type: 'push', subject: 'Incident: {{payload.name}}', content: '{{payload.comment}}' },
      },
    ],
  },
  teamInvite: {
    identifier: 'team-invite',
    name: 'Team invite',
    description: 'An invitation to join a team, with accept and decline buttons.',
    tags: ['collaboration'],
    variables: ['author', 'name', 'url', 'avatar'],
    steps: [
      {
        name: 'Invite in the inbox',
        template: {
          type: 'in_app',
          subject: '{{payload.author}} invited you to {{payload.name}}',
          content: 'Join {{payload.name}} to see its projects and discussions.',
          cta: {
            url: '{{payload.url}}',
            buttons: [
              { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
              { type: 'secondary', content: 'Decline', resultContent: 'Declined' },
            ],
          },
        },
      },
    ],
  },
  releaseNotes: {
    identifier: 'release-notes',
    name: 'Release notes',
    description: 'A new release, as structured content blocks.',
    tags: ['product'],
    variables: ['name', 'comment', 'author', 'url'],
    steps: [
      {
        name: 'Release in the inbox',
        template: {
          type: 'in_app',
          subject: 'New release: {{payload.name}}',
          content: [
            { type: 'text', content: '{{payload.name}} is now available.', styles: { textAlign: 'left' } },
            { type: 'text', content: '{{payload.comment}}', styles: { textAlign: 'center' } },
            { type: 'text', content: 'Released by {{payload.author}}', styles: { textAlign: 'right' } },
            {
              type: 'button',
              content: 'Read the notes',
              url: '{{payload.url}}',
              styles: { textAlign: 'center' },
            },
            {
              type: 'button',
              content: 'All releases',
              url: 'https://app.example.com/releases',
              styles: { textAlign: 'left' },
            },
            {
              type: 'button',
              content: 'Changelog',
              url: 'https://app.example.com/changelog',
              styles: { textAlign: 'right' },
            },
            { type: 'text', content: 'Thanks for building with Acme.' },
          ],
          cta: { url: '{{payload.url}}' },
        },
      },
      {
        name: 'Release email',
        template: { type: 'email', subject: 'Acme {{payload.name}} is out', content: '{{payload.comment}}' },
      },
    ],
  },
  exportReady: {
    identifier: 'export-ready',
    name: 'Export ready',
    description: 'A data export finished; waits a few minutes for the file to replicate.',
    tags: ['data'],
    variables: ['name', 'url'],
    steps: [
      {
        name: 'Wait for replication',
        template: { type: 'delay' },
        metadata: { type: 'regular', amount: 5, unit: 'minutes' },
      },
      {
        name: 'Export in the inbox',
        template: {
          type: 'in_app',
          subject: 'Your export is ready',
          content: 'The export "{{payload.name}}" finished. The file is kept for 7 days.',
          cta: {
            url: '{{payload.url}}',
            buttons: [{ type: 'primary', content: 'Download', resultContent: 'Downloaded' }],
          },
        },
      },
    ],
  },
  orderSync: {
    identifier: 'order-sync',
    name: 'Order sync',
    description: 'Internal: pushes an order to the ERP at the requested time.',
    tags: ['internal'],
    variables: ['orderId', 'sendAt'],
    steps: [
      { name: 'Start', template: { type: 'trigger' } },
      { name: 'At most 5 an hour', template: { type: 'throttle', threshold: 5, amount: 1, unit: 'hours' } },
      {
        name: 'Wait for the send date',
        template: { type: 'delay' },
        metadata: { type: 'scheduled', delayPath: 'sendAt' },
      },
      {
        name: 'Send to the ERP',
        template: { type: 'http_request', method: 'POST', url: 'https://erp.example.com/api/orders/sync' },
        shouldStopOnFail: true,
      },
      { name: 'Record the sync', template: { type: 'custom' } },
    ],
  },
};

/** A stored workflow, with the ids of {@link WORKFLOW_BASES}. */
function buildWorkflow(def: WorkflowDef, env: EnvName, base: number): Workflow {
  const environmentId = DEMO_IDS.environments[env];
  return {
    _id: objectId(base),
    name: def.name,
    description: def.description,
    active: true,
    draft: false,
    preferenceSettings: { email: true, sms: true, in_app: true, chat: true, push: true },
    critical: def.critical ?? false,
    tags: def.tags,
    steps: def.steps.map((step, index) => ({
      _id: objectId(base + 1 + index),
      uuid: `${def.identifier}-step-${index + 1}`,
      name: step.name,
      _templateId: objectId(base + 11 + index),
      active: true,
      shouldStopOnFail: step.shouldStopOnFail ?? false,
      template: step.template,
      filters: [],
      ...(step.metadata ? { metadata: step.metadata } : {}),
    })),
    _organizationId: DEMO_IDS.organization,
    _creatorId: DEMO_IDS.user,
    _environmentId: environmentId,
    triggers: [
      { type: 'event', identifier: def.identifier, variables: def.variables.map((name) => ({ name })) },
    ],
    _notificationGroupId: DEMO_IDS.notificationGroups[env],
    // Required strings in the contract even for a workflow that was never deleted.
    deleted: false,
    deletedAt: '',
    deletedBy: '',
    notificationGroup: {
      _id: DEMO_IDS.notificationGroups[env],
      name: 'General',
      _environmentId: environmentId,
      _organizationId: DEMO_IDS.organization,
    },
    data: { severity: def.severity ?? 'none' },
  };
}

function addWorkflows(state: LocalState, env: EnvName): void {
  const bases: Partial<Record<WorkflowKey, number>> = WORKFLOW_BASES[env];
  for (const [key, base] of Object.entries(bases) as [WorkflowKey, number][]) {
    state.workflows.push(buildWorkflow(WORKFLOWS[key], env, base));
  }
}

// ---------------------------------------------------------------------------
// Integrations and subscribers

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

function developmentIntegrations(): Integration[] {
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

function productionIntegrations(): Integration[] {
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

function developmentSubscribers(now: Date): Subscriber[] {
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

// ---------------------------------------------------------------------------
// Events

/** One trigger of the seed, and what happens to its in-app message afterwards. */
interface SeedEvent {
  workflow: WorkflowKey;
  to: string;
  hoursAgo: number;
  payload: Record<string, unknown>;
  outcomes?: Partial<Record<JobType, StepOutcome>>;
  transactionId?: string;
  topics?: ActivityTopic[];
  subscriptionId?: string;
  contextKeys?: string[];
  severity?: Severity;
  flags?: MessageFlags;
}

/** Changes made to an in-app message after delivery, over the read/seen state its age gives it. */
interface MessageFlags {
  read?: boolean;
  seen?: boolean;
  /** Snoozed until this many hours from now; negative: the snooze ended and the message was delivered again. */
  snoozedHours?: number;
  /** Extra deliveries, in hours after creation. */
  redelivered?: number[];
  /** The action was done with this button. */
  done?: ButtonType;
}

const ON_CALL: ActivityTopic = { _topicId: DEMO_IDS.topics.onCall, topicKey: DEMO_TOPICS.onCall };
const APOLLO: ActivityTopic = {
  _topicId: DEMO_IDS.topics.projectApollo,
  topicKey: DEMO_TOPICS.projectApollo,
};

/** Avatars for some people; the others have none, so the elements fall back to their initials. */
function avatarOf(name: string): string {
  // A path on the page's own origin: the demo draws these avatars itself, so no page calls a third party, and
  // where nothing serves them (tests, stories) the element falls back to the initials.
  return `/demo-avatars/${encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'))}.svg`;
}

const AUTHORS: { author: string; avatar?: string }[] = [
  { author: 'Grace Hopper', avatar: avatarOf('Grace Hopper') },
  { author: 'Linus Torvalds' },
  { author: 'Margaret Hamilton', avatar: avatarOf('Margaret Hamilton') },
  { author: 'Alan Turing' },
  { author: 'Katherine Johnson', avatar: avatarOf('Katherine Johnson') },
  { author: 'Dennis Ritchie' },
];

const COMMENTS = [
  'Can you double-check the rounding in the Q3 report?',
  'Looks good to me. Merging once CI passes.',
  'I left a few notes on the scheduler section.',
  'The engine diagram needs an update for v2.',
  'Could you review the migration plan before Friday?',
  'Thanks for the quick fix! 🎉',
  'Is the retry policy documented anywhere?',
  'Shall we pair on the timezone bug tomorrow?',
  'Bernoulli numbers table attached; the third column looks off to me.',
  'Ship it.',
];

const LONG_COMMENT =
  'I went through the whole proposal, section by section, and I think the approach is sound, but there are ' +
  'three things we need to settle before we commit: how retries interact with idempotency keys when the ' +
  'first attempt is still running, what the inbox shows while a mark-as request is pending and the user ' +
  "goes offline, and whether timed digests should follow the subscriber's timezone or the organization's. " +
  'Happy to write up the options for each if that helps.';

/** The comment-mention series of Development's Ada: every author, topics, contexts, a few failures. */
function adaMentions(): SeedEvent[] {
  return Array.from({ length: 38 }, (_, k): SeedEvent => {
    const person = AUTHORS[k % AUTHORS.length]!;
    const event: SeedEvent = {
      workflow: 'commentMention',
      to: DEMO_SUBSCRIBER_IDS.ada,
      hoursAgo: 0.6 + k * 15.2 + (k % 3) * 0.37,
      payload: {
        ...person,
        comment: k === 8 ? LONG_COMMENT : COMMENTS[k % COMMENTS.length]!,
        // Every fifth mention has no link: a CTA without a url.
        ...(k % 5 === 4 ? {} : { url: `https://app.example.com/projects/apollo/comments/${1000 + k}` }),
      },
    };
    if (k % 4 === 1) {
      Object.assign(event, {
        topics: [APOLLO],
        subscriptionId: DEMO_IDS.subscriptions.adaProjectApollo,
        contextKeys: ['tenant:acme', 'project:apollo'],
      });
    } else if (k % 4 === 2) {
      event.contextKeys = ['tenant:acme'];
    }
    const outcomes: Record<number, SeedEvent['outcomes']> = {
      6: { in_app: 'warning' },
      11: { email: 'failed' },
      17: { email: 'warning' },
      23: { in_app: 'failed' },
    };
    if (outcomes[k]) event.outcomes = outcomes[k];
    if (k === 2) event.flags = { snoozedHours: 48, seen: true, read: false };
    if (k === 9) event.flags = { snoozedHours: -20, redelivered: [6], seen: false, read: false };
    if (k === 14) event.flags = { redelivered: [2, 26] };
    return event;
  });
}

/** Renderers are tested against this one: markup and a script URL in every templated field. */
const HOSTILE_EVENT: SeedEvent = {
  workflow: 'commentMention',
  to: DEMO_SUBSCRIBER_IDS.ada,
  hoursAgo: 30,
  transactionId: 'txn-dev-hostile',
  payload: {
    author: '<img src=x onerror=alert(1)>',
    comment: '<script>alert("xss")</script> & <b>bold</b> "double" \'single\' {{payload.author}}',
    url: 'javascript:alert(1)',
    avatar: 'javascript:alert(1)',
  },
};

function adaOtherMessages(now: Date): SeedEvent[] {
  const ada = DEMO_SUBSCRIBER_IDS.ada;
  const amounts = ['$1,250.00', '€89.90', '$42.00', '£310.25', '$7,800.00', '$19.99', '€1.050,00', '$600.00'];
  const invoices = amounts.map((amount, k): SeedEvent => {
    const hoursAgo = 13 + k * 68;
    const outcomes: Record<number, SeedEvent['outcomes']> = {
      0: { push: 'pending' },
      2: { in_app: 'failed' },
      4: { sms: 'failed' },
      5: { push: 'failed' },
    };
    return {
      workflow: 'invoiceDue',
      to: ada,
      hoursAgo,
      payload: {
        amount,
        invoice: `INV-${1040 + k}`,
        dueDate: dateOnly(now.getTime() - hoursAgo * HOUR + 14 * DAY),
        url: `https://billing.example.com/invoices/INV-${1040 + k}`,
      },
      contextKeys: ['tenant:acme', `billing:acct-${100 + (k % 2)}`],
      ...(outcomes[k] ? { outcomes: outcomes[k] } : {}),
    };
  });
  const releases = [
    'Acme Platform 4.0: a complete overhaul of the notification pipeline, with rewritten scheduling, timed digests, per-tenant throttling and a brand-new inbox component that works in every framework',
    '3.9.2',
    '3.9',
    '3.8.1',
    '3.8',
    '3.7',
  ].map((name, k): SeedEvent => ({
    workflow: 'releaseNotes',
    to: ada,
    hoursAgo: 20 + k * 95,
    payload: {
      name,
      comment:
        k === 0
          ? 'Everything is faster, and digests finally respect your schedule.'
          : 'Bug fixes and small improvements.',
      author: 'Release bot',
      url: `https://app.example.com/releases/${k === 0 ? '4.0' : name}`,
    },
    ...(k === 3 ? { outcomes: { email: 'failed' as const } } : {}),
  }));
  const teams = [
    'Compiler team',
    'Analytical Engines',
    'Apollo guidance',
    'Payments',
    'Design system',
    'Research',
  ];
  const invites = teams.map((name, k): SeedEvent => ({
    workflow: 'teamInvite',
    to: ada,
    hoursAgo: 5 + k * 88,
    payload: {
      ...AUTHORS[(k + 2) % AUTHORS.length]!,
      name,
      url: `https://app.example.com/teams/${k + 1}/join`,
    },
    ...(k === 2
      ? { flags: { done: 'primary' as const } }
      : k === 4
        ? { flags: { done: 'secondary' as const } }
        : {}),
  }));
  const exportNames = [
    'Q3 invoices (CSV)',
    'Audit log, September',
    'All subscribers (JSON)',
    'Usage report',
    'Q2 invoices (CSV)',
  ];
  const exports = exportNames.map((name, k): SeedEvent => ({
    workflow: 'exportReady',
    to: ada,
    hoursAgo: 2.5 + k * 115,
    payload: { name, url: `https://files.example.com/exports/${2000 + k}.zip` },
  }));
  const welcome: SeedEvent = { workflow: 'welcome', to: ada, hoursAgo: 590, payload: { name: 'Ada' } };
  return [welcome, ...invoices, ...releases, ...invites, ...exports];
}

function graceEvents(now: Date): SeedEvent[] {
  const grace = DEMO_SUBSCRIBER_IDS.grace;
  const ada = { author: 'Ada Lovelace', avatar: avatarOf('Ada Lovelace') };
  return [
    {
      workflow: 'welcome',
      to: grace,
      hoursAgo: 580,
      payload: { name: 'Grace', url: 'https://app.example.com/getting-started' },
    },
    {
      workflow: 'commentMention',
      to: grace,
      hoursAgo: 8,
      payload: {
        ...ada,
        comment: 'Could you look at the compiler flags?',
        url: 'https://app.example.com/projects/apollo/comments/2001',
      },
    },
    {
      workflow: 'commentMention',
      to: grace,
      hoursAgo: 100,
      payload: {
        ...ada,
        comment: 'Found the moth. 🦋',
        url: 'https://app.example.com/projects/apollo/comments/2002',
      },
    },
    {
      workflow: 'commentMention',
      to: grace,
      hoursAgo: 300,
      payload: {
        ...ada,
        comment: 'Nice write-up on COBOL.',
        url: 'https://app.example.com/projects/apollo/comments/2003',
      },
    },
    {
      workflow: 'invoiceDue',
      to: grace,
      hoursAgo: 200,
      payload: {
        amount: '$120.00',
        invoice: 'INV-2001',
        dueDate: dateOnly(now.getTime() - 200 * HOUR + 14 * DAY),
        url: 'https://billing.example.com/invoices/INV-2001',
      },
    },
    {
      workflow: 'teamInvite',
      to: grace,
      hoursAgo: 50,
      payload: {
        author: 'Ada Lovelace',
        name: 'Analytical Engines',
        url: 'https://app.example.com/teams/2/join',
      },
    },
  ];
}

/** Events without in-app messages: digests, incidents through the on-call topic, and the internal sync. */
function operationsEvents(now: Date): SeedEvent[] {
  const { ada, grace, linus } = DEMO_SUBSCRIBER_IDS;
  const digest = (to: string, hoursAgo: number, outcomes?: SeedEvent['outcomes']): SeedEvent => ({
    workflow: 'weeklyDigest',
    to,
    hoursAgo,
    payload: { name: 'Project Apollo', projectId: 'apollo', url: 'https://app.example.com/projects/apollo' },
    ...(outcomes ? { outcomes } : {}),
  });
  const incident = {
    name: 'Payments API error rate above 5%',
    comment: 'Checkout is failing for some EU cards.',
    url: 'https://status.example.com/incidents/42',
  };
  const onCall = (
    to: string,
    subscriptionId: string,
    hoursAgo: number,
    transactionId: string,
    outcomes?: SeedEvent['outcomes'],
  ): SeedEvent => ({
    workflow: 'incidentAlert',
    to,
    hoursAgo,
    transactionId,
    payload: incident,
    topics: [ON_CALL],
    subscriptionId,
    contextKeys: ['tenant:acme', 'service:payments'],
    ...(outcomes ? { outcomes } : {}),
  });
  const sync = (
    hoursAgo: number,
    payload: Record<string, unknown>,
    outcomes?: SeedEvent['outcomes'],
  ): SeedEvent => ({
    workflow: 'orderSync',
    to: ada,
    hoursAgo,
    payload,
    contextKeys: ['tenant:acme'],
    ...(outcomes ? { outcomes } : {}),
  });
  const sendAt = (hoursAgo: number, after: number) =>
    new Date(now.getTime() - hoursAgo * HOUR + after).toISOString();
  return [
    digest(ada, 550),
    digest(ada, 400),
    digest(linus, 220),
    digest(grace, 190, { digest: 'warning' }),
    digest(ada, 0.2, { digest: 'pending' }),
    onCall(ada, DEMO_IDS.subscriptions.adaOnCall, 3, 'txn-dev-incident-42'),
    onCall(grace, DEMO_IDS.subscriptions.graceOnCall, 3, 'txn-dev-incident-42'),
    onCall(ada, DEMO_IDS.subscriptions.adaOnCall, 150, 'txn-dev-incident-37', { chat: 'failed' }),
    onCall(grace, DEMO_IDS.subscriptions.graceOnCall, 150, 'txn-dev-incident-37'),
    {
      workflow: 'incidentAlert',
      to: linus,
      hoursAgo: 60,
      payload: { ...incident, name: 'Build farm disk full' },
    },
    {
      workflow: 'incidentAlert',
      to: ada,
      hoursAgo: 320,
      severity: 'medium',
      payload: { ...incident, name: 'Slow search' },
    },
    sync(500, { orderId: 'ORD-1001', sendAt: sendAt(500, HOUR) }),
    sync(260, { orderId: 'ORD-1002', sendAt: sendAt(260, HOUR) }, { throttle: 'warning' }),
    sync(110, { orderId: 'ORD-1003', sendAt: sendAt(110, HOUR) }, { http_request: 'failed' }),
    sync(80, { orderId: 'ORD-1004', sendAt: sendAt(80, HOUR) }, { custom: 'failed' }),
    sync(40, { orderId: 'ORD-1005' }),
    sync(6, { orderId: 'ORD-1006', sendAt: sendAt(0, DAY) }, { delay: 'pending' }),
    // Triggered minutes ago: its delay is still running, so there is no message yet.
    {
      workflow: 'exportReady',
      to: ada,
      hoursAgo: 0.05,
      payload: { name: 'October invoices (CSV)', url: 'https://files.example.com/exports/2100.zip' },
      outcomes: { delay: 'pending' },
    },
  ];
}

function productionEvents(now: Date): SeedEvent[] {
  const ada = DEMO_SUBSCRIBER_IDS.ada;
  const people = [
    { author: 'Barbara Liskov', avatar: avatarOf('Barbara Liskov') },
    { author: 'Edsger Dijkstra' },
  ];
  return [
    {
      workflow: 'welcome',
      to: ada,
      hoursAgo: 500,
      payload: { name: 'Ada', url: 'https://acme.example.com/start' },
    },
    ...[
      'The production rollout is done.',
      'Rollback plan approved.',
      'Please sign off the release.',
      'On-call handover notes are up.',
    ].map((comment, k): SeedEvent => ({
      workflow: 'commentMention',
      to: ada,
      hoursAgo: 4 + k * 70,
      payload: { ...people[k % 2]!, comment, url: `https://acme.example.com/releases/comments/${k + 1}` },
      contextKeys: ['tenant:acme-prod'],
    })),
    ...['$2,400.00', '$2,400.00'].map((amount, k): SeedEvent => ({
      workflow: 'invoiceDue',
      to: ada,
      hoursAgo: 30 + k * 300,
      payload: {
        amount,
        invoice: `INV-P-${k + 1}`,
        dueDate: dateOnly(now.getTime() + (k === 0 ? 10 : -5) * DAY),
        url: `https://billing.example.com/invoices/INV-P-${k + 1}`,
      },
      ...(k === 0 ? { outcomes: { in_app: 'warning' as const } } : {}),
    })),
    { workflow: 'weeklyDigest', to: ada, hoursAgo: 250, payload: { name: 'Production', projectId: 'prod' } },
    {
      workflow: 'incidentAlert',
      to: ada,
      hoursAgo: 90,
      payload: {
        name: 'Database failover',
        comment: 'Primary switched to replica.',
        url: 'https://status.example.com/incidents/7',
      },
    },
  ];
}

// ---------------------------------------------------------------------------
// Environments

function seedDevelopment(state: LocalState, now: Date): void {
  state.integrations.push(...developmentIntegrations());
  state.subscribers.push(...developmentSubscribers(now));
  addWorkflows(state, 'development');
  const events = [
    ...adaMentions(),
    HOSTILE_EVENT,
    ...adaOtherMessages(now),
    ...graceEvents(now),
    ...operationsEvents(now),
  ];
  const flags = runEvents(state, 'development', events, now);
  applyFlags(state, DEMO_IDS.subscribers.development.ada, { unseen: 8, unread: 16 }, flags, now);
  applyFlags(state, DEMO_IDS.subscribers.development.grace, { unseen: 2, unread: 4 }, flags, now);
}

function seedProduction(state: LocalState, now: Date): void {
  const integrations = DEMO_IDS.integrations.production;
  state.integrations.push(...productionIntegrations());
  state.subscribers.push(
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
  );
  addWorkflows(state, 'production');
  const flags = runEvents(state, 'production', productionEvents(now), now);
  applyFlags(state, DEMO_IDS.subscribers.production.ada, { unseen: 3, unread: 5 }, flags, now);
}

/**
 * Runs the events oldest first (so ids grow with time, as they would have). Transaction ids are numbered
 * in that order unless an event brings its own (a topic fan-out shares one). Returns the explicit flags of
 * the in-app messages created, for {@link applyFlags}.
 */
function runEvents(
  state: LocalState,
  env: EnvName,
  events: SeedEvent[],
  now: Date,
): Map<Message, MessageFlags> {
  const environmentId = DEMO_IDS.environments[env];
  const workflowIds: Partial<Record<WorkflowKey, string>> = DEMO_IDS.workflows[env];
  const ordered = [...events].sort((a, b) => b.hoursAgo - a.hoursAgo);
  const flags = new Map<Message, MessageFlags>();
  ordered.forEach((event, index) => {
    const subscriber = state.subscribers.find(
      (s) => s._environmentId === environmentId && s.subscriberId === event.to,
    )!;
    const workflow = state.workflows.find((w) => w._id === workflowIds[event.workflow])!;
    const { record } = runWorkflow(state, {
      environmentId,
      workflow,
      subscriber,
      payload: event.payload,
      transactionId:
        event.transactionId ??
        `txn-${env === 'development' ? 'dev' : 'prod'}-${String(index + 1).padStart(4, '0')}`,
      at: new Date(now.getTime() - event.hoursAgo * HOUR),
      ...(event.topics ? { topics: event.topics } : {}),
      ...(event.subscriptionId ? { subscriptionId: event.subscriptionId } : {}),
      ...(event.contextKeys ? { contextKeys: event.contextKeys } : {}),
      ...(event.severity ? { severity: event.severity } : {}),
      outcome: (step) => event.outcomes?.[stepTypeOf(step)] ?? 'success',
    });
    const message = state.messages.find((m) => m._notificationId === record._id);
    if (message && event.flags) flags.set(message, event.flags);
  });
  return flags;
}

/**
 * Gives a subscriber's messages the read/seen state a real inbox has, by age: the newest `unseen` were
 * not seen yet, those up to `unread` were seen, older ones were read (but one in nine was left unread).
 * An event's explicit flags replace the age-based ones.
 */
function applyFlags(
  state: LocalState,
  internalSubscriberId: string,
  limits: { unseen: number; unread: number },
  explicit: Map<Message, MessageFlags>,
  now: Date,
): void {
  const messages = state.messages
    .filter((m) => m._subscriberId === internalSubscriberId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  messages.forEach((message, rank) => {
    const byAge: MessageFlags =
      rank < limits.unseen ? {} : { seen: true, read: rank >= limits.unread && rank % 9 !== 7 };
    markMessage(state, message, { ...byAge, ...explicit.get(message) }, now);
  });
}

/** Sets a fresh message's flags and the dates that go with them, as the mark-as operation would have. */
function markMessage(state: LocalState, message: Message, flags: MessageFlags, now: Date): void {
  const created = Date.parse(message.createdAt);
  const at = (offset: number) => new Date(Math.min(created + offset, now.getTime() - 60_000));
  if (flags.redelivered) {
    message.deliveredAt = [
      message.createdAt,
      ...flags.redelivered.map((hours) => at(hours * HOUR).toISOString()),
    ];
  }
  if (flags.snoozedHours !== undefined) {
    const until = new Date(now.getTime() + flags.snoozedHours * HOUR).toISOString();
    message.snoozedUntil = until;
    // A snooze that has ended delivered the message again.
    if (flags.snoozedHours < 0)
      message.deliveredAt = [...(message.deliveredAt ?? [message.createdAt]), until];
  }
  if (flags.done) {
    message.cta.action = { ...message.cta.action, status: 'done', result: { type: flags.done, payload: {} } };
  }
  // Acting on a message reads it, and reading implies seeing.
  const read = flags.read === true || flags.done !== undefined;
  const seen = read || flags.seen === true;
  message.read = read;
  message.seen = seen;
  if (seen) message.lastSeenDate = at(10 * 60_000).toISOString();
  if (read) {
    const readAt = at(25 * 60_000);
    message.lastReadDate = readAt.toISOString();
    recordReadConfirmation(state, message, readAt);
  }
}

function dateOnly(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
