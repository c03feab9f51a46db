/**
 * What the standalone script fetches for `<notif-toasts>`: the element, with the inbox's file, which holds the store
 * and the message card that the toasts share with the inbox (as `<notif-message>` comes from the inbox's file). So the
 * inbox's file stays one file: a page with an inbox pays nothing for the toasts, and a page with both fetches the
 * store and the card once. The code that renders toasts is still fetched with the first toast
 * (docs/architecture.md#chunks).
 */
export { NotifInbox } from '../elements/notif-inbox/notif-inbox.js';
export { NotifToasts } from '../elements/notif-toasts/notif-toasts.js';
