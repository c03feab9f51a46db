/** The environment's integrations (operations 2 and 3). */
import { call } from '../call.js';
import type { Connection } from '../connection.js';
import type { CallOptions } from '../transport.js';
import type { Integration } from '../types.js';
import { pathId } from '../validated.js';

const integrationPath = (integrationId: string) =>
  `/v1/integrations/${pathId('integrationId', integrationId)}`;

/** Operation 2: makes the integration the primary one of its channel (email and sms). */
export async function setPrimaryIntegration(
  connection: Connection,
  integrationId: string,
  options?: CallOptions,
): Promise<Integration> {
  const path = `${integrationPath(integrationId)}/set-primary`;
  return call<Integration>(connection, { method: 'POST', path, ...options }, 'object');
}

/** Operation 3: deletes the integration (irreversible); resolves with the integrations that remain. */
export async function deleteIntegration(
  connection: Connection,
  integrationId: string,
  options?: CallOptions,
): Promise<Integration[]> {
  return call<Integration[]>(
    connection,
    { method: 'DELETE', path: integrationPath(integrationId), ...options },
    'array',
  );
}

/** The environment's integrations that are not deleted (`credentials` only for session callers). */
export async function listIntegrations(
  connection: Connection,
  options?: CallOptions,
): Promise<Integration[]> {
  return call<Integration[]>(connection, { method: 'GET', path: '/v1/integrations', ...options }, 'array');
}
