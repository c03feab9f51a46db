// The examples of docs/build-your-own-ui.md as apps of their own, made from the packed tarball: a plain Vite app on
// notif-elements/feed, React 19 with useNotifFeed and useNotifCounts, Vue 3 with the composable, Svelte 5 with
// `$feed`. Each is type-checked, built, and run in Chromium against the local API behind the inbox proxy on the app's
// own origin (`/api/notif`, as the examples are written), and the service, read back through the client, must agree
// with what the app shows.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { createLocalApi, DEMO_KEYS, inProcessFetch } from 'notif-local-api';
import { NotifClient } from '../../src/api/client.js';
import { createInboxProxy } from '../../src/proxy/index.js';
import { launchChromium } from '../support/chromium.js';
import { installConsumerApps, type ConsumerApps } from '../support/consumer-apps.js';
import { serveFolder } from '../support/static-server.js';

const ADA = 'subscriber-ada';
const SERVICE = 'http://local-api.test';
/** Each app, and the command that type-checks it (its templates included). */
const APPS = {
  'feed-vanilla': ['npx', 'tsc', '--noEmit'],
  'feed-react': ['npx', 'tsc', '--noEmit'],
  'feed-vue': ['npx', 'vue-tsc', '--noEmit'],
  'feed-svelte': ['npx', 'svelte-check', '--fail-on-warnings'],
} as const;
type App = keyof typeof APPS;

/** What an app shows: its rows (id, read or not) and its unread count. */
interface Shown {
  rows: { id: string; read: boolean }[];
  unread: number;
}

function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    rows: [...document.querySelectorAll<HTMLElement>('li[data-id]')].map((row) => ({
      id: row.dataset.id!,
      read: row.classList.contains('read'),
    })),
    unread: Number(document.querySelector('.unread')?.textContent?.match(/\d+/)?.[0]),
  }));
}

/** An app served with the local API behind the inbox proxy, opened in a page; and a client of that local API. */
async function open(browser: Browser, dist: string) {
  const localApi = createLocalApi({ seed: 'demo' });
  const client = new NotifClient({
    baseUrl: SERVICE,
    auth: { apiKey: DEMO_KEYS.development },
    fetch: inProcessFetch(localApi, SERVICE),
    retry: false,
  });
  const proxy = createInboxProxy({
    apiKey: DEMO_KEYS.development,
    baseUrl: SERVICE,
    basePath: '/api/notif',
    resolveSubscriber: () => ADA,
    fetch: (input, init) => localApi(new Request(input, init)),
  });
  const site = await serveFolder(dist, { '/api/notif/': proxy });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url);
  await page.locator('li[data-id]').first().waitFor({ timeout: 15_000 });
  return {
    page,
    client,
    errors,
    close: async () => {
      await page.close();
      await site.close();
    },
  };
}

/** The ids of the service's first `limit` messages (of the Unread list with `read: false`). */
async function serviceIds(client: NotifClient, query: { limit: number; read?: boolean }): Promise<string[]> {
  return (await client.listFeed(ADA, query)).data.map((message) => message._id!);
}

/**
 * Waits until the app shows what the service holds (read back through the proxy from the page, as often as the page
 * can), then checks it through the client: each row read as the service has it, and the service's unread count.
 */
async function agrees(page: Page, client: NotifClient): Promise<Shown> {
  await page.waitForFunction(
    async () => {
      const feed = '/api/notif/v1/subscribers/subscriber-ada/notifications/feed';
      const [all, unread] = await Promise.all(
        [`${feed}?limit=100`, `${feed}?read=false&limit=1`].map((url) => fetch(url).then((r) => r.json())),
      );
      const read = new Map((all.data as { _id: string; read: boolean }[]).map((m) => [m._id, m.read]));
      const rows = [...document.querySelectorAll<HTMLElement>('li[data-id]')];
      const count = Number(document.querySelector('.unread')?.textContent?.match(/\d+/)?.[0]);
      return (
        count === unread.totalCount &&
        rows.every((row) => read.get(row.dataset.id!) === row.classList.contains('read'))
      );
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  const now = await shown(page);
  const service = await client.listFeed(ADA, { limit: 100 });
  const read = new Map(service.data.map((message) => [message._id!, message.read]));
  assert.deepEqual(
    now.rows,
    now.rows.map(({ id }) => ({ id, read: read.get(id) })),
  );
  assert.equal(now.unread, (await client.listFeed(ADA, { read: false, limit: 1 })).totalCount);
  return now;
}

/** Checks the app lists the service's first `limit` messages, in its order. */
async function listsFirstPage(page: Page, client: NotifClient, limit: number): Promise<void> {
  assert.deepEqual(
    (await shown(page)).rows.map((row) => row.id),
    await serviceIds(client, { limit }),
  );
}

/** Clicks "Mark as read" in the first unread row; the row shows read at once, before the service answers. */
async function markFirstUnreadRead(page: Page): Promise<string> {
  const row = page.locator('li.unread[data-id]').first();
  const id = (await row.getAttribute('data-id'))!;
  await row.getByRole('button', { name: 'Mark as read' }).click();
  await page.locator(`li.read[data-id="${id}"]`).waitFor({ timeout: 5000 });
  return id;
}

/** Clicks "Load more" on a first page of 10, and checks the app lists the service's first 20 messages. */
async function loadsMore(page: Page, client: NotifClient): Promise<void> {
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.locator('li[data-id]').nth(10).waitFor({ timeout: 10_000 });
  await listsFirstPage(page, client, 20);
}

/** Chooses the Unread tab: the app lists the service's first 10 unread messages, and the tab stays chosen. */
async function showsUnreadTab(page: Page, client: NotifClient): Promise<void> {
  await page.getByRole('tab', { name: 'Unread' }).click();
  const ids = await serviceIds(client, { limit: 10, read: false });
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll<HTMLElement>('li[data-id]')].map((row) => row.dataset.id).join() ===
      expected,
    ids.join(),
    { timeout: 10_000 },
  );
  assert.ok((await shown(page)).rows.every((row) => !row.read));
  assert.equal(await page.getByRole('tab', { name: 'Unread' }).getAttribute('aria-selected'), 'true');
}

