// One rule for a base URL (docs/architecture.md, "Configuration"): the client, the headless feed and the proxy refuse
// the same wrong base URLs with the same sentence naming baseUrl, when they are made, before any request; the proxy
// also refuses a path or nothing, which a server cannot complete with a page's origin, and says so.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotifClient } from '../../src/api/index.js';
import { NotifValidationError } from '../../src/api/errors.js';
import { spelledBaseUrl } from '../../src/api/base-url.js';
import { sessionKey } from '../../src/store/session-key.js';
import { createNotifFeed, type NotifFeedConfig } from '../../src/entries/feed.js';
import { createInboxProxy, type InboxProxyOptions } from '../../src/proxy/index.js';

const ADA = 'subscriber-ada';
const BACKSLASH_OR_CONTROL = 'baseUrl must have no backslash or control character';

/** A fetch that counts the requests it was asked for, and answers none of them with data. */
function countingFetch() {
  const counted = {
    requests: 0,
    fetch: (async () => {
      counted.requests++;
      return new Response('{}');
    }) as typeof fetch,
  };
  return counted;
}

/** What making each one with `baseUrl` throws, with the requests it sent meanwhile. */
function refusals(baseUrl: unknown) {
  const thrown = (make: () => unknown) => {
    try {
      make();
    } catch (error) {
      return error as Error;
    }
    assert.fail(`${JSON.stringify(baseUrl)} was taken`);
  };
  const network = countingFetch();
  const client = thrown(
    () => new NotifClient({ baseUrl: baseUrl as string, auth: 'none', fetch: network.fetch }),
  );
  const feed = thrown(() =>
    createNotifFeed({ subscriberId: ADA, baseUrl, fetch: network.fetch } as NotifFeedConfig),
  );
  const proxy = thrown(() =>
    createInboxProxy({
      apiKey: 'sk-base-url',
      baseUrl,
      resolveSubscriber: () => ADA,
      fetch: network.fetch,
    } as InboxProxyOptions),
  );
  return { client, feed, proxy, requests: network.requests };
}

