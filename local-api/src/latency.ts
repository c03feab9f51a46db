/**
 * Artificial latency (`latencyMs`), to see loading states and to exercise timeouts. It runs inside a route,
 * after the idempotency record is marked running, so a slow request is "still running" for that long: what a
 * second request with the same key meets (409) in the real service.
 */
import type { MiddlewareHandler } from 'hono';

/** Waits `latencyMs` before the route runs; a request the caller abandons stops waiting. */
export function latency(latencyMs: number): MiddlewareHandler {
  return async (c, next) => {
    if (latencyMs > 0) await delay(latencyMs, c.req.raw.signal);
    return next();
  };
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
