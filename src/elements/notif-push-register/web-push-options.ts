/** The options of the default token provider (`webPushToken`), which the part it fetches later reads too. */

/** The parts of `navigator.serviceWorker` the default token provider uses (tests give a stand-in). */
export type ServiceWorkerContainerLike = Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;

/** Options of {@link webPushToken}. */
export interface WebPushTokenOptions {
  /** The application server's VAPID public key, base64url (as `web-push generate-vapid-keys` prints it). */
  vapidPublicKey: string;
  /** URL of the service worker script, resolved against the page (such as `/notif-sw.js`). */
  serviceWorker: string;
  /** Scope of the registration; default the folder of the script. */
  scope?: string;
  /** The service worker container; default `navigator.serviceWorker`. */
  container?: ServiceWorkerContainerLike;
  /** How long to wait for the service worker to become active. Default 15000 ms. */
  activationTimeoutMs?: number;
}
