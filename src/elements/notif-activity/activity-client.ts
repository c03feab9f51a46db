import { getNotification, listNotifications } from '../../api/operations/events.js';
import { ClientController } from '../../controllers/client-controller.js';
import type { ConfigConsumer } from '../../controllers/config-consumer.js';
import type { NotifConfig } from '../../store/config.js';

/** What the log reads: pages of events and one event's detail. */
const ACTIVITY_OPERATIONS = { listNotifications, getNotification };

const hasCredentials = ({ apiKey, token }: NotifConfig) => Boolean(apiKey || token);

/**
 * The activity log's client: it reads the whole environment (not one subscriber's inbox), so a provider's
 * `subscriber-id` costs nothing here, and there is no client without an API key or a session token: the log is for
 * trusted callers.
 */
export class ActivityClientController extends ClientController<typeof ACTIVITY_OPERATIONS> {
  constructor(configuration: ConfigConsumer) {
    super(configuration, hasCredentials, ACTIVITY_OPERATIONS);
  }

  /** Whether the configuration has an API key or a session token. */
  get hasCredentials(): boolean {
    return hasCredentials(this.config);
  }
}

/** The client the log reads with. */
export type ActivityClient = NonNullable<ActivityClientController['client']>;
