import { NotifInbox as NotifInboxElement } from '../elements/notif-inbox/notif-inbox.js';
import { onNotifAction, onNotifCounts, onNotifError, onNotifMarked, onNotifMessageClick } from './events.js';
import { wrap } from './wrap.js';

/** `<notif-inbox>`: the bell and its panel, or the inline list. */
export const NotifInbox = wrap(NotifInboxElement, {
  onNotifCounts,
  onNotifMarked,
  onNotifError,
  onNotifMessageClick,
  onNotifAction,
});
