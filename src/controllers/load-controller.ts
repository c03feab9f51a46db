/**
 * A load that follows its element: it runs again whenever one of its arguments changes, and a newer run cancels the
 * one still under way. Its own module, so that only the elements that load something this way (the activity log)
 * carry it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Where a load is: nothing to load, on its way, done, or failed. */
export type LoadStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface LoadOptions<A extends readonly unknown[], T> {
  /** The arguments, read on every update of the element: when one of them changed, the load runs again. */
  args: () => A;
  /**
   * Loads for the arguments, giving up when `signal` aborts (a newer run started). `undefined` means there was
   * nothing to load: the status goes back to `initial` and the last value and error stay as they were.
   */
  load: (args: A, signal: AbortSignal) => Promise<T | undefined>;
  /** The latest run loaded a value (not called for a run a newer one overtook). */
  onComplete?: (value: T) => void;
  /** The latest run failed (not called for a run a newer one overtook; an abort error reaches it like any other). */
  onError?: (error: unknown) => void;
}

/** What to render in each status; a status without a view renders `undefined`. */
export interface LoadViews<T, R> {
  initial?: () => R;
  pending?: () => R;
  complete?: (value: T) => R;
  error?: (error: unknown) => R;
}

/**
 * Runs a load when its element first updates and whenever an argument changed since the last run (compared one by
 * one, with `===`), and on {@link run}. The element updates when a run starts and when the latest one ends; only the
 * latest run sets the status, value and error, and starting one aborts the signal of the run it overtakes.
 */
export class LoadController<A extends readonly unknown[], T> implements ReactiveController {
  #status: LoadStatus = 'initial';
  #value: T | undefined;
  #error: unknown;
  /** The arguments of the last run. */
  #args: A | undefined;
  /** Counts the runs, so that one that was overtaken changes nothing when it ends. */
  #runs = 0;
  #abort: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: LoadOptions<A, T>,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.options.args();
    const last = this.#args;
    if (!last || args.some((arg, index) => arg !== last[index])) void this.run(args);
  }

  get status(): LoadStatus {
    return this.#status;
  }

  /** What the last run that loaded something loaded; `undefined` after a failure. */
  get value(): T | undefined {
    return this.#value;
  }

  /** Why the last run that loaded something failed; `undefined` after a success. */
  get error(): unknown {
    return this.#error;
  }

  /**
   * Runs the load now, with the arguments of the element (or those given), aborting a run still under way.
   * Resolves when this run ended, whatever its outcome: a failure is the `error` status, never a rejection.
   */
  async run(args: A = this.options.args()): Promise<void> {
    const { host, options } = this;
    this.#args = args;
    if (this.#status === 'pending') this.#abort?.abort();
    this.#status = 'pending';
    host.requestUpdate();
    const run = ++this.#runs;
    const abort = (this.#abort = new AbortController());
    let value: T | undefined;
    let error: unknown;
    let failed = false;
    try {
      value = await options.load(args, abort.signal);
    } catch (caught) {
      failed = true;
      error = caught;
    }
    if (run !== this.#runs) return;
    if (failed || value !== undefined) {
      if (failed) options.onError?.(error);
      else options.onComplete?.(value as T);
      this.#value = value;
      this.#error = error;
    }
    this.#status = failed ? 'error' : value === undefined ? 'initial' : 'complete';
    host.requestUpdate();
  }

  /** The view of the current status, given the value or the error. */
  render<R>(views: LoadViews<T, R>): R | undefined {
    const view = views[this.#status] as ((valueOrError?: unknown) => R) | undefined;
    return view?.(this.#status === 'error' ? this.#error : this.#value);
  }
}
