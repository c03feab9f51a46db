import type { LitElement, PropertyDeclarations } from 'lit';
import type { NotifConfig } from '../../store/config.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** The attributes that say which service to call and how: what every element that calls the service accepts. */
export interface NotifServiceConfigurableElement extends Pick<
  NotifConfig,
  'baseUrl' | 'apiKey' | 'token' | 'locale' | 'fetch'
> {
  /** These attributes as a configuration, for the element's controller. */
  readonly ownConfig: NotifConfig;
}

/** The configuration attributes every subscriber-facing element accepts (and `<notif-provider>` provides). */
export interface NotifConfigurableElement
  extends NotifServiceConfigurableElement, Pick<NotifConfig, 'subscriberId' | 'live'> {}

/**
 * Adds the attributes that reach the service — `base-url`, `api-key`, `token`, `locale` and the `fetch` property —
 * to an element that reads the whole environment rather than one subscriber's notifications (the activity log).
 */
export const NotifServiceConfigurable = <T extends Constructor<LitElement>>(Base: T) => {
  class ServiceConfigurable extends Base {
    static properties: PropertyDeclarations = {
      baseUrl: { attribute: 'base-url' },
      apiKey: { attribute: 'api-key' },
      token: {},
      locale: {},
      fetch: { attribute: false },
    };

    /** Prefix of every request: `<base-url>/v1/…`; empty means this page's origin (a proxy path works too). */
    declare baseUrl?: string;
    /** The environment's API key: for localhost, demos and internal tools only (it is a server secret). */
    declare apiKey?: string;
    /** A session token, sent as `Authorization: Bearer <token>`. */
    declare token?: string;
    /** BCP 47 locale of the strings (built in: ar, de, es, fr, he, it, ja, pt-BR, zh-CN; English otherwise), dates and numbers; a right-to-left language sets `dir="rtl"` unless the page set `dir` (default: the provider's, else English strings and the browser's formats). */
    declare locale?: string;
    /** A fetch to use instead of the global one (tests, stories, custom transports). */
    declare fetch?: typeof globalThis.fetch;

    /** @internal These attributes as a configuration, for the element's controllers. */
    get ownConfig(): NotifConfig {
      const { baseUrl, apiKey, token, locale, fetch } = this;
      return { baseUrl, apiKey, token, locale, fetch };
    }
  }
  return ServiceConfigurable as Constructor<NotifServiceConfigurableElement> & T;
};

/**
 * Adds the shared configuration attributes — `base-url`, `subscriber-id`, `api-key`, `token`, `locale` and the
 * `fetch` property — to an element, declared once for all of them.
 */
export const NotifConfigurable = <T extends Constructor<LitElement>>(Base: T) => {
  class Configurable extends NotifServiceConfigurable(Base) {
    static properties: PropertyDeclarations = {
      subscriberId: { attribute: 'subscriber-id' },
      live: {},
    };

    /** The subscriber whose notifications are shown. */
    declare subscriberId?: string;
    /** `auto` (default): arrivals come over the base URL's live stream when it offers one (a proxy with a live hub); `off`: polling only. */
    declare live?: 'auto' | 'off';

    /** @internal These attributes as a configuration, for the element's controllers. */
    override get ownConfig(): NotifConfig {
      return { ...super.ownConfig, subscriberId: this.subscriberId, live: this.live };
    }
  }
  return Configurable as Constructor<NotifConfigurableElement> & T;
};
