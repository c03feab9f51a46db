/**
 * `createLiveHub()`: the live channel's hub (docs/proxy.md#live-channel). It holds the open live streams of this
 * process, per subscriber, within caps; `notify(subscriberId)` tells every stream of that subscriber, here and, through
 * a broadcast such as Redis pub/sub, on every other server. The proxy opens the streams (`createInboxProxy({ live })`);
 * the backend only calls `notify` and, when it shuts down, `close`.
 */
import { realClock, type Clock } from '../../utils/clock.js';
import {
  MAX_TIMER_MS,
  clockOption,
  functionOption,
  knownOptions,
  objectOption,
  optionFailure,
  type Fail,
  positiveInteger,
} from '../option-checks.js';
import { HeartbeatRounds } from './heartbeat-rounds.js';
import {
  ARRIVED,
  broadcastMessage,
  changeOfMessage,
  isLiveBroadcast,
  type LiveBroadcast,
  type LiveChange,
} from './live-changes.js';
import type { HubStream, SessionCheck } from './hub-stream.js';
import { LiveStream } from './live-streams.js';

/** Options of {@link createLiveHub}. */
export interface LiveHubOptions {
  /** How hubs on several servers share `notify()`; default: this process only. See `redisBroadcast`. */
  broadcast?: LiveBroadcast;
  /** Streams one subscriber may hold in this process (tabs of several browsers); past it, 429. Default 10. */
  maxStreamsPerSubscriber?: number;
  /** Streams this process holds at most; past it, 429. Default 10000. */
  maxStreams?: number;
  /**
   * What tells the browsers apart for `maxStreamsPerClient`: a key of the request (the address your load balancer
   * puts in a header you trust, say), or `undefined` for none. Without it, there is no per-client cap.
   */
  clientKey?: (request: Request) => string | undefined;
  /** Streams one client (by `clientKey`) may hold in this process, whichever subscribers; past it, 429. Default 20. */
  maxStreamsPerClient?: number;
  /**
   * How long a stream lives at most, in milliseconds (each a little less or more, so they do not all end together);
   * the browser reconnects and its session is resolved again. Default 1800000 (30 minutes).
   */
  maxStreamLifetimeMs?: number;
  /**
   * How often the proxy asks `resolveSubscriber` again for each open stream, in milliseconds; a stream whose session
   * no longer names its subscriber ends. Default 60000.
   */
  sessionRecheckMs?: number;
  /**
   * How often an idle stream gets a heartbeat comment, in milliseconds. Default 25000. The streams are visited in
   * slices spread over this interval, which is also the resolution of the lifetime and the session re-check.
   */
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
   * arrived. Resolves once this process's streams heard it; the broadcast's publish goes on behind it, and a publish
   * that fails or is slow is reported to `onError`, never thrown or waited for (the browsers' safety-net poll still
   * finds the message). Rejects only for an id that is not a non-empty string.
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

/** What the proxy knows of a new stream besides its subscriber. */
export interface StreamTerms {
  /** The client (see `clientKey`) holding it. */
  client?: string;
  /** Asks whether the stream's session still names its subscriber (every `sessionRecheckMs`). */
  stillSignedIn?: SessionCheck;
}

/** Told when a subscriber's first stream opens here and when its last one ends (the proxy's polling). */
export interface StreamWatcher {
  opened(subscriberId: string): void;
  closed(subscriberId: string): void;
}

/** What the proxy reaches of a hub, besides its public face. */
export interface HubCore {
  readonly clock: Clock;
  /**
   * Opens a stream for `subscriberId` answering `request` (ended when its signal aborts; its URL and headers kept for
   * the session re-check); or says why not.
   */
  open(subscriberId: string, request: Request, terms?: StreamTerms): LiveStream | StreamRefusal;
  /**
   * Opens a stream for `subscriberId` made by `start` (told the `retry:` delay, and what to tell once, with the
   * stream, when it ends), within the same caps as `open`; or says why not, without calling `start`.
   */
  openWith<S extends HubStream>(
    subscriberId: string,
    terms: StreamTerms,
    start: (retryMs: number, onEnd: (stream: HubStream) => void) => S,
  ): S | StreamRefusal;
  /** The client key of a request (`clientKey`), or `undefined`; a key function that throws is reported. */
  clientOf(request: Request): string | undefined;
  /** Tells this process's streams of `subscriberId`, and no other process. */
  deliverHere(subscriberId: string, change: LiveChange): void;
  /** Tells every stream of `subscriberId`, here and over the broadcast (the proxy, after a mark it forwarded). */
  tell(subscriberId: string, change: LiveChange): void;
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
  'clientKey',
  'maxStreamsPerClient',
  'maxStreamLifetimeMs',
  'sessionRecheckMs',
  'onError',
  'clock',
];
/** A publish the broadcast has not taken within this time is reported as slow (a Redis that is away queues it). */
const PUBLISH_WAIT_MS = 2000;
/** What every stream hears when the broadcast is back: whatever other servers said meanwhile was missed. */
const RECONNECTED: LiveChange = Object.freeze({ kind: 'changed' });

const fail: Fail = optionFailure('createLiveHub');

/** A positive count or delay of the hub's options, as every one of them is. */
function positive(value: unknown, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  return positiveInteger(value, name, fallback, fail, { max });
}

function checkedOptions(options: LiveHubOptions) {
  objectOption(options, 'options', fail);
  knownOptions(options, KNOWN_OPTIONS, fail);
  if (options.broadcast !== undefined && !isLiveBroadcast(options.broadcast))
    fail(
      'broadcast must have publish(message) and subscribe(onMessage) functions, such as redisBroadcast(client)',
    );
  const onError = functionOption(options.onError, 'onError', fail) ?? (() => undefined);
  const clientKey = functionOption(options.clientKey, 'clientKey', fail, {
    says: 'a function of the request',
  });
  const clock = clockOption(options.clock, fail) ?? realClock;
  return {
    broadcast: options.broadcast,
    maxPerSubscriber: positive(options.maxStreamsPerSubscriber, 'maxStreamsPerSubscriber', 10),
    maxStreams: positive(options.maxStreams, 'maxStreams', 10_000),
    heartbeatMs: positive(options.heartbeatMs, 'heartbeatMs', 25_000, MAX_TIMER_MS),
    retryMs: positive(options.retryMs, 'retryMs', 3000, MAX_TIMER_MS),
    clientKey,
    maxPerClient: positive(options.maxStreamsPerClient, 'maxStreamsPerClient', 20),
    lifetimeMs: positive(options.maxStreamLifetimeMs, 'maxStreamLifetimeMs', 30 * 60_000),
    recheckMs: positive(options.sessionRecheckMs, 'sessionRecheckMs', 60_000),
    onError,
    clock,
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
  /**
   * The streams of each subscriber: the first, which links to the next (`nextOfSubscriber`). A subscriber holds one or
   * a few (at most `maxStreamsPerSubscriber`), and a link on the stream costs a fraction of a list or a `Set`.
   */
  const streams = new Map<string, HubStream>();
  const clients = new Map<string, number>();
  const watchers = new Set<StreamWatcher>();
  const rounds = new HeartbeatRounds<HubStream>(clock, settings.heartbeatMs, visit);
  let total = 0;
  let closed = false;
  /** Whether the broadcast hears other servers now; `everConnected` once it has. */
  let connected = true;
  let everConnected = true;

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

  /** A stream's turn in the rounds: past its lifetime it ends, else it gets its heartbeat and, when due, its check. */
  function visit(stream: HubStream, now: number): void {
    if (now >= stream.expiresAt) return stream.end();
    stream.heartbeat();
    const stillSignedIn = stream.stillSignedIn;
    if (!stillSignedIn || now < stream.recheckAt) return;
    stream.recheckAt = now + settings.recheckMs;
    stillSignedIn(stream).then(
      (yes) => {
        if (!yes) stream.end();
      },
      (error: unknown) => report(error),
    );
  }

  /** The streams of `subscriberId`, as a list taken now (telling a stream may end it, which unlinks it). */
  function streamsOf(subscriberId: string): HubStream[] {
    const list: HubStream[] = [];
    for (let stream = streams.get(subscriberId); stream; stream = stream.nextOfSubscriber) list.push(stream);
    return list;
  }

  /** Every stream held, as a list taken now. */
  function allStreams(): HubStream[] {
    return [...streams.keys()].flatMap(streamsOf);
  }

  /** Unlinks `stream` from its subscriber's streams; whether it was there. */
  function unlinked(stream: HubStream): boolean {
    const { subscriberId, nextOfSubscriber: next } = stream;
    const first = streams.get(subscriberId);
    if (first === stream) {
      if (next) streams.set(subscriberId, next);
      else streams.delete(subscriberId);
    } else {
      let before = first;
      while (before && before.nextOfSubscriber !== stream) before = before.nextOfSubscriber;
      if (!before) return false;
      before.nextOfSubscriber = next;
    }
    stream.nextOfSubscriber = undefined;
    return true;
  }

  /** The hub's end of a stream, whoever ended it: one function for every stream. */
  function removed(stream: HubStream): void {
    if (!unlinked(stream)) return;
    total--;
    rounds.delete(stream);
    if (stream.client !== undefined) {
      const left = (clients.get(stream.client) ?? 1) - 1;
      if (left > 0) clients.set(stream.client, left);
      else clients.delete(stream.client);
    }
    if (!streams.has(stream.subscriberId)) each((watcher) => watcher.closed(stream.subscriberId));
  }

  function endAll(): void {
    for (const stream of allStreams()) stream.end();
  }

  function deliverHere(subscriberId: string, change: LiveChange): void {
    for (const stream of streamsOf(subscriberId)) stream.changed(change);
  }

  function deliverEverywhereHere(change: LiveChange): void {
    for (const stream of allStreams()) stream.changed(change);
  }

  function clientOf(request: Request): string | undefined {
    if (!settings.clientKey) return undefined;
    try {
      const key = settings.clientKey(request);
      return typeof key === 'string' && key !== '' ? key : undefined;
    } catch (error) {
      report(error);
      return undefined;
    }
  }

  function openWith<S extends HubStream>(
    subscriberId: string,
    terms: StreamTerms,
    start: (retryMs: number, onEnd: (stream: HubStream) => void) => S,
  ): S | StreamRefusal {
    if (closed) return { status: 503, message: 'The live channel is closed', retryAfterSeconds: 30 };
    const first = streams.get(subscriberId);
    let last = first;
    let count = first ? 1 : 0;
    for (; last?.nextOfSubscriber; last = last.nextOfSubscriber) count++;
    if (count >= settings.maxPerSubscriber)
      return {
        status: 429,
        message: `Too many live streams for this subscriber (at most ${settings.maxPerSubscriber})`,
        retryAfterSeconds: 60,
      };
    const client = terms.client;
    if (client !== undefined && (clients.get(client) ?? 0) >= settings.maxPerClient)
      return {
        status: 429,
        message: `Too many live streams for this client (at most ${settings.maxPerClient})`,
        retryAfterSeconds: 60,
      };
    if (total >= settings.maxStreams)
      return { status: 429, message: 'Too many live streams on this server', retryAfterSeconds: 60 };
    const now = clock.now();
    // `start` never ends the stream before it is held (the browser that left already is told after).
    const stream = start(settings.retryMs, removed);
    // The subscriber's id as its first stream holds it: one string for all its streams.
    stream.subscriberId = first?.subscriberId ?? subscriberId;
    stream.client = client;
    // From 90 % to 100 % of the lifetime: the streams opened together do not all come back together.
    stream.expiresAt = now + settings.lifetimeMs * (0.9 + Math.random() / 10);
    stream.stillSignedIn = terms.stillSignedIn;
    stream.recheckAt = now + settings.recheckMs;
    if (last) last.nextOfSubscriber = stream;
    else streams.set(subscriberId, stream);
    total++;
    if (client !== undefined) clients.set(client, (clients.get(client) ?? 0) + 1);
    rounds.add(stream);
    if (!first) each((watcher) => watcher.opened(subscriberId));
    return stream;
  }

  function open(subscriberId: string, request: Request, terms: StreamTerms = {}): LiveStream | StreamRefusal {
    const { signal } = request;
    const onAbort = () => (opened as LiveStream).end();
    const opened = openWith(
      subscriberId,
      terms,
      (retryMs, onEnd) =>
        new LiveStream(
          retryMs,
          (stream) => {
            signal.removeEventListener('abort', onAbort);
            onEnd(stream);
          },
          request,
        ),
    );
    if (!(opened instanceof LiveStream)) return opened;
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) opened.end();
    return opened;
  }

  const broadcast = settings.broadcast;
  let unsubscribe: (() => void | Promise<unknown>) | undefined;
  if (broadcast) {
    let heardAny = false;
    try {
      unsubscribe = broadcast.subscribe(
        (message) => {
          const heard = changeOfMessage(message, id);
          if (heard) deliverHere(heard.subscriberId, heard.change);
        },
        (up) => {
          // An adapter that says `false` first is still connecting: its first `true` is no recovery.
          if (!heardAny && up !== true) everConnected = false;
          heardAny = true;
          const was = connected;
          connected = up === true;
          // Streams stay open while the broadcast is away (local notifies still reach them); once it is back, each
          // hears one `changed` for what other servers said meanwhile. The first connection is no recovery.
          if (connected && !was && everConnected) deliverEverywhereHere(RECONNECTED);
          if (connected) everConnected = true;
        },
        report,
      );
    } catch (error) {
      fail(`broadcast.subscribe threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Publishes in the background: a failure, or a publish slower than `PUBLISH_WAIT_MS`, goes to `onError`. */
  function publish(subscriberId: string, change: LiveChange): void {
    if (!broadcast || closed) return;
    let taken = false;
    const timer = clock.setTimeout(() => {
      if (!taken)
        report(new Error(`live hub: the broadcast did not take a message within ${PUBLISH_WAIT_MS} ms`));
    }, PUBLISH_WAIT_MS);
    const done = () => {
      taken = true;
      clock.clearTimeout(timer);
    };
    try {
      Promise.resolve(broadcast.publish(broadcastMessage(id, subscriberId, change))).then(done, (error) => {
        done();
        report(error);
      });
    } catch (error) {
      done();
      report(error);
    }
  }

  function tell(subscriberId: string, change: LiveChange): void {
    if (closed) return;
    deliverHere(subscriberId, change);
    publish(subscriberId, change);
  }

  const hub: LiveHub = {
    async notify(subscriberId: string): Promise<void> {
      if (typeof subscriberId !== 'string' || subscriberId === '')
        throw new TypeError(
          `hub.notify: subscriberId must be a non-empty string, not ${subscriberId === '' ? 'an empty string' : typeof subscriberId}`,
        );
      tell(subscriberId, ARRIVED);
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
    openWith,
    clientOf,
    deliverHere,
    tell,
    watch: (watcher) => void watchers.add(watcher),
  });
  return hub;
}
