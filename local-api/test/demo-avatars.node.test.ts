// The demo avatars: drawn and served by the local API, and named by the seed relative to the page or at the
// API's own origin.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalApi } from '../src/index.js';
import { createSeed } from '../src/seed.js';

const NOW = new Date('2026-03-09T08:30:00.000Z');
const avatarsOf = (origin?: string) =>
  createSeed('demo', NOW, { origin })
    .messages.map((message) => message.payload?.['avatar'])
    .filter((avatar): avatar is string => typeof avatar === 'string' && avatar.includes('/demo-avatars/'));

describe('local API: demo avatars', () => {
  it('draws the initials of the name in the path', async () => {
    const api = createLocalApi({ now: () => NOW });
    const answer = await api(new Request('http://api.test/demo-avatars/katherine-johnson.svg'));
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'image/svg+xml');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.match(await answer.text(), />KJ<\/text><\/svg>$/);
  });

  it('lets only letters of the path into the picture', async () => {
    const api = createLocalApi({ now: () => NOW });
    const path = encodeURIComponent('<script>alert(1)</script>-"onload=x');
    const svg = await (await api(new Request(`http://api.test/demo-avatars/${path}.svg`))).text();
    assert.match(svg, />SO<\/text><\/svg>$/);
    assert.ok(!svg.includes('script') && !svg.includes('onload'));
  });

  it('answers 404 for a name that is not an SVG file', async () => {
    const api = createLocalApi({ now: () => NOW });
    assert.equal((await api(new Request('http://api.test/demo-avatars/grace-hopper.png'))).status, 404);
  });

  it('is served without an API key and without injected faults', async () => {
    const api = createLocalApi({ now: () => NOW, failRate: 1 });
    assert.equal((await api(new Request('http://api.test/demo-avatars/ada-lovelace.svg'))).status, 200);
    assert.equal((await api(new Request('http://api.test/v1/integrations'))).status, 503);
  });

  it('names the avatars relative to the page when the API has no origin of its own', () => {
    const avatars = avatarsOf();
    assert.ok(avatars.length > 0);
    assert.ok(avatars.every((avatar) => avatar.startsWith('/demo-avatars/')));
  });

  it("names the avatars at the API's origin when it has one", async () => {
    const avatars = avatarsOf('http://127.0.0.1:4100');
    assert.ok(avatars.includes('http://127.0.0.1:4100/demo-avatars/grace-hopper.svg'));
    assert.ok(avatars.every((avatar) => avatar.startsWith('http://127.0.0.1:4100/demo-avatars/')));
    const api = createLocalApi({ now: () => NOW, origin: 'http://127.0.0.1:4100' });
    const feed = await api(
      new Request('http://127.0.0.1:4100/v1/subscribers/subscriber-grace/notifications/feed', {
        headers: { authorization: 'ApiKey local-dev-api-key' },
      }),
    );
    const avatar = (await feed.json()).data.find((m: { payload: { avatar?: string } }) => m.payload.avatar)
      ?.payload.avatar;
    assert.equal(avatar, 'http://127.0.0.1:4100/demo-avatars/ada-lovelace.svg');
  });

  it('refuses an origin that is not exactly an http origin, naming it', () => {
    for (const origin of [
      '127.0.0.1:4100',
      'http://127.0.0.1:4100/',
      'http://127.0.0.1:4100/api',
      'ftp://x',
    ]) {
      assert.throws(
        () => createLocalApi({ origin }),
        new RegExp(
          `createLocalApi: origin must be an http or https origin such as http://127\\.0\\.0\\.1:4100, got "${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`,
        ),
      );
    }
  });
});
