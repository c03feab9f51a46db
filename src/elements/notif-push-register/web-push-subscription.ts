/**
 * The work of the default device token, fetched the first time a registration needs it (see `web-push-token.ts`):
 * register the service worker, wait for it to be active, subscribe, and serialize the subscription.
 */
import type { ServiceWorkerContainerLike, WebPushTokenOptions } from './web-push-options.js';

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/**
 * The token of a subscription: `{"endpoint","expirationTime","keys":{"p256dh","auth"}}` as JSON, in that order, so
 * the same subscription always gives the same text.
 */
export function serializeSubscription(subscription: PushSubscription): string {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) {
    throw new Error('The browser returned a push subscription without an endpoint or keys.');
  }
  return JSON.stringify({
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
  });
}

function pageUrl(): string {
  return globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Resolves once the registration has an active worker (required by `pushManager.subscribe`). */
async function activated(registration: ServiceWorkerRegistration, timeoutMs: number): Promise<void> {
  if (registration.active) return;
  const worker = registration.installing ?? registration.waiting;
  if (!worker) throw new Error('The service worker registration has no worker to activate.');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`The service worker did not become active within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    const onChange = (): void => {
      if (worker.state === 'activated') finish();
      else if (worker.state === 'redundant')
        finish(
          new Error('The service worker failed to install (its install step failed, or it was replaced).'),
        );
    };
    function finish(error?: Error): void {
      clearTimeout(timer);
      worker!.removeEventListener('statechange', onChange);
      if (error) reject(error);
      else resolve();
    }
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

/**
 * Refuses to replace another service worker: a scope has one registration, so registering `notif-sw.js` where an
 * app's own worker lives would silently swap the app's worker out.
 */
async function checkNoOtherWorker(
  container: ServiceWorkerContainerLike,
  scriptUrl: string,
  scopeUrl: string,
): Promise<void> {
  const existing = await container.getRegistration(scopeUrl);
  if (!existing || existing.scope !== scopeUrl) return;
  const script = (existing.active ?? existing.waiting ?? existing.installing)?.scriptURL;
  // The same script with another query (notif-sw.js's `open-origins`, say) is an update, not another worker.
  if (script && script.split('?')[0] !== scriptUrl.split('?')[0]) {
    throw new Error(
      `Another service worker (${script}) is registered for ${scopeUrl}; registering ${scriptUrl} there would ` +
        "replace it. Set service-worker to that worker's URL and add notif-sw.js's push handlers to it " +
        "(importScripts('/notif-sw.js')), or give notif-sw.js a scope of its own.",
    );
  }
}

/**
 * This browser's Web Push subscription for the VAPID key (`key`, its bytes, from the checked `options.vapidPublicKey`),
 * made on first use and reused after, serialized.
 */
export async function subscribeWebPush(
  options: WebPushTokenOptions,
  key: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const container = options.container ?? globalThis.navigator?.serviceWorker;
  if (!container) throw new Error('This browser cannot register service workers here, which Web Push needs.');
  const scriptUrl = new URL(options.serviceWorker, pageUrl()).href;
  const scopeUrl = new URL(options.scope ?? './', scriptUrl).href;
  await checkNoOtherWorker(container, scriptUrl, scopeUrl);

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(
      scriptUrl,
      options.scope === undefined ? undefined : { scope: scopeUrl },
    );
  } catch (error) {
    throw new Error(
      `The service worker ${scriptUrl} could not be registered (is it served there, as JavaScript?): ${messageOf(error)}`,
      { cause: error },
    );
  }
  await activated(registration, options.activationTimeoutMs ?? 15_000);
  const manager = registration.pushManager;
  if (!manager)
    throw new Error('The service worker registration has no pushManager: this browser has no Web Push.');

  try {
    let subscription = await manager.getSubscription();
    if (subscription && !sameBytes(subscription.options?.applicationServerKey, key)) {
      // Made with another VAPID key: the browser refuses a second subscription until this one is gone.
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return serializeSubscription(subscription);
  } catch (error) {
    throw new Error(`The browser could not subscribe to push: ${messageOf(error)}`, { cause: error });
  }
}
