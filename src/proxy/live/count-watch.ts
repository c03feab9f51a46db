/**
 * The proxy's polling for live streams, for backends that never call `notify` (docs/proxy.md#live-channel): for
 * each subscriber holding a stream on this process, the unseen count is read every `pollInterval`, one request per
 * subscriber however many streams and tabs it has, and its streams hear `changed` when the count moves. It starts
 * with the subscriber's first stream and stops with its last.
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
}

/** Starts watching the hub's streams; nothing when the interval is 0. */
export function watchCounts(input: CountWatchInput): void {
  const { core, pollInterval, readCount } = input;
  if (pollInterval === 0) return;
  const watched = new Map<string, Watched>();

  async function poll(subscriberId: string, entry: Watched): Promise<void> {
    const count = await readCount(subscriberId, entry.stop.signal).catch(() => undefined);
    if (watched.get(subscriberId) !== entry) return; // its last stream ended meanwhile
    if (count !== undefined) {
      if (entry.last !== undefined && count !== entry.last) core.deliverHere(subscriberId);
      entry.last = count;
    }
    entry.timer = core.clock.setTimeout(() => void poll(subscriberId, entry), pollInterval);
  }

  const watcher: StreamWatcher = {
    opened(subscriberId) {
      if (watched.has(subscriberId)) return;
      const entry: Watched = { timer: undefined, last: undefined, stop: new AbortController() };
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
