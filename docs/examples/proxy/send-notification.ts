/**
 * Your backend, when something happens that a person should hear of: trigger the workflow with the API key, then
 * tell that subscriber's open inboxes, wherever they are connected, to look now. The client is made on the first
 * call, so importing this module needs no secret (a build imports it without one).
 */
import { NotifClient } from 'notif-elements/client';
import { hub } from './live-hub';

let client: NotifClient | undefined;

function notifClient(): NotifClient {
  const apiKey = process.env.NOTIF_API_KEY;
  if (!apiKey) throw new Error('Set NOTIF_API_KEY to the environment’s API key');
  client ??= new NotifClient({
    baseUrl: process.env.NOTIF_BASE_URL ?? 'https://api.example.com',
    auth: { apiKey },
  });
  return client;
}

/** Triggers `workflow` for `subscriberId`; their inbox and toasts show it in about a second. */
export async function sendNotification(
  workflow: string,
  subscriberId: string,
  payload: Record<string, unknown>,
) {
  const result = await notifClient().trigger({ name: workflow, to: subscriberId, payload });
  await hub.notify(subscriberId); // never throws for a Redis that is away: the browsers' poll catches up
  return result;
}
