/**
 * The local API in the test's own page: a fetch that hands requests to `createLocalApi()`'s handler, and a log of
 * every request it saw, so tests can count what the elements sent. No network, no fake: the real handler.
 */
import { NotifClient } from '../../src/api/client.js';
import { createLocalApi, inProcessFetch, type LocalApiOptions } from 'notif-local-api';

export const DEV_KEY = 'local-dev-api-key';
export const BASE_URL = 'http://notif.test';

let runs = 0;
/** Distinguishes this page's runs from another test page's, should two ever share an origin at once. */
const page = Math.random().toString(36).slice(2, 8);
/**
 * A base URL of its own for one test (`http://notif.test/run-N`): elements share stores by configuration, so a
 * test with its own base URL never sees another test's store, pending marks or tab messages.
 */
export function uniqueBaseUrl(): string {
  return `${BASE_URL}/run-${page}-${++runs}`;
}

export interface LoggedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
  status: number;
  /** The service replayed a stored answer for this idempotency key instead of applying the request again. */
  replayed: boolean;
}

export interface InProcessApi {
  /** A fetch to give the elements (`.fetch`) or a client. */
  fetch: typeof fetch;
  /** Every request answered so far. */
  requests: LoggedRequest[];
  /** Requests received and not answered yet. */
  readonly inFlight: number;
  /** Requests whose method and path match. */
  sent(method: string, pathPattern: RegExp): LoggedRequest[];
  /** A client of the same handler, with the development API key. */
  client: NotifClient;
  /** Take the API offline (requests fail like a dropped network) or back online. */
  setOffline(offline: boolean): void;
  /**
   * Requests whose path matches are answered by a second local API started with `failRate: 1`: a 503 before
   * any state is touched, as the service's own fault injection answers. `undefined` stops it.
   */
  failPaths(pattern: RegExp | undefined): void;
  /**
   * Requests whose path matches are answered by a second local API that holds no subscribers (the empty seed):
   * a definitive 404, as the service answers for a subscriber it does not know. `undefined` stops it.
   */
  refusePaths(pattern: RegExp | undefined): void;
  /** Answer the matching requests' changes, then drop the answer as a lost connection would (once each). */
  loseAnswers(pattern: RegExp | undefined): void;
}

export function inProcessApi(options: LocalApiOptions = {}): InProcessApi {
  const serviceFetch = inProcessFetch(createLocalApi({ seed: 'demo', ...options }), BASE_URL);
  const failingFetch = inProcessFetch(createLocalApi({ seed: 'empty', failRate: 1 }), BASE_URL);
  const refusingFetch = inProcessFetch(createLocalApi({ seed: 'empty' }), BASE_URL);
  const requests: LoggedRequest[] = [];
  let offline = false;
  let failPattern: RegExp | undefined;
  let refusePattern: RegExp | undefined;
  let losePattern: RegExp | undefined;
  let inFlight = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    inFlight++;
    try {
      return await answer(input, init);
    } finally {
      inFlight--;
    }
  };
  const answer: typeof fetch = async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch');
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), BASE_URL),
      init,
    );
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(Math.max(0, url.pathname.indexOf('/v1/')));
    const handler = failPattern?.test(url.pathname)
      ? failingFetch
      : refusePattern?.test(url.pathname)
        ? refusingFetch
        : serviceFetch;
    const response = await handler(request);
    requests.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
      headers: Object.fromEntries(request.headers),
      status: response.status,
      replayed: response.headers.get('idempotency-replay') === 'true',
    });
    if (losePattern?.test(url.pathname)) {
      losePattern = undefined;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return {
    fetch: fetchImpl,
    requests,
    get inFlight() {
      return inFlight;
    },
    sent: (method, pattern) => requests.filter((r) => r.method === method && pattern.test(r.path)),
    client: new NotifClient({ baseUrl: BASE_URL, auth: { apiKey: DEV_KEY }, fetch: fetchImpl, retry: false }),
    setOffline: (value) => {
      offline = value;
    },
    failPaths: (pattern) => {
      failPattern = pattern;
    },
    refusePaths: (pattern) => {
      refusePattern = pattern;
    },
    loseAnswers: (pattern) => {
      losePattern = pattern;
    },
  };
}
