import type { ReactiveControllerHost } from 'lit';
import type { NotifClient } from '../api/client.js';
import type { NotifConfig } from './config.js';
import { ConfigConsumer } from './config-consumer.js';
import { sharedClient } from './shared-client.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Gives an element that needs the client but no feed store its client: the configuration of the nearest
 * `<notif-provider>` under the element's own attributes, and a client shared with every element configured alike.
 * Unlike the inbox's `ApiController` it opens no feed store, so such an element does not carry one.
 */
export class ClientController {
  readonly #configuration: ConfigConsumer;

  constructor(
    host: Host,
    own: () => NotifConfig,
    /** Whether a configuration is complete enough to have a client. */
    private readonly ready: (config: NotifConfig) => boolean,
  ) {
    this.#configuration = new ConfigConsumer(host, own);
  }

  /** The configuration in effect. */
  get config(): NotifConfig {
    return this.#configuration.config;
  }

  /** The shared client, or undefined while the configuration is not complete. */
  get client(): NotifClient | undefined {
    const config = this.config;
    return this.ready(config) ? sharedClient(config) : undefined;
  }
}
