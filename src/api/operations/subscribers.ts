/** A subscriber and its channel credentials (operation 1). */
import { upsertCredentialsBody } from '../rules/subscribers.js';
import { call } from '../call.js';
import { assertJsonBody } from '../json-body.js';
import type { Connection } from '../connection.js';
import type { CallOptions } from '../transport.js';
import type { Subscriber, UpsertCredentialsBody } from '../types.js';
import { pathId, validated } from '../validated.js';

/** Operation 1: stores credentials (device tokens are appended) for a provider of the subscriber. */
export async function upsertCredentials(
  connection: Connection,
  subscriberId: string,
  body: UpsertCredentialsBody,
  options?: CallOptions,
): Promise<Subscriber> {
  const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}/credentials`;
  const checked = validated<UpsertCredentialsBody>(upsertCredentialsBody, body, 'body');
  assertJsonBody('body', body);
  return call<Subscriber>(connection, { method: 'PATCH', path, body: checked, ...options }, 'object');
}

/** One subscriber, with its channels and stored credentials. */
export async function getSubscriber(
  connection: Connection,
  subscriberId: string,
  options?: CallOptions,
): Promise<Subscriber> {
  const path = `/v1/subscribers/${pathId('subscriberId', subscriberId)}`;
  return call<Subscriber>(connection, { method: 'GET', path, ...options }, 'object');
}

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
