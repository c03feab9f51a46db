/**
 * End-to-end: two devices of one person (two Chromium browser contexts, which share no storage and no tab sync) on
 * the demo page, served by Vite with the inbox proxy and its live hub in front of the local API. What one device does
 * (mark a row read, unread, all read) and what arrives (a trigger, told to the hub by the local API's `onDelivered`)
 * shows on the other: the same rows in the same state and the same badge, with no reload and no poll (the elements'
 * poll is 30 s; every wait here gives up long before it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startDemo } from '../support/chromium.js';
import { waitFor } from '../support/wait-for.js';

const DEV_KEY = 'local-dev-api-key';
/** Well under the elements' 30 s poll: what a device shows by then came over its live stream. */
const LIVE_WAIT = { timeout: 10_000, interval: 50 };

let demo: { origin: string; close(): Promise<void> };
let browser: Browser;
const contexts: BrowserContext[] = [];

async function device(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  await page.goto(demo.origin);
  await page.locator('#inline-inbox notif-message').first().waitFor();
  return page;
}

/** What a person sees on a device: the inline inbox's rows (id, read or not) and the bell's badge. */
async function shown(page: Page): Promise<string> {
  const rows = await page.locator('#inline-inbox notif-message').evaluateAll((elements) =>
    elements.map((element) => {
      const message = (element as HTMLElement & { message?: { _id?: string; read?: boolean } }).message;
      return `${message?._id}:${message?.read ? 'read' : 'unread'}`;
    }),
  );
  const badge = await page
    .locator('#bell-inbox [part~="bell"]')
    .evaluate((bell) => bell.querySelector('[part~="badge"]')?.textContent?.trim() ?? '');
  return JSON.stringify({ rows, badge });
}

async function agree(a: Page, b: Page, what: string): Promise<void> {
  let last = '';
  await waitFor(
    async () => {
      const [one, other] = await Promise.all([shown(a), shown(b)]);
      last = `${one} vs ${other}`;
      return one === other;
    },
    { ...LIVE_WAIT, message: `both devices show the same after ${what} (${last})` },
  );
}

async function readState(page: Page, id: string): Promise<boolean | undefined> {
  return page
    .locator('#inline-inbox notif-message')
    .evaluateAll(
      (elements, wanted) =>
        elements
          .map((element) => (element as HTMLElement & { message?: { _id?: string; read?: boolean } }).message)
          .find((message) => message?._id === wanted)?.read,
      id,
    );
}

describe('two devices of one person, in Chromium', { timeout: 180_000 }, () => {
  before(async () => {
    demo = await startDemo();
    browser = await launchChromium();
  });

  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await demo?.close();
  });

  it('a read, an unread, all read and an arrival on one show on the other', async () => {
    const a = await device();
    const b = await device();
    await agree(a, b, 'loading');

    const firstRow = a.locator('#inline-inbox notif-message').first();
    const id = await firstRow.evaluate(
      (element) => (element as HTMLElement & { message?: { _id?: string } }).message?._id,
    );
    assert.ok(id, 'the first row has a message');
    const wasRead = await readState(a, id);
    for (const [what, expected] of [
      ['a mark on one row', !wasRead],
      ['the mark undone', wasRead],
    ] as const) {
      await firstRow.hover();
      await firstRow.locator('[part~="mark-button"]').click();
      await waitFor(() => readState(b, id), {
        ...LIVE_WAIT,
        until: (read) => read === expected,
        message: `the other device shows ${what}`,
      });
      await agree(a, b, what);
    }

    await a.locator('#inline-inbox [part~="mark-all"]').click();
    await waitFor(() => shown(b), {
      ...LIVE_WAIT,
      until: (text) => !text.includes(':unread'),
      message: 'the other device shows every row read',
    });
    await agree(a, b, 'all read');

    const before = await shown(b);
    const triggered = await fetch(`${demo.origin}/v1/events/trigger`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'welcome', to: 'subscriber-ada', payload: { name: 'Two devices' } }),
    });
    assert.ok(triggered.ok, `trigger: ${triggered.status}`);
    for (const page of [a, b])
      await waitFor(() => shown(page), {
        ...LIVE_WAIT,
        until: (text) =>
          text !== before && (JSON.parse(text) as { rows: string[] }).rows[0]!.endsWith(':unread'),
        message: 'the arrival on top of each device',
      });
    await agree(a, b, 'an arrival');
  });
});
