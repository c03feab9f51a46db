/** Which integration, and so which provider, delivers a channel in an environment. */
import {
  ACTIVITY_PROVIDERS,
  isOneOf,
  type ActivityProvider,
  type ChannelType,
  type Integration,
  type JobType,
} from 'notif-api-contract';
import type { LocalState } from '../state.js';

/** Provider named on a job when the environment has no integration for its channel. */
const FALLBACK_PROVIDER: Record<ChannelType, ActivityProvider> = {
  in_app: 'svc',
  email: 'svc-email',
  sms: 'svc-sms',
  chat: 'svc-slack',
  push: 'fcm',
};

/**
 * The integration that delivers `channel` in an environment: its active primary one, else the newest active
 * one (records are appended as they are created, so the last one). Agent integrations deliver nothing.
 */
export function pickIntegration(
  state: LocalState,
  environmentId: string,
  channel: ChannelType,
): Integration | undefined {
  const candidates = state.integrations.filter(
    (integration) =>
      integration._environmentId === environmentId &&
      integration.channel === channel &&
      integration.kind !== 'agent' &&
      integration.active &&
      !integration.deleted,
  );
  return candidates.find((integration) => integration.primary) ?? candidates.at(-1);
}

/** The provider named on a job of `channel` sent through `integration` (or through none). */
export function providerOf(integration: Integration | undefined, channel: ChannelType): ActivityProvider {
  return isOneOf(ACTIVITY_PROVIDERS, integration?.providerId)
    ? integration.providerId
    : FALLBACK_PROVIDER[channel];
}

/** The provider a job of this type would use: the channel's integration, or the service itself. */
export function plannedProvider(state: LocalState, environmentId: string, type: JobType): ActivityProvider {
  if (type !== 'email' && type !== 'sms' && type !== 'push' && type !== 'chat') return 'svc';
  return providerOf(pickIntegration(state, environmentId, type), type);
}
