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
