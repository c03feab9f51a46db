import { ContextConsumer } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { notifConfigContext } from '../context/api-context.js';
import { mergeConfig, type NotifConfig } from './config.js';

/**
 * The configuration an element works with: the nearest `<notif-provider>`'s (through @lit/context, followed as it
 * changes) with the element's own attributes on top. The element re-renders when the provider's changes.
 */
export class ConfigConsumer {
  #provided: NotifConfig | undefined;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly own: () => NotifConfig,
  ) {
    new ContextConsumer(host, {
      context: notifConfigContext,
      subscribe: true,
      callback: (value) => {
        this.#provided = value;
        host.requestUpdate();
      },
    });
  }

  /** The configuration in effect (an own `base-url=""` wins too: it means this page's origin). */
  get config(): NotifConfig {
    return mergeConfig(this.#provided, this.own());
  }
}
