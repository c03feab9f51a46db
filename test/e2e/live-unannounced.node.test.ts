/**
 * End-to-end: no 404 for the live route where nothing serves it (docs/proxy.md#live-channel). The standalone script's
 * inbox talks straight to the local API, which has no live route; with `live` left at `auto` the page never asks for
 * the route, so its console stays clean. `live="on"` asks for it anyway (and the 404 is then the page's choice).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createLocalApi } from 'notif-local-api';
import { servePages } from '../../scripts/page-server.mjs';
import { stateWithMessages } from '../../stories/story-data.js';
import { standaloneSite, type StandaloneSite } from '../support/standalone-site.js';
import { launchChromium } from '../support/chromium.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const KEY = 'local-dev-api-key';

function page(live: string): string {
  return `<!doctype html><meta charset="utf-8"><title>inbox</title><link rel="icon" href="data:,">
<script type="module" src="/notif-elements.standalone.js"></script>
<notif-inbox mode="inline" base-url="" subscriber-id="${ADA}" api-key="${KEY}" poll-interval="1000" ${live}></notif-inbox>`;
}

describe('the live route where nothing serves it', { timeout: 180_000 }, () => {
  let site: StandaloneSite;
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };

  before(async () => {
    site = await standaloneSite('notif-live-unannounced');
    site.write('auto.html', page(''));
    site.write('on.html', page('live="on"'));
    // Messages without pictures: every request the page makes is one the local API answers.
    server = await servePages(site.folder, { localApi: createLocalApi({ state: stateWithMessages(30) }) });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    site?.remove();
  });

  /** Opens `file`, recording console errors and every request for a live route, until the inbox has polled twice. */
  async function visit(file: string): Promise<{ page: Page; errors: string[]; live: string[] }> {
    const opened = await browser.newPage();
    const errors: string[] = [];
    const live: string[] = [];
    const unseenReads: string[] = [];
    opened.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    opened.on('pageerror', (error) => errors.push(error.message));
    opened.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    opened.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/live')) live.push(path);
      if (path.endsWith('/notifications/unseen')) unseenReads.push(path);
    });
    await opened.goto(`${server.origin}/${file}`);
    await opened.locator('notif-inbox notif-message').first().waitFor({ timeout: 30_000 });
    // The first read and one poll a second later: by then a stream would have been asked for.
    await waitFor(() => unseenReads.length >= 2, { timeout: 30_000, message: 'two count reads' });
    return { page: opened, errors, live };
  }

  it('live auto (the default): no request for the route, and a clean console', async () => {
    const { page: opened, errors, live } = await visit('auto.html');
    assert.deepEqual(live, [], 'no request for the live route');
    // The seed's pictures are not served by this page server: their 404s (and the console lines that say them) are
    // the only errors allowed, one line for each.
    const pictures = errors.filter((error) => error.startsWith('404 /demo-avatars/')).length;
    const said = errors.filter((error) => error.startsWith('Failed to load resource')).length;
    const others = errors.filter(
      (error) => !error.startsWith('404 /demo-avatars/') && !error.startsWith('Failed to load resource'),
    );
    assert.deepEqual(others, [], 'no other console error');
    assert.equal(said, pictures, 'no failed load but the pictures');
    await opened.close();
  });

  it('live="on" asks for the route even unannounced', async () => {
    const { page: opened, live } = await visit('on.html');
    await waitFor(() => live.length > 0, { message: 'the stream asked for' });
    await opened.close();
  });
});
