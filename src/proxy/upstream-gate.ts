/**
 * What keeps the proxy bounded, and fair, when the service hangs (docs/proxy.md#when-the-service-hangs,
 * docs/security.md#fair-shares). Every request to the service belongs to a share: a subscriber's own, or one the
 * proxy names for its own requests (the live channel's polls). A share has at most its `maxInFlight` requests to the
 * service at once, checked first; the process has at most `maxInFlight` in all, for the service's sake. Past either
 * cap a request is answered 503 at once.
 *
 * Two kinds of circuit breaker. Each share has its own: after `failures` timeouts or connection failures of that
 * share in a row it opens, and for `cooldownMs` that share's requests are answered 503 at once; then one of them
 * probes. So a subscriber whose own requests fail (slow deep pages) pays for them alone. The shared breaker stops
 * every request, and opens only when the service fails for many: `failures` failures in a row among at least
 * `failingShares` distinct shares. Its probe never goes to the share that made the last one while another share
 * asks within a further cool-down, so no single subscriber can keep it open by always being first. Time is read
 * from the clock given, so tests move it by hand.
 */
import type { Clock } from '../utils/clock.js';

/** How an exchange with the service ended, as the breakers count it. */
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

/** Whose request it is, as the gate counts it: a subscriber's, or one the proxy names for its own requests. */
export interface GateShare {
  /** Tells the share from every other one (a subscriber's never equals a named one's). */
  readonly key: string;
  /** Most requests of this share to the service at once. */
  readonly maxInFlight: number;
  /** Who the refusal speaks to: the subscriber (`your requests`) or the proxy's own work. */
  readonly owner: 'subscriber' | 'proxy';
}

export interface UpstreamGateSettings {
  /** Most requests to the service at once, in all. */
  maxInFlight: number;
  /** Most requests of one subscriber at once, and the default of a named share. */
  maxInFlightPerSubscriber: number;
  /** Failures in a row that open a breaker. */
  failures: number;
  cooldownMs: number;
  /** Distinct shares among the failures in a row that open the shared breaker. */
  failingShares: number;
  clock: Clock;
}

export interface UpstreamGate {
  /** Leave for one request of `share` (the proxy's own unnamed share when none is given). */
  admit(share?: GateShare): Admission;
  /** The share of the subscriber `subscriberId`, with the per-subscriber cap. */
  subscriberShare(subscriberId: string): GateShare;
  /**
   * A share of the proxy's own requests, named `name` (`live-poll`), with its own cap (the per-subscriber one by
   * default) and its own breaker, apart from every subscriber's.
   */
  namedShare(name: string, maxInFlight?: number): GateShare;
  /** Requests to the service under way now. */
  readonly inFlight: number;
}

/** One breaker's state: failures in a row, since when it is open, and whether its probe is out. */
interface BreakerState {
  failuresInARow: number;
  /** When it opened, or `undefined` while it is closed. */
  openedAt: number | undefined;
  probing: boolean;
}

interface ShareState extends BreakerState {
  inFlight: number;
}

/** Whether an admitted request is the probe of its share's breaker, and of the shared one. */
interface Probes {
  share: boolean;
  service: boolean;
}

const closedBreaker = (): BreakerState => ({ failuresInARow: 0, openedAt: undefined, probing: false });

