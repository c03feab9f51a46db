/**
 * The four routes a subscriber may reach through the proxy, with the query parameters each one documents
 * (docs/security.md). Everything not listed here is refused before anything is sent.
 */

/** A route a subscriber may use, with `{subscriberId}` standing for their own id. */
export interface InboxProxyRoute {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** The path after `/v1/subscribers/{subscriberId}`. */
  readonly rest: string;
  /** The query parameters forwarded; any other one is dropped. */
  readonly query: readonly string[];
}

function frozenRoute(method: InboxProxyRoute['method'], rest: string, query: string[]): InboxProxyRoute {
  return Object.freeze({ method, rest, query: Object.freeze(query) });
}

/**
 * The only routes the proxy forwards. Frozen all the way down: it is the allowlist itself, so no code that
 * imports it can widen it.
 */
export const INBOX_PROXY_ROUTES: readonly InboxProxyRoute[] = Object.freeze([
  frozenRoute('GET', '/notifications/feed', ['page', 'limit', 'read', 'seen']),
  frozenRoute('GET', '/notifications/unseen', ['seen']),
  frozenRoute('POST', '/messages/mark-as', []),
  frozenRoute('PATCH', '/credentials', []),
]);

const SUBSCRIBER_PATH = /^\/v1\/subscribers\/([^/]+)(\/.*)$/;

/** What a request path names: the raw subscriber segment and the allowed route, when it is one. */
export type RouteMatch =
  { found: true; subscriberSegment: string; route: InboxProxyRoute } | { found: false };

/** Finds the allowed route `method` + `path` (the path with the mount point already removed) names. */
export function matchRoute(method: string, path: string): RouteMatch {
  const match = SUBSCRIBER_PATH.exec(path);
  const route = match && INBOX_PROXY_ROUTES.find((r) => r.rest === match[2] && r.method === method);
  return match && route ? { found: true, subscriberSegment: match[1]!, route } : { found: false };
}

/**
 * The query string forwarded for `route`: its documented parameters only, each at most once (the first value),
 * in the order the browser gave them. `?subscriberId=…`, `?_method=…` and the like never reach the service.
 */
export function forwardedQuery(route: InboxProxyRoute, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of search) {
    if (route.query.includes(name) && !kept.has(name)) kept.append(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
