import { NotifMessage as NotifMessageElement } from '../elements/notif-message/notif-message.js';
import { onNotifAction, onNotifError, onNotifMessageClick } from './events.js';
import { wrap } from './wrap.js';

/** `<notif-message>`: one in-app message; give it `message`. */
export const NotifMessage = wrap(NotifMessageElement, {
  onNotifMessageClick,
  onNotifAction,
  onNotifError,
});
