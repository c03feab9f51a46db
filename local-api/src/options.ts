/** Options of {@link createLocalApi}, their defaults, and the checks that catch a wrong one at start-up. */
import type { LocalState, SessionToken } from './state.js';

/** Options of `createLocalApi`. Every one is optional. */
export interface LocalApiOptions {
  /** Data to start with when no `state` is given: `demo` (default; docs/api.md#demo-seed) or `empty`. */
  seed?: 'demo' | 'empty';
  /** Start from this state instead of a seed (one loaded from a file, say). It is copied, never changed. */
  state?: LocalState;
  /**
   * The origin this API is served from (`http://127.0.0.1:4100`), when pages of other origins call it: the
   * demo seed's avatar URLs then point at it. Default: none, and the avatar URLs are relative, for an API
   * mounted on the page's own origin (as in the demo).
   */
  origin?: string;
  /** Wrap success bodies as `{ data: … }`, as the hosted service does. Default `false` (bare bodies). */
  envelope?: boolean;
  /**
   * Origins allowed to call cross-origin (exact origins, or `*` for any). Default: any `http://localhost:*`
   * and `http://127.0.0.1:*` origin.
   */
  corsOrigins?: string[];
  /** Days of notification events that can be listed (the window of `after`). Default 30. */
  retentionDays?: number;
  /** Milliseconds every routed request waits before it runs. Default 0. */
  latencyMs?: number;
  /** Share of requests (0..1) answered 503 before touching any state. Default 0. */
  failRate?: number;
  /** Largest request body in bytes; larger ones get 413. Default 102400 (100 KB). */
  bodyLimit?: number;
  /**
   * Dashboard sessions accepted as `Authorization: Bearer <token>`. When given, they replace the ones the
   * state holds (the demo seed has `local-dashboard-token`); `[]` turns sessions off.
   */
  sessionTokens?: SessionToken[];
  /** The clock. Default `() => new Date()`; tests pin it. */
  now?: () => Date;
  /** Source of randomness for `failRate`. Default `Math.random`; tests make fault injection deterministic. */
  random?: () => number;
  /**
   * Called after every request that changed the state, with the live state (read it, do not change it), so a
   * host can persist it. An exception it throws is logged and does not affect the answer.
   */
  onChange?: (state: LocalState) => void;
  /**
   * Called with the subscriberId each time a trigger delivers an in-app message, once the message is stored: hand
   * it to a live hub (`hub.notify`, docs/proxy.md#live-channel) and the inbox hears of it in about a second. What
   * it throws or rejects with is logged and does not affect the answer.
   */
  onDelivered?: (subscriberId: string) => void | Promise<unknown>;
}

/** Options with their defaults applied. */
export type ResolvedOptions = Required<
  Omit<LocalApiOptions, 'state' | 'origin' | 'corsOrigins' | 'sessionTokens' | 'onChange' | 'onDelivered'>
> &
  Pick<LocalApiOptions, 'state' | 'origin' | 'corsOrigins' | 'sessionTokens' | 'onChange' | 'onDelivered'>;

function fail(message: string): never {
  throw new RangeError(`createLocalApi: ${message}`);
}

/** Applies defaults and throws a `RangeError` naming the first wrong option. */
export function resolveOptions(options: LocalApiOptions): ResolvedOptions {
  const resolved: ResolvedOptions = {
    seed: 'demo',
    envelope: false,
    retentionDays: 30,
    latencyMs: 0,
    failRate: 0,
    bodyLimit: 100 * 1024,
    now: () => new Date(),
    random: Math.random,
    ...definedOnly(options),
  };
  if (resolved.seed !== 'demo' && resolved.seed !== 'empty') fail(`seed must be 'demo' or 'empty'`);
  if (!Number.isInteger(resolved.retentionDays) || resolved.retentionDays < 1) {
    fail('retentionDays must be a positive integer');
  }
  if (!Number.isFinite(resolved.latencyMs) || resolved.latencyMs < 0) fail('latencyMs must be 0 or more');
  if (!(resolved.failRate >= 0 && resolved.failRate <= 1)) fail('failRate must be between 0 and 1');
  if (!Number.isInteger(resolved.bodyLimit) || resolved.bodyLimit < 1)
    fail('bodyLimit must be a positive integer');
  if (resolved.origin !== undefined && !isOrigin(resolved.origin)) {
    fail(
      `origin must be an http or https origin such as http://127.0.0.1:4100, got ${JSON.stringify(resolved.origin)}`,
    );
  }
  if (resolved.corsOrigins !== undefined && !resolved.corsOrigins.every((o) => typeof o === 'string')) {
    fail('corsOrigins must be an array of strings');
  }
  if (resolved.onDelivered !== undefined && typeof resolved.onDelivered !== 'function')
    fail(`onDelivered must be a function, got ${typeof resolved.onDelivered}`);
  return resolved;
}

/** Whether `value` is exactly an http(s) origin: no path, query, fragment or trailing slash. */
function isOrigin(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

/** Drops keys set to `undefined`, so `{ latencyMs: undefined }` keeps the default. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
