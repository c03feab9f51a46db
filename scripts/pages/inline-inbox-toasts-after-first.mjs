// The inline inbox with <notif-toasts>, after first use: once the inbox shows its messages, a message arrives (the
// backend sends it while the page is open) and shows as a toast; the page is weighed once it has settled after that,
// so the toasts' rendering, fetched with the first toast, counts.
import { CONFIG, firstMessageShown } from './page-parts.mjs';

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-inbox mode="inline" ${CONFIG}></notif-inbox><notif-toasts poll-interval="1000" ${CONFIG}></notif-toasts>`,
  shows: firstMessageShown,
  async use(page) {
    const answer = await page.request.post(new URL('/v1/events/trigger', page.url()).href, {
      headers: { authorization: 'ApiKey local-dev-api-key' },
      data: { name: 'welcome', to: 'subscriber-ada', payload: { name: 'Ada' } },
    });
    if (answer.status() !== 201) throw new Error(`the trigger answered ${answer.status()}`);
    await page.waitForFunction(
      function firstToastShown() {
        const toast = document
          .querySelector('notif-toasts')
          ?.shadowRoot?.querySelector('[part~="toast"] notif-message');
        const subject = toast?.shadowRoot?.querySelector('[part~="subject"]');
        return !!subject?.textContent?.trim() && subject.getBoundingClientRect().height > 0;
      },
      undefined,
      { timeout: 30_000 },
    );
  },
};
