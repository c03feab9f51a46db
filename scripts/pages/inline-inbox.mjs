// One inline <notif-inbox> from the standalone script: it shows its first messages, then the page settles.
import { CONFIG, firstMessageShown } from './page-parts.mjs';

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  body: `<notif-inbox mode="inline" ${CONFIG}></notif-inbox>`,
  shows: firstMessageShown,
};
