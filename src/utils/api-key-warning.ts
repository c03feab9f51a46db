const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
let warned = false;

/**
 * One console warning per page when an API key is used on a page that is not localhost (docs/security.md): the
 * key is the secret of a whole environment and belongs on servers. Returns whether it warned now.
 */
export function warnAboutApiKey(
  hostname: string | undefined = globalThis.location?.hostname,
  warn: (message: string) => void = console.warn,
): boolean {
  if (warned || hostname === undefined || LOCAL_HOSTS.has(hostname)) return false;
  warned = true;
  warn(
    'notif-elements: `api-key` (or `apiKey`) on a page outside localhost exposes the whole environment; use a ' +
      'token, or a backend running createInboxProxy.',
  );
  return true;
}
