/** What an element needs to reach the service: its own attributes, or its `<notif-provider>`'s. */
export interface NotifConfig {
  /** Prefix of every request (`<baseUrl>/v1/…`); empty means the page's origin. */
  baseUrl?: string;
  subscriberId?: string;
  /** The environment's API key: for localhost, demos and internal tools only. */
  apiKey?: string;
  /** A session token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** BCP 47 locale of the strings, dates and numbers. */
  locale?: string;
  /** A fetch to use instead of the global one (tests, stories, custom transports). */
  fetch?: typeof fetch;
  /** `auto` (default): use the base URL's live stream when it offers one; `off`: poll only. */
  live?: 'auto' | 'off';
}

const KEYS = ['baseUrl', 'subscriberId', 'apiKey', 'token', 'locale', 'fetch', 'live'] as const;

/** The provider's configuration with the element's own values on top (an element's own attributes win). */
export function mergeConfig(provided: NotifConfig | undefined, own: NotifConfig): NotifConfig {
  const merged: NotifConfig = { ...provided };
  for (const key of KEYS) {
    const value = own[key];
    // An empty base-url is meaningful (this page's origin) and wins; other empty attributes mean "not set".
    const set = value !== undefined && value !== null && (value !== '' || key === 'baseUrl');
    if (set) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
