/**
 * The connection shared by the elements configured alike: one per base URL, credentials and fetch. The feed
 * sessions, the activity log's client controller and the push register's registration all call their operations
 * on it.
 */
import { authorizationOf, connectionOf, type Connection } from '../api/connection.js';
import { spelledBaseUrl } from '../api/base-url.js';
import { checkConnectionConfig } from './config-checks.js';
import { warnAboutApiKey } from '../utils/api-key-warning.js';
import type { NotifAuth } from '../api/transport.js';
import type { NotifConfig } from './config.js';

/** How the client authenticates for this configuration. */
export function authOf(config: NotifConfig): NotifAuth {
  if (config.apiKey) return { apiKey: config.apiKey };
  if (config.token) return { token: config.token };
  return 'none';
}

/**
 * Connections without a subscriber, per fetch (a WeakMap, so a test's or story's fetch is not kept alive; those of
 * the global fetch under `globalThis`) and key.
 */
const connections = new WeakMap<object, Map<string, Connection>>();

/**
 * A connection for `config`, shared by every element with the same base URL, credentials and fetch: the sessions'
 * stores use it, and so do the activity log and the push register, which need no store (and so do not carry one).
 * Each calls the operation functions it needs on it, so a page carries no operation it does not use. Connections
 * hold no state of their own, so they are kept for the page's lifetime rather than counted and released like
 * sessions.
 */
export function sharedConnection(config: NotifConfig): Connection {
  checkConnectionConfig(config);
  if (config.apiKey) warnAboutApiKey();
  const auth = authOf(config);
  // The base URL in its one spelling: what the session's scope and every request use.
  const baseUrl = spelledBaseUrl(config.baseUrl ?? '');
  const key = JSON.stringify([baseUrl, auth]);
  const fetchOwner = config.fetch ?? globalThis;
  let byKey = connections.get(fetchOwner);
  if (!byKey) {
    byKey = new Map();
    connections.set(fetchOwner, byKey);
  }
  let connection = byKey.get(key);
  if (!connection) {
    connection = connectionOf({
      baseUrl,
      authorization: authorizationOf(auth),
      fetch: config.fetch ?? globalThis.fetch,
    });
    byKey.set(key, connection);
  }
  return connection;
}
