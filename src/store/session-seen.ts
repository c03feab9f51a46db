/**
 * A session's seen batcher, made on first use: when a message card first watches for seen-on-view. Apart from the
 * session, so that what shows no cards (a headless feed) does not carry it.
 */
import { SeenBatcher } from './seen-batcher.js';
import type { NotifSession } from './session.js';

/** The batcher every card of `session` hands its seen messages to, so one opening of an inbox costs one request. */
export function seenBatcherOf(session: NotifSession): SeenBatcher {
  return (session.seen ??= new SeenBatcher((ids) => session.store.mark(ids, 'seen'), {
    showSeen: (ids) => session.store.showSeen(ids),
  }));
}
