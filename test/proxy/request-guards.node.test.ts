// The proxy's guards around the request itself (docs/security.md): the route is matched before anyone's session is
// looked up, a body has a deadline as well as a cap, a write a browser names cross-site is refused without an
// Origin, an operator hears of a failure through onError without ever being handed the key, and a Web Push token
// must point at a push service. The proxy runs in-process against the real local API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalApi, DEMO_KEYS, inProcessFetch } from 'notif-local-api';
import {
  checkWebPushSubscription,
  createInboxProxy,
  type InboxProxyError,
  type InboxProxyOptions,
} from '../../src/proxy/index.js';

const KEY = DEMO_KEYS.development;
const ADA = 'subscriber-ada';
const BASE = 'http://app.test/api/notif';
const FEED = `${BASE}/v1/subscribers/${ADA}/notifications/feed`;
const MARK = `${BASE}/v1/subscribers/${ADA}/messages/mark-as`;
const CREDENTIALS = `${BASE}/v1/subscribers/${ADA}/credentials`;

/** A proxy over the local API, with a count of what reached the API. */
function proxyWith(options: Partial<InboxProxyOptions> = {}) {
  const api = createLocalApi({ seed: 'demo' });
  const forwarded: string[] = [];
  const proxy = createInboxProxy({
    apiKey: KEY,
    baseUrl: 'http://local-api.test',
    basePath: '/api/notif',
    resolveSubscriber: () => ADA,
    fetch: async (input, init) => {
      forwarded.push(String(input));
      return inProcessFetch(api)(input, init);
    },
    ...options,
  });
  return { proxy, forwarded };
}

const json = { 'content-type': 'application/json' };

describe('inbox proxy: the route is matched before the session is looked up', () => {
  it('asks resolveSubscriber nothing for a stray path, a wrong method or a path outside the mount', async () => {
    let lookups = 0;
    const { proxy } = proxyWith({
      resolveSubscriber: () => {
        lookups += 1;
        return ADA;
      },
    });
    const stray = [
      new Request(`${BASE}/v1/integrations`),
      new Request(`${BASE}/v1/subscribers/${ADA}/preferences`),
      new Request(`${BASE}/wp-login.php`),
      new Request('http://app.test/elsewhere/v1/subscribers/subscriber-ada/notifications/feed'),
      new Request(FEED, { method: 'DELETE' }),
    ];
    for (const request of stray) assert.equal((await proxy(request)).status, 403, request.url);
    assert.equal(lookups, 0, 'a stray request cost no session lookup');
    assert.equal((await proxy(new Request(FEED))).status, 200);
    assert.equal(lookups, 1);
  });
});

describe('inbox proxy: a request body has a deadline', () => {
  it('answers 408 to a body that trickles past bodyTimeoutMs, and forwards nothing', async () => {
    const { proxy, forwarded } = proxyWith({ bodyTimeoutMs: 50 });
    let cancelled = false;
    const encoder = new TextEncoder();
    // One byte, then nothing more: the body never ends unless the proxy gives up on it.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reply = await proxy(
      new Request(MARK, { method: 'POST', headers: json, body, duplex: 'half' } as RequestInit),
    );
    assert.equal(reply.status, 408);
    assert.match(((await reply.json()) as { message: string }).message, /did not arrive within 50 ms/);
    assert.equal(cancelled, true, 'the body was cancelled');
    assert.deepEqual(forwarded, []);
  });

  it('refuses a bodyTimeoutMs that is not a positive integer, naming it', () => {
    for (const bodyTimeoutMs of [0, -1, 1.5, Number.NaN, '10' as unknown as number])
      assert.throws(() => proxyWith({ bodyTimeoutMs }), { name: 'TypeError', message: /bodyTimeoutMs/ });
  });
});

/** A request as a runtime without request body streams makes it (Firefox's `Request` has no `body`). */
class RequestWithoutBodyStream extends Request {
  override get body(): null {
    return undefined as unknown as null;
  }
}

describe('inbox proxy: a runtime without request body streams', () => {
  const mark = (body: string) =>
    new RequestWithoutBodyStream(MARK, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': `whole-${body.length}` },
      body,
    });

  it('reads the body whole and forwards it, rather than forwarding nothing', async () => {
    const { proxy, forwarded } = proxyWith();
    const feed = (await (await proxy(new Request(`${FEED}?page=0&limit=1`))).json()) as {
      data: { _id: string; read: boolean }[];
    };
    const [first] = feed.data;
    assert.ok(first, 'a message in the seed');
    const reply = await proxy(
      mark(JSON.stringify({ messageId: first._id, markAs: first.read ? 'unread' : 'read' })),
    );
    assert.equal(reply.status, 201, await reply.clone().text());
    assert.equal(forwarded.length, 2);
    const after = (await (await proxy(new Request(`${FEED}?page=0&limit=1`))).json()) as typeof feed;
    assert.equal(after.data[0]?.read, !first.read, 'the service took the mark the body asked for');
  });

  it('holds the same cap: a body over bodyLimit is refused with 413 and forwarded nowhere', async () => {
    const { proxy, forwarded } = proxyWith({ bodyLimit: 64 });
    const reply = await proxy(mark(JSON.stringify({ messageId: 'm'.repeat(100), markAs: 'read' })));
    assert.equal(reply.status, 413);
    assert.match(((await reply.json()) as { message: string }).message, /larger than 64 bytes/);
    assert.deepEqual(forwarded, []);
  });
});

