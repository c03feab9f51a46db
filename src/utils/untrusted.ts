/**
 * Readers of records that come from the service and may hold anything (docs/reliability.md): each returns a usable value or
 * nothing, and none of them throws, whatever it is given. Elements and the store read through these alone.
 */

import { isRecord } from './is-record.js';

/** A record read loosely: any key may be missing or of any type. */
export type Loose = Record<string, unknown>;

/** The value as a record, or an empty one for anything else. */
export function loose(value: unknown): Loose {
  return isRecord(value) ? value : {};
}

/** A field of an object; undefined for anything that is not an object, or a field that cannot be read. */
export function field(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  try {
    return (value as Loose)[key];
  } catch {
    return undefined;
  }
}

/** A string with something other than white space in it, else undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The non-empty strings of an array; empty for anything else. */
export function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
}

/** The value as an array, or an empty one. */
export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The entry of a lookup table under `key`, counting only the table's own keys: `valueOf`, `__proto__` and the
 * other names of object built-ins are unknown values, not functions or prototypes.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * A date given as text (ISO 8601, as the service writes them), in milliseconds; undefined for anything else, and for
 * a date outside what `Date` holds. Only strings are parsed: `Date.parse` turns any other value into text first, which
 * throws for an object whose `toString` is not a function.
 */
export function time(value: unknown): number | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** A count: a non-negative integer, else undefined. */
export function count(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}
