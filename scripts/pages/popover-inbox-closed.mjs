// The popover <notif-inbox> from the standalone script, as most pages show it: a closed bell with its unseen count,
// nobody near it. The panel's code is fetched on intent (the pointer or the focus on the bell), so it is not here.
import { CONFIG } from './page-parts.mjs';

/** Run in the page: the bell shows its unseen count. */
function badgeShown() {
  const root = document.querySelector('notif-inbox')?.shadowRoot;
  const badge = root?.querySelector('[part~="badge"]');
  return !!badge && Number(badge.textContent) > 0;
}

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-inbox ${CONFIG}></notif-inbox>`,
  shows: badgeShown,
};
