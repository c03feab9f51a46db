/**
 * Every visible string of the elements, in English: each element has its own strings object (so a page carries only
 * the strings of the elements it uses; `en.ts` puts them together) and takes a partial `strings` object to translate
 * or reword any of them. Counts and dates are formatted with `Intl` from the element's `locale`.
 */
import type { activityDetailStrings } from './activity-detail-strings.js';
import type { activityStrings } from './activity-strings.js';
import type { en } from './en.js';
import type { inboxStrings } from './inbox-strings.js';
import type { listStrings } from './list-strings.js';
import type { pushStrings } from './push-strings.js';
import type { toastsStrings } from './toasts-strings.js';

/** The strings the elements use; override any subset with an element's `strings` property. */
export type NotifStrings = typeof en;
/** The strings of `<notif-inbox>` and `<notif-message>`. */
export type InboxStrings = typeof inboxStrings;
/** The strings of the inbox's grouped rows and selection. */
export type ListStrings = typeof listStrings;
/** The strings of `<notif-push-register>`. */
export type PushStrings = typeof pushStrings;
/** The strings of `<notif-toasts>` (its toasts show `<notif-message>`, with {@link InboxStrings}). */
export type ToastsStrings = typeof toastsStrings;
/** The strings of `<notif-activity>` and `<notif-activity-detail>`. */
export type ActivityStrings = typeof activityDetailStrings;
/** The strings of `<notif-activity>` alone (the detail it opens has more). */
export type ActivityLogStrings = typeof activityStrings;

/** An element's built-in strings with the `strings` the page gave it on top (any subset, any element's keys). */
export function withStrings<T extends object>(
  builtIn: T,
  overrides: Partial<Record<string, unknown>> | undefined,
): T {
  return overrides ? ({ ...builtIn, ...overrides } as T) : builtIn;
}
