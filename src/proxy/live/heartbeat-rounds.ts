/**
 * The hub's rounds over its streams (docs/proxy.md#live-channel), spread over the heartbeat interval: the streams
 * are dealt into `SLICES` slices and one slice is visited every `heartbeatMs / SLICES`, so each stream is visited once
 * per interval and no turn of the event loop writes to more than a slice of them (10,000 streams: 400 a turn, not
 * 10,000). A stream joins the slice just visited, so its first visit comes one whole interval after it opened.
 */
import type { Clock } from '../../utils/clock.js';

/** How many slices one interval is cut into. */
const SLICES = 25;

export class HeartbeatRounds<T> {
  readonly #slices: Set<T>[] = Array.from({ length: SLICES }, () => new Set<T>());
  readonly #sliceOf = new Map<T, Set<T>>();
  #visited = 0;
  #timer: unknown;

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
    /** Called for each stream of the slice visited. */
    private readonly visit: (item: T, now: number) => void,
  ) {}

  add(item: T): void {
    const slice = this.#slices[this.#visited % SLICES]!;
    slice.add(item);
    this.#sliceOf.set(item, slice);
    this.#schedule();
  }

  delete(item: T): void {
    this.#sliceOf.get(item)?.delete(item);
    this.#sliceOf.delete(item);
    if (this.#sliceOf.size > 0) return;
    this.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(): void {
    if (this.#timer !== undefined) return;
    this.#timer = this.clock.setTimeout(() => this.#tick(), this.intervalMs / SLICES);
  }

  #tick(): void {
    this.#timer = undefined;
    this.#visited++;
    const now = this.clock.now();
    for (const item of [...this.#slices[this.#visited % SLICES]!]) this.visit(item, now);
    if (this.#sliceOf.size > 0) this.#schedule();
  }
}
