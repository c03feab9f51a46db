// The popover <notif-inbox> from the standalone script: its bell shows; a person opens it and scrolls its list to
// the last message (every page of the feed loaded on the way), then the page settles.
import { CONFIG } from './page-parts.mjs';

/** Run in the page: the bell shows. */
function bellShown() {
  const bell = document.querySelector('notif-inbox')?.shadowRoot?.querySelector('[part~="bell"]');
  return !!bell && bell.getBoundingClientRect().height > 0;
}

/** Run in the page until it holds: opens the panel, scrolls to the end, and holds once the last message shows. */
function scrolledToEnd() {
  const inbox = document.querySelector('notif-inbox');
  const root = inbox.shadowRoot;
  if (!inbox.open) root.querySelector('[part~="bell"]').click();
  const list = root.querySelector('[part~="list"]');
  if (!list) return false;
  list.scrollTop = list.scrollHeight;
  return [...root.querySelectorAll('notif-message')].some(
    (message) =>
      message.getAttribute('aria-posinset') === message.getAttribute('aria-setsize') &&
      !!message.shadowRoot?.querySelector('[part~="subject"]')?.textContent?.trim(),
  );
}

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-inbox ${CONFIG}></notif-inbox>`,
  shows: bellShown,
  async use(page) {
    await page.waitForFunction(scrolledToEnd, undefined, { timeout: 30_000 });
  },
};
