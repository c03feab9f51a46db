/**
 * Grouping: related messages of a list (newest first) gathered into groups, for an inbox that shows a thread's
 * messages as one row and for a headless UI's own (docs/guides/inbox.md#grouping, docs/decisions.md#grouping). A pure
 * function of the list: no Lit, no DOM, no state.
 *
 * A message's group key says which messages belong together; by default the workflow's `templateIdentifier` plus the
 * payload's `threadId` (or `groupId`) when it has one. Every field is read as untrusted (docs/reliability.md): a value
 * of the wrong type counts as missing, and nothing here turns a value of the service into text or a number by a
 * built-in that could throw (an object whose `toString` is not a function, say).
 * Messages with one key join one group as long as they are within
 * {@link GROUP_WINDOW_MS} of the group's newest message; an older one starts a group of its own. A group sits where
 * its newest member is, and a list that grows at its end (the next page) only adds members to the groups already
 * there or groups after them: nothing shown moves while pages load.
 */
import type { Message } from '../api/types.js';
import { personOf } from '../utils/person.js';
import { field, text, time } from '../utils/untrusted.js';
import { messageId } from './feed-page.js';

/** Says which group a message belongs to: messages with the same key group together; undefined keeps it alone. */
export type GroupKey = (message: Message) => string | undefined;

/** How far back from a group's newest message its members may be: 24 hours. */
export const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Someone a group's messages name (the payload's `author`, `actor` or `user.name`), for stacked avatars. */
export interface GroupPerson {
  /** The person's name, when the payload names one. */
  readonly name?: string;
  /** The payload's `avatar`, unchecked: a renderer must check the URL before it shows it. */
  readonly avatar?: string;
}

/** What a group shows, computed from its members as they are now. */
export interface GroupSummary {
  /** The newest member. */
  readonly latest: Message;
  /** Members not read yet. */
  readonly unread: number;
  /** Members not seen yet. */
  readonly unseen: number;
  /** The people its members name, newest first, each once. */
  readonly people: readonly GroupPerson[];
}

/** One group of a list: a single message when nothing groups with it. */
export interface MessageGroup extends GroupSummary {
  /** The group key its members share; undefined for a message the key left alone. */
  readonly key: string | undefined;
  /** Its members' ids, newest first. */
  readonly ids: readonly string[];
}

export interface GroupOptions {
  /** The group key; default {@link defaultGroupKey}. */
  groupKey?: GroupKey;
  /**
   * Called when `groupKey` throws or gives something other than a non-empty string or undefined: that message stays
   * alone.
   * Default: nothing is said (the inbox and `groupsOf` warn once, see their docs).
   */
  onBadKey?: (problem: unknown, message: Message) => void;
}

/**
 * The default group key: the workflow's `templateIdentifier`, plus the payload's `threadId` (else `groupId`) when it
 * is a string or a number. A message without a `templateIdentifier` stays alone. Never throws, whatever `message` is.
 */
export function defaultGroupKey(message: Message): string | undefined {
  const workflow = text(field(message, 'templateIdentifier'));
  if (workflow === undefined) return undefined;
  const payload = field(message, 'payload');
  const thread = threadOf(field(payload, 'threadId')) ?? threadOf(field(payload, 'groupId'));
  return thread === undefined ? workflow : `${workflow}\u0000${thread}`;
}

function threadOf(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
}

/** The members' summary: the newest (the first), their unread and unseen counts, the people they name. */
export function summarizeGroup(members: readonly Message[]): GroupSummary {
  let unread = 0;
  let unseen = 0;
  const people: GroupPerson[] = [];
  const named = new Set<string>();
  for (const message of members) {
    if (field(message, 'read') !== true) unread++;
    if (field(message, 'seen') !== true) unseen++;
    const payload = field(message, 'payload');
    const name = personOf(payload);
    const avatar = text(field(payload, 'avatar'));
    const who = name ?? avatar;
    if (who === undefined || named.has(who)) continue;
    named.add(who);
    people.push({ ...(name !== undefined && { name }), ...(avatar !== undefined && { avatar }) });
  }
  return { latest: members[0]!, unread, unseen, people };
}

/**
 * Groups `messages` (newest first, as a feed lists them): each group in the place of its newest member. Messages
 * without an `_id` are skipped: they cannot be shown or marked.
 */
export function groupMessages(messages: readonly Message[], options: GroupOptions = {}): MessageGroup[] {
  return groupMembers(messages, options).map(({ key, members }) => ({
    key,
    ids: members.map((message) => message._id!),
    ...summarizeGroup(members),
  }));
}

/** The groups' members only, without their summaries: what an inbox needs to lay out a long list. */
export function groupMembers(
  messages: readonly Message[],
  options: GroupOptions = {},
): { key: string | undefined; members: Message[] }[] {
  const keyOf = options.groupKey ?? defaultGroupKey;
  const groups: { key: string | undefined; members: Message[]; newest: number }[] = [];
  /** The latest group of each key: the one a message of that key may still join. */
  const open = new Map<string, (typeof groups)[number]>();
  for (const message of messages) {
    if (messageId(message) === undefined) continue;
    const created = time(field(message, 'createdAt'));
    // Without a date, the window cannot say whether it belongs: it stays alone, and opens no group.
    const key = created === undefined ? undefined : checkedKey(keyOf, message, options.onBadKey);
    const group = key === undefined ? undefined : open.get(key);
    if (group && created !== undefined && Math.abs(group.newest - created) <= GROUP_WINDOW_MS) {
      group.members.push(message);
      continue;
    }
    const started = { key, members: [message], newest: created ?? Number.NaN };
    groups.push(started);
    if (key !== undefined) open.set(key, started);
  }
  return groups.map(({ key, members }) => ({ key, members }));
}

function checkedKey(
  keyOf: GroupKey,
  message: Message,
  onBadKey: GroupOptions['onBadKey'],
): string | undefined {
  let key: unknown;
  try {
    key = keyOf(message);
  } catch (error) {
    onBadKey?.(error, message);
    return undefined;
  }
  if (key === undefined || (typeof key === 'string' && key !== '')) return key;
  const given = key === '' ? 'an empty string' : key === null ? 'null' : typeof key;
  onBadKey?.(new TypeError(`groupKey returned ${given}, not a non-empty string`), message);
  return undefined;
}
