import type { NotifAuth } from '../api/transport.js';

/** What an element needs to reach the service: its own attributes, or its `<notif-provider>`'s. */
export interface NotifConfig {
  /** Prefix of every request (`<baseUrl>/v1/…`); empty means the page's origin. */
  baseUrl?: string;
  subscriberId?: string;
  /** The environment's API key: for localhost, demos and internal tools only. */
  apiKey?: string;
  /** A session token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** BCP 47 locale for dates and numbers. */
  locale?: string;
  /** A fetch to use instead of the global one (tests, stories, custom transports). */
  fetch?: typeof fetch;
}

const KEYS = ['baseUrl', 'subscriberId', 'apiKey', 'token', 'locale', 'fetch'] as const;

/** The provider's configuration with the element's own values on top (an element's own attributes win). */
export function mergeConfig(provided: NotifConfig | undefined, own: NotifConfig): NotifConfig {
  const merged: NotifConfig = { ...provided };
  for (const key of KEYS) {
    const value = own[key];
    // An empty base-url is meaningful (this page's origin) and wins; other empty attributes mean "not set".
    const set = value !== undefined && value !== null && (value !== '' || key === 'baseUrl');
    if (set) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** How the client authenticates for this configuration. */
export function authOf(config: NotifConfig): NotifAuth {
  if (config.apiKey) return { apiKey: config.apiKey };
  if (config.token) return { token: config.token };
  return 'none';
}

const fetchIds = new WeakMap<object, number>();
let nextFetchId = 1;

function fetchId(fetchImpl: typeof fetch | undefined): number {
  if (!fetchImpl) return 0;
  let id = fetchIds.get(fetchImpl);
  if (id === undefined) fetchIds.set(fetchImpl, (id = nextFetchId++));
  return id;
}

/**
 * Elements whose configurations have the same key share one client and one store. Undefined while the
 * configuration cannot reach an inbox (no subscriber yet).
 */
export function sessionKey(config: NotifConfig): string | undefined {
  if (!config.subscriberId) return undefined;
  const auth = config.apiKey ? `k:${config.apiKey}` : config.token ? `t:${config.token}` : 'none';
  return JSON.stringify([config.baseUrl ?? '', config.subscriberId, auth, fetchId(config.fetch)]);
}
