/**
 * Data for the stories, taken from the local API's demo seed so that a story shows what the service really sends:
 * messages of one content shape, and a state with a very long feed. Every story still gets its own `storyApi()`;
 * these are only the starting points it copies.
 */
import type { Message } from '../src/api/types.js';
import { createSeed, DEMO_IDS, DEMO_SUBSCRIBER_IDS, objectId, type LocalState } from 'notif-local-api';

/** The demo seed as of when the stories loaded. Never changed: `createLocalApi` copies a state it is given. */
export const seedState: LocalState = createSeed('demo', new Date());

const DEVELOPMENT = DEMO_IDS.environments.development;

function internalId(state: LocalState, subscriberId: string): string {
  const subscriber = state.subscribers.find(
    (s) => s._environmentId === DEVELOPMENT && s.subscriberId === subscriberId,
  );
  if (!subscriber?._id) throw new Error(`story-data: no subscriber ${subscriberId} in the seed`);
  return subscriber._id;
}

/** A subscriber's in-app messages as the feed lists them: not snoozed, newest first. */
export function feedOf(state: LocalState, subscriberId: string = DEMO_SUBSCRIBER_IDS.ada): Message[] {
  const id = internalId(state, subscriberId);
  const now = Date.now();
  return state.messages
    .filter(
      (m) =>
        m._subscriberId === id &&
        m.channel === 'in_app' &&
        !(m.snoozedUntil !== undefined && Date.parse(m.snoozedUntil) > now),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const isHostile = (m: Message) => m.transactionId === 'txn-dev-hostile';
const buttonsOf = (m: Message) => m.cta.action?.buttons ?? [];
const pending = (m: Message) => m.cta.action?.status !== 'done';
const avatarOf = (m: Message) => m.payload?.['avatar'];
const hasAvatarImage = (m: Message) =>
  typeof avatarOf(m) === 'string' && !String(avatarOf(m)).startsWith('javascript:');
const plain = (m: Message) => typeof m.content === 'string' && buttonsOf(m).length === 0 && !isHostile(m);

/** The content shapes the seed has, each with the test that finds a message of that shape. */
const SHAPES = {
  /** Plain text content, no link, no buttons, no avatar image. */
  plainText: (m: Message) => plain(m) && !m.cta.data?.url && !hasAvatarImage(m) && m.status === 'sent',
  /** EmailBlocks: text and button blocks with every `textAlign`. */
  emailBlocks: (m: Message) => Array.isArray(m.content) && (m.subject ?? '').length < 40,
  /** A call to action that redirects to a URL when the card is clicked. */
  ctaRedirect: (m: Message) =>
    plain(m) && m.templateIdentifier === 'invoice-due' && !!m.cta.data?.url && m.status === 'sent',
  /** One primary action button, not used yet. */
  primaryAction: (m: Message) => buttonsOf(m).length === 1 && pending(m),
  /** Primary and secondary action buttons, not used yet. */
  primaryAndSecondary: (m: Message) => buttonsOf(m).length === 2 && pending(m),
  /** The action was done with the primary button (its result shows "Accepted"). */
  doneWithPrimary: (m: Message) => !pending(m) && m.cta.action?.result?.type === 'primary',
  /** The action was done with the secondary button. */
  doneWithSecondary: (m: Message) => !pending(m) && m.cta.action?.result?.type === 'secondary',
  /** An avatar image URL (the seed's point at the demo server; elsewhere they fail to load and the initials show). */
  avatarImage: (m: Message) => plain(m) && hasAvatarImage(m) && m.status === 'sent',
  /** No avatar image: the author's initials. */
  initials: (m: Message) =>
    plain(m) && avatarOf(m) === undefined && typeof m.payload?.['author'] === 'string' && m.status === 'sent',
  /** Delivery failed. */
  statusError: (m: Message) => m.status === 'error' && m.templateIdentifier === 'comment-mention',
  /** Delivered with a warning. */
  statusWarning: (m: Message) => m.status === 'warning',
  /** Neither seen nor read. */
  unseen: (m: Message) => plain(m) && !m.seen && !m.read,
  /** Seen but not read. */
  unread: (m: Message) => plain(m) && m.seen && !m.read && m.status === 'sent',
  /** Read. */
  read: (m: Message) =>
    plain(m) && m.read && m.status === 'sent' && !!m.cta.data?.url && String(m.content).length < 120,
  /** A subject longer than a line or two. */
  longSubject: (m: Message) => (m.subject ?? '').length > 120,
  /** A paragraph of several lines. */
  longContent: (m: Message) => typeof m.content === 'string' && m.content.length > 300,
  /** Markup and `javascript:` URLs in every field: must show as text, with no link and no image. */
  hostile: isHostile,
} satisfies Record<string, (m: Message) => boolean>;

export type MessageShape = keyof typeof SHAPES;

/** The newest of subscriber-ada's messages of `shape` in the demo seed. */
export function seedMessage(shape: MessageShape): Message {
  const message = feedOf(seedState).find(SHAPES[shape]);
  if (!message) throw new Error(`story-data: the demo seed has no message of shape ${shape}`);
  return message;
}

const MINUTE = 60_000;

/**
 * The demo seed with `count` in-app messages for `subscriberId` instead of its own: copies of the seed's messages of
 * every shape, one every 4 minutes back from now, with fresh ids. The newest 120 are unseen and the newest 300
 * unread (with a few older unread ones), so the badge shows `99+`.
 */
export function stateWithMessages(count: number, subscriberId: string = DEMO_SUBSCRIBER_IDS.ada): LocalState {
  const now = Date.now();
  const state = createSeed('demo', new Date(now));
  const id = internalId(state, subscriberId);
  const sources = feedOf(state, DEMO_SUBSCRIBER_IDS.ada);
  state.messages = state.messages.filter((m) => m._subscriberId !== id);
  for (let index = 0; index < count; index++) {
    const source = sources[index % sources.length]!;
    const createdAt = new Date(now - (index + 1) * 4 * MINUTE).toISOString();
    const done = source.cta.action?.status === 'done';
    const read = done || (index >= 300 && index % 13 !== 5);
    const seen = read || index >= 120;
    state.sequence += 1;
    const message: Message = {
      ...structuredClone(source),
      _id: objectId(state.sequence),
      _subscriberId: id,
      createdAt,
      deliveredAt: [createdAt],
      read,
      seen,
    };
    delete message.snoozedUntil;
    delete message.lastSeenDate;
    delete message.lastReadDate;
    if (seen) message.lastSeenDate = new Date(Date.parse(createdAt) + MINUTE).toISOString();
    if (read) message.lastReadDate = new Date(Date.parse(createdAt) + 2 * MINUTE).toISOString();
    state.messages.push(message);
  }
  return state;
}

const built = new Map<string, LocalState>();

/** {@link stateWithMessages}, built once per page: stories pass it as `state`, which the local API copies. */
export function cachedStateWithMessages(
  count: number,
  subscriberId: string = DEMO_SUBSCRIBER_IDS.ada,
): LocalState {
  const key = `${subscriberId}:${count}`;
  let state = built.get(key);
  if (!state) built.set(key, (state = stateWithMessages(count, subscriberId)));
  return state;
}

/** Marks a story leaves in `localStorage` (an offline story's pending ones), so that no later page load resends them. */
export function clearPendingMarks(): void {
  for (let index = localStorage.length - 1; index >= 0; index--) {
    const key = localStorage.key(index);
    if (key?.startsWith('notif-elements:pending:')) localStorage.removeItem(key);
  }
}

/** Resolves once `condition` holds, checking every animation frame; rejects after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error('story-data: condition not met in time');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
