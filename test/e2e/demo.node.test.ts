/**
 * End-to-end: the demo page, served by Vite with the local API and the inbox proxy mounted on its origin, driven in
 * headless Chromium by playwright-core. What a person does: open the inbox, read, click through, trigger a new
 * message and see it as a toast, switch theme; and an axe audit of the whole page.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startDemo } from '../support/chromium.js';
import { waitFor } from '../support/wait-for.js';

const require = createRequire(import.meta.url);
const DEV_KEY = 'local-dev-api-key';

let demo: { origin: string; close(): Promise<void> };
let browser: Browser;
let origin: string;

async function openDemo(): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  await page.goto(origin);
  await page.locator('#inline-inbox notif-message').first().waitFor();
  return page;
}

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json', ...init.headers },
  });
  return response.json();
}

describe('demo page', { timeout: 60_000 }, () => {
  before(async () => {
    demo = await startDemo();
    origin = demo.origin;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await demo?.close();
  });

  it('opens the bell and shows the messages with the unseen count', async () => {
    const page = await openDemo();
    const unseen = (await api('/v1/subscribers/subscriber-ada/notifications/unseen')).count as number;
    const bell = page.locator('#bell-inbox').locator('[part~="bell"]');
    await assert.doesNotReject(bell.getByText(String(unseen)).waitFor());
    await bell.click();
    await page.locator('#bell-inbox notif-message').first().waitFor();
    assert.equal(await page.locator('#bell-inbox').getAttribute('open'), '');
    await page.close();
  });

  it("serves the seed's avatars on the page's origin, drawn by the local API", async () => {
    const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=50');
    const avatars = new Set(
      (feed.data as { payload?: { avatar?: string } }[])
        .map((message) => message.payload?.avatar)
        .filter((avatar): avatar is string => avatar?.startsWith('/demo-avatars/') === true),
    );
    assert.ok(avatars.size > 0);
    for (const avatar of avatars) {
      const picture = await fetch(`${origin}${avatar}`);
      assert.deepEqual(
        [avatar, picture.status, picture.headers.get('content-type')],
        [avatar, 200, 'image/svg+xml'],
      );
    }
  });

  it('reads a message and follows its link', async () => {
    const page = await openDemo();
    await page.locator('#trigger input[name="comment"]').fill('Please read the engine notes');
    await page.locator('#trigger input[name="url"]').fill('/#engine-notes');
    await page.locator('#trigger button[type="submit"]').click();
    const message = page.locator('#inline-inbox notif-message', { hasText: 'Please read the engine notes' });
    await message.waitFor();
    await message.click();
    await page.waitForURL(/#engine-notes$/);
    const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=5');
    const stored = (feed.data as { content: unknown; read: boolean }[]).find((m) =>
      JSON.stringify(m.content).includes('Please read the engine notes'),
    );
    assert.equal(stored?.read, true);
    await page.close();
  });

  it('shows a triggered notification without a reload', async () => {
    const page = await openDemo();
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Charles Babbage');
    await page.locator('#trigger button[type="submit"]').click();
    await page.locator('#inline-inbox notif-message', { hasText: 'Charles Babbage' }).first().waitFor();
    await assert.doesNotReject(page.locator('#trigger-result', { hasText: 'Sent' }).waitFor());
    await page.close();
  });

  it('shows a sent notification as a toast, says it once, and a click on the toast reads it', async () => {
    const page = await openDemo();
    const toasts = page.locator('#toasts [part~="toast"]');
    assert.equal(await toasts.count(), 0, 'no toast for what was there when the page loaded');
    await page.locator('#trigger select[name="workflow"]').selectOption('welcome');
    await page.locator('#trigger input[name="name"]').fill('Ada Toast');
    await page.locator('#trigger input[name="url"]').fill('/#toast');
    await page.locator('#trigger button[type="submit"]').click();
    const toast = toasts.filter({ hasText: 'Welcome, Ada Toast!' });
    await toast.waitFor();
    assert.equal(await toasts.count(), 1);
    // The inboxes and the toasts share one store: the page's live regions say the arrival once between them.
    const said = await page.evaluate(
      () =>
        ['#bell-inbox', '#inline-inbox', '#toasts']
          .flatMap((host) => [
            ...document.querySelector(host)!.shadowRoot!.querySelectorAll('[aria-live="polite"]'),
          ])
          .filter((region) => region.textContent!.includes('Welcome, Ada Toast!')).length,
    );
    assert.equal(said, 1);

    await toast.locator('notif-message').click();
    await page.waitForURL(/#toast$/);
    await toast.waitFor({ state: 'detached' });
    // The mark goes to the service after the click: wait for it there.
    await waitFor(
      async () => {
        const feed = await api('/v1/subscribers/subscriber-ada/notifications/feed?limit=5');
        return (feed.data as { subject?: string; read: boolean }[]).find(
          (m) => m.subject === 'Welcome, Ada Toast!',
        )?.read;
      },
      { message: 'the message read on the service', timeout: 10_000 },
    );
    await page.close();
  });

  it('switches to the dark theme', async () => {
    const page = await openDemo();
    await page.locator('#settings select[name="theme"]').selectOption('dark');
    const background = await page
      .locator('#inline-inbox')
      .evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[part~="panel"]')!).backgroundColor);
    assert.equal(background, 'rgb(24, 24, 27)');
    await page.close();
  });

  it('finds a triggered notification in the activity log by its transaction and shows its job timeline', async () => {
    const page = await openDemo();
    await page.locator('#trigger select[name="workflow"]').selectOption('invoice-due');
    await page.locator('#trigger button[type="submit"]').click();
    const sent = await page.locator('#trigger-result', { hasText: 'Sent' }).textContent();
    const transactionId = /transaction ([^\s)]+)/.exec(sent ?? '')?.[1];
    assert.ok(transactionId, `no transaction in "${sent}"`);
    await page.getByRole('button', { name: `Find it: ${transactionId}` }).click();
    const rows = page.locator('#activity [part~="row"]');
    await page.waitForFunction(() => location.hash.includes('transactionId'));
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
    await rows.first().click();
    const detail = page.locator('#activity notif-activity-detail');
    await detail.getByText(transactionId).first().waitFor();
    // invoice-due runs four steps; each job lists its execution details, with their statuses in words
    await detail.locator('[part~="jobs"] > li').nth(3).waitFor();
    assert.equal(await detail.locator('[part~="jobs"] > li').count(), 4);
    await detail.getByText('Success').first().waitFor();
    await page.close();
  });

  it('passes an axe audit with no violations', async () => {
    const page = await openDemo();
    // With a toast open (and its "Enable desktop notifications" button), then the bell's panel.
    await page.locator('#trigger button[type="submit"]').click();
    await page.locator('#toasts [part~="toast"]').waitFor();
    await page.locator('#bell-inbox [part~="bell"]').click();
    await page.locator('#bell-inbox notif-message').first().waitFor();
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
        }
      ).axe.run();
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    assert.deepEqual(violations, []);
    await page.close();
  });
});
