/**
 * The `localStorage` keys the elements write, per subscriber (docs/security.md#in-the-browser), for
 * `clearStoredData`. Each writer spells its key itself (a shared module would put every key in every page's
 * script), but the session, which imports this module for the scope anyway, uses the pending marks'
 * prefix from here; test/elements/notif-push-register/sign-out.test.ts checks that the writers' keys match these.
 */

/** Marks not yet acknowledged by the service: `<prefix><scope>` (see {@link subscriberScope}). */
export const PENDING_MARKS_PREFIX = 'notif-elements:pending:';

/** Ids of the messages a tab showed as toasts or desktop notifications: `<prefix><scope>`. */
export const SHOWN_IDS_PREFIX = 'notif-elements:shown:';

/** Fingerprints of acknowledged push tokens: `<prefix>["<baseUrl>","<subscriberId>","<provider>","<integration>"]`. */
export const PUSH_RECORD_PREFIX = 'notif-elements:push:';

/**
 * What the tabs of one subscriber share (the pending queue, which tab shows an arrival): `<baseUrl>|<subscriberId>`,
 * each part URI-encoded, so the one `|` between them is the only one (`auth0|123` is `auth0%7C123`) and no two
 * (base URL, subscriber) pairs share a scope.
 */
export function subscriberScope(baseUrl: string | undefined, subscriberId: string): string {
  return `${encodeURIComponent(baseUrl ?? '')}|${encodeURIComponent(subscriberId)}`;
}

/** Whether `part` is what `encodeURIComponent` makes of some text. */
function isEncoded(part: string): boolean {
  try {
    return encodeURIComponent(decodeURIComponent(part)) === part;
  } catch {
    return false;
  }
}

/**
 * The base URL and subscriber a scope names: encoded parts, or an earlier version's scope, whose base URL ends at
 * its first `|` (a base URL holds none), so its subscriber is all the rest. `undefined` when it has no `|`.
 */
export function scopeParts(scope: string): { baseUrl: string; subscriberId: string } | undefined {
  const parts = scope.split('|');
  if (parts.length === 2 && parts.every(isEncoded))
    return { baseUrl: decodeURIComponent(parts[0]!), subscriberId: decodeURIComponent(parts[1]!) };
  const bar = scope.indexOf('|');
  return bar < 0 ? undefined : { baseUrl: scope.slice(0, bar), subscriberId: scope.slice(bar + 1) };
}
