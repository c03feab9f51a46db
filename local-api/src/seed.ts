/**
 * The local API's starting data (docs/api.md#demo-seed). `createSeed('demo', now)` gives the same ids on every call;
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
 * | seeded events and their records        | from `66a0c0de00000000000003e9` up: each table row names its event's id, its records take the next ones |
 * | records made at run time               | after the highest seeded id (`sequence` ends there)                  |
 *
 * `…1e` abbreviates `66a0c0de000000000000001e`; {@link DEMO_IDS} holds every id in full.
 *
 * The events are tables, one row per trigger saying what it shows and where its message stands in the inbox
 * (`seed/development-events.ts`, `seed/production-events.ts`); the other records are in `seed/` too, one
 * kind per module. To add an event, add a row with a free id range and its own transaction id: no other
 * row's records change.
 *
 * Counts (the same for every `now`): Development has 89 notification events and Production 9.
 * Development's subscriber-ada has 65 in-app messages: 64 in the feed (one is snoozed until after `now`),
 * 8 unseen, 21 unread, 43 read. No seeded text is hostile: the demo shows this data, and the tests that need markup
 * or `javascript:` URLs in a message trigger one themselves. subscriber-grace: 6 (2 unseen,
 * 4 unread). subscriber-linus: none. Production's subscriber-ada: 7 (3 unseen, 5 unread). Topic fan-outs
 * share a transaction id: `txn-dev-incident-42` and `txn-dev-incident-37` (ada and grace, via `on-call`).
 */
import type { LocalState } from './state.js';
import { DEVELOPMENT_EVENTS } from './seed/development-events.js';
import { DEMO_IDS, DEMO_KEYS, SEED_SEQUENCE_START } from './seed/ids.js';
import { developmentIntegrations, productionIntegrations } from './seed/integrations.js';
import { PRODUCTION_EVENTS } from './seed/production-events.js';
import { IdRanges, seedEvents } from './seed/run-rows.js';
import { developmentSubscribers, productionSubscribers } from './seed/subscribers.js';
import { addWorkflows } from './seed/workflows.js';

export { DEMO_IDS, DEMO_KEYS, DEMO_SUBSCRIBER_IDS, DEMO_TOPICS, SEED_SEQUENCE_START } from './seed/ids.js';

/** Where the seeded state will be served. */
export interface SeedOptions {
  /** The API's origin, for pages of other origins (the avatar URLs point at it); none: relative URLs. */
  origin?: string | undefined;
}

/** The seeded state: `empty` holds the environments, keys and session alone; `demo` all of docs/api.md#demo-seed. */
export function createSeed(kind: 'demo' | 'empty', now: Date, options: SeedOptions = {}): LocalState {
  const state = baseState();
  if (kind === 'empty') return state;
  const ranges = new IdRanges();
  state.integrations.push(...developmentIntegrations());
  state.subscribers.push(...developmentSubscribers(now));
  addWorkflows(state, 'development');
  const context = { now, avatarBase: options.origin ?? '' };
  seedEvents(state, 'development', DEVELOPMENT_EVENTS, context, ranges);
  state.integrations.push(...productionIntegrations());
  state.subscribers.push(...productionSubscribers(now));
  addWorkflows(state, 'production');
  seedEvents(state, 'production', PRODUCTION_EVENTS, context, ranges);
  // Records made at run time are numbered after every seeded one.
  state.sequence = ranges.highest;
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
