/**
 * Every visible string of the elements, in English, as one object: each element uses its own part (so a page carries
 * only the strings of the elements it uses) and takes a partial `strings` object to translate or reword any of them.
 * Counts and dates are formatted with `Intl` from the element's `locale`.
 */
import { activityDetailStrings } from './activity-detail-strings.js';
import { activityStrings } from './activity-strings.js';
import { inboxStrings } from './inbox-strings.js';
import { pushProblemStrings } from './push-problem-strings.js';
import { pushStrings } from './push-strings.js';

export { activityDetailStrings, activityStrings, inboxStrings, pushProblemStrings, pushStrings };
export { withStrings } from './with-strings.js';

/** All the built-in English strings. */
export const en = { ...inboxStrings, ...pushStrings, ...pushProblemStrings, ...activityDetailStrings };

/** The strings the elements use; override any subset with an element's `strings` property. */
export type NotifStrings = typeof en;
/** The strings of `<notif-inbox>` and `<notif-message>`. */
export type InboxStrings = typeof inboxStrings;
/** The strings of `<notif-push-register>`. */
export type PushStrings = typeof pushStrings & typeof pushProblemStrings;
/** The strings of `<notif-activity>` and `<notif-activity-detail>`. */
export type ActivityStrings = typeof activityDetailStrings;
/** The strings of `<notif-activity>` alone (the detail it opens has more). */
export type ActivityLogStrings = typeof activityStrings;
