/**
 * `notif-elements/inbox`: registers `<notif-inbox>` with the `<notif-message>` it renders and `<notif-provider>`,
 * and nothing of the other elements.
 */
import { defineElement } from '../elements/shared/define-element.js';
import { NotifInbox, type RenderMessageContext } from '../elements/notif-inbox/notif-inbox.js';
export { NotifInbox, type RenderMessageContext };
export type { GroupKey, GroupPerson, MessageGroup } from '../store/grouping.js';
export * from './message.js';
export * from './provider.js';
export { NotifCountsEvent } from '../events/notif-counts.js';
export type { FeedTab } from '../store/feed-store.js';

defineElement(NotifInbox);
