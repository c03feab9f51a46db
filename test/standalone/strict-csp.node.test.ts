/**
 * The standalone elements under a strict Content Security Policy: scripts from the page's origin only, no inline
 * script or style, no eval, and Trusted Types required for every script sink (Lit's own `lit-html` policy allowed).
 * The inbox (inline with its windowed list, and as a popover), a mark from a message's menu, the push register, the
 * activity log with its detail, a toast of `<notif-toasts>` with its styles and animation, and the error state of a
 * file that cannot be loaded all work, and the browser reports no violation.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { servePages } from '../../scripts/page-server.mjs';
import { buildLibrary } from '../../scripts/page-weight.mjs';
import { createLocalApi } from 'notif-local-api';
import { stateWithMessages } from '../../stories/story-data.js';
import { launchChromium } from '../support/chromium.js';

const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

const CONFIG = 'base-url="" subscriber-id="subscriber-ada" api-key="local-dev-api-key"';

/** Loaded first by every page (a file: the policy allows no inline script): what the tests read back. */
const PROBE = `window.violations = [];
addEventListener('securitypolicyviolation', (e) =>
  violations.push(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.sourceFile + ':' + e.lineNumber));
window.loadErrors = [];
addEventListener('notif-error', (e) => loadErrors.push(e.detail.operation));
`;

const PUSH_SETUP = `await customElements.whenDefined('notif-push-register');
document.querySelector('notif-push-register').tokenProvider = async () => 'strict-csp-token';
`;

const page = (body: string, extra = '') => `<!doctype html><meta charset="utf-8">
<script src="/probe.js"></script>
<script type="module" src="/notif-elements.standalone.js"></script>${extra}
${body}`;

const PAGES = {
  'inbox.html': page(
    `<notif-inbox mode="inline" page-size="100" poll-interval="0" ${CONFIG}></notif-inbox>
<notif-inbox ${CONFIG}></notif-inbox>`,
  ),
  'push.html': page(
    `<notif-push-register ${CONFIG} provider-id="fcm"></notif-push-register>`,
    '\n<script type="module" src="/push-setup.js"></script>',
  ),
  'activity.html': page(`<notif-activity base-url="" api-key="local-dev-api-key"></notif-activity>`),
  'toasts.html': page(`<notif-toasts poll-interval="300" ${CONFIG}></notif-toasts>`),
};

