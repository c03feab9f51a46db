// The package as users get it: the freshly packed tarball installed into small apps (Vite vanilla TS, React 18,
// React 19), each type-checked, built and run in Chromium against the local API on 127.0.0.1. They catch what
// the in-repo tests cannot: a wrong exports map, a missing file, broken types. `npm test` builds dist/ first.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { createLocalApi } from 'notif-local-api';
import { launchChromium } from '../support/chromium.js';
import { installConsumerApps, type ConsumerApps } from '../support/consumer-apps.js';
import { startServer } from '../support/server.js';
import { serveFolder } from '../support/static-server.js';

/** The other elements: a React app that renders only `NotifInbox` must carry none of them. */
const OTHER_TAGS = ['notif-activity', 'notif-activity-detail', 'notif-push-register', 'notif-provider'];
const reactAppBudget = (
  JSON.parse(readFileSync('size-budgets.json', 'utf8')) as { name: string; budget: number }[]
).find((row) => row.name === 'react-app-inbox')!.budget;
const apps = ['vanilla', 'react18', 'react19'] as const;

describe('consumer apps made from the packed tarball', { timeout: 600_000 }, () => {
  let browser: Browser;
  let installed: ConsumerApps;
  const inApp = (app: string, command: string, args: string[]) => installed.inApp(app, command, args);

  before(async () => {
    const started = Date.now();
    installed = await installConsumerApps(apps);
    console.error(`consumer apps installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    installed?.remove();
  });

  for (const app of apps) {
    describe(app, () => {
      it('type-checks against the installed types', async () => {
        await inApp(app, 'npx', ['tsc', '--noEmit']);
      });

      it('builds with Vite', async () => {
        await inApp(app, 'npx', ['vite', 'build', '--logLevel', 'error']);
      });

      it('renders messages, takes the strings property, and reports a click and then its read mark', async () => {
        // A local API of its own: the seed's first message is unread for every app.
        const api = await startServer(createLocalApi({ seed: 'demo' }));
        const site = await serveFolder(join(installed.folder(app), 'dist'));
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          await page.goto(`${site.url}/?api=${encodeURIComponent(api.url)}`);
          const first = page.locator('notif-message').first();
          await first.waitFor({ timeout: 15_000 });
          assert.equal(await page.locator('[part~="mark-all"]').getAttribute('aria-label'), 'Alles gelesen');
          await first.click();
          await page.waitForFunction(
            () => (window as unknown as { notifLog: string[] }).notifLog.includes('marked:read'),
            undefined,
            { timeout: 15_000 },
          );
          const log = await page.evaluate(() => (window as unknown as { notifLog: string[] }).notifLog);
          const click = log.findIndex((entry) => entry.startsWith('click:'));
          assert.ok(click >= 0, `no notif-message-click in ${log.join(', ')}`);
          assert.ok(log.indexOf('marked:read') > click, `read mark before the click: ${log.join(', ')}`);
          assert.deepEqual(errors, []);
        } finally {
          await page.close();
          await site.close();
          await api.close();
        }
      });
    });
  }

  it('a React 19 app rendering only NotifInbox carries the inbox and no other element, within its budget', async () => {
    /**
     * Builds one of the app's variants (`size/<variant>`) and reads every JavaScript file of its build but the
     * built-in translations, which a page fetches only when its locale names one, the inbox's grouped rows and
     * selection, which it fetches only when it sets `group` or `selectable`, as this app does not, and its windowed
     * list, which it fetches past 100 messages (docs/budgets.md; the Vite app's page, loaded in a browser, counts
     * what it fetched).
     */
    const build = async (variant: string) => {
      await inApp('react19', 'npx', [
        'vite',
        'build',
        `size/${variant}`,
        '--outDir',
        'dist',
        '--manifest',
        '--logLevel',
        'error',
      ]);
      const dist = join(installed.folder('react19'), 'size', variant, 'dist');
      const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      const fetchedOnlyByChoice = new Set(
        Object.entries(manifest)
          .filter(([source]) =>
            /(^|\/)dist\/(locales\/|(list-features|windowed-list)-[^/]*\.js$)/.test(source),
          )
          .map(([, chunk]) => chunk.file),
      );
      return readdirSync(dist, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.js') && !fetchedOnlyByChoice.has(file))
        .map((file) => readFileSync(join(dist, file)));
    };
    const gzip = (files: Buffer[]) =>
      files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
    const withInbox = await build('inbox-only');
    const without = await build('without-inbox');
    const figure = gzip(withInbox) - gzip(without);
    console.warn(
      `react-app-inbox: ${figure} B (${(figure / 1024).toFixed(1)} KiB) over the same app without it; budget ${(reactAppBudget / 1024).toFixed(1)} KiB`,
    );
    const code = withInbox.map(String).join('\n');
    assert.ok(code.includes('notif-inbox') && code.includes('notif-message'), 'the inbox is in the app');
    assert.deepEqual(
      OTHER_TAGS.filter((tag) => new RegExp(`['"\`]${tag}['"\`]`).test(code)),
      [],
      'tags of other elements in the app',
    );
    assert.ok(figure <= reactAppBudget, `${figure} B > ${reactAppBudget} B`);
  });

  it('installs no server package with notif-elements (hono, @hono/node-server, valibot)', async () => {
    const tree = await inApp('vanilla', 'npm', ['ls', '--all', '--parseable']);
    const installed = tree.split('\n').map((path) => path.split('node_modules/').at(-1));
    assert.ok(installed.includes('notif-elements') && installed.includes('lit'), tree);
    assert.deepEqual(
      installed.filter((name) => name === 'hono' || name === '@hono/node-server' || name === 'valibot'),
      [],
    );
  });

  it('imports notif-elements/react and renders it on the server, in Node', async () => {
    const script =
      "const { NotifInbox } = await import('notif-elements/react');" +
      "const { createElement } = await import('react');" +
      "const { renderToString } = await import('react-dom/server');" +
      "console.log(renderToString(createElement(NotifInbox, { mode: 'inline' })));";
    const html = await inApp('react19', process.execPath, ['--input-type=module', '-e', script]);
    assert.equal(html.trim(), '<notif-inbox></notif-inbox>');
  });
});
