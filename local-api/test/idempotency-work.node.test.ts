// The work of an idempotency key per write (docs/decisions.md#idempotency): a write looks its key up, saves it
// running and saves it done, as the middleware does, and visits the same few stored records whether 10 or 20,000
// keys are stored. The records visited are counted through a Proxy over the state's list, which sees every read
// of an entry, by the store's code or by an array method. Expired records are dropped from the front, in order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IdempotencyRecord, LocalState } from '../src/state.js';
import { IDEMPOTENCY_TTL_MS } from '../src/idempotency.js';
import { Store } from '../src/store.js';
import { fixtureState, NOW } from './support/local-state.js';

const ENVIRONMENT = 'env-dev';
const T0 = NOW.getTime();

function record(key: string, at: number, state: IdempotencyRecord['state'] = 'done'): IdempotencyRecord {
  return {
    _environmentId: ENVIRONMENT,
    key,
    fingerprint: `print-${key}`,
    state,
    ...(state === 'done' ? { status: 201, body: '[]' } : {}),
    expiresAt: at + IDEMPOTENCY_TTL_MS,
  };
}

/** A store holding `stored` done keys, the oldest first, and a count of the entries of its list read from now on. */
function storeWith(stored: number): { store: Store; visits: () => number } {
  const state: LocalState = {
    ...fixtureState(),
    idempotency: Array.from({ length: stored }, (_, i) => record(`old-${i}`, T0 + i)),
  };
  const store = new Store(state);
  let visits = 0;
  store.state.idempotency = new Proxy(store.state.idempotency, {
    get(target, property, receiver) {
      if (typeof property === 'string' && /^\d+$/.test(property)) visits++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { store, visits: () => visits };
}

/** One write with a new key, as the idempotency middleware runs it. */
function write(store: Store, key: string, at: number): void {
  const now = new Date(at);
  assert.equal(store.findIdempotency(ENVIRONMENT, key, now), undefined);
  store.saveIdempotency(record(key, at, 'running'));
  store.saveIdempotency(record(key, at));
}

describe('local API: the work of an idempotency key per write', () => {
  it('visits as many stored records with 20,000 keys stored as with 10', () => {
    const work = [10, 20_000].map((stored) => {
      const { store, visits } = storeWith(stored);
      const at = T0 + stored + 1000;
      for (let i = 0; i < 50; i++) write(store, `new-${i}`, at + i);
      return visits();
    });
    assert.equal(
      work[1],
      work[0],
      `records visited for 50 writes: ${work.join(' with 10 stored, ')} with 20,000`,
    );
    assert.ok(work[0]! <= 50 * 2, `at most two records a write, not ${work[0]}`);
  });

  it('a key written is found and replayed; a forgotten one is not', () => {
    const { store } = storeWith(100);
    const at = T0 + 500;
    write(store, 'k', at);
    assert.equal(store.findIdempotency(ENVIRONMENT, 'k', new Date(at))?.state, 'done');
    assert.equal(store.findIdempotency('env-prod', 'k', new Date(at)), undefined, 'keys are per environment');
    store.saveIdempotency(record('failing', at, 'running'));
    store.forgetIdempotency(ENVIRONMENT, 'failing');
    assert.equal(store.findIdempotency(ENVIRONMENT, 'failing', new Date(at)), undefined);
    assert.equal(store.state.idempotency.filter((r) => r.key === 'k').length, 1, 'done replaced running');
  });

  it('expires records after 24 hours, oldest first, and counts the change once', () => {
    const { store } = storeWith(1000);
    store.takeChanged();
    // 24 h after the 400th record was written: the first 400 (expiring at T0 + TTL + 0…399) are gone.
    const now = new Date(T0 + IDEMPOTENCY_TTL_MS + 399);
    assert.equal(store.findIdempotency(ENVIRONMENT, 'old-399', now), undefined);
    assert.equal(store.findIdempotency(ENVIRONMENT, 'old-400', now)?.key, 'old-400');
    assert.equal(store.state.idempotency.length, 600);
    assert.equal(store.state.idempotency[0]!.key, 'old-400');
    assert.equal(store.takeChanged(), true);
    assert.equal(store.findIdempotency(ENVIRONMENT, 'old-500', now)?.key, 'old-500');
    assert.equal(store.takeChanged(), false, 'nothing more expired');
  });

  it('a loaded file in any order expires in order of expiry', () => {
    const state: LocalState = {
      ...fixtureState(),
      idempotency: [record('late', T0 + 10), record('early', T0), record('stale-run', T0, 'running')],
    };
    const store = new Store(state);
    assert.deepEqual(
      store.state.idempotency.map((r) => r.key),
      ['early', 'late'],
    );
    const now = new Date(T0 + IDEMPOTENCY_TTL_MS + 5);
    assert.equal(store.findIdempotency(ENVIRONMENT, 'late', now)?.key, 'late');
    assert.deepEqual(
      store.state.idempotency.map((r) => r.key),
      ['late'],
    );
  });
});