describe('the standalone elements under a strict CSP', { timeout: 120_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'notif-strict-csp-'));
  const site = join(work, 'site');
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };

  before(async () => {
    const dist = join(work, 'dist');
    await buildLibrary(process.cwd(), dist);
    cpSync(join(dist, 'notif-elements.standalone.js'), join(site, 'notif-elements.standalone.js'));
    cpSync(join(dist, 'standalone'), join(site, 'standalone'), { recursive: true });
    writeFileSync(join(site, 'probe.js'), PROBE);
    writeFileSync(join(site, 'push-setup.js'), PUSH_SETUP);
    for (const [file, html] of Object.entries(PAGES)) writeFileSync(join(site, file), html);
    // 150 messages: past 100 the inline inbox hands its list to the windowed list, which sizes its spacers.
    server = await servePages(site, { localApi: createLocalApi({ state: stateWithMessages(150) }) });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A page of the site served with the strict policy; every console report of a blocked thing is kept too. */
  async function open(path: string, context?: BrowserContext): Promise<{ page: Page; reports: string[] }> {
    const tab = await (context ?? browser).newPage();
    const reports: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy|Trusted Type/i.test(message.text())) reports.push(message.text());
    });
    await tab.route('**/*.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
      });
    });
    await tab.goto(`${server.origin}/${path}`);
    return { page: tab, reports };
  }

  async function violations(tab: Page, reports: string[]): Promise<string[]> {
    const reported = await tab.evaluate(() => (window as unknown as { violations: string[] }).violations);
    return [...reported, ...reports];
  }

  it('holds the policy: an inline style and an untrusted HTML string are refused', async () => {
    const { page: tab, reports } = await open('activity.html');
    try {
      const untrusted = await tab.evaluate(() => {
        document.body.lastElementChild!.setAttribute('style', 'color: red');
        try {
          document.body.innerHTML += '<p>x</p>';
          return 'accepted';
        } catch (error) {
          return String(error);
        }
      });
      assert.match(untrusted, /TrustedHTML/);
      await tab.waitForFunction(() => (window as unknown as { violations: string[] }).violations.length > 0);
      assert.match((await violations(tab, reports)).join('\n'), /style-src/);
    } finally {
      await tab.close();
    }
  });

  it('shows the inline inbox, marks from a message’s mark button, its windowed list and the popover', async () => {
    const { page: tab, reports } = await open('inbox.html');
    try {
      const inline = tab.locator('notif-inbox[mode="inline"]');
      await inline.locator('notif-message [part~="subject"]').first().waitFor();
      const message = inline.locator('notif-message').first();
      const unreadBefore = await message.evaluate((m) => m.shadowRoot!.querySelector('.unread') !== null);
      await message.locator('[part~="mark-button"]').click();
      await tab.waitForFunction(
        ([before]) => {
          const first = document
            .querySelector('notif-inbox[mode="inline"]')
            ?.shadowRoot?.querySelector('notif-message');
          return (first?.shadowRoot?.querySelector('.unread') !== null) !== before;
        },
        [unreadBefore],
      );

      // Scrolled to its end: the second page loads and the windowed list takes over, spacers sized by the CSSOM.
      await tab.waitForFunction(() => {
        const list = document
          .querySelector('notif-inbox[mode="inline"]')
          ?.shadowRoot?.querySelector<HTMLElement>('[part~="list"]');
        if (!list) return false;
        list.scrollTop = list.scrollHeight;
        return list.querySelector('.spacer') !== null;
      });
      const spacers = await inline
        .locator('.spacer')
        .evaluateAll((all) => all.map((spacer) => (spacer as HTMLElement).style.blockSize));
      assert.ok(
        spacers.some((size) => parseFloat(size) > 0),
        `a spacer has its size (${spacers.join(', ')})`,
      );

      const popover = tab.locator('notif-inbox[mode="popover"]');
      await popover.locator('[part~="bell"]').click();
      await popover.locator('notif-message [part~="subject"]').first().waitFor();

      assert.deepEqual(await violations(tab, reports), []);
      assert.deepEqual(
        await tab.evaluate(() => (window as unknown as { loadErrors: string[] }).loadErrors),
        [],
      );
    } finally {
      await tab.close();
    }
  });

  it('registers from the push button', async () => {
    const context = await browser.newContext({ permissions: ['notifications'] });
    try {
      const { page: tab, reports } = await open('push.html', context);
      await tab.locator('notif-push-register [part~="button"]').click();
      await tab.waitForFunction(
        () => document.querySelector('notif-push-register')?.getAttribute('state') === 'registered',
      );
      assert.deepEqual(await violations(tab, reports), []);
    } finally {
      await context.close();
    }
  });

  it('shows the activity log and an event’s detail', async () => {
    const { page: tab, reports } = await open('activity.html');
    try {
      await tab.locator('notif-activity [part~="row"]').first().click();
      await tab.locator('notif-activity-detail [part~="base"]').first().waitFor();
      assert.deepEqual(await violations(tab, reports), []);
    } finally {
      await tab.close();
    }
  });

  it('shows a toast, styled and animated, and dismisses it', async () => {
    const { page: tab, reports } = await open('toasts.html');
    try {
      // The message must arrive after the toasts' first load (what that load finds never shows as a toast): two count
      // polls answered (every 300 ms) say the first load is behind them, on a loaded machine too.
      const countAnswered = () =>
        tab.waitForResponse((answer) => answer.url().includes('/notifications/unseen'));
      await countAnswered();
      await countAnswered();
      const trigger = await tab.request.post(`${server.origin}/v1/events/trigger`, {
        headers: { authorization: 'ApiKey local-dev-api-key' },
        data: { name: 'welcome', to: 'subscriber-ada', payload: { name: 'Strict' } },
      });
      assert.equal(trigger.status(), 201);
      const toast = tab.locator('notif-toasts [part~="toast"]');
      await toast.locator('notif-message [part~="subject"]').waitFor();
      const look = await toast.evaluate((element) => {
        const style = getComputedStyle(element);
        return { shadow: style.boxShadow, animation: style.animationName };
      });
      assert.notEqual(look.shadow, 'none', 'the adopted styles apply');
      assert.equal(look.animation, 'toast-in');
      await toast.locator('[part~="dismiss"]').click();
      await toast.waitFor({ state: 'detached' });
      assert.deepEqual(await violations(tab, reports), []);
    } finally {
      await tab.close();
    }
  });

  it('shows the error state of a file that cannot be loaded', async () => {
    const folder = join(site, 'standalone');
    const file = readdirSync(folder).find((name) => /^notif-inbox-.*\.js$/.test(name))!;
    renameSync(join(folder, file), join(work, file));
    try {
      const { page: tab, reports } = await open('inbox.html');
      try {
        await tab.locator('notif-inbox[mode="inline"] [part~="retry"]').waitFor();
        const border = await tab
          .locator('notif-inbox[mode="inline"] [part~="error"]')
          .evaluate((error) => getComputedStyle(error).borderTopStyle);
        assert.equal(border, 'solid', 'the error state has its style');
        assert.deepEqual(await violations(tab, reports), []);
      } finally {
        await tab.close();
      }
    } finally {
      renameSync(join(work, file), join(folder, file));
    }
  });
});
