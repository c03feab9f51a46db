/** `notif-elements/activity`: registers `<notif-activity>` and the `<notif-activity-detail>` it opens. */
export { NotifActivity } from '../elements/notif-activity/notif-activity.js';
export { NotifActivityDetail } from '../elements/notif-activity-detail/notif-activity-detail.js';
export { NotifErrorEvent } from '../events/notif-error.js';
export type { ActivityFilters } from '../elements/notif-activity/filters.js';
export type { ActivityLogStrings, ActivityStrings } from '../i18n/strings.js';
