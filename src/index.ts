/**
 * `notif-elements`: the browser entry point. Importing it registers every element; it also exports their classes,
 * their events, the client and the API types.
 */
export * from './api/index.js';
export * from './events/index.js';
export { NotifProvider } from './elements/notif-provider/notif-provider.js';
export { NotifInbox, type RenderMessageContext } from './elements/notif-inbox/notif-inbox.js';
export { NotifMessage } from './elements/notif-message/notif-message.js';
export type { NotifConfig } from './controllers/config.js';
export type { FeedTab } from './controllers/feed-store.js';
export { en as englishStrings, type NotifStrings } from './i18n/strings.js';
