/**
 * `notif-elements/vue`: the composable `useNotifFeed`, the headless feed as Vue refs (docs/build-your-own-ui.md).
 * The entry's types also put the tags in Vue's `GlobalComponents` for template checking; they are made from the
 * manifest by scripts/jsx-types.mjs. `vue` (3.3 or later) is an optional peer dependency: only this entry needs it.
 */
import {
  computed,
  getCurrentScope,
  onScopeDispose,
  shallowRef,
  toValue,
  watch,
  type ComputedRef,
  type MaybeRefOrGetter,
} from 'vue';
import { openNotifFeed, type NotifFeed } from '../store/notif-feed.js';
import { feedConfigKey, type NotifFeedConfig } from '../store/feed-config.js';
import type { NotifFeedSnapshot } from '../store/feed-snapshot.js';

/** What {@link useNotifFeed} gives: each field of the feed's snapshot as a read-only ref, and the feed's calls. */
export type UseNotifFeedReturn = {
  readonly [Field in keyof Required<NotifFeedSnapshot>]: ComputedRef<NotifFeedSnapshot[Field]>;
} & Pick<
  NotifFeed,
  'setTab' | 'loadMore' | 'refresh' | 'markRead' | 'markUnread' | 'markSeen' | 'markAllRead'
> & {
    /** The feed itself, for its events (`arrived`, `marked`, `error`); a new one when the configuration changes. */
    readonly feed: ComputedRef<NotifFeed>;
  };

/**
 * The headless feed of `config` as refs. `config` may be a ref or a getter: a new feed is made when its values
 * change (not when a new object with the same values is given). The feed is disposed with the component or effect
 * scope that called this; called outside of one, nothing disposes it.
 */
export function useNotifFeed(config: MaybeRefOrGetter<NotifFeedConfig>): UseNotifFeedReturn {
  const feed = shallowRef(openNotifFeed(toValue(config)));
  const snapshot = shallowRef(feed.value.getSnapshot());
  let unsubscribe = feed.value.subscribe((next) => (snapshot.value = next));

  watch(
    () => feedConfigKey(toValue(config)),
    () => {
      // Made first: a wrong configuration throws here and leaves the working feed in place.
      const next = openNotifFeed(toValue(config));
      unsubscribe();
      feed.value.dispose();
      feed.value = next;
      unsubscribe = next.subscribe((value) => (snapshot.value = value));
    },
  );
  if (getCurrentScope())
    onScopeDispose(() => {
      unsubscribe();
      feed.value.dispose();
    });

  const field = <Field extends keyof NotifFeedSnapshot>(name: Field) => computed(() => snapshot.value[name]);
  return {
    messages: field('messages'),
    unseen: field('unseen'),
    unread: field('unread'),
    status: field('status'),
    error: field('error'),
    hasMore: field('hasMore'),
    tab: field('tab'),
    feed: computed(() => feed.value),
    setTab: (tab) => feed.value.setTab(tab),
    loadMore: () => feed.value.loadMore(),
    refresh: () => feed.value.refresh(),
    markRead: (ids) => feed.value.markRead(ids),
    markUnread: (ids) => feed.value.markUnread(ids),
    markSeen: (ids) => feed.value.markSeen(ids),
    markAllRead: () => feed.value.markAllRead(),
  };
}

export type { NotifFeedConfig } from '../store/feed-config.js';
export type { FeedMessage, NotifFeedSnapshot } from '../store/feed-snapshot.js';
export type { NotifFeed } from '../store/notif-feed.js';