describe('inbox proxy: Sec-Fetch-Site', () => {
  it('refuses a write the browser names cross-site, with or without an Origin; same-site ones pass', async () => {
    const { proxy, forwarded } = proxyWith();
    const body = JSON.stringify({ messageId: 'x', markAs: 'read' });
    for (const headers of [
      { ...json, 'sec-fetch-site': 'cross-site' },
      { ...json, 'sec-fetch-site': 'Cross-Site' },
      { ...json, 'sec-fetch-site': 'cross-site', origin: 'http://app.test' },
    ]) {
      const reply = await proxy(new Request(MARK, { method: 'POST', headers, body }));
      assert.equal(reply.status, 403);
      assert.match(((await reply.json()) as { message: string }).message, /Sec-Fetch-Site: cross-site/);
    }
    assert.deepEqual(forwarded, []);
    const sameOrigin = await proxy(
      new Request(CREDENTIALS, {
        method: 'PATCH',
        headers: { ...json, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ providerId: 'fcm', credentials: { deviceTokens: ['t-1'] } }),
      }),
    );
    assert.equal(sameOrigin.status, 200);
  });
});

describe('inbox proxy: onError', () => {
  it('hears of a session store that throws, with the key nowhere in what it gets', async () => {
    const seen: InboxProxyError[] = [];
    const { proxy } = proxyWith({
      resolveSubscriber: async () => {
        const failure = new Error(`session store down (tried with ${KEY} and ApiKey ${KEY})`);
        Object.assign(failure, { code: `E_${KEY}`, cause: { authorization: `ApiKey ${KEY}` } });
        throw failure;
      },
      onError: (error) => seen.push(error),
    });
    const reply = await proxy(new Request(FEED));
    assert.equal(reply.status, 500);
    assert.equal(seen.length, 1);
    const [error] = seen;
    assert.equal(error!.stage, 'resolveSubscriber');
    assert.match(error!.message, /session store down/);
    assert.equal(error!.cause, undefined);
    const everything = JSON.stringify({
      ...error,
      message: error!.message,
      stack: error!.stack,
      name: error!.name,
    });
    assert.equal(everything.includes(KEY), false, everything);
    assert.equal((await reply.text()).includes('session store'), false);
  });

  it('hears of any other failure, and a hook that throws changes no answer', async () => {
    const seen: InboxProxyError[] = [];
    const { proxy } = proxyWith({
      onError: (error) => {
        seen.push(error);
        throw new Error('the hook itself failed');
      },
    });
    // A body stream that fails while the proxy reads it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error(`socket reset ${KEY}`));
      },
    });
    const reply = await proxy(
      new Request(MARK, { method: 'POST', headers: json, body, duplex: 'half' } as RequestInit),
    );
    assert.equal(reply.status, 500);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.stage, 'request');
    assert.equal(`${seen[0]!.message}${seen[0]!.stack}`.includes(KEY), false);
  });

  it('refuses an onError that is not a function', () => {
    assert.throws(() => proxyWith({ onError: 'log' as never }), { name: 'TypeError', message: /onError/ });
  });
});

/** A Web Push subscription, serialized as the push register stores it. */
function subscription(endpoint: unknown): string {
  return JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: 'BNc', auth: 'tBH' } });
}

