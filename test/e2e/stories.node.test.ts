/**
 * Every story renders: the built stories (`npm run build-storybook`, which `npm test` runs first) are opened one by
 * one in headless Chromium, and a story that throws, logs an error or renders nothing fails. A story of a state that
 * comes only after the page opened (messages arriving) must reach it: a toasts story whose messages never arrive
 * would otherwise pass as an empty page.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { serveFolder } from '../support/static-server.js';
import { waitFor } from '../support/wait-for.js';

const FOLDER = 'storybook-static';
/** Console noise that is not a failure: Lit's development notice, and avatar images that cannot load offline. */
const HARMLESS = [/Lit is in dev mode/, /Failed to load resource/, /net::ERR_/];
/**
 * What shows that a story rendered. `<notif-toasts>` has no box of its own until a toast shows (its stack is fixed to
 * a corner of the page), so for it that is a toast.
 */
const RENDERED =
  '#storybook-root :is(notif-inbox, notif-message, notif-provider, notif-push-register, notif-activity), #storybook-root notif-toasts [part~="toast"]';
/** The state a story is about, where it arrives after the page opened: what must show, and how many of it. */
const REACHES: Record<string, { selector: string; count?: number }[]> = {
  'elements-notif-inbox--new-messages-pill': [{ selector: 'notif-inbox [part~="new-pill"]' }],
  'elements-notif-inbox--with-toasts': [{ selector: 'notif-toasts [part~="toast"]', count: 1 }],
  'elements-notif-toasts--arriving': [{ selector: 'notif-toasts [part~="toast"]', count: 1 }],
  'elements-notif-toasts--stacked': [
    { selector: 'notif-toasts [part~="toast"]', count: 2 },
    { selector: 'notif-toasts [part~="more"]' },
  ],
  'elements-notif-toasts--with-actions': [{ selector: 'notif-toasts [part~="toast"] notif-message button' }],
  'elements-notif-toasts--desktop-offered': [{ selector: 'notif-toasts [part~="desktop-button"]' }],
};

/**
 * True, evaluated in the page, once the story has settled: it has rendered and its play function has run
 * (Storybook's own record of the render), and every notif-* element, in shadow roots too, has finished its updates
 * and has none pending after two more frames, with the page's own markup unchanged over them. What the story would
 * log or throw on its way there has been logged or thrown by then.
 * (A string, not a function: the test's TypeScript transform would add helpers the page does not have.)
 */
const STORY_SETTLED = `(async () => {
  const renders = globalThis.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
  if (renders.some((render) => render.phase === 'errored')) return true;
  if (!renders.some((render) => ['completed', 'finished'].includes(render.phase))) return false;
  const elements = () => {
    const found = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName.startsWith('notif-')) found.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  };
  let changed = false;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const before = elements();
  await Promise.all(before.map((element) => element.updateComplete));
  for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  observer.disconnect();
  const after = elements();
  return !changed && after.length === before.length && !after.some((element) => element.isUpdatePending);
})()`;

// The suite's limit stops a hang; it is no measure: 73 stories on two shared cores take about five minutes.
describe('stories', { timeout: 600_000, concurrency: 4 }, () => {
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
    // A renamed story would silently lose the check of its state.
    for (const id of Object.keys(REACHES)) assert.equal(index.entries[id]?.type, 'story', `no story ${id}`);
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
        await page.locator(RENDERED).first().waitFor({ timeout: 30_000 }); // a bound for a loaded machine, not a wait
        const reaches = REACHES[entry.id] ?? [];
        for (const { selector } of reaches)
          await page.locator(`#storybook-root ${selector}`).first().waitFor({ timeout: 30_000 });
        await waitFor(() => page.evaluate<boolean>(STORY_SETTLED), {
          timeout: 30_000,
          message: 'the story to settle',
        });
        // Counted once the story has settled: a stack's toasts show one after another, not all in the same frame.
        for (const { selector, count } of reaches) {
          if (count === undefined) continue;
          const shown = await page.locator(`#storybook-root ${selector}`).count();
          assert.equal(shown, count, `${entry.id}: ${selector}`);
        }
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