export function upstreamGate(settings: UpstreamGateSettings): UpstreamGate {
  const { clock, cooldownMs } = settings;
  let inFlight = 0;
  const shares = new Map<string, ShareState>();
  const service = closedBreaker();
  /** The distinct shares among the service's failures in a row. */
  const failingShares = new Set<string>();
  /** The share of the shared breaker's last probe. */
  let lastServiceProbe: string | undefined;

  const namedShare = (name: string, maxInFlight = settings.maxInFlightPerSubscriber): GateShare => ({
    key: `proxy:${name}`,
    maxInFlight,
    owner: 'proxy',
  });
  const proxyShare = namedShare('proxy');

  function refusal(message: string, retryAfterMs: number): Admission {
    return { admitted: false, message, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  function shareState(key: string): ShareState {
    let state = shares.get(key);
    if (!state) shares.set(key, (state = { ...closedBreaker(), inFlight: 0 }));
    return state;
  }

  /** Counts an outcome on `breaker`, which opens on enough failures in a row when `mayOpen`, or on a failed probe. */
  function count(breaker: BreakerState, probe: boolean, outcome: ExchangeOutcome, mayOpen: boolean): void {
    if (probe) breaker.probing = false;
    if (outcome === 'answered') {
      breaker.failuresInARow = 0;
      breaker.openedAt = undefined;
    } else if (outcome === 'failed') {
      breaker.failuresInARow++;
      // A probe that fails opens the breaker again; so do enough failures in a row while it is closed.
      if (probe || (breaker.openedAt === undefined && mayOpen && breaker.failuresInARow >= settings.failures))
        breaker.openedAt = clock.now();
    }
  }

  function release(share: GateShare, state: ShareState, probes: Probes, outcome: ExchangeOutcome): void {
    inFlight--;
    state.inFlight--;
    count(state, probes.share, outcome, true);
    if (outcome === 'answered') failingShares.clear();
    if (outcome === 'failed') failingShares.add(share.key);
    count(service, probes.service, outcome, failingShares.size >= settings.failingShares);
    forgetIfIdle(share.key, state);
  }

  /** A share with nothing under way and nothing to remember is dropped, so the map holds only the active ones. */
  function forgetIfIdle(key: string, state: ShareState): void {
    if (state.inFlight === 0 && state.failuresInARow === 0 && state.openedAt === undefined)
      shares.delete(key);
  }

  /** Every check, the share's first: a refusal, or which probes the request is. */
  function decide(share: GateShare, state: ShareState): Admission | Probes {
    const shareProbe = shareCheck(share, state);
    if (typeof shareProbe !== 'boolean') return shareProbe;
    const serviceProbe = serviceCheck(share);
    if (typeof serviceProbe !== 'boolean') return serviceProbe;
    if (inFlight >= settings.maxInFlight)
      return refusal(
        `The proxy already has ${settings.maxInFlight} requests waiting for the notification service`,
        1000,
      );
    return { share: shareProbe, service: serviceProbe };
  }

  /** The share's own breaker and cap: a refusal, or whether the request is its probe. */
  function shareCheck(share: GateShare, state: ShareState): Admission | boolean {
    const whose = share.owner === 'subscriber' ? 'your requests' : 'the proxy’s own requests';
    let probe = false;
    if (state.openedAt !== undefined) {
      const waited = clock.now() - state.openedAt;
      if (waited < cooldownMs)
        return refusal(
          `The notification service is not answering ${whose}; the proxy is not sending them for a while`,
          cooldownMs - waited,
        );
      if (state.probing)
        return refusal(
          `The notification service is not answering ${whose}; one of them is checking whether it is back`,
          1000,
        );
      probe = true;
    }
    if (state.inFlight >= share.maxInFlight)
      return refusal(
        share.owner === 'subscriber'
          ? `You already have ${share.maxInFlight} requests waiting for the notification service`
          : `The proxy already has ${share.maxInFlight} of its own requests waiting for the notification service`,
        1000,
      );
    return probe;
  }

  /** The shared breaker: a refusal, or whether the request is its probe. */
  function serviceCheck(share: GateShare): Admission | boolean {
    if (service.openedAt === undefined) return false;
    const waited = clock.now() - service.openedAt;
    if (waited < cooldownMs)
      return refusal(
        'The notification service is not answering; the proxy is not sending it requests for a while',
        cooldownMs - waited,
      );
    // The share that probed last waits a further cool-down, so that another share's request gets to probe.
    if (service.probing || (share.key === lastServiceProbe && waited < 2 * cooldownMs))
      return refusal(
        'The notification service is not answering; a request is checking whether it is back',
        1000,
      );
    return true;
  }

  return {
    get inFlight() {
      return inFlight;
    },
    subscriberShare: (subscriberId) => ({
      key: `subscriber:${subscriberId}`,
      maxInFlight: settings.maxInFlightPerSubscriber,
      owner: 'subscriber',
    }),
    namedShare,
    admit(share = proxyShare) {
      const state = shareState(share.key);
      const probes = decide(share, state);
      if ('admitted' in probes) {
        forgetIfIdle(share.key, state);
        return probes;
      }
      inFlight++;
      state.inFlight++;
      if (probes.share) state.probing = true;
      if (probes.service) {
        service.probing = true;
        lastServiceProbe = share.key;
      }
      let released = false;
      return {
        admitted: true,
        release: (outcome) => {
          if (released) return;
          released = true;
          release(share, state, probes, outcome);
        },
      };
    },
  };
}
