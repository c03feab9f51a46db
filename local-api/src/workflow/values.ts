/** Typed readers of the untyped records a workflow run works on (hand-edited data files included). */
import { isRecord } from 'notif-api-contract';

/** `value` as a record when it is a plain object, else an empty one. */
export function loose(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** `value` when it is an array, else an empty one. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `value` when it is a string. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `value` when it is a finite number. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Epoch milliseconds as ISO text. */
export function iso(time: number): string {
  return new Date(time).toISOString();
}

/** The later of two ISO dates; `a` may be missing. */
export function later(a: string | undefined, b: string): string {
  return a !== undefined && a > b ? a : b;
}

/** A deep copy, so that records never share objects with their input or with one another. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** `value` without its undefined properties, so that records survive a JSON round trip unchanged. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
