/**
 * Where a Web Push subscription may send the server (docs/security.md). A Web Push device token is a serialized
 * `PushSubscription`, `{ "endpoint": "https://…", "keys": { … } }`, and whoever sends a push connects to its
 * `endpoint`. Taken from a browser unchecked, it would aim the server's sender at any address: a cloud metadata
 * endpoint, a database on loopback, an internal host. So a token that is a Web Push subscription is accepted only
 * with an `https:` endpoint on a host of the known push services, or on a host the backend names.
 * Also used by a sender before it sends (docs/guides/push-register.md): the same check on both sides.
 */

/**
 * The hosts of the browsers' push services: Chrome and Edge (FCM), Firefox (Mozilla autopush), Windows (WNS) and
 * Safari (Apple). A `*.` prefix stands for any subdomain, not the name itself.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = Object.freeze([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const);

/** A host name, or `*.` and a host name: letters, digits, hyphens and dots, at least two labels. */
const HOST_PATTERN = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Checks a list of extra push service hosts (an option); throws a TypeError naming the first wrong one. */
export function pushServiceHostsOption(value: unknown, name: string): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value))
    throw new TypeError(`${name} must be an array of host names, such as push.example.com or *.push.example.com`);
  for (const item of value) {
    if (typeof item !== 'string' || !HOST_PATTERN.test(item))
      throw new TypeError(
        `${name} holds ${JSON.stringify(item)}, which is not a lower-case host name such as push.example.com or *.push.example.com`,
      );
  }
  return Object.freeze([...(value as string[])]);
}

function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/** Options of {@link checkWebPushSubscription}. */
export interface WebPushCheckOptions {
  /** Hosts besides {@link KNOWN_PUSH_SERVICE_HOSTS} an endpoint may name (`push.example.com`, `*.example.com`). */
  pushServiceHosts?: readonly string[];
}

/** A Web Push subscription as a sender needs it (the `web-push` library's `PushSubscription`). */
export interface CheckedWebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What is wrong with `token` as a Web Push subscription, or `undefined` when it is fine or not a Web Push
 * subscription at all (an FCM or APNs device token is a plain string, not JSON with an `endpoint`).
 */
export function webPushTokenProblem(token: string, hosts: readonly string[] = []): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('endpoint' in parsed)) return undefined;
  const endpoint = (parsed as { endpoint: unknown }).endpoint;
  if (typeof endpoint !== 'string') return 'the Web Push subscription’s endpoint must be a string';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the Web Push subscription’s endpoint is not a URL';
  }
  if (url.protocol !== 'https:') return 'the Web Push subscription’s endpoint must be an https: URL';
  if (url.username || url.password) return 'the Web Push subscription’s endpoint must not hold credentials';
  const allowed = [...KNOWN_PUSH_SERVICE_HOSTS, ...hosts];
  if (url.port !== '' || !allowed.some((pattern) => hostMatches(url.hostname, pattern)))
    return `the Web Push subscription’s endpoint host ${url.host} is not a known push service`;
  return undefined;
}

/**
 * A stored device token parsed back into a Web Push subscription, once its endpoint is checked: an `https:` URL on
 * a known push service (or one of `pushServiceHosts`). Throws a TypeError saying what is wrong otherwise, so a
 * sender never connects to an address a browser chose.
 */
export function checkWebPushSubscription(
  token: string,
  options: WebPushCheckOptions = {},
): CheckedWebPushSubscription {
  const hosts = pushServiceHostsOption(options.pushServiceHosts, 'pushServiceHosts');
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    throw new TypeError('The device token is not a Web Push subscription (not JSON)');
  }
  if (typeof parsed !== 'object' || parsed === null || !('endpoint' in parsed))
    throw new TypeError('The device token is not a Web Push subscription (no endpoint)');
  const problem = webPushTokenProblem(token, hosts);
  if (problem) throw new TypeError(`Refused to send: ${problem}`);
  const { endpoint, keys } = parsed as { endpoint: string; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string')
    throw new TypeError('The Web Push subscription has no keys.p256dh and keys.auth strings');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
