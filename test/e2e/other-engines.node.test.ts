/**
 * The demo page and every story open in Firefox and WebKit too (the rest of test/e2e/ drives Chromium): each renders
 * its elements, registered, with no page error and no story that failed to render. Firefox is driven by puppeteer
 * over WebDriver BiDi, WebKit (WebKitGTK's MiniBrowser) by webdriverio through WebKitWebDriver, which this test
 * starts on a free port, under a virtual display when there is none, and stops. An engine that is not installed
 * skips its tests, naming what installs it (docs/browser-support.md).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser as FirefoxBrowser } from 'puppeteer';
import { remote } from 'webdriverio';
import { engines, freePort, webkitCapabilities } from '../../scripts/browser-engines.mjs';
import { startDemo } from '../support/chromium.js';
import { serveFolder } from '../support/static-server.js';
import { waitFor } from '../support/wait-for.js';

const FOLDER = 'storybook-static';
const RENDERED =
  '#storybook-root :is(notif-inbox, notif-message, notif-provider, notif-push-register, notif-activity, notif-toasts)';

/**
 * Evaluated in the page: `'errored'` when Storybook failed to render the story, the notif-* tags left undefined
 * (a string of their names), `'ok'` once the story rendered, else `''` (not there yet). A string, not a function:
 * the test's TypeScript transform would add helpers the page does not have.
 */
const STORY_STATE = `(() => {
  const renders = globalThis.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
  if (renders.some((render) => render.phase === 'errored')) return 'errored';
  if (!renders.some((render) => ['completed', 'finished'].includes(render.phase))) return '';
  if (!document.querySelector(${JSON.stringify(RENDERED)})) return '';
  const undefinedTags = new Set();
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('notif-') && !element.matches(':defined')) undefinedTags.add(element.localName);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return undefinedTags.size > 0 ? [...undefinedTags].join(' ') : 'ok';
})()`;

/** Evaluated in the demo page: whether its inline inbox shows messages. */
const DEMO_SHOWN = `!!document.querySelector('#inline-inbox')?.shadowRoot?.querySelector('notif-message')`;

const storyIds = (): string[] => {
  if (!existsSync(`${FOLDER}/index.json`)) return [];
  const index = JSON.parse(readFileSync(`${FOLDER}/index.json`, 'utf8')) as {
    entries: Record<string, { type: string; id: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
};

/** A page of one engine: open a URL, read an expression, collect page errors (where the driver reports them). */
interface EnginePage {
  open(url: string): Promise<void>;
  read(expression: string): Promise<unknown>;
  errors: string[];
  close(): Promise<void>;
}

async function firefoxPage(executablePath: string): Promise<EnginePage> {
  const browser: FirefoxBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
  return {
    errors,
    open: async (url) => void (await page.goto(url)),
    read: (expression) => page.evaluate(expression),
    close: () => browser.close(),
  };
}

async function webkitPage({ driver, browser }: { driver: string; browser: string }): Promise<EnginePage> {
  const port = await freePort();
  const command = process.env.DISPLAY ? [driver] : ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24', driver];
  const child: ChildProcess = spawn(command[0]!, [...command.slice(1), `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  await waitFor(
    async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
      } catch {
        return false;
      }
    },
    { timeout: 30_000, message: 'WebKitWebDriver to answer' },
  );
  const session = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    capabilities: webkitCapabilities(browser) as WebdriverIO.Capabilities,
  });
  return {
    // Classic WebDriver reports no page errors: a story that threw shows as errored or as nothing rendered.
    errors: [],
    open: (url) => session.url(url) as Promise<void>,
    read: (expression) => session.execute(`return ${expression}`),
    close: async () => {
      await session.deleteSession().catch(() => undefined);
      stop();
    },
  };
}

const targets: { name: 'firefox' | 'webkit'; launch: () => Promise<EnginePage> | undefined }[] = [
  {
    name: 'firefox',
    launch: () => {
      const found = engines.firefox.find();
      return found && firefoxPage(found.executablePath);
    },
  },
  {
    name: 'webkit',
    launch: () => {
      const found = engines.webkit.find();
      return found && webkitPage(found);
    },
  },
];

for (const target of targets) {
  const installed = engines[target.name].find() !== undefined;
  // Under CI a missing engine fails (the browser tests' step reports it); elsewhere it is skipped, named.
  const skip = installed ? false : `${target.name} is not installed (${engines[target.name].install})`;

  describe(`the demo and the stories in ${target.name}`, { skip, timeout: 600_000 }, () => {
    let page: EnginePage;
    let demo: { origin: string; close(): Promise<void> };
    let site: { url: string; close(): Promise<void> };

    before(async () => {
      demo = await startDemo();
      site = await serveFolder(FOLDER);
      page = (await target.launch())!;
    });

    after(async () => {
      await page?.close();
      await site?.close();
      await demo?.close();
    });

    it('shows the demo page with its inbox', async () => {
      await page.open(demo.origin);
      await waitFor(async () => (await page.read(DEMO_SHOWN)) === true, {
        timeout: 60_000,
        message: "the demo's inline inbox to show messages",
      });
      assert.deepEqual(page.errors, []);
    });

    it('renders every story', async () => {
      const ids = storyIds();
      assert.ok(ids.length > 0, `${FOLDER}/index.json is missing: run npm run build-storybook`);
      for (const id of ids) {
        page.errors.length = 0;
        await page.open(`${site.url}/iframe.html?id=${id}&viewMode=story`);
        let state: unknown = '';
        await waitFor(async () => (state = await page.read(STORY_STATE)) !== '', {
          timeout: 30_000,
          message: `story ${id} to render`,
        });
        assert.equal(state, 'ok', `story ${id}`);
        assert.deepEqual(page.errors, [], `story ${id}`);
      }
    });
  });
}
