/** Integrations: set primary (op 2), delete (op 3) and the list extension (docs/decisions.md#integrations, docs/decisions.md#extensions). */
import type { Integration } from 'notif-api-contract';
import type { Caller } from '../caller.js';
import { ApiError, notFound } from '../errors.js';
import { ok, type Route, type RouteContext } from './route.js';

/** Channels whose primary integration delivers a workflow's notifications. */
const PRIMARY_CHANNELS = new Set(['email', 'sms']);
/** `deletedBy` for API-key callers: the key stands for no user the local API knows. */
const API_KEY_USER = 'api-key';

/** An integration as the caller may see it: decrypted credentials only for dashboard sessions. */
export function visibleIntegration(integration: Integration, caller: Caller): Integration {
  if (caller.kind === 'session') return integration;
  const { credentials: _hidden, ...rest } = integration;
  return rest;
}

function found({ store, caller, param }: RouteContext): Integration {
  const id = param('integrationId');
  const integration = store.integration(caller.environmentId, id);
  if (!integration) throw notFound('Integration', id);
  return integration;
}

/** Routes of the integrations group. */
export const integrationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/integrations',
    handle: ({ store, caller }) =>
      ok(store.integrations(caller.environmentId).map((i) => visibleIntegration(i, caller))),
  },
  {
    method: 'POST',
    path: '/v1/integrations/:integrationId/set-primary',
    handle: (context) => {
      const integration = found(context);
      if (!PRIMARY_CHANNELS.has(integration.channel ?? '')) {
        throw new ApiError(400, `Channel ${integration.channel ?? 'none'} does not support primary`);
      }
      return ok(visibleIntegration(context.store.setPrimary(integration), context.caller));
    },
  },
  {
    method: 'DELETE',
    path: '/v1/integrations/:integrationId',
    handle: (context) => {
      const { store, caller, now } = context;
      store.deleteIntegration(found(context), caller.userId ?? API_KEY_USER, now);
      return ok(store.integrations(caller.environmentId).map((i) => visibleIntegration(i, caller)));
    },
  },
];