/** The JavaScript of a build, each file at gzip -9, summed. */
function bundleBytes(dist: string): number {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}

describe('apps of their own on the headless feed, made from the packed tarball', { timeout: 900_000 }, () => {
  let browser: Browser;
  let installed: ConsumerApps;
  const dist = (app: App) => join(installed.folder(app), 'dist');

  before(async () => {
    installed = await installConsumerApps(Object.keys(APPS));
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    installed?.remove();
  });

  for (const [app, [command, ...args]] of Object.entries(APPS) as [App, readonly string[]][]) {
    it(`${app} type-checks against the installed types, and builds with Vite`, async (t) => {
      await installed.inApp(app, command!, [...args]);
      await installed.inApp(app, 'npx', ['vite', 'build', '--logLevel', 'error']);
      t.diagnostic(`${app}: ${bundleBytes(dist(app))} B of JavaScript (gzip -9)`);
    });
  }

  it('feed-vanilla carries no Lit', () => {
    for (const file of readdirSync(dist('feed-vanilla'), { recursive: true }).map(String)) {
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(join(dist('feed-vanilla'), file), 'utf8');
      // Every build of Lit registers its version there, minified or not.
      assert.doesNotMatch(code, /litHtmlVersions|litElementVersions/, `${file} carries Lit`);
    }
  });

  /** Opens `app`, runs `steps` on it, and checks the page threw nothing. */
  async function inBrowser(
    app: App,
    steps: (page: Page, client: NotifClient) => Promise<void>,
  ): Promise<void> {
    const { page, client, errors, close } = await open(browser, dist(app));
    try {
      await steps(page, client);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }

  it(
    'feed-vanilla lists the first page and marks a message read: the service has it read',
    { timeout: 120_000 },
    () =>
      inBrowser('feed-vanilla', async (page, client) => {
        await listsFirstPage(page, client, 20);
        const id = await markFirstUnreadRead(page);
        await agrees(page, client);
        assert.equal((await client.listFeed(ADA, { limit: 100 })).data.find((m) => m._id === id)!.read, true);
      }),
  );

  it(
    'feed-react shows the badge, keeps its tab across renders, loads more and marks all read',
    { timeout: 120_000 },
    () =>
      inBrowser('feed-react', async (page, client) => {
        const badge = (expected: number) =>
          page.waitForFunction(
            (count) => document.querySelector('.badge')?.textContent === String(count),
            expected,
            {
              timeout: 10_000,
            },
          );
        await listsFirstPage(page, client, 10);
        await badge(await client.countUnseen(ADA));
        // The tab stays chosen while its page loads and renders: the feed is not made again on every render.
        await showsUnreadTab(page, client);
        await page.getByRole('tab', { name: 'All' }).click();
        await loadsMore(page, client);
        // Every unread message of the subscriber, loaded or not: the app says so until markAllRead() resolves.
        await page.getByRole('button', { name: 'Mark all as read' }).click();
        await page.getByText('Marking all as read…').waitFor({ state: 'detached', timeout: 15_000 });
        const after = await agrees(page, client);
        assert.equal(after.unread, 0);
        assert.ok(after.rows.every((row) => row.read));
        assert.equal((await client.listFeed(ADA, { read: false, limit: 1 })).totalCount, 0);
        await badge(await client.countUnseen(ADA));
      }),
  );

  it(
    'feed-vue lists the first page, marks a message read, and shows the Unread tab',
    { timeout: 120_000 },
    () =>
      inBrowser('feed-vue', async (page, client) => {
        await listsFirstPage(page, client, 10);
        await markFirstUnreadRead(page);
        await agrees(page, client);
        await showsUnreadTab(page, client);
      }),
  );

  it(
    'feed-svelte lists the first page with $feed, loads more and marks a message read',
    { timeout: 120_000 },
    () =>
      inBrowser('feed-svelte', async (page, client) => {
        await listsFirstPage(page, client, 10);
        await loadsMore(page, client);
        await markFirstUnreadRead(page);
        await agrees(page, client);
      }),
  );
});
