/**
 * Sending a push to a device token stored by `<notif-push-register>` (Web Push, the `web-push` library). A stored
 * token came from a browser: check it before connecting anywhere. `checkWebPushSubscription` parses it and throws
 * unless its endpoint is an https: URL on a browser's push service (FCM, Mozilla, Windows, Apple), so a forged
 * token cannot aim your server at an internal address (a metadata endpoint, a database on loopback).
 */
import webPush from 'web-push';
import { checkWebPushSubscription } from 'notif-elements/proxy';

webPush.setVapidDetails(
  'mailto:notifications@example.com',
  process.env.VAPID_PUBLIC_KEY,
  process.env.VAPID_PRIVATE_KEY, // the private key stays on this server
);

/** Sends `{ title, body, url }` to one stored device token. */
export async function sendPush(storedToken, { title, body, url }) {
  const subscription = checkWebPushSubscription(storedToken); // throws a TypeError on a forged address
  return webPush.sendNotification(subscription, JSON.stringify({ title, body, url }));
}
