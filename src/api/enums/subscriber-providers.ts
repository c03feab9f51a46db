/**
 * The push and chat providers a subscriber holds credentials for (`<notif-push-register>` checks `provider-id`
 * against them). Part of the contract's enums, all listed by `providers.ts`: apart, so that a page carries only
 * those its elements use.
 */

/** Providers a subscriber can hold per-channel credentials for (chat and push), in spec order. */
export const SUBSCRIBER_CHANNEL_PROVIDERS = [
  'slack',
  'discord',
  'msteams',
  'mattermost',
  'ryver',
  'zulip',
  'grafana-on-call',
  'getstream',
  'rocket-chat',
  'whatsapp-business',
  'chat-webhook',
  'svc-slack',
  'fcm',
  'apns',
  'expo',
  'one-signal',
  'pushpad',
  'push-webhook',
  'pusher-beams',
  'appio',
] as const;
export type SubscriberChannelProvider = (typeof SUBSCRIBER_CHANNEL_PROVIDERS)[number];
