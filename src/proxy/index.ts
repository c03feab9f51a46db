/** `notif-elements/proxy`: the subscriber-scoped proxy a backend mounts so browsers never hold the API key. */
export { createInboxProxy } from './proxy.js';
export type { InboxProxyOptions } from './options.js';
export { INBOX_PROXY_ROUTES, type InboxProxyRoute } from './routes.js';
export {
  CHANNEL_CREDENTIAL_FIELDS,
  INBOX_PROXY_PUSH_PROVIDERS,
  type ChannelCredentialField,
  type InboxProxyCredentialsPolicy,
} from './credentials-policy.js';
export {
  KNOWN_PUSH_SERVICE_HOSTS,
  checkWebPushSubscription,
  type CheckedWebPushSubscription,
  type WebPushCheckOptions,
} from './push-endpoint.js';
export type { InboxProxyError, InboxProxyFailureStage } from './operator-errors.js';
export { onOrigin } from './mount-origin.js';
export { toNodeListener, type NodeListenerOptions } from './node-listener.js';
export { createLiveHub, type LiveHub, type LiveHubOptions } from './live/live-hub.js';
export type { LiveBroadcast } from './live/live-broadcast.js';
export type { InboxProxyLiveOption } from './live/live-settings.js';
