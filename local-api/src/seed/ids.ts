/** The seed's fixed ids and keys: tests, docs and the demo name them. */
import { objectId } from '../ids.js';

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
export const WORKFLOW_BASES = {
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

export type EnvName = 'development' | 'production';
export type WorkflowKey = keyof (typeof WORKFLOW_BASES)['development'];
export type SubscriberKey = keyof typeof DEMO_SUBSCRIBER_IDS;
