/**
 * The formats of the event list's filters (operation 5): dates and context keys. Apart from `limits.ts`, so that
 * only what lists events (the activity log, the local API) carries them.
 */

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
