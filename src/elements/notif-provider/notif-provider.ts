import { ContextProvider } from '@lit/context';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { notifConfigContext } from '../../context/api-context.js';

/**
 * @summary Holds the configuration every `notif-*` element inside it uses, so that they share one client and one
 * store. Changing an attribute reconfigures every element below it. Elements' own attributes win over it.
 *
 * @slot - The elements (or a whole page section) that use this configuration.
 */
@customElement('notif-provider')
export class NotifProvider extends LitElement {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  readonly #provider = new ContextProvider(this, { context: notifConfigContext, initialValue: undefined });

  /** Prefix of every request: `<base-url>/v1/…`; empty means this page's origin (a proxy path works too). */
  @property({ attribute: 'base-url' }) baseUrl?: string;

  /** The subscriber whose inbox the elements show. */
  @property({ attribute: 'subscriber-id' }) subscriberId?: string;

  /** The environment's API key. For localhost, demos and internal tools only: it is a server secret. */
  @property({ attribute: 'api-key' }) apiKey?: string;

  /** A session token, sent as `Authorization: Bearer <token>`. */
  @property() token?: string;

  /** BCP 47 locale for dates and numbers (default: the browser's). */
  @property() locale?: string;

  /** A fetch to use instead of the global one (tests, stories, custom transports). */
  @property({ attribute: false }) fetch?: typeof fetch;

  override willUpdate(): void {
    this.#provider.setValue({
      baseUrl: this.baseUrl,
      subscriberId: this.subscriberId,
      apiKey: this.apiKey,
      token: this.token,
      locale: this.locale,
      fetch: this.fetch,
    });
  }

  override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'notif-provider': NotifProvider;
  }
}
