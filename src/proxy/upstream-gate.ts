/**
 * What keeps the proxy bounded when the service hangs (docs/proxy.md#when-the-service-hangs): at most
 * `maxInFlight` requests to the service at once, and a circuit breaker. Past the cap a request is answered 503 at
 * once. After `failures` timeouts or connection failures in a row the breaker opens: for `cooldownMs` every
 * request is answered 503 at once, then one request goes through as a probe (the others still get 503) and its
 * outcome closes the breaker or opens it again. Time is read from the clock given, so tests move it by hand.
 */
import type { Clock } from '../store/clock.js';

/** How an exchange with the service ended, as the breaker counts it. */
export type ExchangeOutcome =
  /** The service answered (whatever the status). */
  | 'answered'
  /** It did not answer in time, or could not be reached. */
  | 'failed'
  /** Neither: the browser went away first. */
  | 'unknown';

/** Leave to send one request, to be given back with its outcome. */
export type Admission =
  | { admitted: true; release(outcome: ExchangeOutcome): void }
  | { admitted: false; message: string; retryAfterSeconds: number };

export interface UpstreamGateSettings {
  maxInFlight: number;
  failures: number;
  cooldownMs: number;
  clock: Clock;
}

export interface UpstreamGate {
  admit(): Admission;
  /** Requests to the service under way now. */
  readonly inFlight: number;
}

export function upstreamGate(settings: UpstreamGateSettings): UpstreamGate {
  let inFlight = 0;
  let failuresInARow = 0;
  /** When the breaker opened, or `undefined` while it is closed. */
  let openedAt: number | undefined;
  let probing = false;

  function refusal(message: string, retryAfterMs: number): Admission {
    return { admitted: false, message, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  function release(probe: boolean, outcome: ExchangeOutcome): void {
    inFlight--;
    if (probe) probing = false;
    if (outcome === 'answered') {
      failuresInARow = 0;
      openedAt = undefined;
    } else if (outcome === 'failed') {
      failuresInARow++;
      // A probe that fails opens the breaker again; so do `failures` failures in a row while it is closed.
      if (probe || (openedAt === undefined && failuresInARow >= settings.failures))
        openedAt = settings.clock.now();
    }
  }

  return {
    get inFlight() {
      return inFlight;
    },
    admit() {
      let probe = false;
      if (openedAt !== undefined) {
        const waited = settings.clock.now() - openedAt;
        if (waited < settings.cooldownMs)
          return refusal(
            'The notification service is not answering; the proxy is not sending it requests for a while',
            settings.cooldownMs - waited,
          );
        if (probing)
          return refusal(
            'The notification service is not answering; a request is checking whether it is back',
            1000,
          );
        probe = true;
      }
      if (inFlight >= settings.maxInFlight)
        return refusal(
          `The proxy already has ${settings.maxInFlight} requests waiting for the notification service`,
          1000,
        );
      inFlight++;
      if (probe) probing = true;
      let released = false;
      return {
        admitted: true,
        release: (outcome) => {
          if (released) return;
          released = true;
          release(probe, outcome);
        },
      };
    },
  };
}
