// What the pages of size-budgets.json share: the configuration of their elements (the local API on the page's own
// origin), a VAPID public key, and the checks that the page shows what it is for. A check runs in the page, as a
// string: it can use nothing of this module.

/** The attributes of an element that talks to the local API on the page's origin, as subscriber-ada. */
export const CONFIG = 'base-url="" subscriber-id="subscriber-ada" api-key="local-dev-api-key"';

/** The same configuration as options of the client or the headless feed. */
export const CONFIG_OPTIONS = { baseUrl: '', subscriberId: 'subscriber-ada', apiKey: 'local-dev-api-key' };

/** A VAPID public key (65 bytes, uncompressed P-256), as `node scripts/generate-vapid-keys.mjs` prints one. */
export const VAPID_PUBLIC_KEY =
  'BEBJCW2taUSdcLQRNobMSconjS0O3QFs8ulCTlpYls9QdYi-xR29KU7zphyQVuuvxgQVtnTe6uwJuSRUY0qi1qU';

/** The push register configured as the README shows it (Web Push with a VAPID public key). */
export const PUSH_REGISTER = `<notif-push-register ${CONFIG} provider-id="push-webhook" vapid-public-key="${VAPID_PUBLIC_KEY}"></notif-push-register>`;

/** A message of the inbox shows its subject on screen. */
export function firstMessageShown() {
  const deep = (root, selector) => [
    ...root.querySelectorAll(selector),
    ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? deep(el.shadowRoot, selector) : [])),
  ];
  return deep(document, 'notif-message').some((message) => {
    const subject = message.shadowRoot?.querySelector('[part~="subject"]');
    return !!subject?.textContent?.trim() && subject.getBoundingClientRect().height > 0;
  });
}

/** The push register's button shows. */
export function pushButtonShown() {
  const button = document.querySelector('notif-push-register')?.shadowRoot?.querySelector('[part~="button"]');
  return !!button && button.getBoundingClientRect().height > 0;
}
