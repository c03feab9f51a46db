/**
 * `notif-elements/toasts`: registers `<notif-toasts>`, the toasts, desktop notifications and sound of arrivals. Its
 * toasts show `<notif-message>`, fetched with the code that renders them when the first toast shows.
 */
import { defineElement } from '../elements/shared/define-element.js';
import { NotifToasts } from '../elements/notif-toasts/notif-toasts.js';
export { NotifToasts };
export { NotifMessageClickEvent } from '../events/notif-message-click.js';
export { NotifActionEvent } from '../events/notif-action.js';
export { NotifErrorEvent } from '../events/notif-error.js';
export type { Message, MessageButton } from '../api/types.js';
export type { ToastsStrings } from '../i18n/strings.js';

defineElement(NotifToasts);
