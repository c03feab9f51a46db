// docs/guides/push-register.md shows docs/examples/push/send-push.mjs as it is, and this test runs it: a stored
// token forged to aim the sender at an internal address is refused before anything is sent; a real push service's
// subscription goes on to webPush.sendNotification (replaced here by a recorder: the test has no network).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it, mock } from 'node:test';
import { createRequire } from 'node:module';

/** The `web-push` library (CommonJS, no types of its own): the same object the snippet imports. */
const webPush = createRequire(import.meta.url)('web-push') as {
  generateVAPIDKeys(): { publicKey: string; privateKey: string };
  sendNotification(subscription: unknown, payload: string): Promise<unknown>;
};

const FILE = new URL('../../docs/examples/push/send-push.mjs', import.meta.url);

function token(endpoint: string): string {
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: 'BNcRdreALRFX', auth: 'tBHItJI5svbpez7KI4CCXg' },
  });
}

describe('docs/guides/push-register.md: the sender snippet', () => {
  let sendPush: (stored: string, message: { title: string; body: string; url: string }) => Promise<unknown>;
  const sent = mock.method(webPush, 'sendNotification', async () => ({
    statusCode: 201,
    body: '',
    headers: {},
  }));

  before(async () => {
    const keys = webPush.generateVAPIDKeys();
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
    ({ sendPush } = await import(FILE.href));
  });

  it('is shown on the page as it is', () => {
    const page = readFileSync(new URL('../../docs/guides/push-register.md', import.meta.url), 'utf8');
    assert.ok(
      page.includes(`\`\`\`js\n${readFileSync(FILE, 'utf8')}\`\`\``),
      'the page shows send-push.mjs as it is',
    );
  });

  it('refuses forged tokens before sending anything', async () => {
    sent.mock.resetCalls();
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:6379/',
      'https://internal.corp/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
    ])
      await assert.rejects(sendPush(token(endpoint), { title: 'Hi', body: 'x', url: '/inbox' }), {
        name: 'TypeError',
        message: /Refused to send/,
      });
    assert.equal(sent.mock.callCount(), 0);
  });

  it('sends to a push service’s subscription', async () => {
    sent.mock.resetCalls();
    await sendPush(token('https://fcm.googleapis.com/fcm/send/abc'), {
      title: 'Hi',
      body: 'x',
      url: '/inbox',
    });
    assert.equal(sent.mock.callCount(), 1);
    const [subscription, payload] = sent.mock.calls[0]!.arguments as [{ endpoint: string }, string];
    assert.equal(subscription.endpoint, 'https://fcm.googleapis.com/fcm/send/abc');
    assert.deepEqual(JSON.parse(payload), { title: 'Hi', body: 'x', url: '/inbox' });
  });
});
