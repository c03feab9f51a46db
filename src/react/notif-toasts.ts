import { NotifToasts as NotifToastsElement } from '../elements/notif-toasts/notif-toasts.js';
import { onNotifAction, onNotifError, onNotifMessageClick } from './events.js';
import { wrap } from './wrap.js';

/** `<notif-toasts>`: toasts, desktop notifications and sound for what arrives while the page is open. */
export const NotifToasts = wrap(NotifToastsElement, {
  onNotifMessageClick,
  onNotifAction,
  onNotifError,
});
