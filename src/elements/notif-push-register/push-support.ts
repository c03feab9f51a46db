/**
 * Feature detection for push registration: which part of the platform is missing on this page, as a reason code an
 * element can explain. Reads the globals only when asked, never at module load.
 */

/** Why push registration cannot work here. */
export type PushUnsupportedReason =
  'insecure-context' | 'no-notification' | 'no-service-worker' | 'no-push-manager';

/** The globals {@link pushUnsupportedReason} reads: the page's own by default, a stand-in in tests. */
export interface PushEnvironment {
  isSecureContext?: boolean;
  Notification?: unknown;
  PushManager?: unknown;
  navigator?: { serviceWorker?: unknown };
}

/**
 * Why this page cannot register for push, or `undefined` when it can. `webPush` is whether the Web Push API itself
 * is needed (the default token provider); a custom token provider needs only a secure page with the Notification
 * API, for the permission.
 */
export function pushUnsupportedReason(
  { webPush }: { webPush: boolean },
  env: PushEnvironment = globalThis as PushEnvironment,
): PushUnsupportedReason | undefined {
  // Checked first: browsers hide service workers and push from insecure pages, so the others would mislead.
  if (env.isSecureContext === false) return 'insecure-context';
  if (typeof env.Notification !== 'function') return 'no-notification';
  if (!webPush) return undefined;
  if (!env.navigator?.serviceWorker) return 'no-service-worker';
  if (typeof env.PushManager !== 'function') return 'no-push-manager';
  return undefined;
}
