/**
 * The `localStorage` keys the elements write, per subscriber (docs/security.md#in-the-browser), for
 * `clearStoredData`. Each writer spells its key itself (a shared module would put every key in every page's
 * script); test/elements/notif-push-register/sign-out.test.ts checks that the writers' keys match these.
 */

/** Marks not yet acknowledged by the service: `<prefix><baseUrl>|<subscriberId>`. */
export const PENDING_MARKS_PREFIX = 'notif-elements:pending:';

/** Ids of the messages a tab showed as toasts or desktop notifications: `<prefix><baseUrl>|<subscriberId>`. */
export const SHOWN_IDS_PREFIX = 'notif-elements:shown:';

/** Fingerprints of acknowledged push tokens: `<prefix>["<baseUrl>","<subscriberId>","<provider>","<integration>"]`. */
export const PUSH_RECORD_PREFIX = 'notif-elements:push:';

/** What the tabs of one subscriber share (the pending queue, which tab shows an arrival): `<baseUrl>|<subscriberId>`. */
export function subscriberScope(baseUrl: string | undefined, subscriberId: string): string {
  return `${baseUrl ?? ''}|${subscriberId}`;
}
