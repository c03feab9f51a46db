/**
 * The `live` option of `createInboxProxy`: a hub made by `createLiveHub()`, or `{ hub, pollInterval }`. Checked
 * when the proxy is made, like every other option.
 */
import { hubCore, type HubCore, type LiveHub } from './live-hub.js';

/** The proxy's `live` option. */
export type InboxProxyLiveOption =
  | LiveHub
  | {
      hub: LiveHub;
      /**
       * How often the proxy reads the unseen count of each subscriber holding a stream here, in milliseconds, and
       * tells their streams when it moved; 0: never (the backend calls `hub.notify`). Default 15000.
       */
      pollInterval?: number;
    };

export interface LiveSettings {
  core: HubCore;
  pollInterval: number;
}

export const DEFAULT_LIVE_POLL_INTERVAL = 15_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The live settings, or `undefined` without the option; throws a message (for the proxy's TypeError) when wrong. */
export function liveSettings(value: unknown, fail: (message: string) => never): LiveSettings | undefined {
  if (value === undefined) return undefined;
  const direct = hubCore(value);
  if (direct) return { core: direct, pollInterval: DEFAULT_LIVE_POLL_INTERVAL };
  const given = value as { hub?: unknown; pollInterval?: unknown } | null;
  const core = typeof given === 'object' && given !== null ? hubCore(given.hub) : undefined;
  if (!core) fail('live must be a hub made by createLiveHub(), or { hub, pollInterval }');
  for (const name of Object.keys(given!))
    if (name !== 'hub' && name !== 'pollInterval') fail(`live.${name} is not an option (hub, pollInterval)`);
  const interval = given!.pollInterval ?? DEFAULT_LIVE_POLL_INTERVAL;
  if (
    typeof interval !== 'number' ||
    !Number.isSafeInteger(interval) ||
    interval < 0 ||
    interval > MAX_TIMER_MS
  )
    fail(
      `live.pollInterval must be an integer of milliseconds from 0 (never) up to ${MAX_TIMER_MS}, not ${typeof interval === 'number' ? interval : typeof interval}`,
    );
  return { core, pollInterval: interval };
}
