/**
 * `createLiveHub()`: the live channel's hub (docs/proxy.md#live-channel). It holds the open live streams of this
 * process, per subscriber, within caps; `notify(subscriberId)` tells every stream of that subscriber, here and, through
 * a broadcast such as Redis pub/sub, on every other server. The proxy opens the streams (`createInboxProxy({ live })`);
 * the backend only calls `notify` and, when it shuts down, `close`.
 */
import { realClock, type Clock } from '../../store/clock.js';
import {
  broadcastMessage,
  isLiveBroadcast,
  subscriberOfMessage,
  type LiveBroadcast,
} from './live-broadcast.js';
import { LiveStream } from './live-stream.js';

/** Options of {@link createLiveHub}. */
export interface LiveHubOptions {
  /** How hubs on several servers share `notify()`; default: this process only. See `redisBroadcast`. */
  broadcast?: LiveBroadcast;
  /** Streams one subscriber may hold in this process (tabs of several browsers); past it, 429. Default 10. */
  maxStreamsPerSubscriber?: number;
  /** Streams this process holds at most; past it, 429. Default 10000. */
  maxStreams?: number;
  /** How often an idle stream gets a heartbeat comment, in milliseconds. Default 25000. */
  heartbeatMs?: number;
  /** The reconnection delay a browser is told (`retry:`), in milliseconds. Default 3000. */
  retryMs?: number;
  /** Hears what failed without failing a call: a broadcast that could not publish or subscribe. */
  onError?: (error: unknown) => void;
  /** The time source of the heartbeats and the proxy's polling. Default the real one; tests pass a fake one. */
  clock?: Clock;
}

/** The hub: what a backend calls. */
export interface LiveHub {
  /**
   * Tells every live stream of `subscriberId`, on every server sharing the broadcast, that something may have
   * arrived. Resolves once this process's streams heard it and the broadcast took it (or failed, which is reported
   * to `onError`, not thrown: the browsers' safety-net poll still finds the message). Costs nothing for a
   * subscriber with no stream. Rejects only for an id that is not a non-empty string.
   */
  notify(subscriberId: string): Promise<void>;
  /** Ends every stream and stops hearing the broadcast; later streams are refused. */
  close(): Promise<void>;
}

/** A refusal of a new stream: its status and the browser's message. */
export interface StreamRefusal {
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

/** Told when a subscriber's first stream opens here and when its last one ends (the proxy's polling). */
export interface StreamWatcher {
  opened(subscriberId: string): void;
  closed(subscriberId: string): void;
}

/** What the proxy reaches of a hub, besides its public face. */
export interface HubCore {
  readonly clock: Clock;
  /** Opens a stream for `subscriberId`, ended when `signal` aborts; or says why not. */
  open(subscriberId: string, signal: AbortSignal): LiveStream | StreamRefusal;
  /** Tells this process's streams of `subscriberId`, and no other process. */
  deliverHere(subscriberId: string): void;
  watch(watcher: StreamWatcher): void;
}

const cores = new WeakMap<LiveHub, HubCore>();

/** The core of a hub made by {@link createLiveHub}, or `undefined` for anything else. */
export function hubCore(hub: unknown): HubCore | undefined {
  return typeof hub === 'object' && hub !== null ? cores.get(hub as LiveHub) : undefined;
}

const KNOWN_OPTIONS = [
  'broadcast',
  'maxStreamsPerSubscriber',
  'maxStreams',
  'heartbeatMs',
  'retryMs',
  'onError',
  'clock',
];
/** The longest delay timers keep. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long `notify` waits for the broadcast to take a message (a Redis that is away may queue it). */
const PUBLISH_WAIT_MS = 2000;

function fail(message: string): never {
  throw new TypeError(`createLiveHub: ${message}`);
}

function positiveInteger(
  value: unknown,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > max)
    fail(
      `${name} must be a positive integer up to ${max}, not ${typeof value === 'number' ? value : typeof value}`,
    );
  return value;
}

function checkedOptions(options: LiveHubOptions) {
  if (typeof options !== 'object' || options === null) fail('options must be an object');
  for (const name of Object.keys(options))
    if (!KNOWN_OPTIONS.includes(name)) fail(`${name} is not an option (${KNOWN_OPTIONS.join(', ')})`);
  if (options.broadcast !== undefined && !isLiveBroadcast(options.broadcast))
    fail(
      'broadcast must have publish(message) and subscribe(onMessage) functions, such as redisBroadcast(client)',
    );
  if (options.onError !== undefined && typeof options.onError !== 'function')
    fail('onError must be a function');
  const clock = options.clock;
  if (
    clock !== undefined &&
    (typeof clock?.now !== 'function' ||
      typeof clock.setTimeout !== 'function' ||
      typeof clock.clearTimeout !== 'function')
  )
    fail('clock must have now, setTimeout and clearTimeout functions');
  return {
    broadcast: options.broadcast,
    maxPerSubscriber: positiveInteger(options.maxStreamsPerSubscriber, 'maxStreamsPerSubscriber', 10),
    maxStreams: positiveInteger(options.maxStreams, 'maxStreams', 10_000),
    heartbeatMs: positiveInteger(options.heartbeatMs, 'heartbeatMs', 25_000, MAX_TIMER_MS),
    retryMs: positiveInteger(options.retryMs, 'retryMs', 3000, MAX_TIMER_MS),
    onError: options.onError ?? (() => undefined),
    clock: clock ?? realClock,
  };
}

