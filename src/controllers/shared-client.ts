/**
 * The client shared by the elements configured alike: one connection per base URL, credentials and fetch, and the
 * controller that gives an element without a feed store its operations on that connection. In the one file every
 * element loads, so the push register and the activity log fetch no file of their own for it.
 */
import type { ReactiveControllerHost } from 'lit';
import { bindOperations, type BoundOperations, type Operation } from '../api/bind-operations.js';
import { connect, type Connection } from '../api/connection.js';
import { warnAboutApiKey } from './api-key-warning.js';
import type { NotifAuth } from '../api/transport.js';
import type { NotifConfig } from './config.js';
import { ConfigConsumer } from './config-consumer.js';

/** How the client authenticates for this configuration. */
export function authOf(config: NotifConfig): NotifAuth {
  if (config.apiKey) return { apiKey: config.apiKey };
  if (config.token) return { token: config.token };
  return 'none';
}

/** Connections without a subscriber, per fetch (a WeakMap, so a test's or story's fetch is not kept alive) and key. */
const connections = new WeakMap<typeof fetch, Map<string, Connection>>();
const globalFetchConnections = new Map<string, Connection>();

/**
 * A connection for `config`, shared by every element with the same base URL, credentials and fetch: the sessions'
 * stores use it, and so do the activity log and the push register, which need no store (and so do not carry one).
 * Each calls the operation functions it needs on it, so a page carries no operation it does not use. Connections
 * hold no state of their own, so they are kept for the page's lifetime rather than counted and released like
 * sessions.
 */
export function sharedConnection(config: NotifConfig): Connection {
  if (config.apiKey) warnAboutApiKey();
  const auth = authOf(config);
  const key = JSON.stringify([config.baseUrl ?? '', auth]);
  let byKey = config.fetch ? connections.get(config.fetch) : globalFetchConnections;
  if (!byKey) {
    byKey = new Map();
    connections.set(config.fetch!, byKey);
  }
  let connection = byKey.get(key);
  if (!connection) {
    connection = connect({ baseUrl: config.baseUrl ?? '', auth, fetch: config.fetch });
    byKey.set(key, connection);
  }
  return connection;
}

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Gives an element that needs the client but no feed store its client: the configuration of the nearest
 * `<notif-provider>` under the element's own attributes, and the operations the element names on a connection shared
 * with every element configured alike. Unlike the inbox's `ApiController` it opens no feed store, so such an element
 * does not carry one, nor any operation it does not call.
 */
export class ClientController<T extends Record<string, Operation>> {
  readonly #configuration: ConfigConsumer;
  #bound: { connection: Connection; client: BoundOperations<T> } | undefined;

  constructor(
    host: Host,
    own: () => NotifConfig,
    /** Whether a configuration is complete enough to have a client. */
    private readonly ready: (config: NotifConfig) => boolean,
    /** The operations the element calls, such as `{ upsertCredentials }`. */
    private readonly operations: T,
  ) {
    this.#configuration = new ConfigConsumer(host, own);
  }

  /** The configuration in effect. */
  get config(): NotifConfig {
    return this.#configuration.config;
  }

  /**
   * The element's operations on the shared connection, or undefined while the configuration is not complete. The
   * same object while the connection is the same, so it can be compared to tell a new client from the old.
   */
  get client(): BoundOperations<T> | undefined {
    const config = this.config;
    if (!this.ready(config)) return undefined;
    const connection = sharedConnection(config);
    if (this.#bound?.connection !== connection)
      this.#bound = { connection, client: bindOperations(connection, this.operations) };
    return this.#bound.client;
  }
}
