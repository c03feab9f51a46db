// The demo seed's tables: the counts that tests and docs rely on, and ids that belong to their rows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LocalState } from '../src/state.js';
import { createSeed, DEMO_IDS, DEMO_KEYS } from '../src/seed.js';
import { DEVELOPMENT_EVENTS } from '../src/seed/development-events.js';
import { developmentIntegrations } from '../src/seed/integrations.js';
import type { SeedRow } from '../src/seed/rows.js';
import { IdRanges, seedEvents } from '../src/seed/run-rows.js';
import { developmentSubscribers } from '../src/seed/subscribers.js';
import { addWorkflows } from '../src/seed/workflows.js';
import { startLocalApi } from './support/local-api.js';

const NOW = new Date('2026-03-09T08:30:00.000Z');

/** Development alone, seeded from `rows`. */
function developmentWith(rows: SeedRow[]): LocalState {
  const state = createSeed('empty', NOW);
  state.integrations.push(...developmentIntegrations());
  state.subscribers.push(...developmentSubscribers(NOW));
  addWorkflows(state, 'development');
  seedEvents(
    state,
    'development',
    { ...DEVELOPMENT_EVENTS, rows },
    { now: NOW, avatarBase: '' },
    new IdRanges(),
  );
  return state;
}

const newest: SeedRow = {
  shows: 'a row added for the test',
  id: 3000,
  txn: 'txn-dev-added',
  ago: '1m',
  workflow: 'welcome',
  to: 'ada',
  payload: { name: 'Ada' },
  inbox: 'unseen',
};

describe('demo seed tables', () => {
  it('hold the counts that the docs and tests state', async () => {
    const api = await startLocalApi({ state: createSeed('demo', NOW), now: () => NOW });
    try {
      const count = async (key: string, subscriber: string, query: string) => {
        const auth = `ApiKey ${key}`;
        const path = `/v1/subscribers/${subscriber}/notifications/feed?limit=1${query}`;
        return (await api.call('GET', path, { auth })).body.totalCount;
      };
      const counts = async (key: string, subscriber: string) => [
        await count(key, subscriber, ''),
        await count(key, subscriber, '&seen=false'),
        await count(key, subscriber, '&read=false'),
        await count(key, subscriber, '&read=true'),
      ];
      // In the feed, unseen, unread, read.
      assert.deepEqual(await counts(DEMO_KEYS.development, 'subscriber-ada'), [64, 8, 21, 43]);
      assert.deepEqual(await counts(DEMO_KEYS.development, 'subscriber-grace'), [6, 2, 4, 2]);
      assert.deepEqual(await counts(DEMO_KEYS.development, 'subscriber-linus'), [0, 0, 0, 0]);
      assert.deepEqual(await counts(DEMO_KEYS.production, 'subscriber-ada'), [7, 3, 5, 2]);
    } finally {
      await api.close();
    }
    const state = createSeed('demo', NOW);
    const events = (env: string) => state.notifications.filter((n) => n.record._environmentId === env);
    assert.equal(events(DEMO_IDS.environments.development).length, 89);
    assert.equal(events(DEMO_IDS.environments.production).length, 9);
    // Ada's 65th message is snoozed past now, so not in her feed.
    const adaMessages = state.messages.filter(
      (m) => m._subscriberId === DEMO_IDS.subscribers.development.ada,
    );
    assert.equal(adaMessages.length, 65);
    assert.equal(adaMessages.filter((m) => m.snoozedUntil && m.snoozedUntil > NOW.toISOString()).length, 1);
  });

  it('give each row its own event id and transaction, whatever the other rows', () => {
    const seeded = developmentWith(DEVELOPMENT_EVENTS.rows);
    const grown = developmentWith([...DEVELOPMENT_EVENTS.rows, newest]);
    assert.equal(grown.notifications.length, seeded.notifications.length + 1);
    const added = grown.notifications.find((n) => n.record.transactionId === 'txn-dev-added')!;
    assert.equal(added.record._id, '66a0c0de0000000000000bb8');
    // Every other record is as it was: same ids, same log lines, same messages.
    assert.deepEqual(
      grown.notifications.filter((n) => n !== added),
      seeded.notifications,
    );
    assert.deepEqual(
      grown.messages.filter((m) => m._notificationId !== added.record._id),
      seeded.messages,
    );
  });

  it('refuse rows whose ids overlap, naming both', () => {
    const [first, second] = [...DEVELOPMENT_EVENTS.rows].sort((a, b) => a.id - b.id);
    const clash = { ...newest, id: first!.id + 1 };
    assert.throws(
      () => developmentWith([first!, second!, clash]),
      new RegExp(`row txn-dev-added uses ids ${first!.id + 1}–\\d+, which overlap row ${first!.txn}`),
    );
  });

  it('refuse a row that leaves its in-app message without an inbox state', () => {
    const { inbox: _ignored, ...withoutInbox } = newest;
    assert.throws(
      () => developmentWith([withoutInbox]),
      /Seed row txn-dev-added creates an in-app message: give it an inbox state/,
    );
  });

  it('refuse an age that is not a duration', () => {
    assert.throws(
      () => developmentWith([{ ...newest, ago: '3 days' }]),
      /A seed age must look like 15h58m12s, got "3 days"/,
    );
  });
});
