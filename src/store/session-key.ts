/** Which elements share a session: the same service, subscriber, credentials and fetch. */
import type { NotifConfig } from './config.js';
import { spelledBaseUrl } from '../api/base-url.js';
import { authOf } from './shared-connection.js';

const fetchIds = new WeakMap<object, number>();
let nextFetchId = 1;

function fetchId(fetchImpl: typeof fetch | undefined): number {
  if (!fetchImpl) return 0;
  let id = fetchIds.get(fetchImpl);
  if (id === undefined) fetchIds.set(fetchImpl, (id = nextFetchId++));
  return id;
}

/**
 * Elements whose configurations have the same key share one client and one store: the base URL in its one spelling
 * (`api/base-url.ts`), so `https://api.example.com/` and `https://api.example.com` are one session. Undefined while the
 * configuration cannot reach an inbox (no subscriber yet).
 */
export function sessionKey(config: NotifConfig): string | undefined {
  if (!config.subscriberId) return undefined;
  return JSON.stringify([
    spelledBaseUrl(config.baseUrl ?? ''),
    config.subscriberId,
    authOf(config),
    fetchId(config.fetch),
  ]);
}
