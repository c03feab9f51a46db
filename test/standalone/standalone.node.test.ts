/**
 * The standalone script as docs/guides/setup.md says to serve it: `notif-elements.standalone.js` with the
 * `standalone/` folder beside it, and nothing else. It shows the inbox; a file missing shows the error state with Retry and fires
 * `notif-error`, and Retry recovers once the file is back.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { servePages } from '../../scripts/page-server.mjs';
import { buildLibrary } from '../../scripts/page-weight.mjs';
import { createLocalApi } from 'notif-local-api';
import { launchChromium } from '../support/chromium.js';

const PAGE = `<!doctype html><meta charset="utf-8">
<script>window.loadErrors = []; addEventListener('notif-error', (e) => loadErrors.push(e.detail.operation));</script>
<script type="module" src="/notif-elements.standalone.js"></script>
<notif-inbox mode="inline" base-url="" subscriber-id="subscriber-ada" api-key="local-dev-api-key"></notif-inbox>`;

const ACTIVITY_PAGE = `<!doctype html><meta charset="utf-8">
<script>window.loadErrors = []; addEventListener('notif-error', (e) => loadErrors.push(e.detail.operation));</script>
<script type="module" src="/notif-elements.standalone.js"></script>
<notif-activity base-url="" api-key="local-dev-api-key"></notif-activity>`;

const PUSH_PAGE = `<!doctype html><meta charset="utf-8">
<script>window.loadErrors = []; addEventListener('notif-error', (e) => loadErrors.push(e.detail.operation));</script>
<script type="module" src="/notif-elements.standalone.js"></script>
<notif-push-register base-url="" subscriber-id="subscriber-ada" api-key="local-dev-api-key" provider-id="fcm"></notif-push-register>
<script type="module">
  await customElements.whenDefined('notif-push-register');
  document.querySelector('notif-push-register').tokenProvider = async () => 'standalone-test-token';
</script>`;

/** The inbox's messages with a subject, read through its shadow root. */
function subjects(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [
        ...(document.querySelector('notif-inbox')?.shadowRoot?.querySelectorAll('notif-message') ?? []),
      ].filter((m) => m.shadowRoot?.querySelector('[part~="subject"]')?.textContent?.trim()).length,
  );
}

