/**
 * The proxy's requests to the service (docs/proxy.md#when-the-service-hangs): the gate each one passes first, and the
 * exchange itself, with the key, never redirected, cut at the timeout and read up to the response cap. The browsers'
 * requests and the live channel's polls go the same way.
 */
import type { Clock } from '../utils/clock.js';
import { answerHeaders, errorResponse } from './answers.js';
import { readCapped } from './request.js';

/*
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

/*
 * One exchange with the service (docs/security.md): the request goes with `redirect: 'manual'`, so the key never
 * travels to a `Location`; it is cut when the browser goes away or when the service takes longer than the
 * timeout to answer completely (headers and body); the answer's body is read up to the response cap. It goes
 * only when the gate lets it (its share's cap and breaker, then the process's, docs/proxy.md#when-the-service-hangs).
 * A connection the service closed or reset before answering is tried once more (docs/proxy.md#retries), for a GET,
 * and for a write with an idempotency key, which the service applies once however often it arrives.
 */

/** What came of the exchange: an answer to look at, or a failure with the status the browser gets. */
export type Exchange =
  | {
      ok: true;
      response: Response;
      /** Read for 2xx and 4xx answers only, the ones whose body may pass. */ body?: Uint8Array;
    }
  | { ok: false; status: 499 | 502 | 503 | 504; message: string; retryAfterSeconds?: number };

/** What stopped the exchange, as the abort reason. */
type Cut = 'timeout' | 'browser-gone';

export interface ExchangeInput {
  fetch: typeof fetch;
  target: string;
  init: { method: string; headers: Headers; body?: string | Uint8Array };
  /** The browser's request signal: aborted when it disconnects. */
  browserSignal: AbortSignal;
  timeoutMs: number;
  responseLimit: number;
  gate: UpstreamGate;
  /**
   * Whose request it is: the subscriber's share (`gate.subscriberShare(id)`) or a named one of the proxy's own
   * (`gate.namedShare('live-poll')`); the proxy's own unnamed share when absent.
   */
  share?: GateShare;
  clock: Clock;
}

/** Whether the body of an answer with this status may reach the browser (and so is worth reading). */
function bodyMayPass(status: number): boolean {
  return (
    (status >= 200 && status < 300 && status !== 204 && status !== 205) || (status >= 400 && status < 500)
  );
}

/** A `Response`, possibly of another realm (a fetch given as an option may bring its own class). */
function looksLikeResponse(value: unknown): value is Response {
  if (value instanceof Response) return true;
  const candidate = value as Partial<Response> | null;
  return typeof candidate?.status === 'number' && typeof candidate.headers?.get === 'function';
}

function failure(reason: unknown, timeoutMs: number, otherwise: string): Exchange {
  if (reason === 'timeout')
    return {
      ok: false,
      status: 504,
      message: `The notification service did not answer within ${timeoutMs} ms`,
    };
  if (reason === 'browser-gone') return { ok: false, status: 499, message: 'The browser closed the request' };
  return { ok: false, status: 502, message: otherwise };
}

/** The error codes of a connection the service closed or reset under the request, somewhere in `error`'s causes. */
const CLOSED_UNDER_US = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function connectionClosed(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && CLOSED_UNDER_US.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the request may be sent twice: a read, or a write the service deduplicates by its idempotency key. */
function safeToRepeat(init: ExchangeInput['init']): boolean {
  return init.method === 'GET' || init.headers.has('idempotency-key');
}

/** The service's response; a connection closed before any answer is tried once more when that is safe. */
async function fetchOnce(input: ExchangeInput, signal: AbortSignal): Promise<Response> {
  const send = () =>
    input.fetch(input.target, {
      ...input.init,
      body: input.init.body as BodyInit | undefined,
      redirect: 'manual',
      signal,
    });
  try {
    return await send();
  } catch (error) {
    // A pooled keep-alive connection the service had closed: nothing of the answer came, so nothing is lost.
    if (signal.aborted || !safeToRepeat(input.init) || !connectionClosed(error)) throw error;
    return send();
  }
}

/** Runs the exchange, when the gate lets it go; it never rejects. */
export async function exchange(input: ExchangeInput): Promise<Exchange> {
  if (input.browserSignal.aborted) return failure('browser-gone', input.timeoutMs, '');
  const admission = input.gate.admit(input.share);
  if (!admission.admitted)
    return {
      ok: false,
      status: 503,
      message: admission.message,
      retryAfterSeconds: admission.retryAfterSeconds,
    };
  let result: Exchange | undefined;
  try {
    result = await exchangeAdmitted(input);
    return result;
  } finally {
    admission.release(result ? outcomeOf(result) : 'unknown');
  }
}

/** How the breaker counts an exchange: a timeout or an unreachable service is a failure, any answer is not. */
function outcomeOf(result: Exchange): ExchangeOutcome {
  if (result.ok) return 'answered';
  if (result.status === 504 || result.message === UNREACHABLE) return 'failed';
  return result.status === 499 ? 'unknown' : 'answered';
}

const UNREACHABLE = 'The notification service could not be reached';

/** The browser's answer to a failed exchange: the proxy's own error, with `Retry-After` when it says when. */
export function failureResponse(result: Extract<Exchange, { ok: false }>, path: string): Response {
  const headers = answerHeaders();
  if (result.retryAfterSeconds !== undefined) headers.set('retry-after', String(result.retryAfterSeconds));
  return errorResponse(result.status, result.message, path, headers);
}

async function exchangeAdmitted(input: ExchangeInput): Promise<Exchange> {
  const controller = new AbortController();
  const cut = (reason: Cut) => controller.abort(reason);
  const onBrowserGone = () => cut('browser-gone');
  input.browserSignal.addEventListener('abort', onBrowserGone, { once: true });
  const timer = input.clock.setTimeout(() => cut('timeout'), input.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchOnce(input, controller.signal);
    } catch {
      return failure(controller.signal.reason, input.timeoutMs, UNREACHABLE);
    }
    if (!looksLikeResponse(response))
      return { ok: false, status: 502, message: 'The proxy’s fetch did not resolve with a Response' };
    if (!bodyMayPass(response.status)) {
      // Nothing of it is passed on: stop the service sending it.
      await response.body?.cancel().catch(() => undefined);
      return { ok: true, response };
    }
    let body: Uint8Array | undefined;
    try {
      body = await readCapped(response.body, response.headers.get('content-length'), input.responseLimit);
    } catch {
      return failure(
        controller.signal.reason,
        input.timeoutMs,
        'The notification service’s answer was cut short',
      );
    }
    if (body === undefined) {
      return {
        ok: false,
        status: 502,
        message: `The notification service’s answer is larger than ${input.responseLimit} bytes`,
      };
    }
    return { ok: true, response, body };
  } finally {
    input.clock.clearTimeout(timer);
    input.browserSignal.removeEventListener('abort', onBrowserGone);
  }
}
