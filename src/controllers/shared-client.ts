import { NotifClient } from '../api/client.js';
import { warnAboutApiKey } from './api-key-warning.js';
import { authOf, type NotifConfig } from './config.js';

/** Clients without a subscriber, per fetch (a WeakMap, so a test's or story's fetch is not kept alive) and key. */
const clients = new WeakMap<typeof fetch, Map<string, NotifClient>>();
const globalFetchClients = new Map<string, NotifClient>();

/**
 * A client for `config`, shared by every element with the same base URL, credentials and fetch: the sessions' stores
 * use it, and so do the activity log and the push register, which need no store (and so do not carry one). Clients
 * hold no state of their own, so they are kept for the page's lifetime rather than counted and released like
 * sessions.
 */
export function sharedClient(config: NotifConfig): NotifClient {
  if (config.apiKey) warnAboutApiKey();
  const auth = authOf(config);
  const key = JSON.stringify([config.baseUrl ?? '', auth]);
  let byKey = config.fetch ? clients.get(config.fetch) : globalFetchClients;
  if (!byKey) {
    byKey = new Map();
    clients.set(config.fetch!, byKey);
  }
  let client = byKey.get(key);
  if (!client) {
    client = new NotifClient({ baseUrl: config.baseUrl ?? '', auth, fetch: config.fetch });
    byKey.set(key, client);
  }
  return client;
}
