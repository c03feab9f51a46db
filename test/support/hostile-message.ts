/**
 * The hostile message that renderers are tested against: markup and `javascript:` URLs in every field the
 * comment-mention workflow templates. No seed holds it (the demo shows the seed); a test that needs it triggers it.
 */
import type { NotifClient } from '../../src/api/client.js';
import type { Message } from '../../src/api/types.js';

export const HOSTILE_PAYLOAD = {
  author: '<img src=x onerror=alert(1)>',
  comment: '<script>alert("xss")</script> & <b>bold</b> "double" \'single\' {{payload.author}}',
  url: 'javascript:alert(1)',
  avatar: 'javascript:alert(1)',
};

/** The transaction of the hostile message, to find it in the activity log. */
export const HOSTILE_TRANSACTION = 'txn-hostile';

/** Triggers the hostile message for subscriber-ada (comment-mention: in-app and email); resolves to the in-app one. */
export async function triggerHostileMessage(client: NotifClient): Promise<Message> {
  await client.trigger({
    name: 'comment-mention',
    to: 'subscriber-ada',
    payload: HOSTILE_PAYLOAD,
    transactionId: HOSTILE_TRANSACTION,
  });
  const { data } = await client.listFeed('subscriber-ada', { limit: 50 });
  const message = data.find((m) => m.transactionId === HOSTILE_TRANSACTION);
  if (!message) throw new Error('hostile-message: the trigger made no in-app message');
  return message;
}
