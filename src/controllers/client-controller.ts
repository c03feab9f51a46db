/**
 * The controller that gives an element without a feed store its client: the operations it names, on the connection
 * shared with every element configured alike. Its own module, so that only the elements that use it (the activity
 * log) carry it.
 */
import { bindOperations, type BoundOperations, type Operation } from '../api/bind-operations.js';
import type { Connection } from '../api/connection.js';
import type { NotifConfig } from '../store/config.js';
import type { ConfigConsumer } from './config-consumer.js';
import { sharedConnection } from '../store/shared-connection.js';

/**
 * Gives an element that needs the client but no feed store its client: the operations the element names on a connection shared
 * with every element configured alike. Unlike the inbox's `FeedController` it opens no feed store, so such an element
 * does not carry one, nor any operation it does not call.
 */
export class ClientController<T extends Record<string, Operation>> {
  readonly #configuration: ConfigConsumer;
  #bound: { connection: Connection; client: BoundOperations<T> } | undefined;

  constructor(
    /** The element's configuration (`NotifElement.configuration`): its own attributes over its provider's. */
    configuration: ConfigConsumer,
    /** Whether a configuration is complete enough to have a client. */
    private readonly ready: (config: NotifConfig) => boolean,
    /** The operations the element calls, such as `{ upsertCredentials }`. */
    private readonly operations: T,
  ) {
    this.#configuration = configuration;
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
    let connection: Connection;
    try {
      connection = sharedConnection(config);
    } catch (error) {
      this.#configuration.refused(JSON.stringify([config.baseUrl, config.apiKey, config.token]), error);
      return undefined;
    }
    if (this.#bound?.connection !== connection)
      this.#bound = { connection, client: bindOperations(connection, this.operations) };
    return this.#bound.client;
  }
}
