/**
 * The headless feed's `groups` view: a snapshot's messages grouped as `<notif-inbox group>` groups them (the same
 * function, `grouping.ts`). A function of the snapshot rather than a field of it, so an app that never groups carries
 * none of it, and the same snapshot with the same key gives the same array (memoized), as a framework's memo wants.
 */
import { invalid } from '../api/validation-errors.js';
import type { NotifFeedSnapshot } from './feed-snapshot.js';
import { groupMessages, type GroupKey, type MessageGroup } from './grouping.js';

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
