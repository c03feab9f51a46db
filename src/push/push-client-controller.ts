import type { ReactiveControllerHost } from 'lit';
import { ClientController } from '../controllers/shared-client.js';
import type { NotifConfig } from '../controllers/config.js';
import { upsertCredentials } from './credentials-on-demand.js';

/** What a registration sends: operation 1, fetched with its request code on first use. */
const PUSH_OPERATIONS = { upsertCredentials };

/** The push register's client: registration is per subscriber, so there is none until the configuration names one. */
export class PushClientController extends ClientController<typeof PUSH_OPERATIONS> {
  constructor(host: ReactiveControllerHost & HTMLElement, own: () => NotifConfig) {
    super(host, own, (config) => Boolean(config.subscriberId), PUSH_OPERATIONS);
  }
}

/** The client a registration stores its token with. */
export type PushClient = NonNullable<PushClientController['client']>;
