import { NotifActivity as NotifActivityElement } from '../elements/notif-activity/notif-activity.js';
import { onNotifError } from './events.js';
import { wrap } from './wrap.js';

/** `<notif-activity>`: the event log viewer, for trusted pages. */
export const NotifActivity = wrap(NotifActivityElement, { onNotifError });
