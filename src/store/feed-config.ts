/**
 * What `createNotifFeed` is given: the configuration the elements take (service, subscriber, credentials, fetch),
 * plus how the feed pages and polls. Checked when the feed is made, so a wrong configuration fails there, naming the
 * field, and not at the first request.
 */
import { idString, type Rule } from '../api/checks.js';
import { integerIn, oneOf, record } from '../api/shape-checks.js';
import { CONNECTION_FIELDS } from './config-checks.js';
import { LIMITS } from '../api/limits.js';
import { pathId, validated } from '../api/validated.js';
import { sessionKey } from './session-key.js';
import type { NotifConfig } from './config.js';

/** The elements' configuration (`NotifConfig`) for one subscriber, and how the feed pages and polls. */
export interface NotifFeedConfig extends Pick<
  NotifConfig,
  'baseUrl' | 'apiKey' | 'token' | 'fetch' | 'live'
> {
  /** The subscriber whose notifications the feed holds. */
  subscriberId: string;
  /** Messages per page, 1–100. Default 20. */
  pageSize?: number;
  /** How often the counts are read again, in milliseconds; 0 turns polling off. Default 30000. */
  pollInterval?: number;
}

/** A configuration that passed {@link checkFeedConfig}: the defaults filled in. */
export type CheckedFeedConfig = NotifFeedConfig &
  Required<Pick<NotifFeedConfig, 'pageSize' | 'pollInterval'>>;

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_POLL_INTERVAL = 30_000;

const feedConfig: Rule = /* @__PURE__ */ record({
  subscriberId: idString,
  '?baseUrl': CONNECTION_FIELDS.baseUrl,
  '?apiKey': CONNECTION_FIELDS.apiKey,
  '?token': CONNECTION_FIELDS.token,
  '?fetch': CONNECTION_FIELDS.fetch,
  '?pageSize': integerIn(LIMITS.feed.min, LIMITS.feed.max),
  '?pollInterval': integerIn(0),
  '?live': oneOf(['auto', 'on', 'off']),
});

/** The configuration with its defaults, or a `NotifValidationError` naming the first wrong field. */
export function checkFeedConfig(config: NotifFeedConfig): CheckedFeedConfig {
  const checked = validated<NotifFeedConfig>(feedConfig, config, 'config');
  // Here too, so a subscriber the session will refuse (no URL form) fails when the feed is made.
  pathId('subscriberId', checked.subscriberId);
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
