import { check, type Rule } from '../api/checks.js';
import { sentenceOf } from '../api/errors.js';
import { queryInput } from '../api/query-input.js';
import { feedQuery, unseenCountQuery } from '../api/rules/feed.js';

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
  /** The client's own rule for those parameters (`api/rules/`), checked before anything is sent. */
  readonly rule?: Rule;
}

function frozenRoute(
  method: InboxProxyRoute['method'],
  rest: string,
  query: string[],
  rule?: Rule,
): InboxProxyRoute {
  return Object.freeze({ method, rest, query: Object.freeze(query), ...(rule ? { rule } : {}) });
}

/**
 * The only routes the proxy forwards. Frozen all the way down: it is the allowlist itself, so no code that
 * imports it can widen it.
 */
export const INBOX_PROXY_ROUTES: readonly InboxProxyRoute[] = Object.freeze([
  frozenRoute('GET', '/notifications/feed', ['page', 'limit', 'read', 'seen'], feedQuery),
  frozenRoute('GET', '/notifications/unseen', ['seen'], unseenCountQuery),
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
 * in the order the browser gave them, and each as the client checks it (`?limit=5000` or `?page=-1` is refused,
 * naming the field, before the service sees it). `?subscriberId=…`, `?_method=…` and the like never reach the service.
 */
export function checkedQuery(
  route: InboxProxyRoute,
  search: URLSearchParams,
): { ok: true; text: string } | { ok: false; message: string } {
  const kept = new URLSearchParams();
  for (const [name, value] of search) {
    if (route.query.includes(name) && !kept.has(name)) kept.append(name, value);
  }
  if (route.rule) {
    const checked = check(route.rule, queryInput(route.rule, kept), 'query');
    if (!checked.ok) return { ok: false, message: checked.issues.map(sentenceOf).join('; ') };
  }
  const text = kept.toString();
  return { ok: true, text: text ? `?${text}` : '' };
}
