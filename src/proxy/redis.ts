/**
 * `notif-elements/proxy/redis`, `redisBroadcast(client)`: the live hubs of several servers share `notify()` over
 * Redis pub/sub (docs/proxy.md#many-servers). It takes the app's own connected client, node-redis 4/5 (`redis`) or `ioredis`,
 * recognised by its shape (neither is a dependency of this package): it publishes with that client and subscribes
 * on a duplicate of it, since a Redis connection that subscribes can do nothing else.
 *
 * A Redis that goes away never crashes the process: the duplicate's errors are caught, the hub is told it is
 * disconnected (it ends its streams, so the browsers poll, and refuses new ones until Redis is back), and the client
 * reconnects and subscribes again by itself, as both libraries do.
 */
import type { LiveBroadcast } from './live/live-changes.js';
import { knownOptions, nonEmptyString, objectOption, optionFailure, type Fail } from './option-checks.js';

/** Options of {@link redisBroadcast}. */
export interface RedisBroadcastOptions {
  /** The pub/sub channel the hubs share. Default `notif-elements:live`. */
  channel?: string;
}

/** What is used of a node-redis 4/5 client. */
interface NodeRedisLike {
  isOpen: boolean;
  duplicate(): NodeRedisLike;
  connect(): Promise<unknown>;
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  destroy?(): void;
  disconnect(): Promise<unknown> | void;
}

/** What is used of an ioredis client. */
interface IoRedisLike {
  status: string;
  duplicate(): IoRedisLike;
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  disconnect(): void;
}

type Connected = (connected: boolean) => void;

const fail: Fail = optionFailure('redisBroadcast');

function isNodeRedis(client: Record<string, unknown>): boolean {
  return typeof client.isOpen === 'boolean' && typeof client.connect === 'function';
}

function isIoRedis(client: Record<string, unknown>): boolean {
  return typeof client.status === 'string' && typeof client.on === 'function';
}

/** Subscribes on a duplicate of a node-redis client; returns how to stop. */
function subscribeNodeRedis(
  client: NodeRedisLike,
  channel: string,
  onMessage: (message: string) => void,
  onConnected: Connected,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const subscriber = client.duplicate();
  let subscribed = false;
  let stopped = false;
  subscriber.on('error', (error) => {
    onError(error);
    onConnected(false);
  });
  subscriber.on('end', () => onConnected(false));
  subscriber.on('reconnecting', () => onConnected(false));
  // node-redis subscribes again by itself on reconnection.
  subscriber.on('ready', () => {
    if (subscribed) onConnected(true);
  });
  void (async () => {
    try {
      await subscriber.connect();
      await subscriber.subscribe(channel, (message) => onMessage(message));
      if (stopped) return;
      subscribed = true;
      onConnected(true);
    } catch (error) {
      onError(error);
    }
  })();
  return async () => {
    stopped = true;
    if (typeof subscriber.destroy === 'function') subscriber.destroy();
    else await subscriber.disconnect();
  };
}

/** Subscribes on a duplicate of an ioredis client; returns how to stop. */
function subscribeIoRedis(
  client: IoRedisLike,
  channel: string,
  onMessage: (message: string) => void,
  onConnected: Connected,
  onError: (error: unknown) => void,
): () => void {
  const subscriber = client.duplicate();
  let subscribed = false;
  subscriber.on('error', (error) => onError(error));
  subscriber.on('close', () => onConnected(false));
  subscriber.on('reconnecting', () => onConnected(false));
  // ioredis subscribes again by itself (`autoResubscribe`) before it is ready.
  subscriber.on('ready', () => {
    if (subscribed) onConnected(true);
  });
  subscriber.on('message', (heard, message) => {
    if (heard === channel && typeof message === 'string') onMessage(message);
  });
  subscriber.subscribe(channel).then(
    () => {
      subscribed = true;
      onConnected(true);
    },
    (error: unknown) => onError(error),
  );
  return () => subscriber.disconnect();
}

/**
 * A broadcast over Redis pub/sub for `createLiveHub({ broadcast })`, from the app's connected node-redis 4/5 or
 * ioredis client. Throws a `TypeError` for anything else.
 */
export function redisBroadcast(client: unknown, options: RedisBroadcastOptions = {}): LiveBroadcast {
  if (
    typeof client !== 'object' ||
    client === null ||
    typeof (client as { publish?: unknown }).publish !== 'function'
  )
    fail('client must be a connected node-redis 4/5 or ioredis client');
  const shape = client as Record<string, unknown>;
  if (typeof shape.duplicate !== 'function')
    fail('client must have duplicate(), as node-redis and ioredis clients do');
  const nodeRedis = isNodeRedis(shape);
  if (!nodeRedis && !isIoRedis(shape)) fail('client must be a connected node-redis 4/5 or ioredis client');
  objectOption(options, 'options', fail);
  knownOptions(options, ['channel'], fail);
  const channel = nonEmptyString(options.channel ?? 'notif-elements:live', 'channel', fail);
  return {
    publish: (message) => (client as NodeRedisLike | IoRedisLike).publish(channel, message),
    subscribe(onMessage, onConnected = () => undefined, onError = () => undefined) {
      // A Redis that is away fails every reconnection attempt: the first error of each outage is reported.
      let up = false;
      let reported = false;
      const connected: Connected = (now) => {
        if (now) reported = false;
        if (now !== up) onConnected((up = now));
      };
      const failed = (error: unknown) => {
        if (!reported) onError(error);
        reported = true;
      };
      onConnected(false); // until the subscription is confirmed
      return nodeRedis
        ? subscribeNodeRedis(client as NodeRedisLike, channel, onMessage, connected, failed)
        : subscribeIoRedis(client as IoRedisLike, channel, onMessage, connected, failed);
    },
  };
}
