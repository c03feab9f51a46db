import { ContextEvent as ContextRequestEvent } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { notifConfigContext } from './config-context.js';
import { mergeConfig, type NotifConfig } from '../store/config.js';
import { NotifErrorEvent } from '../events/notif-error.js';

type Unsubscribe = () => void;

/**
 * The configuration an element works with: the nearest `<notif-provider>`'s (asked for with the `context-request`
 * event of `@lit/context`, and followed as it changes) with the element's own attributes on top. The element
 * re-renders when the provider's changes. Written for this one context, as `ConfigProvider` is, so a page does not
 * load the general consumer.
 */
export class ConfigConsumer implements ReactiveController {
  #provided: NotifConfig | undefined;
  #unsubscribe: Unsubscribe | undefined;
  /** The key of the last configuration the client refused. */
  #refused: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly own: () => NotifConfig,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.dispatchEvent(new ContextRequestEvent(notifConfigContext, this.host, this.#receive, true));
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** The configuration in effect (an own `base-url=""` wins too: it means this page's origin). */
  get config(): NotifConfig {
    return mergeConfig(this.#provided, this.own());
  }

  /**
   * The client refused the configuration `key` names (a base-url that is no base URL): nothing is sent, and the
   * element says so with a `notif-error` of operation `configure`, once per configuration however often it is tried.
   */
  refused(key: string, error: unknown): void {
    if (this.#refused !== key)
      this.host.dispatchEvent(new NotifErrorEvent({ operation: 'configure', error: error as Error }));
    this.#refused = key;
  }

  /** A provider's answer; one identity for every request, so a provider that is asked again keeps one subscription. */
  #receive = (value: NotifConfig | undefined, unsubscribe?: Unsubscribe): void => {
    // Another unsubscribe: a nearer provider took over, and the former one is left.
    if (this.#unsubscribe !== unsubscribe) this.#unsubscribe?.();
    this.#unsubscribe = unsubscribe;
    this.#provided = value;
    this.host.requestUpdate();
  };
}
