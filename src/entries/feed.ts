/**
 * `notif-elements/feed`: the headless inbox, for a UI of one's own (docs/build-your-own-ui.md). The same store the
 * elements use, without Lit and without markup; safe to import while rendering on a server.
 */
export { createNotifFeed, type NotifFeed, type NotifFeedEventMap } from '../store/notif-feed.js';
export type { NotifFeedConfig } from '../store/feed-config.js';
export { clearStoredData, type ClearStoredDataOptions } from '../store/stored-data.js';
export type { FeedMessage, NotifFeedSnapshot } from '../store/feed-snapshot.js';
export type { FeedTab } from '../store/feed-store.js';
export type { EmailBlock, Message, MessageButton, MessageCTA } from '../api/types.js';
export type { MarkAs } from '../api/message-enums.js';
export * from '../api/public-errors.js';
export { groupsOf } from '../store/feed-snapshot.js';
export {
  GROUP_WINDOW_MS,
  defaultGroupKey,
  type GroupKey,
  type GroupPerson,
  type MessageGroup,
} from '../store/grouping.js';
