// `bench/proxy-load/main.ts --from <revision>` measures another revision's proxy and local API beside this one's
// (docs/proxy.md#under-load): the revision's files, extracted under bench/node_modules/.cache, must load and serve
// as the working tree's do, the local API's shared contract (`notif-api-contract`) included.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractRevision } from '../../bench/proxy-load/revision.js';

describe('the proxy bench: another revision, extracted', () => {
  it("loads the revision's local API, which answers a feed, and its proxy", async () => {
    const modules = extractRevision('HEAD');
    const localApi = (await import(modules.localApiModule)) as typeof import('notif-local-api');
    const api = localApi.createLocalApi({ seed: 'demo' });
    const answer = await api(
      new Request('http://local-api.test/v1/subscribers/subscriber-ada/notifications/feed?limit=2', {
        headers: { authorization: `ApiKey ${localApi.DEMO_KEYS.development}` },
      }),
    );
    assert.equal(answer.status, 200);
    const page = (await answer.json()) as { data: unknown[] };
    assert.equal(page.data.length, 2);
    const proxy = (await import(modules.proxyModule)) as typeof import('../../src/proxy/index.js');
    assert.equal(typeof proxy.createInboxProxy, 'function');
  });
});
