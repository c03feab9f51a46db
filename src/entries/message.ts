/** `notif-elements/message`: registers `<notif-message>`, one in-app message on its own. */
import { defineElement } from '../elements/shared/define-element.js';
import { NotifMessage } from '../elements/notif-message/notif-message.js';
export { NotifMessage };
export { NotifMessageClickEvent } from '../events/notif-message-click.js';
export { NotifActionEvent } from '../events/notif-action.js';
export { NotifMarkedEvent } from '../events/notif-marked.js';
export { NotifErrorEvent } from '../events/notif-error.js';
export type { Message, MessageButton } from '../api/types.js';
export type { InboxStrings } from '../i18n/strings.js';

defineElement(NotifMessage);
