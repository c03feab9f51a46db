/**
 * What a headless feed shows at one moment: a frozen object, made anew when something shown changed and the same
 * object while nothing did, so a framework can compare snapshots by identity (React's `useSyncExternalStore`,
 * Svelte's store contract, Vue's `shallowRef`).
 */
import type { Message } from '../api/types.js';
import type { FeedStore, FeedTab, FeedView } from './feed-store.js';
import { invalid } from '../api/errors.js';
import { groupMessages, type GroupKey, type MessageGroup } from './grouping.js';

/** A message as a feed holds it: it always has its `_id`. */
export type FeedMessage = Message & { readonly _id: string };

export interface NotifFeedSnapshot {
  /** The messages of the tab shown, newest first, with the marks not yet acknowledged applied. */
  readonly messages: readonly FeedMessage[];
  /** The subscriber's unseen messages (the badge); 0 until the service has answered. */
  readonly unseen: number;
  /** The subscriber's unread messages; 0 until the service has answered. */
  readonly unread: number;
  /** How loading the tab's list went: `idle` before it is asked for, `loading` while a page is on its way. */
  readonly status: FeedView['status'];
  /** Why the last page could not be loaded, while `status` is `error` (or `ready` after a later page failed). */
  readonly error?: Error;
  /** Whether the service has more messages than are loaded; false until the first page is. */
  readonly hasMore: boolean;
  /** The tab shown: every message, or the unread ones. */
  readonly tab: FeedTab;
}

/** What every feed shows before it has anything: on a server, and in a browser before it connects. */
export const EMPTY_SNAPSHOT: NotifFeedSnapshot = /* @__PURE__ */ Object.freeze({
  messages: Object.freeze([]),
  unseen: 0,
  unread: 0,
  status: 'idle',
  hasMore: false,
  tab: 'all',
});

/** The same message as the service sent it again: the same fields with the same values. */
function sameMessage(a: FeedMessage | undefined, b: Message): a is FeedMessage {
  return a === b || (a !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * What `store` shows for `tab` read in pages of `pageSize`, as a snapshot; `previous` itself when nothing shown
 * differs from it. A message the service sent again unchanged (a page loaded again) keeps its object, so a list item
 * memoized on it is not redrawn.
 */
export function snapshotOf(
  store: FeedStore,
  tab: FeedTab,
  previous: NotifFeedSnapshot,
  pageSize?: number,
): NotifFeedSnapshot {
  const view = store.view(tab, pageSize);
  const before = new Map(previous.messages.map((message) => [message._id, message]));
  const messages: FeedMessage[] = [];
  for (const id of view.ids) {
    const message = store.message(id);
    const kept = before.get(id);
    // The store holds messages by their `_id`: `message._id` is `id`.
    if (message) messages.push(sameMessage(kept, message) ? kept : (message as FeedMessage));
  }
  const next: NotifFeedSnapshot = {
    messages,
    unseen: store.unseen ?? previous.unseen,
    unread: store.unread ?? previous.unread,
    status: view.status,
    ...(view.error ? { error: view.error } : {}),
    hasMore: view.pages > 0 && view.hasMore,
    tab,
  };
  if (sameSnapshot(previous, next)) return previous;
  Object.freeze(messages);
  return Object.freeze(next);
}

function sameSnapshot(a: NotifFeedSnapshot, b: NotifFeedSnapshot): boolean {
  return (
    a.tab === b.tab &&
    a.status === b.status &&
    a.error === b.error &&
    a.hasMore === b.hasMore &&
    a.unseen === b.unseen &&
    a.unread === b.unread &&
    a.messages.length === b.messages.length &&
    a.messages.every((message, index) => message === b.messages[index])
  );
}

const computed = /* @__PURE__ */ new WeakMap<
  NotifFeedSnapshot,
  Map<GroupKey | undefined, readonly MessageGroup[]>
>();
/** Group keys already warned about: one warning per key function, not one per message or per snapshot. */
const warned = /* @__PURE__ */ new WeakSet<GroupKey>();

/**
 * The snapshot's messages in groups, newest first (docs/build-your-own-ui.md#groups). `groupKey` replaces the default
 * key (the workflow plus the payload's `threadId` or `groupId`, within 24 hours); a key that throws or gives something
 * other than a string leaves that message alone, with one console warning per key function.
 */
export function groupsOf(
  snapshot: NotifFeedSnapshot,
  options: { groupKey?: GroupKey } = {},
): readonly MessageGroup[] {
  const { groupKey } = options;
  if (groupKey !== undefined && typeof groupKey !== 'function')
    throw invalid('groupKey', 'must be a function');
  let byKey = computed.get(snapshot);
  if (!byKey) computed.set(snapshot, (byKey = new Map()));
  let groups = byKey.get(groupKey);
  if (!groups) {
    groups = Object.freeze(
      groupMessages(snapshot.messages, { groupKey, onBadKey: (problem) => warnOnce(groupKey, problem) }),
    );
    byKey.set(groupKey, groups);
  }
  return groups;
}

/** Only a page's own key can fail: the default key never throws. */
function warnOnce(groupKey: GroupKey | undefined, problem: unknown): void {
  if (!groupKey || warned.has(groupKey)) return;
  warned.add(groupKey);
  console.warn('notif-elements: groupKey failed for a message, which is shown ungrouped.', problem);
}
