/**
 * The idempotency records of a state, found by environment + key in constant time (docs/decisions.md#idempotency).
 * The records stay in `state.idempotency` (what is persisted), in the order they expire: a record is added at the
 * end with 24 hours to live, so the expired ones are always at the front, and they are dropped from there lazily,
 * when a record is looked up. A write visits a few records, however many are stored.
 */
import type { IdempotencyRecord, LocalState } from './state.js';

const idOf = (environmentId: string, key: string) => `${environmentId}\n${key}`;

export class IdempotencyIndex {
  readonly #state: Pick<LocalState, 'idempotency'>;
  readonly #byId = new Map<string, IdempotencyRecord>();

  /** Takes the state's records as they are, sorted by expiry in place; running ones were dropped before. */
  constructor(state: Pick<LocalState, 'idempotency'>) {
    this.#state = state;
    state.idempotency.sort((a, b) => a.expiresAt - b.expiresAt);
    for (const record of state.idempotency) this.#byId.set(idOf(record._environmentId, record.key), record);
  }

  /** The live record of `key` in the environment. */
  find(environmentId: string, key: string, now: number): IdempotencyRecord | undefined {
    const record = this.#byId.get(idOf(environmentId, key));
    return record && record.expiresAt > now ? record : undefined;
  }

  /** Adds the record, or replaces the one of the same environment + key where it stands. */
  save(record: IdempotencyRecord): void {
    const id = idOf(record._environmentId, record.key);
    const existing = this.#byId.get(id);
    if (!existing) {
      this.#state.idempotency.push(record);
      this.#byId.set(id, record);
      return;
    }
    // In place: a request's finished answer replaces its running record, added a moment before.
    for (const name of Object.keys(existing) as (keyof IdempotencyRecord)[]) {
      if (!(name in record)) delete existing[name];
    }
    Object.assign(existing, record);
  }

  forget(environmentId: string, key: string): void {
    const id = idOf(environmentId, key);
    const record = this.#byId.get(id);
    if (!record) return;
    this.#byId.delete(id);
    // From the end: the record forgotten is the running one of a request that just failed.
    const records = this.#state.idempotency;
    const index = records.lastIndexOf(record);
    if (index >= 0) records.splice(index, 1);
  }

  /** Drops the records expired at `now` from the front; returns how many. */
  expire(now: number): number {
    const records = this.#state.idempotency;
    let expired = 0;
    while (expired < records.length && records[expired]!.expiresAt <= now) {
      const record = records[expired]!;
      const id = idOf(record._environmentId, record.key);
      if (this.#byId.get(id) === record) this.#byId.delete(id);
      expired++;
    }
    if (expired > 0) records.splice(0, expired);
    return expired;
  }
}
