import type { ReactiveControllerHost } from 'lit';
import type { NotifClient } from '../api/client.js';
import type { NotifConfig } from '../controllers/config.js';
import { ConfigConsumer } from '../controllers/config-consumer.js';
import { sharedClient } from '../controllers/session.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Gives an element that reads the whole environment (not one subscriber's inbox) its client: the configuration of
 * the nearest `<notif-provider>` under the element's own attributes, and a client shared with every element
 * configured alike. Unlike the inbox's `ApiController`, it opens no feed store, so a provider's `subscriber-id`
 * costs nothing here. There is no client without an API key or a session token: the log is for trusted callers.
 */
export class ActivityClientController {
  readonly #configuration: ConfigConsumer;

  constructor(host: Host, own: () => NotifConfig) {
    this.#configuration = new ConfigConsumer(host, own);
  }

  /** The configuration in effect. */
  get config(): NotifConfig {
    return this.#configuration.config;
  }

  /** Whether the configuration has an API key or a session token. */
  get hasCredentials(): boolean {
    const { apiKey, token } = this.config;
    return Boolean(apiKey || token);
  }

  /** The shared client, or undefined without credentials. */
  get client(): NotifClient | undefined {
    const config = this.config;
    return config.apiKey || config.token ? sharedClient(config) : undefined;
  }
}
