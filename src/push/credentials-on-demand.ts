/**
 * Operation 1 for `<notif-push-register>`, with its request code (checks, transport, retries) fetched the first time
 * a registration stores a token: most visitors see the button and never press it, and a page that only shows the
 * button should not carry the code that sends. The element holds a connection from its first render; making one
 * sends nothing and carries none of that code.
 */
import type { upsertCredentials as UpsertCredentials } from '../api/operations/subscribers.js';

/** `upsertCredentials` of `notif-elements/client`, loaded on its first call. */
export async function upsertCredentials(
  ...args: Parameters<typeof UpsertCredentials>
): ReturnType<typeof UpsertCredentials> {
  const operations = await import('../api/operations/subscribers.js');
  return operations.upsertCredentials(...args);
}
