/** The trigger extension of the local API (docs/decisions.md#trigger), for the demo's "send a test notification" and tests. */
import {
  isRecord,
  triggerBody,
  type Subscriber,
  type TriggerBody,
  type TriggerResponse,
} from 'notif-api-contract';
import { notFound } from '../errors.js';
import { validate } from '../validate.js';
import { created, type Route } from './route.js';

/** Subscriber fields a trigger's `to` object may bring for a subscriber it creates. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone'] as const;

type Profile = Pick<Subscriber, (typeof PROFILE_FIELDS)[number] | 'data'>;

/** The profile fields of `to` that have the right type; anything else is ignored. */
function profileOf(to: Record<string, unknown>): Profile {
  const profile: Profile = {};
  for (const field of PROFILE_FIELDS) {
    if (typeof to[field] === 'string') profile[field] = to[field];
  }
  const data = to['data'];
  if (isRecord(data)) profile.data = data;
  return profile;
}

/** Routes of the events group. */
export const eventRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/events/trigger',
    handle: async ({ store, caller, now, settings, body: readBody }) => {
      const body = validate<TriggerBody>(triggerBody, await readBody(), 'body');
      const workflow = store.workflow(caller.environmentId, body.name);
      if (!workflow) throw notFound('Workflow', body.name);
      const to: Record<string, unknown> & { subscriberId: string } =
        typeof body.to === 'string' ? { subscriberId: body.to } : body.to;
      // As in the real service, triggering to an unknown subscriberId creates the subscriber.
      const subscriber =
        store.subscriber(caller.environmentId, to.subscriberId) ??
        store.createSubscriber(
          {
            ...profileOf(to),
            subscriberId: to.subscriberId,
            _organizationId: caller.organizationId,
            _environmentId: caller.environmentId,
          },
          now,
        );
      const transactionId = body.transactionId ?? store.newId();
      const messagesBefore = store.state.messages.length;
      store.runWorkflow({
        environmentId: caller.environmentId,
        workflow,
        subscriber,
        payload: body.payload ?? {},
        transactionId,
        at: now,
      });
      // Its in-app step stored a message: the host's live hub may tell the subscriber's inbox now.
      if (store.state.messages.length > messagesBefore) settings.delivered(subscriber.subscriberId);
      const response: TriggerResponse = { acknowledged: true, status: 'processed', transactionId };
      return created(response);
    },
  },
];
