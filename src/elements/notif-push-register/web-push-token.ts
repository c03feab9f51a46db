/**
 * The default device token of `<notif-push-register>`: a Web Push subscription of this browser. It registers the
 * service worker, waits for it to be active, subscribes with the application server's VAPID public key
 * (`userVisibleOnly: true`) and returns the serialized `PushSubscription` (endpoint and keys), the form a
 * `push-webhook` integration, or any sender using the `web-push` library, delivers to.
 */
import { applicationServerKey } from './vapid-key.js';
import type { WebPushTokenOptions } from './web-push-options.js';

/** Supplies this browser's device token for a push provider (FCM, OneSignal, Expo, Pushpad, Web Push…). */
export type TokenProvider = () => Promise<string>;

export type { ServiceWorkerContainerLike, WebPushTokenOptions } from './web-push-options.js';

/**
 * This browser's Web Push subscription for the VAPID key, made on first use and reused after, serialized. The code
 * that makes it is fetched on the first call, so a page whose button is never pressed does not carry it. The key is
 * checked here, before that fetch, and handed over as bytes: the part fetched later needs nothing of the push
 * register's own file, so a bundler that drops the push register drops that part with it.
 */
export async function webPushToken(options: WebPushTokenOptions): Promise<string> {
  const key = applicationServerKey(options.vapidPublicKey);
  const { subscribeWebPush } = await import('./web-push-subscription.js');
  return subscribeWebPush(options, key);
}
