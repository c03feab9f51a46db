/**
 * Stands for your app's own sign-in: whatever tells you who is asking (a session cookie, a JWT, your auth
 * library). Here, a session id in a `session` cookie, looked up in memory. The proxy needs one thing from it:
 * the subscriberId of the signed-in person, or nothing.
 */
import { randomUUID } from 'node:crypto';

const sessions = new Map<string, string>();

/** Signs `subscriberId` in: returns the session id to set as the `session` cookie. */
export function startSession(subscriberId: string): string {
  const id = randomUUID();
  sessions.set(id, subscriberId);
  return id;
}

/** The subscriberId of the signed-in person, or `undefined` when nobody is. */
export function signedInSubscriber(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const id = /(?:^|;\s*)session=([^;]+)/.exec(cookies)?.[1];
  return id === undefined ? undefined : sessions.get(id);
}
