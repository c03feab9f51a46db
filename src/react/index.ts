/**
 * `notif-elements/react`: a React component per element, for React 18 and 19. Properties such as `strings`,
 * `renderMessage`, `tokenProvider`, `fetch` and `message` are set as properties (React 18 would turn them into
 * attributes), and every event is a typed `onNotif…` prop. Safe to import while rendering on the server: the
 * components only define their tags, and Lit supplies what Node lacks.
 *
 * Each component is a module of its own that imports its element's class alone and registers its tag when it is made
 * (package.json `sideEffects` leaves these modules out): an app that renders only `NotifInbox` carries the inbox and
 * none of the other elements, as bundlers drop the components it does not use with what they import.
 */
export { NotifInbox } from './notif-inbox.js';
export { NotifMessage } from './notif-message.js';
export { NotifPushRegister } from './notif-push-register.js';
export { NotifActivity } from './notif-activity.js';
export { NotifProvider } from './notif-provider.js';
export { NotifToasts } from './notif-toasts.js';

export { useNotifCounts, useNotifFeed, type NotifCounts, type UseNotifFeedResult } from './use-notif-feed.js';
export type { FeedMessage, NotifFeed, NotifFeedConfig, NotifFeedSnapshot } from '../entries/feed.js';
