/**
 * Operations of one connection as methods, for code that is handed "a client" but needs only some operations:
 * `bindOperations(connection, { listFeed, countUnseen })` has `listFeed(subscriberId, …)` and `countUnseen(…)`,
 * typed as `NotifClient`'s methods of those names, and carries no other operation.
 */
import type { Connection } from './connection.js';

/** An operation function: a connection first, then the method's own arguments. */
export type Operation = (connection: Connection, ...args: never[]) => unknown;

/** `T`'s operations with the connection already given. */
export type BoundOperations<T extends Record<string, Operation>> = {
  [K in keyof T]: T[K] extends (connection: Connection, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

export function bindOperations<T extends Record<string, Operation>>(
  connection: Connection,
  operations: T,
): BoundOperations<T> {
  const bound: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(operations))
    bound[name] = (...args: never[]) => operation(connection, ...args);
  return bound as BoundOperations<T>;
}
