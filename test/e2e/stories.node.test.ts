/**
 * Every story renders: the built stories (`npm run build-storybook`, which `npm test` runs first) are opened one by
 * one in headless Chromium, and a story that throws, logs an error or renders nothing fails.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { serveFolder } from '../support/static-server.js';

const FOLDER = 'storybook-static';
/** Console noise that is not a failure: Lit's development notice, and avatar images that cannot load offline. */
const HARMLESS = [/Lit is in dev mode/, /Failed to load resource/, /net::ERR_/];

describe('stories', { timeout: 300_000, concurrency: 4 }, () => {
  let browser: Browser;
  let site: { url: string; close(): Promise<void> };
  const index = existsSync(`${FOLDER}/index.json`)
    ? (JSON.parse(readFileSync(`${FOLDER}/index.json`, 'utf8')) as {
        entries: Record<string, { type: string; id: string }>;
      })
    : undefined;

  before(async () => {
    site = await serveFolder(FOLDER);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('are built', () => {
    assert.ok(index, `${FOLDER}/index.json is missing: run npm run build-storybook`);
    assert.ok(Object.values(index.entries).some((entry) => entry.type === 'story'));
  });

  for (const entry of Object.values(index?.entries ?? {}).filter((e) => e.type === 'story')) {
    it(`renders ${entry.id}`, async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !HARMLESS.some((pattern) => pattern.test(message.text()))) {
          problems.push(message.text());
        }
      });
      try {
        await page.goto(`${site.url}/iframe.html?id=${entry.id}&viewMode=story`);
        await page
          .locator(
            '#storybook-root :is(notif-inbox, notif-message, notif-provider, notif-push-register, notif-activity, notif-toasts)',
          )
          .first()
          .waitFor({ timeout: 10_000 });
        await page.waitForTimeout(300);
        // Every notif-* element on the page, in shadow roots too, must be registered: a bundler that drops the
        // side-effect imports leaves plain, empty tags behind.
        // (A string, not a function: the test's TypeScript transform would add helpers the page does not have.)
        const undefinedTags = await page.evaluate<string[]>(`(() => {
          const found = new Set();
          const walk = (root) => {
            for (const element of root.querySelectorAll('*')) {
              if (element.localName.startsWith('notif-') && !element.matches(':defined')) found.add(element.localName);
              if (element.shadowRoot) walk(element.shadowRoot);
            }
          };
          walk(document);
          return [...found];
        })()`);
        assert.deepEqual(undefinedTags, []);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});
