// A Vite app importing only notif-elements/inbox: weighed by every chunk of its build. It is loaded too (its first
// messages show, the page settles), so a build that weighs little but does not work fails.
import { CONFIG, firstMessageShown } from './page-parts.mjs';

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  app: { main: "import 'notif-elements/inbox';\n" },
  body: `<notif-inbox mode="inline" ${CONFIG}></notif-inbox>`,
  shows: firstMessageShown,
};
