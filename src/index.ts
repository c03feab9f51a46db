/**
 * `notif-elements`: the browser entry point. Importing it registers every element; it also exports their classes,
 * their events, the client and the API types.
 */
import { defineElement } from './elements/shared/define-element.js';
import { NotifProvider } from './elements/notif-provider/notif-provider.js';
import { NotifInbox } from './elements/notif-inbox/notif-inbox.js';
import { NotifMessage } from './elements/notif-message/notif-message.js';
import { NotifActivity } from './elements/notif-activity/notif-activity.js';
import { NotifActivityDetail } from './elements/notif-activity-detail/notif-activity-detail.js';
import { NotifPushRegister } from './elements/notif-push-register/notif-push-register.js';
import { NotifToasts } from './elements/notif-toasts/notif-toasts.js';
export { NotifClient, type NotifClientOptions } from './api/client.js';
export type { CallOptions, NotifAuth, QueryValues } from './api/transport.js';
export type { RetryOptions } from './api/retry.js';
export * from './api/public-errors.js';
// The API's types; the provider and enum lists themselves are in `notif-elements/client`, so that a page
// carries only the ones its elements use.
export type * from './api/types.js';
export type * from './api/providers.js';
export * from './events/index.js';
export { NotifProvider };
export { NotifInbox };
export type { RenderMessageContext } from './elements/notif-inbox/notif-inbox.js';
export type { GroupKey, GroupPerson, MessageGroup } from './store/grouping.js';
export { NotifMessage };
export { NotifActivity };
export { NotifActivityDetail };
export type { ActivityFilters } from './elements/notif-activity/filters.js';
export { NotifPushRegister };
export { NotifToasts };
export {
  webPushToken,
  type TokenProvider,
  type WebPushTokenOptions,
} from './elements/notif-push-register/web-push-token.js';
export type { NotifConfig } from './store/config.js';
export type { FeedTab } from './store/feed-store.js';
export { clearStoredData, type ClearStoredDataOptions } from './store/stored-data.js';
export { en as englishStrings } from './i18n/en.js';
export type { NotifStrings, ToastsStrings } from './i18n/strings.js';

defineElement(NotifProvider);
defineElement(NotifInbox);
defineElement(NotifMessage);
defineElement(NotifActivity);
defineElement(NotifActivityDetail);
defineElement(NotifPushRegister);
defineElement(NotifToasts);
