import { NotifPushRegister as NotifPushRegisterElement } from '../elements/notif-push-register/notif-push-register.js';
import { onNotifError, onNotifPushState } from './events.js';
import { wrap } from './wrap.js';

/** `<notif-push-register>`: the button that turns on push notifications for this browser. */
export const NotifPushRegister = wrap(NotifPushRegisterElement, {
  onNotifPushState,
  onNotifError,
});
