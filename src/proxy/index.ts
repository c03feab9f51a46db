/** `notif-elements/proxy`: the subscriber-scoped proxy a backend mounts so browsers never hold the API key. */
export { createInboxProxy, INBOX_PROXY_ROUTES, type InboxProxyOptions } from './proxy.js';