describe('the standalone script', { timeout: 120_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'notif-standalone-'));
  const site = join(work, 'site');
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };

  const dist = join(work, 'dist');

  before(async () => {
    await buildLibrary(process.cwd(), dist);
    cpSync(join(dist, 'notif-elements.standalone.js'), join(site, 'notif-elements.standalone.js'));
    cpSync(join(dist, 'standalone'), join(site, 'standalone'), { recursive: true });
    writeFileSync(join(site, 'index.html'), PAGE);
    writeFileSync(join(site, 'activity.html'), ACTIVITY_PAGE);
    writeFileSync(join(site, 'german.html'), PAGE.replace('<notif-inbox ', '<notif-inbox locale="de-AT" '));
    // Two inboxes and a provider-less message card, all in Hebrew.
    writeFileSync(
      join(site, 'hebrew.html'),
      PAGE.replace('<notif-inbox ', '<notif-inbox locale="he" ').replace(
        '</notif-inbox>',
        '</notif-inbox><notif-inbox mode="inline" locale="he" base-url="" subscriber-id="subscriber-grace" api-key="local-dev-api-key"></notif-inbox>',
      ),
    );
    writeFileSync(join(site, 'push.html'), PUSH_PAGE);
    writeFileSync(
      join(site, 'push-misconfigured.html'),
      PUSH_PAGE.replace('provider-id="fcm"', 'provider-id="webpush"'),
    );
    server = await servePages(site, { localApi: createLocalApi({ seed: 'demo' }) });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /**
   * Moves the standalone file that `pattern` matches (in `standalone/`, or its `subfolder`) out of the site;
   * `restore` puts it back (once).
   */
  function hideFile(pattern: RegExp, subfolder = ''): { name: string; restore(): void } {
    const folder = join(site, 'standalone', subfolder);
    const name = readdirSync(folder).find((file) => pattern.test(file));
    assert.ok(name, `a standalone file matches ${pattern}`);
    renameSync(join(folder, name), join(work, name));
    let hidden = true;
    return {
      name,
      restore() {
        if (hidden) renameSync(join(work, name), join(folder, name));
        hidden = false;
      },
    };
  }

  it('shows the inbox from the script and its folder alone', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.origin}/`);
      await page.waitForFunction(() =>
        document.querySelector('notif-inbox')?.shadowRoot?.querySelector('notif-message'),
      );
      await page.waitForFunction(() =>
        document
          .querySelector('notif-inbox')
          ?.shadowRoot?.querySelector('notif-message')
          ?.shadowRoot?.querySelector('[part~="subject"]'),
      );
      assert.ok((await subjects(page)) > 0);
      assert.equal(
        await page.evaluate(() => customElements.get('notif-activity')),
        undefined,
        'the activity viewer was not needed',
      );
    } finally {
      await page.close();
    }
  });

  it('keeps every shape of its icons a shape of its own: minified SVG keeps its self-closing slashes', () => {
    // Without its slash, `<circle …>` in an `svg` template holds the next shape as a child, and neither is drawn.
    const unclosed = /<(?:path|circle|rect|line|polyline|polygon|ellipse)\b[^<>$]*[^/<>$]>/g;
    const files = readdirSync(dist, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js'));
    assert.ok(files.length > 10, 'the build has its files');
    const found = files.flatMap((file) =>
      (readFileSync(join(dist, file), 'utf8').match(unclosed) ?? []).map((shape) => `${file}: ${shape}`),
    );
    assert.deepEqual(found, []);
  });

  it('gives the inbox’s page the script, the inbox’s file with the store and the card, the client, and what the inbox shares with one other element', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    try {
      await page.goto(`${server.origin}/`);
      await page.waitForFunction(() =>
        document.querySelector('notif-inbox')?.shadowRoot?.querySelector('notif-message'),
      );
      // The store, the message card's reading of a message and the icons, which the toasts and the inbox's later
      // parts share with it, are in the inbox's file (build/shared-code.ts); what the inbox shares with one other
      // element only (the readers of untrusted records with the activity log, the configuration's provider with
      // <notif-provider>) is a file of its own, out of the script that every page pays for, unless it is smaller than
      // a file costs (storage, shared with the push register, is in the script). The bundler's helper that gives the inbox's file its exports for import() is in the inbox's file,
      // which alone needs it since sign-out fetches the Web Push code with import() as the registration does.
      assert.deepEqual(scripts.sort(), [
        '/notif-elements.standalone.js',
        '/standalone/clip-text.js',
        '/standalone/config-provider.js',
        '/standalone/notif-inbox.js',
        '/standalone/shared-connection.js',
      ]);
      // The push register's own code stays in its files, even what it shares with its later part (the VAPID key's
      // check, which the button shows and the registration applies).
      const script = readFileSync(join(site, 'notif-elements.standalone.js'), 'utf8');
      assert.ok(!script.includes('uncompressed P-256 public key'), 'the script holds no push code');
      // Nor what only the elements that show messages share (the inbox's strings, say), which the push register's
      // and the activity log's pages would pay for.
      assert.ok(!script.includes('Mark all as read'), 'the script holds no inbox code');
    } finally {
      await page.close();
    }
  });

  it('ships the public custom properties as written and the private ones under short names', () => {
    const script = readFileSync(join(site, 'notif-elements.standalone.js'), 'utf8');
    assert.ok(script.includes('--notif-color-surface'), 'a page sets --notif-color-surface');
    const inbox = readdirSync(join(site, 'standalone')).find((file) => file.startsWith('notif-inbox-'))!;
    const built = script + readFileSync(join(site, 'standalone', inbox), 'utf8');
    assert.deepEqual(built.match(/--_[a-z][a-z-]{2,}/g) ?? [], [], 'no private property as written');
    assert.match(built, /--_[0-9a-z]{1,2}\b/);
  });

  it('carries Lit’s production build', () => {
    const files = [
      'notif-elements.standalone.js',
      ...readdirSync(join(site, 'standalone'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `standalone/${f}`),
    ];
    for (const file of files) {
      assert.ok(
        !readFileSync(join(site, file), 'utf8').includes('Lit is in dev mode'),
        `${file} has Lit's development build`,
      );
    }
  });

  it('fetches a locale’s strings as a file of their own when an element’s locale names them, none in English', async () => {
    for (const [path, expected] of [
      ['/', []],
      ['/german.html', ['de']],
    ] as const) {
      const page = await browser.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      try {
        await page.goto(`${server.origin}${path}`);
        const title = expected.length ? 'Benachrichtigungen' : 'Notifications';
        await page.waitForFunction(
          (title) =>
            document.querySelector('notif-inbox')?.shadowRoot?.querySelector('[part~="title"]')
              ?.textContent === title,
          title,
        );
        await page.waitForFunction(() =>
          document
            .querySelector('notif-inbox')
            ?.shadowRoot?.querySelector('notif-message')
            ?.shadowRoot?.querySelector('[part~="subject"]'),
        );
        const locales = fetched
          .filter((file) => file.startsWith('/standalone/locales/') && !/\/element-locale-/.test(file))
          .map((file) => file.replace(/^\/standalone\/locales\/(.+)-[\w-]{8}\.js$/, '$1'));
        assert.deepEqual(locales, expected, `${path} fetched ${fetched.join(', ')}`);
      } finally {
        await page.close();
      }
    }
  });

  it('shows English and reports it once when a locale’s file cannot load', async () => {
    const hebrew = hideFile(/^he-.*\.js$/, 'locales');
    const page = await browser.newPage();
    try {
      await page.goto(`${server.origin}/hebrew.html`);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('notif-inbox')].filter((inbox) =>
            inbox.shadowRoot?.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="subject"]'),
          ).length === 2,
      );
      // The failed file was reported; both inboxes import it once, so the second heard of it in the same turn, and
      // both have rendered since.
      await page.waitForFunction(() => (window as unknown as { loadErrors: string[] }).loadErrors.length > 0);
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll('notif-inbox')].map(
            (inbox) => (inbox as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete,
          ),
        ),
      );
      assert.deepEqual(
        await page.evaluate(() =>
          [...document.querySelectorAll('notif-inbox')].map(
            (inbox) => inbox.shadowRoot?.querySelector('[part~="title"]')?.textContent,
          ),
        ),
        ['Notifications', 'Notifications'],
      );
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { loadErrors: string[] }).loadErrors),
        ['load'],
        'one notif-error for the page, not one per element',
      );
    } finally {
      hebrew.restore();
      await page.close();
    }
  });

  it('shows the error state with Retry when a file is missing, and recovers once it is back', async () => {
    const inboxFile = hideFile(/^notif-inbox-.*\.js$/);
    const page = await browser.newPage();
    try {
      await page.goto(`${server.origin}/`);
      const retry = page.locator('notif-inbox [part~="retry"]');
      await retry.waitFor();
      assert.equal(await page.locator('notif-inbox [part~="error"][role="alert"]').count(), 1);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { loadErrors: string[] }).loadErrors),
        ['load'],
      );
      inboxFile.restore();
      await retry.click();
      await page.waitForFunction(() =>
        document
          .querySelector('notif-inbox')
          ?.shadowRoot?.querySelector('notif-message')
          ?.shadowRoot?.querySelector('[part~="subject"]'),
      );
      assert.ok((await subjects(page)) > 0);
      assert.equal(await page.locator('notif-inbox [part~="error"]').count(), 0);
    } finally {
      inboxFile.restore();
      await page.close();
    }
  });

  it('takes the error state away when the file loads for a later element of the same tag', async () => {
    const inboxFile = hideFile(/^notif-inbox-.*\.js$/);
    const page = await browser.newPage();
    try {
      await page.goto(`${server.origin}/`);
      await page.locator('notif-inbox [part~="retry"]').waitFor();
      inboxFile.restore();
      // Not Retry: another inbox appears (a page of a single-page app, say), and its file loads this time.
      await page.evaluate(() => {
        const second = document.createElement('notif-inbox');
        for (const attribute of document.querySelector('notif-inbox')!.attributes)
          second.setAttribute(attribute.name, attribute.value);
        document.body.append(second);
      });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('notif-inbox')].every((inbox) =>
          inbox.shadowRoot?.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="subject"]'),
        ),
      );
      assert.equal(await page.locator('notif-inbox [part~="error"]').count(), 0, 'no stale error state');
    } finally {
      inboxFile.restore();
      await page.close();
    }
  });

  it('shows the push button without the registration code, which is fetched when it first registers', async () => {
    const context = await browser.newContext({ permissions: ['notifications'] });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const registrationFile = hideFile(/^registration-run-.*\.js$/);
    try {
      await page.goto(`${server.origin}/push.html`);
      const push = page.locator('notif-push-register');
      await page.locator('notif-push-register [part~="button"]').waitFor();
      assert.ok(!fetched.some((path) => path.includes('registration-run-')), 'the button shows without it');
      const requestCode = fetched.filter(
        (path) => path.endsWith('.js') && readFileSync(join(site, path), 'utf8').includes('idempotency-key'),
      );
      assert.deepEqual(requestCode, [], 'and without the request code');

      // Pressed while the file is missing: the error state, and a notif-error.
      await page.locator('notif-push-register [part~="button"]').click();
      await page.waitForFunction(
        () => document.querySelector('notif-push-register')?.getAttribute('state') === 'error',
      );
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { loadErrors: string[] }).loadErrors),
        ['register'],
      );
      registrationFile.restore();
      await page.locator('notif-push-register [part~="button"]').click();
      await page.waitForFunction(
        () => document.querySelector('notif-push-register')?.getAttribute('state') === 'registered',
      );
      assert.equal(await push.getAttribute('state'), 'registered');
    } finally {
      registrationFile.restore();
      await context.close();
    }
  });

  it('shows a push register with a wrong attribute, and what to do', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.origin}/push-misconfigured.html`);
      const message = page.locator('notif-push-register [part~="message"]');
      await message.waitFor();
      await page.waitForFunction(() =>
        document
          .querySelector('notif-push-register')
          ?.shadowRoot?.querySelector('[part~="message"]')
          ?.textContent?.includes('SUBSCRIBER_CHANNEL_PROVIDERS'),
      );
      assert.match((await message.textContent()) ?? '', /provider-id "webpush"/);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { loadErrors: string[] }).loadErrors),
        ['configure'],
      );
    } finally {
      await page.close();
    }
  });

  it('shows the activity rows without the detail, which is fetched when an event is opened', async () => {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const detailFile = hideFile(/^notif-activity-detail-.*\.js$/);
    try {
      await page.goto(`${server.origin}/activity.html`);
      const rows = page.locator('notif-activity [part~="row"]');
      await rows.first().waitFor();
      assert.ok(!fetched.includes(`/standalone/${detailFile.name}`), 'the rows show without the detail');

      // Opened while the file is missing: the detail's error state, with Retry, and a notif-error.
      await rows.first().click();
      const retry = page.locator('notif-activity [part~="detail"] [part~="retry"]');
      await retry.waitFor();
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { loadErrors: string[] }).loadErrors),
        ['load'],
      );
      detailFile.restore();
      await retry.click();
      await page.locator('notif-activity-detail [part~="base"]').first().waitFor();
      assert.equal(await page.locator('notif-activity [part~="detail"] [part~="error"]').count(), 0);
    } finally {
      detailFile.restore();
      await page.close();
    }
  });
});
