/**
 * The hub's rounds over its streams (docs/proxy.md#live-channel), spread over the heartbeat interval: the streams
 * are dealt into `SLICES` slices and one slice is visited every `heartbeatMs / SLICES`, so each stream is visited once
 * per interval and no turn of the event loop writes to more than a slice of them (10,000 streams: 400 a turn, not
 * 10,000). A stream joins the slice just visited, so its first visit comes one whole interval after it opened.
 */
import type { Clock } from '../../utils/clock.js';

/** How many slices one interval is cut into. */
const SLICES = 25;

/**
 * What the rounds visit. Each slice is a list linked through its items, which note their slice and their neighbours
 * on themselves: a `Set` per slice, or a map of item to slice, would cost each stream an entry of a table besides.
 */
export interface InRounds<T> {
  /** The index of the item's slice, while it is in the rounds. */
  slice: number | undefined;
  previousInSlice: T | undefined;
  nextInSlice: T | undefined;
}

export class HeartbeatRounds<T extends InRounds<T>> {
  readonly #firsts: (T | undefined)[] = Array.from({ length: SLICES }, () => undefined);
  readonly #lasts: (T | undefined)[] = Array.from({ length: SLICES }, () => undefined);
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
    const slice = this.#visited % SLICES;
    const last = this.#lasts[slice];
    item.slice = slice;
    item.previousInSlice = last;
    item.nextInSlice = undefined;
    if (last) last.nextInSlice = item;
    else this.#firsts[slice] = item;
    this.#lasts[slice] = item;
    this.#size++;
    this.#schedule();
  }

  delete(item: T): void {
    const slice = item.slice;
    if (slice === undefined) return;
    const { previousInSlice: previous, nextInSlice: next } = item;
    if (previous) previous.nextInSlice = next;
    else this.#firsts[slice] = next;
    if (next) next.previousInSlice = previous;
    else this.#lasts[slice] = previous;
    item.slice = item.previousInSlice = item.nextInSlice = undefined;
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
    // The slice as it is now: a visit may end a stream, which leaves the rounds (and is not visited then).
    const due: T[] = [];
    for (let item = this.#firsts[this.#visited % SLICES]; item; item = item.nextInSlice) due.push(item);
    for (const item of due) if (item.slice !== undefined) this.visit(item, now);
    if (this.#size > 0) this.#schedule();
  }
}
