/**
 * The hub's rounds over its streams (docs/proxy.md#live-channel), spread over the heartbeat interval: the streams
 * are dealt into `SLICES` slices and one slice is visited every `heartbeatMs / SLICES`, so each stream is visited once
 * per interval and no turn of the event loop writes to more than a slice of them (10,000 streams: 400 a turn, not
 * 10,000). A stream joins the slice just visited, so its first visit comes one whole interval after it opened.
 */
import type { Clock } from '../../utils/clock.js';

/** How many slices one interval is cut into. */
const SLICES = 25;

/** What the rounds visit: each notes its slice on itself (a map of item to slice would cost each stream an entry). */
export interface InRounds {
  /** The index of the item's slice, while it is in the rounds. */
  slice?: number;
}

export class HeartbeatRounds<T extends InRounds> {
  readonly #slices: Set<T>[] = Array.from({ length: SLICES }, () => new Set<T>());
  #size = 0;
  #visited = 0;
  #timer: unknown;

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
    /** Called for each stream of the slice visited. */
    private readonly visit: (item: T, now: number) => void,
  ) {}

  add(item: T): void {
    if (item.slice !== undefined) return;
    item.slice = this.#visited % SLICES;
    this.#slices[item.slice]!.add(item);
    this.#size++;
    this.#schedule();
  }

  delete(item: T): void {
    if (item.slice === undefined) return;
    this.#slices[item.slice]!.delete(item);
    item.slice = undefined;
    if (--this.#size > 0) return;
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
    if (this.#size > 0) this.#schedule();
  }
}
