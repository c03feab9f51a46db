/**
 * Fault injection (`failRate`, docs/api.md#the-local-api): answers a share of requests with 503 before anything is read or
 * changed, so the client's retries and the elements' error states can be exercised against a known failure.
 */
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.js';

/**
 * Fails a request when `random() < failRate`. Preflights always pass: a browser reports a failed preflight as
 * an opaque network error, not as the 503 this is meant to show.
 */
export function faultInjection(failRate: number, random: () => number, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    if (failRate > 0 && c.req.method !== 'OPTIONS' && random() < failRate) {
      return errorResponse(503, `Simulated failure (fail rate ${failRate})`, c.req.raw, now());
    }
    return next();
  };
}
