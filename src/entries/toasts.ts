/**
 * `notif-elements/toasts`: registers `<notif-toasts>`, the toasts, desktop notifications and sound of arrivals. Its
 * toasts show `<notif-message>`, fetched with the code that renders them when the first toast shows.
 */
export { NotifToasts } from '../elements/notif-toasts/notif-toasts.js';
export { NotifMessageClickEvent } from '../events/notif-message-click.js';
export { NotifActionEvent } from '../events/notif-action.js';
export { NotifErrorEvent } from '../events/notif-error.js';
export type { Message, MessageButton } from '../api/types.js';
export type { ToastsStrings } from '../i18n/strings.js';
