import { ContextEvent as ContextRequestEvent } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { notifConfigContext } from './config-context.js';
import type { NotifConfig } from '../store/config.js';

type Callback = (value: NotifConfig | undefined, unsubscribe?: () => void) => void;

/**
 * Gives a configuration to every `notif-*` element below its host that asks for it, and again each time it changes:
 * the context protocol of `@lit/context` (`context-request`, and `context-provider` for a provider that upgrades
 * late between a consumer and this one), for this one context only, so a page does not load the general provider.
 * What it gives is read from `value` before each update of its host: a provider's own attributes, or the
 * configuration an inbox or the toasts pass on to the message cards they render.
 */
export class ConfigProvider implements ReactiveController {
  #value: NotifConfig | undefined;
  readonly #subscriptions = new Map<Callback, { consumer: EventTarget; unsubscribe: () => void }>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The configuration to give, read before each update of the host. */
    private readonly value: () => NotifConfig | undefined,
  ) {
    host.addController(this);
    host.addEventListener('context-request', this.#onRequest);
    host.addEventListener('context-provider', this.#onProvider);
  }

  hostConnected(): void {
    // Consumers below that found an outer provider first ask again, and find this one.
    this.host.dispatchEvent(
      Object.assign(new Event('context-provider', { bubbles: true, composed: true }), {
        context: notifConfigContext,
        contextTarget: this.host,
      }),
    );
  }

  hostUpdate(): void {
    this.setValue(this.value());
  }

  /** Sets the configuration and passes a changed one to every subscribed element. */
  setValue(value: NotifConfig | undefined): void {
    if (Object.is(value, this.#value)) return;
    this.#value = value;
    for (const [callback, { unsubscribe }] of this.#subscriptions) callback(value, unsubscribe);
  }

  #onRequest = (event: Event): void => {
    const request = event as ContextRequestEvent<typeof notifConfigContext>;
    const consumer = request.contextTarget ?? request.composedPath()[0];
    if (request.context !== notifConfigContext || !consumer || consumer === this.host) return;
    event.stopPropagation();
    if (!request.subscribe) return request.callback(this.#value);
    const callback = request.callback as Callback;
    let subscription = this.#subscriptions.get(callback);
    if (!subscription) {
      subscription = { consumer, unsubscribe: () => this.#subscriptions.delete(callback) };
      this.#subscriptions.set(callback, subscription);
    }
    callback(this.#value, subscription.unsubscribe);
  };

  /** A provider upgraded below this one: the elements this one serves ask again, and the nearer one answers. */
  #onProvider = (event: Event): void => {
    const { context, contextTarget } = event as Event & { context?: unknown; contextTarget?: EventTarget };
    const child = contextTarget ?? event.composedPath()[0];
    if (context !== notifConfigContext || child === this.host) return;
    event.stopPropagation();
    for (const [callback, { consumer }] of [...this.#subscriptions]) {
      consumer.dispatchEvent(
        new ContextRequestEvent(notifConfigContext, consumer as Element, callback, true),
      );
    }
  };
}
