/**
 * What `createNotifFeed` is given: the configuration the elements take (service, subscriber, credentials, fetch),
 * plus how the feed pages and polls. Checked when the feed is made, so a wrong configuration fails there, naming the
 * field, and not at the first request.
 */
import {
  integerIn,
  nonEmptyString,
  idString,
  oneOf,
  record,
  steps,
  isString,
  type Rule,
} from '../api/checks.js';
import { LIMITS } from '../api/limits.js';
import { validated } from '../api/validated.js';
import { sessionKey } from './session-key.js';

export interface NotifFeedConfig {
  /** The subscriber whose notifications the feed holds. */
  subscriberId: string;
  /**
   * Prefix of every request (`<baseUrl>/v1/…`): an `http(s)` URL, or a path on this page's origin such as
   * `/api/notif` (a backend running `createInboxProxy`). Empty or left out: this page's origin.
   */
  baseUrl?: string;
  /** The environment's API key: for localhost, demos and internal tools only (it is a server secret). */
  apiKey?: string;
  /** A session token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** A fetch to use instead of the global one (tests, custom transports). */
  fetch?: typeof fetch;
  /** Messages per page, 1–100. Default 20. */
  pageSize?: number;
  /** How often the counts are read again, in milliseconds; 0 turns polling off. Default 30000. */
  pollInterval?: number;
  /**
   * `auto` (default): when the base URL offers a live stream (a proxy with a live hub), arrivals come in about a
   * second and polling slows to a safety net; `off`: polling only.
   */
  live?: 'auto' | 'off';
}

/** A configuration that passed {@link checkFeedConfig}: the defaults filled in. */
export type CheckedFeedConfig = NotifFeedConfig &
  Required<Pick<NotifFeedConfig, 'pageSize' | 'pollInterval'>>;

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_POLL_INTERVAL = 30_000;

/** An `http:`/`https:` URL without a query or fragment, a path from this origin's root, or empty. */
function isBaseUrl(value: string): boolean {
  if (value === '' || value.startsWith('/')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

const baseUrl = /* @__PURE__ */ steps(
  [isString, 'must be a string'],
  [isBaseUrl, 'must be an http(s) URL, a path such as /api/notif, or empty for this page’s origin'],
);

const fetchFunction = /* @__PURE__ */ steps([(value) => typeof value === 'function', 'must be a function']);

const feedConfig: Rule = /* @__PURE__ */ record({
  subscriberId: idString,
  '?baseUrl': baseUrl,
  '?apiKey': nonEmptyString,
  '?token': nonEmptyString,
  '?fetch': fetchFunction,
  '?pageSize': integerIn(LIMITS.feed.min, LIMITS.feed.max),
  '?pollInterval': integerIn(0),
  '?live': oneOf(['auto', 'off']),
});

/** The configuration with its defaults, or a `NotifValidationError` naming the first wrong field. */
export function checkFeedConfig(config: NotifFeedConfig): CheckedFeedConfig {
  const checked = validated<NotifFeedConfig>(feedConfig, config, 'config');
  return {
    ...checked,
    pageSize: checked.pageSize ?? DEFAULT_PAGE_SIZE,
    pollInterval: checked.pollInterval ?? DEFAULT_POLL_INTERVAL,
  };
}

/**
 * A key made of the configuration's values (the `fetch` by identity): two configurations with the same key make the
 * same feed. Framework bindings key their feed by it, so a configuration object made afresh on every render does not
 * make a new feed.
 */
export function feedConfigKey(config: NotifFeedConfig): string {
  return JSON.stringify([sessionKey(config), config?.pageSize, config?.pollInterval, config?.live]);
}
