/**
 * What the standalone script fetches for a `<notif-message>` of the page's own: the card, with the inbox's file, which
 * holds what the card shares with the inbox (its icons, the store it marks through). So the inbox's file stays the
 * first file of everything the inbox, its panel, the toasts and the card load, and their shared code is fetched once
 * (docs/architecture.md#chunks).
 */
export { NotifInbox } from '../elements/notif-inbox/notif-inbox.js';
export { NotifMessage } from '../elements/notif-message/notif-message.js';
