/** What the bench's processes share: the session header of its browsers, and what a server reports. */

/** The session header the bench's browsers send; the front resolves it to the bench subscriber. */
export const BENCH_SESSION_HEADER = 'x-bench-session';

/** What the server reports. */
export interface ServerStats {
  cpuMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  openFiles: number;
  inFlight: number;
  served: number;
}