describe('a base URL', () => {
  const wrong: [string, unknown, string][] = [
    ['not a string', 42, 'baseUrl must be a string'],
    ['with a query', 'https://api.example.com/?tenant=1', 'baseUrl must have no query or fragment'],
    ['with a fragment', 'https://api.example.com/#top', 'baseUrl must have no query or fragment'],
    ['a path with a query', '/api/notif?tenant=1', 'baseUrl must have no query or fragment'],
    ['of another scheme', 'ftp://api.example.com', 'baseUrl must use http: or https:'],
    ['a script', 'javascript:alert(1)', 'baseUrl must use http: or https:'],
    // The URL parser reads `\` as `/` and drops tabs and newlines: each of these is `//host`, another origin.
    ['a path with a backslash', '/\\127.0.0.1:43947', BACKSLASH_OR_CONTROL],
    ['a path with two backslashes', '/\\\\evil.example', BACKSLASH_OR_CONTROL],
    ['a path with a tab', '/\t/evil.example', BACKSLASH_OR_CONTROL],
    ['a path with a line feed', '/\n/evil.example', BACKSLASH_OR_CONTROL],
    ['a path with a carriage return', '/\r/evil.example', BACKSLASH_OR_CONTROL],
    ['a path with a NUL', '/api\u0000/notif', BACKSLASH_OR_CONTROL],
    ['a URL with a tab in its host', 'https://api.exa\tmple.com', BACKSLASH_OR_CONTROL],
  ];
  for (const [what, baseUrl, sentence] of wrong) {
    it(`${what}: the client, the feed and the proxy say "${sentence}", and send nothing`, () => {
      const { client, feed, proxy, requests } = refusals(baseUrl);
      for (const error of [client, feed]) {
        assert.ok(error instanceof NotifValidationError, error.stack);
        assert.equal(error.field, 'baseUrl');
        assert.equal(error.message, sentence);
      }
      // The proxy's options are a server's: each wrong one is a TypeError led by the function's name.
      assert.ok(proxy instanceof TypeError);
      assert.equal(proxy.message, `createInboxProxy: ${sentence}`);
      assert.equal(requests, 0);
    });
  }

  it('neither a URL nor a path: the client and the feed say what a base URL may be, the proxy what it needs', () => {
    for (const baseUrl of ['api.example.com', 'not a url', '//evil.example/api']) {
      const { client, feed, proxy, requests } = refusals(baseUrl);
      assert.equal(client.message, feed.message);
      assert.match(client.message, /^baseUrl must be an http\(s\) URL .*a path such as \/api\/notif/);
      assert.match(
        proxy.message,
        /^createInboxProxy: baseUrl must be an absolute URL such as https:\/\/api\.example\.com/,
      );
      assert.equal(requests, 0);
    }
  });

  it('a path or nothing: the client and the feed take it (this origin), the proxy says it needs an absolute URL and why', () => {
    for (const baseUrl of ['', '/', '/api/notif', '/api/notif/', '/api/%5C%09/notif']) {
      const network = countingFetch();
      const client = new NotifClient({ baseUrl, auth: 'none', fetch: network.fetch });
      assert.ok(client);
      const feed = createNotifFeed({ subscriberId: ADA, baseUrl, fetch: network.fetch, pollInterval: 0 });
      feed.dispose();
      assert.throws(
        () =>
          createInboxProxy({
            apiKey: 'sk-base-url',
            baseUrl,
            resolveSubscriber: () => ADA,
            fetch: network.fetch,
          }),
        {
          name: 'TypeError',
          message:
            'createInboxProxy: baseUrl must be an absolute URL such as https://api.example.com (the proxy runs on a server, with no page origin to complete a path)',
        },
      );
    }
  });

  it('an http(s) URL: all three take it, with or without a path or a trailing slash', () => {
    for (const baseUrl of [
      'https://api.example.com',
      'http://127.0.0.1:4100/',
      'https://example.com/notif/',
    ]) {
      const network = countingFetch();
      assert.ok(new NotifClient({ baseUrl, auth: 'none', fetch: network.fetch }));
      createNotifFeed({ subscriberId: ADA, baseUrl, fetch: network.fetch, pollInterval: 0 }).dispose();
      assert.ok(
        createInboxProxy({
          apiKey: 'sk-base-url',
          baseUrl,
          resolveSubscriber: () => ADA,
          fetch: network.fetch,
        }),
      );
    }
  });

  it('one spelling: a base URL with or without trailing slashes is one base URL, one session, and the client sends to it', async () => {
    for (const spelling of [
      'https://api.example.com/notif',
      'https://api.example.com/notif/',
      'https://api.example.com/notif//',
    ]) {
      assert.equal(spelledBaseUrl(spelling), 'https://api.example.com/notif', spelling);
      assert.equal(
        sessionKey({ baseUrl: spelling, subscriberId: ADA }),
        sessionKey({ baseUrl: 'https://api.example.com/notif', subscriberId: ADA }),
        `${spelling}: one session`,
      );
      const sent: string[] = [];
      const fetch = (async (input: RequestInfo | URL) => {
        sent.push(String(input));
        return Response.json({ data: { count: 0 } });
      }) as typeof globalThis.fetch;
      await new NotifClient({ baseUrl: spelling, auth: 'none', fetch, retry: false }).countUnseen(ADA);
      assert.match(
        sent[0]!,
        /^https:\/\/api\.example\.com\/notif\/v1\/subscribers\/subscriber-ada\//,
        spelling,
      );
    }
    // This page's origin, written `/` or left empty, is the empty base URL.
    assert.equal(spelledBaseUrl('/'), '');
    assert.equal(sessionKey({ baseUrl: '/', subscriberId: ADA }), sessionKey({ subscriberId: ADA }));
  });
});
