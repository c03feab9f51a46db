/**
 * Signing this browser out of push (docs/guides/push-register.md#signing-out): on a shared browser the previous
 * person's notifications must stop. Fetched when first used, like the registration itself.
 *
 * 1. The device token of this browser: its current Web Push subscription (none means nothing to remove), or what
 *    the `tokenProvider` gives.
 * 2. The token is taken out of the subscriber's channel (`removeDeviceTokens`, through the proxy or the service).
 * 3. The Web Push subscription is cancelled (`PushSubscription.unsubscribe()`), whatever step 2 did: even when the
 *    service cannot be reached, this browser gets no more pushes for that person.
 * The element then forgets its acknowledgement, so a later registration sends a token again.
 */
import { bindOperations } from '../../api/bind-operations.js';
import { removeDeviceTokens } from '../../api/operations/remove-device-tokens.js';
import type { SubscriberChannelProvider } from '../../api/providers.js';
import type { NotifConfig } from '../../store/config.js';
import { sharedConnection } from '../../store/shared-connection.js';
import type { RegistrationScope } from './acknowledged-tokens.js';
import type { TokenSource } from './registration-run.js';
import type { ServiceWorkerContainerLike } from './web-push-token.js';

/**
 * The code of Web Push subscriptions, fetched as the registration fetches it (`web-push-token.ts`): a part of its own
 * that one `import()` loads, rather than a module that a file also imports, which would make the standalone build
 * give it an export list and a namespace object (and every inbox page the bundler's helper for those, about 90 B).
 */
const webPushSubscription = () => import('./web-push-subscription.js');

/** This browser's Web Push subscription under the worker's scope, if it has one. */
async function currentSubscription(
  serviceWorker: string,
  container: ServiceWorkerContainerLike | undefined,
): Promise<PushSubscription | null> {
  if (!container) return null;
  const scriptUrl = new URL(serviceWorker, globalThis.location?.href);
  const registration = await container.getRegistration(new URL('./', scriptUrl).href);
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/** Signs this browser out of push for `scope` (see above). Rejects with the removal's error, after unsubscribing. */
export async function signOutOfPush(
  source: TokenSource,
  config: NotifConfig,
  scope: RegistrationScope,
  container: ServiceWorkerContainerLike | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  const subscription = source.tokenProvider
    ? null
    : await currentSubscription(source.serviceWorker || '/notif-sw.js', container);
  const token = source.tokenProvider
    ? await source.tokenProvider()
    : subscription
      ? (await webPushSubscription()).serializeSubscription(subscription)
      : undefined;
  let failure: unknown;
  if (typeof token === 'string' && token !== '') {
    try {
      const client = bindOperations(sharedConnection(config), { removeDeviceTokens });
      await client.removeDeviceTokens(scope.subscriberId, {
        providerId: scope.providerId as SubscriberChannelProvider,
        ...(scope.integrationIdentifier ? { integrationIdentifier: scope.integrationIdentifier } : {}),
        deviceTokens: [token],
      });
    } catch (error) {
      failure = error;
    }
  }
  await subscription?.unsubscribe();
  if (failure !== undefined) throw failure;
}
