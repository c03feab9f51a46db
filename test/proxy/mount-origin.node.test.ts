// onOrigin (docs/proxy.md#mounting-it) rebuilds the runtime's request on the app's origin. A GET or HEAD has no body,
// and its `body` is never asked for: Hono's Node server builds a whole second Request behind its light one the moment
// it is (docs/proxy.md#under-load). A write's body passes as it came.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { onOrigin } from '../../src/proxy/index.js';

const ORIGIN = 'https://app.example.com';

/** `request`, with a count of the reads of its `body`. */
function watched(request: Request): { request: Request; bodyReads: () => number } {
  let reads = 0;
  const proxy = new Proxy(request, {
    get(target, property) {
      if (property === 'body') reads++;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { request: proxy, bodyReads: () => reads };
}

/** A handler that keeps what it was handed. */
function recording() {
  const seen: Request[] = [];
  const handler = async (request: Request) => {
    seen.push(request);
    return new Response(null, { status: 204 });
  };
  return { seen, handler };
}

describe('onOrigin', () => {
  for (const method of ['GET', 'HEAD']) {
    it(`never asks a ${method} for its body, and places it on the origin`, async () => {
      const { seen, handler } = recording();
      const { request, bodyReads } = watched(
        new Request('http://evil.test:81/api/notif/v1/subscribers/ada/notifications/feed?limit=20', { method }),
      );
      await onOrigin(ORIGIN, handler)(request);
      assert.equal(bodyReads(), 0);
      assert.equal(seen[0]!.url, `${ORIGIN}/api/notif/v1/subscribers/ada/notifications/feed?limit=20`);
      assert.equal(seen[0]!.method, method);
      assert.equal(seen[0]!.body, null);
    });
  }

  it('passes a write’s body as it came', async () => {
    const { seen, handler } = recording();
    const body = JSON.stringify({ messageId: 'm1', markAs: 'seen' });
    await onOrigin(ORIGIN, handler)(
      new Request('http://evil.test/api/notif/v1/subscribers/ada/messages/mark-as', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(await seen[0]!.text(), body);
  });
});
