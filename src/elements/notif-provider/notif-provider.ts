import { LitElement, css, html } from 'lit';
import { ConfigProvider } from '../../controllers/config-provider.js';
import { NotifConfigurable } from '../shared/configurable.js';
import { PROVIDER_TAG } from '../shared/tag-names.js';

/**
 * @summary Holds the configuration every `notif-*` element inside it uses, so that they share one client and one
 * store. Changing an attribute reconfigures every element below it. Elements' own attributes win over it.
 *
 * @slot - The elements (or a whole page section) that use this configuration.
 *
 * @tagname notif-provider
 */
export class NotifProvider extends NotifConfigurable(LitElement) {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = PROVIDER_TAG;
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  constructor() {
    super();
    new ConfigProvider(this, () => this.ownConfig);
  }

  override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [NotifProvider.tagName]: NotifProvider;
  }
}
