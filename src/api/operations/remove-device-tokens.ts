/**
 * Taking device tokens out of a subscriber's channel: operation 1 with the `removeDeviceTokens` extension
 * (docs/decisions.md#removing-a-device-token). A file of its own, so that only what signs out carries it.
 */
import type { Connection } from '../connection.js';
import type { CallOptions } from '../transport.js';
import type { Subscriber, UpsertCredentialsBody } from '../types.js';
import { upsertCredentials } from './subscribers.js';

/** What {@link removeDeviceTokens} takes: the channel, and the tokens to take out of it. */
export interface RemoveDeviceTokensBody {
  providerId: UpsertCredentialsBody['providerId'];
  integrationIdentifier?: string;
  deviceTokens: string[];
}

/**
 * Takes device tokens out of a subscriber's channel (`PATCH …/credentials` with `removeDeviceTokens`,
 * docs/decisions.md#removing-a-device-token): what signing a browser out of push sends. Other tokens stay.
 */
export async function removeDeviceTokens(
  connection: Connection,
  subscriberId: string,
  body: RemoveDeviceTokensBody,
  options?: CallOptions,
): Promise<Subscriber> {
  const { deviceTokens, ...channel } = body ?? ({} as RemoveDeviceTokensBody);
  return upsertCredentials(
    connection,
    subscriberId,
    { ...channel, credentials: {}, removeDeviceTokens: deviceTokens },
    options,
  );
}
