// <notif-push-register> after first use: a person who granted notifications presses the button, the service worker
// registers and the subscription is sent to the local API; the page settles after the registration is done.
// Headless Chromium has no push service, so the page's PushManager hands out a subscription as the browser would.
import { PUSH_REGISTER, pushButtonShown } from './page-parts.mjs';

/** Run in the page before its scripts: a PushManager that subscribes without a push service. */
function pushServiceStandIn() {
  let subscription = null;
  PushManager.prototype.getSubscription = async () => subscription;
  PushManager.prototype.subscribe = async (options) => {
    subscription = {
      endpoint: 'https://push.example/send/page-weight',
      options,
      toJSON: () => ({
        endpoint: 'https://push.example/send/page-weight',
        expirationTime: null,
        keys: { p256dh: 'page-weight-p256dh', auth: 'page-weight-auth' },
      }),
      unsubscribe: async () => true,
    };
    return subscription;
  };
}

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: PUSH_REGISTER,
  shows: pushButtonShown,
  permissions: ['notifications'],
  stubs: pushServiceStandIn,
  async use(page) {
    const register = page.locator('notif-push-register');
    await register.locator('[part~="button"]').click();
    await page.waitForFunction(
      () => ['registered', 'error'].includes(document.querySelector('notif-push-register').state),
      undefined,
      { timeout: 30_000 },
    );
    if ((await register.getAttribute('state')) !== 'registered') {
      const said = await register.locator('[part~="message"]').textContent();
      throw new Error(`the push register did not register: ${said}`);
    }
  },
};
