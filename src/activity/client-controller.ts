import type { ReactiveControllerHost } from 'lit';
import { ClientController } from '../controllers/client-controller.js';
import type { NotifConfig } from '../controllers/config.js';

const hasCredentials = ({ apiKey, token }: NotifConfig) => Boolean(apiKey || token);

/**
 * The activity log's client: it reads the whole environment (not one subscriber's inbox), so a provider's
 * `subscriber-id` costs nothing here, and there is no client without an API key or a session token: the log is for
 * trusted callers.
 */
export class ActivityClientController extends ClientController {
  constructor(host: ReactiveControllerHost & HTMLElement, own: () => NotifConfig) {
    super(host, own, hasCredentials);
  }

  /** Whether the configuration has an API key or a session token. */
  get hasCredentials(): boolean {
    return hasCredentials(this.config);
  }
}
