/**
 * `<notif-toasts>` from the standalone script, in Chromium, with the local API on the page's origin: a message
 * triggered while the page is open shows as a toast found by a poll, said in the live region, read on the service by
 * a click; the toasts' rendering is fetched with the first toast; two tabs of one browser show each arrival once
 * (docs/decisions.md#one-toast-per-arrival).
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { NotifClient } from '../../src/api/client.js';
import type { Message } from '../../src/api/types.js';
import { servePages } from '../../scripts/page-server.mjs';
import { buildLibrary } from '../../scripts/page-weight.mjs';
import { createLocalApi } from 'notif-local-api';
import { launchChromium } from '../support/chromium.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const KEY = 'local-dev-api-key';

const PAGE = `<!doctype html><meta charset="utf-8">
<script type="module" src="/notif-elements.standalone.js"></script>
<notif-toasts base-url="" subscriber-id="${ADA}" api-key="${KEY}" poll-interval="1000"></notif-toasts>`;

/** The subjects of the toasts a page shows, in the stack's order. */
function toastSubjects(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...(document.querySelector('notif-toasts')?.shadowRoot?.querySelectorAll('[part~="toast"]') ?? [])].map(
      (toast) =>
        toast
          .querySelector('notif-message')
          ?.shadowRoot?.querySelector('[part~="subject"]')
          ?.textContent?.trim() ?? '',
    ),
  );
}

/** Resolves once the page's toasts have read the counts they start from (what is there then is never toasted). */
function countsRead(page: Page): Promise<unknown> {
  return page.waitForRequest((request) => request.url().includes('/notifications/unseen'), {
    timeout: 30_000,
  });
}

describe('<notif-toasts> from the standalone script', { timeout: 120_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'notif-toasts-'));
  const site = join(work, 'site');
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };
  let client: NotifClient;

  before(async () => {
    const dist = join(work, 'dist');
    await buildLibrary(process.cwd(), dist);
    cpSync(join(dist, 'notif-elements.standalone.js'), join(site, 'notif-elements.standalone.js'));
    cpSync(join(dist, 'standalone'), join(site, 'standalone'), { recursive: true });
    writeFileSync(join(site, 'index.html'), PAGE);
    server = await servePages(site, { localApi: createLocalApi({ seed: 'demo' }) });
    client = new NotifClient({ baseUrl: server.origin, auth: { apiKey: KEY } });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Triggers the welcome workflow for Ada; resolves to the in-app message it made. */
  async function welcome(name: string): Promise<Message> {
    const { transactionId } = await client.trigger({ name: 'welcome', to: ADA, payload: { name } });
    const message = (await client.listFeed(ADA, { limit: 20 })).data.find(
      (m) => m.transactionId === transactionId,
    );
    assert.ok(message, 'the trigger made an in-app message');
    return message;
  }

  it('shows a toast for a message triggered while the page is open, says it, and a click reads it on the service', async () => {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    try {
      const read = countsRead(page);
      await page.goto(`${server.origin}/`);
      await read;
      assert.deepEqual(await toastSubjects(page), [], 'nothing from the first load');
      assert.ok(!fetched.some((path) => path.includes('/toast-stack-')), 'no toast code before a toast');

      const message = await welcome('Done');
      // A bound for a loaded machine, not a measure: the next poll (every second) finds it.
      await page.waitForFunction(
        () =>
          document
            .querySelector('notif-toasts')
            ?.shadowRoot?.querySelector('[part~="toast"] notif-message')
            ?.shadowRoot?.querySelector('[part~="subject"]')?.textContent === 'Welcome, Done!',
        undefined,
        { timeout: 15_000 },
      );
      assert.deepEqual(await toastSubjects(page), ['Welcome, Done!']);
      assert.equal(
        await page
          .locator('notif-toasts [aria-live="polite"]')
          .textContent()
          .then((text) => text?.trim()),
        '1 new notification: Welcome, Done!',
      );
      assert.ok(
        fetched.some((path) => path.includes('/toast-stack-')),
        'the toast code came with the toast',
      );
      // Toasts without `desktop` never ask about the notification permission: none of that code is fetched.
      assert.deepEqual(
        fetched.filter((path) => /\/(desktop-|notification-permission-)/.test(path)),
        [],
        'no desktop code without desktop',
      );

      await page.locator('notif-toasts [part~="toast"] notif-message').click();
      await page.waitForFunction(
        () => !document.querySelector('notif-toasts')?.shadowRoot?.querySelector('[part~="toast"]'),
      );
      const onService = await waitFor(
        async () => (await client.listFeed(ADA, { limit: 20 })).data.find((m) => m._id === message._id),
        {
          until: (found) => found?.read === true,
          timeout: 10_000,
          interval: 50,
          message: 'the message read on the service',
        },
      );
      assert.equal(onService?.read, true, 'read on the service');
    } finally {
      await page.close();
    }
  });

  it('shows each arrival once across two tabs of one browser', async () => {
    const context = await browser.newContext();
    try {
      const tabs = [await context.newPage(), await context.newPage()];
      for (const tab of tabs) {
        const read = countsRead(tab);
        await tab.goto(`${server.origin}/`);
        await read;
      }
      await welcome('Once');
      const shown = await waitFor(() => Promise.all(tabs.map(toastSubjects)), {
        until: (subjects) => subjects.flat().length > 0,
        timeout: 20_000,
        interval: 50,
        message: 'a tab to show the toast',
      });
      const winner = shown.findIndex((subjects) => subjects.length > 0);
      assert.ok(winner >= 0, 'a tab shows it');
      assert.deepEqual(shown[winner], ['Welcome, Once!']);
      const other = tabs[1 - winner]!;

      // The tab that showed it goes; the other hears of that message, and of a new one, and shows the new one only.
      await tabs[winner]!.close();
      await welcome('Later');
      await other.waitForFunction(
        () => document.querySelector('notif-toasts')?.shadowRoot?.querySelector('[part~="toast"]'),
        undefined,
        { timeout: 20_000 },
      );
      assert.deepEqual(await toastSubjects(other), ['Welcome, Later!'], 'never the one the other tab showed');
    } finally {
      await context.close();
    }
  });
});
