// One inline <notif-inbox group selectable> from the standalone script: the grouped rows' and selection's code is
// fetched because the inbox uses them; it shows its first messages and a group's row, then the page settles.
import { CONFIG, firstMessageShown } from './page-parts.mjs';

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-inbox mode="inline" group selectable ${CONFIG}></notif-inbox>`,
  shows: firstMessageShown,
};
