// The popover <notif-inbox> from the standalone script as most pages show it: its bell and its badge, never opened,
// then the page settles. What it fetches is what a page pays before anyone asks for the panel.
import { CONFIG } from './page-parts.mjs';

/** Run in the page: the bell shows, with the badge of the subscriber's unseen messages (the demo seed has some). */
function bellWithBadgeShown() {
  const root = document.querySelector('notif-inbox')?.shadowRoot;
  const bell = root?.querySelector('[part~="bell"]');
  return (
    !!bell &&
    bell.getBoundingClientRect().height > 0 &&
    !!root.querySelector('[part~="badge"]')?.textContent?.trim()
  );
}

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-inbox ${CONFIG}></notif-inbox>`,
  shows: bellWithBadgeShown,
};
