import type { NotifClientOptions } from '../api/connection.js';

/**
 * The configuration, described once: what an element needs to reach the service (its own attributes, or its
 * `<notif-provider>`'s). The headless feed's options, the elements' attributes and the client's options take their
 * fields from it, and the base URL's from the client's (one rule, `api/base-url.ts`).
 */
export interface NotifConfig extends Pick<NotifClientOptions, 'baseUrl' | 'fetch'> {
  /** The subscriber whose notifications are shown. */
  subscriberId?: string;
  /** The environment's API key: for localhost, demos and internal tools only (it is a server secret). */
  apiKey?: string;
  /** A session token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** BCP 47 locale of the strings, dates and numbers. */
  locale?: string;
  /**
   * `auto` (default): when the base URL announces a live stream (a proxy with a live hub), every change comes in
   * about a second and polling slows to a safety net; `on`: the stream is asked for even unannounced; `off`: polling
   * only.
   */
  live?: 'auto' | 'on' | 'off';
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
