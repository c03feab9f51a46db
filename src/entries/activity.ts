/** `notif-elements/activity`: registers `<notif-activity>` and the `<notif-activity-detail>` it opens. */
import { defineElement } from '../elements/shared/define-element.js';
import { NotifActivity } from '../elements/notif-activity/notif-activity.js';
import { NotifActivityDetail } from '../elements/notif-activity-detail/notif-activity-detail.js';
export { NotifActivity };
export { NotifActivityDetail };
export { NotifErrorEvent } from '../events/notif-error.js';
export type { ActivityFilters } from '../elements/notif-activity/filters.js';
export type { ActivityLogStrings, ActivityStrings } from '../i18n/strings.js';

defineElement(NotifActivity);
defineElement(NotifActivityDetail);
