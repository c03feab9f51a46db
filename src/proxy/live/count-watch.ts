/**
 * The proxy's polling for live streams, for backends that never call `notify` (docs/proxy.md#live-channel): for
 * each subscriber holding a stream on this process, the unseen count is read, one request per subscriber however
 * many streams and tabs it has, and its streams hear `changed` when the count moves. It starts with the subscriber's
 * first stream and stops with its last.
 *
 * So that many subscribers cost a steady trickle, not bursts: after the first read each subscriber's reads are
 * placed at a random phase of the interval, and a subscriber whose count does not move is read less and less often
 * (the interval doubles each quiet read, up to `MAX_BACKOFF` times it), and at `pollInterval` again once it moves.
 */
import type { HubCore, StreamWatcher } from './live-hub.js';

export interface CountWatchInput {
  core: HubCore;
  pollInterval: number;
  /** Reads the subscriber's unseen count from the service; `undefined` when it could not. */
  readCount: (subscriberId: string, signal: AbortSignal) => Promise<number | undefined>;
}

interface Watched {
  timer: unknown;
  last: number | undefined;
  stop: AbortController;
  /** The current wait between two reads: `pollInterval`, doubled for each read that saw no move. */
  every: number;
}

/** The longest wait between two reads of a quiet subscriber, in multiples of `pollInterval`. */
const MAX_BACKOFF = 8;

/** Starts watching the hub's streams; nothing when the interval is 0. */
export function watchCounts(input: CountWatchInput): void {
  const { core, pollInterval, readCount } = input;
  if (pollInterval === 0) return;
  const watched = new Map<string, Watched>();

  async function poll(subscriberId: string, entry: Watched): Promise<void> {
    const count = await readCount(subscriberId, entry.stop.signal).catch(() => undefined);
    if (watched.get(subscriberId) !== entry) return; // its last stream ended meanwhile
    const first = entry.last === undefined;
    if (count !== undefined) {
      const moved = entry.last !== undefined && count !== entry.last;
      if (moved) core.deliverHere(subscriberId, { kind: count > entry.last! ? 'arrived' : 'changed' });
      entry.every = moved
        ? pollInterval
        : Math.min(entry.every * (first ? 1 : 2), pollInterval * MAX_BACKOFF);
      entry.last = count;
    }
    // After the first read, a random phase: subscribers whose streams opened together are not read together.
    const wait = first ? pollInterval * (0.5 + Math.random()) : entry.every;
    entry.timer = core.clock.setTimeout(() => void poll(subscriberId, entry), wait);
  }

  const watcher: StreamWatcher = {
    opened(subscriberId) {
      if (watched.has(subscriberId)) return;
      const entry: Watched = {
        timer: undefined,
        last: undefined,
        stop: new AbortController(),
        every: pollInterval,
      };
      watched.set(subscriberId, entry);
      // Read at once: the count the stream starts from, so the first move is heard.
      void poll(subscriberId, entry);
    },
    closed(subscriberId) {
      const entry = watched.get(subscriberId);
      if (!entry) return;
      watched.delete(subscriberId);
      core.clock.clearTimeout(entry.timer);
      entry.stop.abort();
    },
  };
  core.watch(watcher);
}
