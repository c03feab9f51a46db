/**
 * The contract's enums of subscribers (all listed by `providers.ts`): the providers of a subscriber's channel
 * credentials, which the push register and the subscriber's rules read. `isOneOf` is the one of `message-enums.ts`,
 * which holds the other enums with `activity-enums.ts` (why they are apart is said there).
 */

export { isOneOf } from './message-enums.js';

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
