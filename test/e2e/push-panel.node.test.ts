/**
 * End-to-end: the demo's push panel in headless Chromium, with notification permission granted to the page as a
 * person would grant it. With the demo token provider, one click stores the token on subscriber-ada and the panel
 * lists it; clicking again or reloading sends nothing; a rotated token is sent. The service worker is served.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startDemo } from '../support/chromium.js';

const DEV_KEY = 'local-dev-api-key';

let demo: { origin: string; close(): Promise<void> };
let browser: Browser;
let origin: string;

async function storedTokens(): Promise<string[]> {
  const response = await fetch(`${origin}/v1/subscribers/subscriber-ada`, {
    headers: { authorization: `ApiKey ${DEV_KEY}` },
  });
  const subscriber = (await response.json()) as {
    channels?: { providerId: string; credentials: { deviceTokens?: string[] } }[];
  };
  return (subscriber.channels ?? [])
    .filter((channel) => channel.providerId === 'push-webhook')
    .flatMap((channel) => channel.credentials.deviceTokens ?? []);
}

async function openDemo(context: BrowserContext, patches: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await page.goto(origin);
  await page.locator('#push-panel notif-push-register').waitFor();
  return page;
}

function state(page: Page): Promise<string | null> {
  return page.locator('#push-panel notif-push-register').getAttribute('state');
}

describe('demo push panel', { timeout: 60_000 }, () => {
  before(async () => {
    demo = await startDemo();
    origin = demo.origin;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await demo?.close();
  });

  it('serves the package service worker at /notif-sw.js, from its one source', async () => {
    const response = await fetch(`${origin}/notif-sw.js`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
    assert.equal(
      await response.text(),
      await readFile('src/elements/notif-push-register/notif-sw.js', 'utf8'),
    );
  });

  it('stores the demo token on subscriber-ada once, lists it, and sends a rotated one', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    const patches: string[] = [];
    const page = await openDemo(context, patches);
    const before = await storedTokens();
    assert.equal(await state(page), 'idle');

    // The demo token and the stored tokens are the developer's: folded under the button, a click away.
    await page.locator('#push-panel details.dev-notes > summary').click();
    await page.getByLabel(/Use a demo token provider/).check();
    const button = page.locator('#push-panel notif-push-register [part~="button"]');
    await button.click();
    await page.waitForFunction(
      () => document.querySelector('#push-panel notif-push-register')?.getAttribute('state') === 'registered',
    );
    const token = await page.evaluate(() => localStorage.getItem('notif-demo:device-token'));
    assert.match(token ?? '', /^demo-device-[0-9a-f]+$/);
    assert.deepEqual(await storedTokens(), [...before, token]);
    await page.locator('#push-panel .push-tokens li', { hasText: token! }).waitFor();
    assert.equal(patches.length, 1);
    assert.match(patches[0]!, /\/api\/notif\/v1\/subscribers\/subscriber-ada\/credentials$/);

    // Clicking again runs a registration that finds the token acknowledged: once it has said "registered"
    // again, whatever it would have sent has been sent.
    await page.evaluate(() => {
      const states: string[] = [];
      (globalThis as { pushStates?: string[] }).pushStates = states;
      document.addEventListener('notif-push-state', (event) =>
        states.push((event as CustomEvent).detail.state),
      );
    });
    await button.click();
    await page.waitForFunction(() => {
      const states = (globalThis as { pushStates?: string[] }).pushStates!;
      return states.length >= 2 && states.at(-1) === 'registered';
    });
    assert.equal(await state(page), 'registered');
    assert.equal(patches.length, 1, 'clicking again sent the token again');

    await page.reload();
    await page.locator('#push-panel notif-push-register').waitFor();
    await page.locator('#push-panel details.dev-notes > summary').click();
    await page.locator('#push-panel .push-tokens li', { hasText: token! }).waitFor();
    assert.equal(await state(page), 'registered');

    await page.getByRole('button', { name: 'Rotate the demo token and register it' }).click();
    const rotated = await page.evaluate(() => localStorage.getItem('notif-demo:device-token'));
    assert.notEqual(rotated, token);
    await page.locator('#push-panel .push-tokens li', { hasText: rotated! }).waitFor();
    // The rotated token's is the second PATCH of all: the reload sent nothing before it.
    assert.equal(patches.length, 2, 'reloading sent the token again');
    assert.deepEqual(await storedTokens(), [...before, token, rotated]);
    await context.close();
  });
});
