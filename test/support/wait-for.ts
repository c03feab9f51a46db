/**
 * Waiting in tests for what the code under test does, never for a length of time. `waitFor` checks a condition
 * every few milliseconds until it holds and returns what it read; when it does not hold in time, it fails with
 * what it waited for and the last value it saw (or the last error the check threw). Works in the browser and in
 * Node.
 *
 *   await waitFor(() => messages(el).length > 0);
 *   const seen = await waitFor(() => seenRequests(api), { until: (sent) => sent.length === 1, message: 'one seen request' });
 *
 * A check that throws counts as "not yet" (a shadow root not rendered yet), and its error is reported on timeout.
 */
export interface WaitOptions<T> {
  /** What is waited for, in the error when it does not happen. Default: the condition's source. */
  message?: string;
  /** How long to wait, in milliseconds. Default 5000. */
  timeout?: number;
  /** The pause between two checks, in milliseconds. Default 20. */
  interval?: number;
  /** When the value read is the one waited for. Default: when it is truthy. */
  until?: (value: T) => boolean;
}

/** Thrown when a condition did not hold in time. */
export class WaitTimeoutError extends Error {
  override readonly name = 'WaitTimeoutError';
}

/** Waits until `read` returns a value that holds (truthy, or `options.until`), and returns it. */
export async function waitFor<T>(read: () => T | Promise<T>, options: WaitOptions<T> = {}): Promise<T> {
  const { timeout = 5000, interval = 20, until = Boolean } = options;
  const deadline = Date.now() + timeout;
  let last: string;
  for (;;) {
    try {
      const value = await read();
      if (until(value)) return value;
      last = `last value: ${describe(value)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? `${error.name}: ${error.message}` : describe(error)}`;
    }
    if (Date.now() >= deadline) {
      const what = options.message ?? String(read).replace(/\s+/g, ' ');
      throw new WaitTimeoutError(`waited ${timeout} ms for ${what}; ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** A value as a short line: JSON when it has one, else its string form (a DOM node by its name). */
function describe(value: unknown): string {
  if (typeof Node !== 'undefined' && value instanceof Node) return `<${value.nodeName.toLowerCase()}>`;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
