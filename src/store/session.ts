/**
 * A subscriber's session: one store per configuration, shared by every element and headless feed with it, and the
 * seen batcher its message cards share (made when a card first watches for seen-on-view).
 */
import { subscriberFeed } from '../api/operations/feed.js';
import type { NotifConfig } from './config.js';
import { sessionKey } from './session-key.js';
import { clock } from '../utils/clock.js';
import { FeedStore } from './feed-store.js';
import { sharedConnection } from './shared-connection.js';
import { SeenBatcher } from './seen-batcher.js';
import { PENDING_MARKS_PREFIX, subscriberScope } from '../utils/storage-keys.js';

/** One store, shared by every element and headless feed with the same configuration. */
export interface NotifSession {
  readonly key: string;
  /**
   * The base URL and subscriber: what the tabs of one subscriber share (the pending queue, the tab channel, which tab
   * shows an arrival's toast).
   */
  readonly scope: string;
  readonly store: FeedStore;
  /**
   * The message cards' seen batcher, made when a card first watches for seen-on-view (`seenBatcherOf`), so a
   * headless feed, which shows no cards, does not carry it.
   */
  seen?: SeenBatcher;
}

interface Entry {
  session: NotifSession;
  users: number;
  release?: unknown;
}

const sessions = new Map<string, Entry>();

/** Where the pending marks of a scope are kept (its form is listed in src/utils/storage-keys.ts). */
export const pendingMarksKey = (scope: string) => `${PENDING_MARKS_PREFIX}${scope}`;

function createSession(key: string, config: NotifConfig): NotifSession {
  const subscriberId = config.subscriberId!;
  // Checked before anything is kept (an element reports a refusal as a configuration refused): the connection's
  // fields, then the subscriber, whom the store's requests then carry unchecked (api/operations/feed.ts).
  const shared = sharedConnection(config);
  // Answers are heard after the store below is made.
  const feed = subscriberFeed(shared, subscriberId, () => store.liveAnnounced());
  // The keys' forms are listed in src/utils/storage-keys.ts, for clearStoredData.
  const scope = subscriberScope(shared.baseUrl, subscriberId);
  const store: FeedStore = new FeedStore({
    ...feed,
    subscriberId,
    storageKey: pendingMarksKey(scope),
    channelName: `notif-elements:${scope}`,
  });
  return { key, scope, store };
}

/** The session for `config`, shared with every other element that has the same one; undefined when incomplete. */
export function acquireSession(config: NotifConfig): NotifSession | undefined {
  const key = sessionKey(config);
  if (key === undefined) return undefined;
  let entry = sessions.get(key);
  if (!entry) {
    entry = { session: createSession(key, config), users: 0 };
    sessions.set(key, entry);
    entry.session.store.connect();
  }
  clock.clearTimeout(entry.release);
  entry.users++;
  return entry.session;
}

/**
 * Gives a session back. The last user's release waits a moment, so an element moved in the DOM (disconnected,
 * then connected again) keeps its store and nothing is loaded twice.
 */
export function releaseSession(session: NotifSession): void {
  const entry = sessions.get(session.key);
  if (!entry || entry.session !== session) return;
  entry.users--;
  if (entry.users > 0) return;
  entry.release = clock.setTimeout(() => {
    if (entry.users > 0) return;
    session.seen?.dispose();
    session.store.disconnect();
    sessions.delete(session.key);
  }, 1000);
}

/** The batcher every card of `session` hands its seen messages to, so one opening of an inbox costs one request. */
export function seenBatcherOf(session: NotifSession): SeenBatcher {
  return (session.seen ??= new SeenBatcher((ids) => session.store.mark(ids, 'seen'), {
    showSeen: (ids) => session.store.showSeen(ids),
  }));
}
