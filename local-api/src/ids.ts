/**
 * Deterministic record ids for the local API. They look like the 24-hex-digit ObjectIds of the real
 * service (clients and tests that check the id format keep working), but they come from a counter, not
 * from the clock and randomness: the same seed gives the same ids on every start, and a test can name them.
 */
import type { LocalState } from './state.js';

/**
 * The leading 8 hex digits, where a real ObjectId keeps its creation time. A fixed value keeps the ids
 * of one run in the same order as their numbers, so comparing ids as strings compares their age.
 */
const PREFIX = '66a0c0de';
const DIGITS = 24 - PREFIX.length;

/** The id of the record numbered `n`: `66a0c0de` followed by `n` as 16 hex digits. */
export function objectId(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`objectId needs a non-negative integer, got ${n}`);
  return PREFIX + n.toString(16).padStart(DIGITS, '0');
}

/** A fresh id: moves `state.sequence` on by one and returns the id of its new value. */
export function nextId(state: LocalState): string {
  state.sequence += 1;
  return objectId(state.sequence);
}
