/** What the API bounds: `limit` and `page` of its lists, ids, and the formats of the event list's filters. */

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

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An ISO 8601 date or date-time that is also a real date (no 31 February). */
export function isIsoTimestamp(value: string): boolean {
  if (!ISO_8601.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** A context key of the form `type:id`. */
export const CONTEXT_KEY = /^[^:\s]+:\S+$/;
