/** `notif-elements/proxy`: the subscriber-scoped proxy a backend mounts so browsers never hold the API key. */
export { createInboxProxy } from './proxy.js';
export type { InboxProxyOptions } from './options.js';
export { INBOX_PROXY_ROUTES, type InboxProxyRoute } from './request.js';
export {
  CHANNEL_CREDENTIAL_FIELDS,
  INBOX_PROXY_PUSH_PROVIDERS,
  type ChannelCredentialField,
  type InboxProxyCredentialsPolicy,
} from './credentials.js';
export {
  KNOWN_PUSH_SERVICE_HOSTS,
  checkWebPushSubscription,
  type CheckedWebPushSubscription,
  type WebPushCheckOptions,
} from './credentials.js';
export type { InboxProxyError, InboxProxyFailureStage } from './answers.js';
export { onOrigin } from './mounts.js';
export { toNodeListener, type NodeListenerOptions } from './mounts.js';
export { createLiveHub, type LiveHub, type LiveHubOptions } from './live/live-hub.js';
export type { LiveBroadcast } from './live/live-changes.js';
export type { InboxProxyLiveOption } from './options.js';