describe('inbox proxy: Web Push device tokens point at a push service (SSRF)', () => {
  const register = (proxy: (request: Request) => Promise<Response>, token: string) =>
    proxy(
      new Request(CREDENTIALS, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({
          providerId: 'push-webhook',
          credentials: { deviceTokens: ['plain-token', token] },
        }),
      }),
    );

  it('refuses an endpoint anywhere else with a 403 that says why, and forwards nothing', async () => {
    const { proxy, forwarded } = proxyWith();
    const forged: [unknown, RegExp][] = [
      ['http://169.254.169.254/latest/meta-data/', /must be an https: URL/],
      ['http://127.0.0.1:6379/', /must be an https: URL/],
      ['https://internal.corp/push', /host internal\.corp is not a known push service/],
      ['https://fcm.googleapis.com.evil.example/x', /not a known push service/],
      ['https://evilfcm.googleapis.com/x', /not a known push service/],
      ['https://fcm.googleapis.com:8443/x', /not a known push service/],
      ['https://user:pw@fcm.googleapis.com/x', /must not hold credentials/],
      ['https://push.services.mozilla.com/x', /not a known push service/],
      ['not a url', /not a URL/],
      [42, /endpoint must be a string/],
    ];
    for (const [endpoint, why] of forged) {
      const reply = await register(proxy, subscription(endpoint));
      assert.equal(reply.status, 403, String(endpoint));
      const { message } = (await reply.json()) as { message: string };
      assert.match(message, /credentials\.deviceTokens\[1\]/);
      assert.match(message, why);
    }
    assert.deepEqual(forwarded, []);
  });

  it('accepts the browsers’ push services, and the hosts of pushServiceHosts', async () => {
    const { proxy } = proxyWith();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      assert.equal((await register(proxy, subscription(endpoint))).status, 200, endpoint);
    assert.equal((await register(proxy, subscription('https://push.example.com/x'))).status, 403);

    const extended = proxyWith({
      credentials: { pushServiceHosts: ['push.example.com', '*.relay.example'] },
    });
    for (const endpoint of ['https://push.example.com/x', 'https://eu.relay.example/y'])
      assert.equal((await register(extended.proxy, subscription(endpoint))).status, 200, endpoint);
    assert.equal((await register(extended.proxy, subscription('https://relay.example/y'))).status, 403);
  });

  it('refuses a pushServiceHosts option that is not a list of host names, naming it', () => {
    for (const pushServiceHosts of [
      'push.example.com',
      ['https://push.example.com'],
      ['*'],
      ['Push.Example.com'],
      [1],
    ])
      assert.throws(() => proxyWith({ credentials: { pushServiceHosts } as never }), {
        name: 'TypeError',
        message: /credentials\.pushServiceHosts/,
      });
  });

  it('checkWebPushSubscription: the sender’s side of the same check', () => {
    assert.deepEqual(
      checkWebPushSubscription(subscription('https://fcm.googleapis.com/fcm/send/abc')).endpoint,
      'https://fcm.googleapis.com/fcm/send/abc',
    );
    assert.throws(() => checkWebPushSubscription(subscription('http://169.254.169.254/')), {
      name: 'TypeError',
      message: /Refused to send: .*https:/,
    });
    assert.throws(() => checkWebPushSubscription('fcm-device-token'), {
      message: /not a Web Push subscription/,
    });
    assert.equal(
      checkWebPushSubscription(subscription('https://push.example.com/x'), {
        pushServiceHosts: ['push.example.com'],
      }).endpoint,
      'https://push.example.com/x',
    );
  });
});

describe('inbox proxy: a browser signing out removes its own device token', () => {
  const patch = (proxy: (request: Request) => Promise<Response>, body: unknown) =>
    proxy(new Request(CREDENTIALS, { method: 'PATCH', headers: json, body: JSON.stringify(body) }));

  it('forwards removeDeviceTokens and shows back that the token is gone, the other devices’ tokens never', async () => {
    const { proxy } = proxyWith();
    assert.equal(
      (await patch(proxy, { providerId: 'fcm', credentials: { deviceTokens: ['this-browser', 'tablet'] } }))
        .status,
      200,
    );
    const reply = await patch(proxy, {
      providerId: 'fcm',
      credentials: {},
      removeDeviceTokens: ['this-browser'],
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(await reply.json(), {
      subscriberId: ADA,
      channels: [
        { providerId: 'fcm', integrationIdentifier: 'fcm-mobile', credentials: { deviceTokens: [] } },
      ],
    });
    const again = await patch(proxy, { providerId: 'fcm', credentials: { deviceTokens: ['tablet'] } });
    assert.deepEqual(
      ((await again.json()) as { channels: { credentials: unknown }[] }).channels[0]!.credentials,
      {
        deviceTokens: ['tablet'],
      },
    );
  });

  it('refuses removeDeviceTokens that is not a list of tokens, or where device tokens may not be set', async () => {
    const { proxy, forwarded } = proxyWith();
    const wrong = await patch(proxy, {
      providerId: 'fcm',
      credentials: {},
      removeDeviceTokens: 'this-browser',
    });
    assert.equal(wrong.status, 400);
    const closed = proxyWith({ credentials: { fields: ['webhookUrl'], providers: ['slack'] } });
    const refused = await patch(closed.proxy, {
      providerId: 'slack',
      credentials: {},
      removeDeviceTokens: ['x'],
    });
    assert.equal(refused.status, 403);
    assert.match(((await refused.json()) as { message: string }).message, /removeDeviceTokens/);
    assert.deepEqual([...forwarded, ...closed.forwarded], []);
  });
});
