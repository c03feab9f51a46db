/**
 * Your backend, when something happens that a person should hear of: trigger the workflow with the API key, then
 * tell that subscriber's open inboxes, wherever they are connected, to look now.
 */
import { NotifClient } from 'notif-elements/client';
import { hub } from './live-hub.js';

const client = new NotifClient({
  baseUrl: process.env.NOTIF_BASE_URL ?? 'https://api.example.com',
  auth: { apiKey: process.env.NOTIF_API_KEY ?? '' },
});

/** Triggers `workflow` for `subscriberId`; their inbox and toasts show it in about a second. */
export async function sendNotification(
  workflow: string,
  subscriberId: string,
  payload: Record<string, unknown>,
) {
  const result = await client.trigger({ name: workflow, to: subscriberId, payload });
  await hub.notify(subscriberId); // never throws for a Redis that is away: the browsers' poll catches up
  return result;
}