function hubId(): string {
  return globalThis.crypto.randomUUID();
}

/** Makes a hub. Throws a `TypeError` naming the option for an unknown or wrong one. */
export function createLiveHub(options: LiveHubOptions = {}): LiveHub {
  const settings = checkedOptions(options);
  const { clock, onError } = settings;
  const id = hubId();
  const streams = new Map<string, Set<LiveStream>>();
  const watchers = new Set<StreamWatcher>();
  let total = 0;
  let closed = false;
  let connected = true;
  let heartbeatTimer: unknown;

  function report(error: unknown): void {
    try {
      onError(error);
    } catch {
      // A broken error hook must not turn a report into a crash.
    }
  }

  function each(action: (watcher: StreamWatcher) => void): void {
    for (const watcher of watchers) {
      try {
        action(watcher);
      } catch (error) {
        report(error);
      }
    }
  }

  function scheduleHeartbeat(): void {
    if (heartbeatTimer !== undefined || total === 0) return;
    heartbeatTimer = clock.setTimeout(() => {
      heartbeatTimer = undefined;
      for (const set of streams.values()) for (const stream of set) stream.heartbeat();
      scheduleHeartbeat();
    }, settings.heartbeatMs);
  }

  function removed(subscriberId: string, stream: LiveStream): void {
    const set = streams.get(subscriberId);
    if (!set?.delete(stream)) return;
    total--;
    if (set.size === 0) {
      streams.delete(subscriberId);
      each((watcher) => watcher.closed(subscriberId));
    }
    if (total === 0) {
      clock.clearTimeout(heartbeatTimer);
      heartbeatTimer = undefined;
    }
  }

  function endAll(): void {
    for (const set of [...streams.values()]) for (const stream of [...set]) stream.end();
  }

  function deliverHere(subscriberId: string): void {
    const set = streams.get(subscriberId);
    if (set) for (const stream of [...set]) stream.changed();
  }

  function open(subscriberId: string, signal: AbortSignal): LiveStream | StreamRefusal {
    if (closed) return { status: 503, message: 'The live channel is closed', retryAfterSeconds: 30 };
    if (!connected)
      return {
        status: 503,
        message: 'The live channel is reconnecting; poll meanwhile',
        retryAfterSeconds: 10,
      };
    const set = streams.get(subscriberId) ?? new Set<LiveStream>();
    if (set.size >= settings.maxPerSubscriber)
      return {
        status: 429,
        message: `Too many live streams for this subscriber (at most ${settings.maxPerSubscriber})`,
        retryAfterSeconds: 60,
      };
    if (total >= settings.maxStreams)
      return { status: 429, message: 'Too many live streams on this server', retryAfterSeconds: 60 };
    const stream = new LiveStream(settings.retryMs, () => {
      signal.removeEventListener('abort', onAbort);
      removed(subscriberId, stream);
    });
    const onAbort = () => stream.end();
    set.add(stream);
    streams.set(subscriberId, set);
    total++;
    if (set.size === 1) each((watcher) => watcher.opened(subscriberId));
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) stream.end();
    scheduleHeartbeat();
    return stream;
  }

  const broadcast = settings.broadcast;
  let unsubscribe: (() => void | Promise<unknown>) | undefined;
  if (broadcast) {
    try {
      unsubscribe = broadcast.subscribe(
        (message) => {
          const subscriberId = subscriberOfMessage(message, id);
          if (subscriberId !== undefined) deliverHere(subscriberId);
        },
        (up) => {
          connected = up === true;
          // Streams that would miss other servers' notify end now: their browsers poll and reconnect later.
          if (!connected) endAll();
        },
        report,
      );
    } catch (error) {
      fail(`broadcast.subscribe threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function publish(subscriberId: string): Promise<void> {
    if (!broadcast) return;
    let timer: unknown;
    try {
      await Promise.race([
        Promise.resolve(broadcast.publish(broadcastMessage(id, subscriberId))),
        new Promise((_, reject) => {
          timer = clock.setTimeout(
            () =>
              reject(
                new Error(`live hub: the broadcast did not take a message within ${PUBLISH_WAIT_MS} ms`),
              ),
            PUBLISH_WAIT_MS,
          );
        }),
      ]);
    } catch (error) {
      report(error);
    } finally {
      clock.clearTimeout(timer);
    }
  }

  const hub: LiveHub = {
    async notify(subscriberId: string): Promise<void> {
      if (typeof subscriberId !== 'string' || subscriberId === '')
        throw new TypeError(
          `hub.notify: subscriberId must be a non-empty string, not ${subscriberId === '' ? 'an empty string' : typeof subscriberId}`,
        );
      if (closed) return;
      deliverHere(subscriberId);
      await publish(subscriberId);
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      endAll();
      watchers.clear();
      try {
        await unsubscribe?.();
      } catch (error) {
        report(error);
      }
    },
  };
  cores.set(hub, {
    clock,
    open,
    deliverHere,
    watch: (watcher) => void watchers.add(watcher),
  });
  return hub;
}
