/**
 * The hooks over the headless feed (docs/build-your-own-ui.md): `useNotifFeed` for a list of one's own,
 * `useNotifCounts` for a badge. Both read the feed with `useSyncExternalStore` (React 18 and 19), so a render never
 * tears; on a server they render the empty state and touch no network.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { feedConfigKey, type NotifFeedConfig } from '../store/feed-config.js';
import type { NotifFeedSnapshot } from '../store/feed-snapshot.js';
import { openNotifFeed, type NotifFeed } from '../store/notif-feed.js';

/** What {@link useNotifFeed} gives: the feed's snapshot, its calls, and the feed itself (for its events). */
export type UseNotifFeedResult = NotifFeedSnapshot &
  Pick<
    NotifFeed,
    'setTab' | 'loadMore' | 'refresh' | 'markRead' | 'markUnread' | 'markSeen' | 'markAllRead'
  > & {
    readonly feed: NotifFeed;
  };

/** The subscriber's counts, as {@link useNotifCounts} gives them. */
export interface NotifCounts {
  readonly unseen: number;
  readonly unread: number;
}

/**
 * The feed of `config`, made once per configuration values: a config object written inline, made afresh on every
 * render, keeps the same feed (and its tab). No effect disposes it: it connects while `useSyncExternalStore`
 * subscribes and lets go when the component unmounts, which also holds under Strict Mode's second mount.
 */
function useFeed(config: NotifFeedConfig, loadsList: boolean): NotifFeed {
  const key = feedConfigKey(config);
  // Keyed by the configuration's values, not by the object's identity.
  return useMemo(() => openNotifFeed(config, { loadsList }), [key, loadsList]);
}

/**
 * The subscriber's inbox for a UI of one's own: the messages of the tab shown, the counts, the loading state, and
 * the calls that change them (`loadMore`, `markRead`, `markAllRead`, `setTab`…). Components with the same
 * configuration, and `<notif-inbox>` elements configured alike, share one store.
 */
export function useNotifFeed(config: NotifFeedConfig): UseNotifFeedResult {
  const feed = useFeed(config, true);
  const snapshot = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getServerSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      feed,
      setTab: feed.setTab,
      loadMore: feed.loadMore,
      refresh: feed.refresh,
      markRead: feed.markRead,
      markUnread: feed.markUnread,
      markSeen: feed.markSeen,
      markAllRead: feed.markAllRead,
    }),
    [snapshot, feed],
  );
}

/** The feed's counts, as one object that stays the same while neither count changes. */
function countsOf(feed: NotifFeed): () => NotifCounts {
  let counts: NotifCounts = Object.freeze({ unseen: 0, unread: 0 });
  return () => {
    const { unseen, unread } = feed.getSnapshot();
    if (unseen !== counts.unseen || unread !== counts.unread) counts = Object.freeze({ unseen, unread });
    return counts;
  };
}

/**
 * The subscriber's unseen and unread counts, for a badge: polled, and kept in step with every mark made on the page.
 * Loads no list. On a server, both are 0.
 */
export function useNotifCounts(config: NotifFeedConfig): NotifCounts {
  const feed = useFeed(config, false);
  const counts = useMemo(() => countsOf(feed), [feed]);
  return useSyncExternalStore(feed.subscribe, counts, counts);
}
