import type { ReactiveControllerHost } from 'lit';
import type { NotifConfig } from '../controllers/config.js';
import { ConfigConsumer } from '../controllers/config-consumer.js';

/**
 * The configuration `<notif-push-register>` registers with: its own attributes over its `<notif-provider>`'s. The
 * client that stores the token is made by the registration itself (`registration-run.ts`), so the button shows
 * without the request code.
 */
export class PushClientController extends ConfigConsumer {
  constructor(host: ReactiveControllerHost & HTMLElement, own: () => NotifConfig) {
    super(host, own);
  }

  /** Whether there is a subscriber to register for. */
  get ready(): boolean {
    return Boolean(this.config.subscriberId);
  }
}
