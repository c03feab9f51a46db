import { NotifActivity as NotifActivityElement } from '../entries/activity.js';
import { onNotifError } from './events.js';
import { wrap } from './wrap.js';

/** `<notif-activity>`: the event log viewer, for trusted pages. */
export const NotifActivity = wrap('notif-activity', NotifActivityElement, { onNotifError });
