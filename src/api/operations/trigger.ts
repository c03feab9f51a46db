/** Triggering a workflow: the local API's extension, for demos and tests. */
import { triggerBody } from '../rules/trigger.js';
import { call } from '../call.js';
import { assertJsonBody } from '../json-body.js';
import type { Connection } from '../connection.js';
import type { CallOptions } from '../transport.js';
import type { TriggerBody, TriggerResponse } from '../types.js';
import { validated } from '../validated.js';

/** Triggers a workflow for a subscriber. */
export async function trigger(
  connection: Connection,
  body: TriggerBody,
  options?: CallOptions,
): Promise<TriggerResponse> {
  const checked = validated<TriggerBody>(triggerBody, body, 'body');
  assertJsonBody('body', body);
  return call<TriggerResponse>(
    connection,
    { method: 'POST', path: '/v1/events/trigger', body: checked, ...options },
    'object',
  );
}
