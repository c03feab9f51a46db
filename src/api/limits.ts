/**
 * What the API bounds: `limit` and `page` of its lists, ids and mark-as batches. The formats of the event list's
 * filters are its rules' (`rules/events.ts`), so the client that every element shares does not carry them.
 */

/** Bounds of `limit` and `page` for the event list (operation 5) and the in-app feed. */
export const LIMITS = {
  events: { min: 1, max: 50, default: 10 },
  feed: { min: 1, max: 100, default: 10 },
  page: { min: 0, default: 0 },
  /** Ids per mark-as request: larger batches are split by the callers. */
  markAsBatch: 100,
  /** Characters of an `idempotency-key`. */
  idempotencyKey: 255,
  /** Characters of a path identifier (subscriberId, integrationId…) and of a transactionId. */
  id: 256,
} as const;

/** Characters a path identifier may not hold, so that it stays one path segment. */
export const NOT_IN_ID = /[/?#]/;
