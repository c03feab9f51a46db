/**
 * What the fuzz of the grouped inbox, the toasts and the headless feed checks (test/elements/garbage-fuzz-lists.test.ts,
 * garbage-fuzz-toasts.test.ts): a list that is blank while its store holds messages, a snapshot or groups that break
 * their contract, and warnings about a page's group key.
 */
import { NotifError } from '../../src/api/errors.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import { createNotifFeed, groupsOf, type NotifFeed, type NotifFeedSnapshot } from '../../src/entries/feed.js';
import type { GroupKey } from '../../src/store/grouping.js';
import { DEV_KEY } from './in-process-api.js';

export const ADA = 'subscriber-ada';

/** A page's own group key written for good data only: it throws on a payload that is not an object, and gives whatever `threadId` holds. */
export const naiveKey = (): GroupKey => (message) =>
  (message.payload as Record<string, unknown>).threadId as string;

/** Console warnings about group keys, counted while `count` runs. */
export async function groupKeyWarnings(count: () => Promise<void>): Promise<number> {
  const warn = console.warn;
  let warnings = 0;
  console.warn = (...args: unknown[]) => {
    if (/groupKey failed/.test(String(args[0]))) warnings++;
    else warn(...args);
  };
  try {
    await count();
  } finally {
    console.warn = warn;
  }
  return warnings;
}

/** Once the element and the message cards in it have rendered. */
export async function settle(el: HTMLElement & { updateComplete: Promise<unknown> }): Promise<void> {
  await el.updateComplete;
  const cards = [...(el.shadowRoot?.querySelectorAll<NotifMessage>('notif-message') ?? [])];
  await Promise.all(cards.map((card) => card.updateComplete));
}

export const rowsOf = (el: NotifInbox) => el.shadowRoot!.querySelectorAll('[part~="list"] > [data-index]');

/**
 * A list that shows nothing while its store holds messages for it: the inbox reads the same list as the feed (the same
 * tab and page size; readers with other page sizes read lists of their own).
 */
export function blankList(el: NotifInbox, snapshot: NotifFeedSnapshot): string | undefined {
  if (snapshot.messages.length === 0 || rowsOf(el).length > 0) return undefined;
  return `a blank list while the store holds ${snapshot.messages.length} messages`;
}

/** What is wrong with a snapshot and its groups, if anything. */
export function snapshotDefect(
  snapshot: NotifFeedSnapshot,
  groupKey: GroupKey | undefined,
): string | undefined {
  if (!Object.isFrozen(snapshot)) return 'a snapshot that is not frozen';
  const ids = snapshot.messages.map((message) => message._id);
  if (!ids.every((id) => typeof id === 'string' && id !== '')) return 'a snapshot message without an id';
  if (new Set(ids).size !== ids.length) return 'a snapshot with a message twice';
  for (const total of [snapshot.unseen, snapshot.unread])
    if (!Number.isSafeInteger(total) || total < 0) return `a count of ${String(total)}`;
  let groups;
  try {
    groups = groupsOf(snapshot, { groupKey });
  } catch (error) {
    return `groupsOf threw ${String(error)}`;
  }
  const grouped = groups.flatMap((group) => group.ids);
  if (grouped.length !== ids.length || grouped.some((id) => !ids.includes(id)))
    return 'groups that do not hold each message once';
  for (const group of groups) {
    if (group.latest._id !== group.ids[0]) return 'a group whose latest is not its newest member';
    if (group.people.some((person) => typeof (person.name ?? person.avatar) !== 'string'))
      return 'a group person without a name or a picture';
  }
  return undefined;
}

/** Uses the grouped rows and the selection as a person would: opens a group, ticks a box, Ctrl+A, marks, Escape. */
export async function useTheList(el: NotifInbox): Promise<void> {
  const root = el.shadowRoot!;
  root.querySelector<HTMLButtonElement>('[part~="group-toggle"]')?.click();
  await settle(el);
  root.querySelector<HTMLInputElement>('[part~="checkbox"]')?.click();
  await settle(el);
  const list = root.querySelector('[part~="list"]');
  list?.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, composed: true }),
  );
  await settle(el);
  root.querySelector<HTMLButtonElement>('[part~="selection-read"]')?.click();
  root.querySelector<HTMLButtonElement>('[part~="selection-unread"]')?.click();
  list?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
  await settle(el);
}

/** Refreshes; a page that is not a page is the client's NotifError (an error state), anything else a defect. */
export async function refresh(
  target: { refresh(): Promise<void> },
  defects: string[],
  where: string,
): Promise<void> {
  try {
    await target.refresh();
  } catch (error) {
    if (!(error instanceof NotifError)) defects.push(`${where}: refresh() threw ${String(error)}`);
  }
}

/** A headless feed of `baseUrl` (pages of `pageSize`), subscribed to (so connected) until `stop()`. */
export function feedOf(
  baseUrl: string,
  fetch: typeof globalThis.fetch,
  pageSize?: number,
): { feed: NotifFeed; stop(): void } {
  const feed = createNotifFeed({
    baseUrl,
    subscriberId: ADA,
    apiKey: DEV_KEY,
    fetch,
    pollInterval: 0,
    pageSize,
  });
  const unsubscribe = feed.subscribe(() => undefined);
  return {
    feed,
    stop() {
      unsubscribe();
      feed.dispose();
    },
  };
}
