/**
 * `npx tsx bench/screenshots.ts [--out bench/screenshots] [--only open-light]`: our inbox and Novu's Inbox side by
 * side, with the same 50 messages, so anyone can look at them as a designer would. Each picture puts Novu's on the
 * left and ours on the right, at 1280×800 (the popover's corner of the page) and 390×844 (the whole phone), light
 * and dark, in five states: open, a row hovered, loading, empty and error. Both run offline: ours on the local API,
 * Novu's on a stand-in for its service (`novu-stub.ts`) answering with the same messages. The pictures go to a
 * folder that git ignores (`bench/screenshots/` by default).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalApi } from 'notif-local-api';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../test/support/chromium.js';
import { startServer } from '../test/support/server.js';
import { novuInboxStub, type Scenario } from './novu-stub.js';
import { BENCH_DIR, WORK_DIR } from './pages.js';
import { novuNotifications, ourState, screenshotMessages } from './screenshot-messages.js';
import { BENCH_API_KEY, BENCH_SUBSCRIBER } from './seeded-api.js';

const ROOT = resolve(BENCH_DIR, '..');

/** What the picture shows: a scenario of the service, and what the person does. */
type State = 'open' | 'hovered' | 'loading' | 'empty' | 'error';
type Theme = 'light' | 'dark';

const STATES: State[] = ['open', 'hovered', 'loading', 'empty', 'error'];
const THEMES: Theme[] = ['light', 'dark'];
const VIEWPORTS = {
  desktop: { width: 1280, height: 800, clipWidth: 480 },
  phone: { width: 390, height: 844, clipWidth: 390 },
};

const scenarioOf = (state: State): Scenario => (state === 'hovered' ? 'open' : state);

/** A page shell: a header with the app's name and the bell at its end, as an app would place it. */
function shell(script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; }
      body.dark { background: #0b0b0d; color: #f4f4f5; }
      header { display: flex; align-items: center; justify-content: space-between; block-size: 56px;
        padding-inline: 16px; border-block-end: 1px solid #e4e4e7; }
      body.dark header { border-color: #27272a; }
      h1 { margin: 0; font-size: 18px; }
    </style>
  </head>
  <body>
    <header><h1>Bench app</h1><div id="bell"></div></header>
    <script type="module" src="./${script}"></script>
  </body>
</html>
`;
}

const OURS_SCRIPT = (entry: string) => `import ${JSON.stringify(entry)};
const query = new URLSearchParams(location.search);
const scenario = query.get('scenario');
const theme = query.get('theme');
document.body.className = theme;
const inbox = document.createElement('notif-inbox');
inbox.setAttribute('base-url', location.origin + '/ours/' + scenario);
inbox.setAttribute('subscriber-id', scenario === 'empty' ? 'subscriber-linus' : ${JSON.stringify(BENCH_SUBSCRIBER)});
inbox.setAttribute('api-key', ${JSON.stringify(BENCH_API_KEY)});
inbox.setAttribute('theme', theme);
if (query.get('locale')) inbox.setAttribute('locale', query.get('locale'));
document.getElementById('bell').replaceWith(inbox);
`;

const NOVU_SCRIPT = `import { NovuUI } from '@novu/js/ui';
import { dark } from '@novu/js/themes';
const query = new URLSearchParams(location.search);
const theme = query.get('theme');
document.body.className = theme;
const ui = new NovuUI({
  options: {
    applicationIdentifier: 'bench-app',
    subscriber: 'bench-subscriber',
    apiUrl: location.origin + '/novu/' + query.get('scenario'),
    socketUrl: 'ws://127.0.0.1:9',
  },
  appearance: theme === 'dark' ? { baseTheme: dark } : {},
});
ui.mountComponent({ name: 'Inbox', element: document.getElementById('bell'), props: {} });
`;

/** Builds the two pages (ours from the sources, Novu's from the bench's install) into the work folder. */
async function buildPages(): Promise<string> {
  const folder = join(WORK_DIR, 'screenshots');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'ours.js'), OURS_SCRIPT(join(ROOT, 'src', 'entries', 'inbox.ts')));
  await writeFile(join(folder, 'ours.html'), shell('ours.js'));
  await writeFile(join(folder, 'novu.js'), NOVU_SCRIPT);
  await writeFile(join(folder, 'novu.html'), shell('novu.js'));
  const outDir = join(folder, 'dist');
  await build({
    root: folder,
    configFile: false,
    envFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: [join(folder, 'ours.html'), join(folder, 'novu.html')] },
    },
  });
  return outDir;
}

/** One server for both pages: our local API per scenario, Novu's stand-in per scenario, and the built pages. */
async function serve(pages: string) {
  const now = new Date();
  const messages = screenshotMessages(now);
  const localApi = createLocalApi({ state: ourState(messages, now) });
  const app = new Hono();
  app.all('/demo-avatars/*', (c) => localApi(c.req.raw));
  app.all('/ours/:scenario/v1/*', (c) => {
    const scenario = c.req.param('scenario') as Scenario;
    const url = new URL(c.req.url);
    const isFeed = url.pathname.endsWith('/notifications/feed');
    if (isFeed && scenario === 'loading') return new Promise<Response>(() => undefined);
    if (isFeed && scenario === 'error')
      return c.json({ statusCode: 500, message: 'Internal server error' }, 500);
    url.pathname = url.pathname.replace(/^\/ours\/[^/]+/, '');
    return localApi(new Request(url, c.req.raw));
  });
  let origin = '';
  const stubs = new Map<Scenario, (request: Request) => Promise<Response>>();
  app.all('/novu/:scenario/v1/inbox/*', (c) => {
    const scenario = c.req.param('scenario') as Scenario;
    if (!stubs.has(scenario))
      stubs.set(scenario, novuInboxStub(novuNotifications(messages, origin), scenario));
    return stubs.get(scenario)!(c.req.raw);
  });
  app.use('/*', serveStatic({ root: relative(process.cwd(), pages) }));
  const server = await startServer(app.fetch);
  origin = server.url;
  return { server, messages };
}

type Side = 'ours' | 'novu';

/** Opens one side in `state` and takes its picture, clipped to the popover's corner of the page. */
async function picture(
  browser: Browser,
  origin: string,
  side: Side,
  state: State,
  theme: Theme,
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  secondSubject: string,
): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: theme,
  });
  try {
    // Nothing leaves the machine: Novu's socket and anything else off this origin is refused.
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${origin}/${side}.html?scenario=${scenarioOf(state)}&theme=${theme}`);
    if (side === 'ours') await openOurs(page, state, secondSubject);
    else await openNovu(page, state, secondSubject);
    await page.waitForTimeout(400);
    return await page.screenshot({
      clip: {
        x: viewport.width - viewport.clipWidth,
        y: 0,
        width: viewport.clipWidth,
        height: viewport.height,
      },
    });
  } finally {
    await page.close();
  }
}

async function openOurs(page: Page, state: State, secondSubject: string): Promise<void> {
  await page.locator('notif-inbox [part~="bell"]').click();
  const waitFor: Record<State, string> = {
    open: 'notif-message [part~="subject"]',
    hovered: 'notif-message [part~="subject"]',
    loading: '[part~="skeleton"]',
    empty: '[part~="empty"]',
    error: '[part~="error"]',
  };
  await page.locator(`notif-inbox ${waitFor[state]}`).first().waitFor({ timeout: 20_000 });
  if (state === 'hovered') await page.locator('notif-message').filter({ hasText: secondSubject }).hover();
  // The first screen is marked seen as it shows; the mouse rests away from the list unless it hovers a row.
  if (state !== 'hovered') await page.mouse.move(0, 0);
}

async function openNovu(page: Page, state: State, secondSubject: string): Promise<void> {
  await page.locator('#bell button, [class*="nt-"] button').first().click();
  if (state === 'open' || state === 'hovered') {
    await page.getByText(secondSubject).first().waitFor({ timeout: 20_000 });
  } else {
    await page.waitForTimeout(state === 'error' ? 3000 : 800);
  }
  if (state === 'hovered') await page.getByText(secondSubject).first().hover();
  if (state !== 'hovered') await page.mouse.move(0, 0);
}

/** The two pictures side by side (Novu's on the left), composed by the browser itself. */
async function sideBySide(browser: Browser, left: Buffer, right: Buffer): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 200, height: 200 } });
  try {
    const image = (png: Buffer) => `<img src="data:image/png;base64,${png.toString('base64')}">`;
    await page.setContent(
      `<body style="margin:0;display:inline-flex;gap:4px;background:#777;padding:2px">${image(left)}${image(right)}</body>`,
    );
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    return await page.locator('body').screenshot();
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: join(BENCH_DIR, 'screenshots') },
      only: { type: 'string' },
    },
  });
  const out = resolve(values.out!);
  await mkdir(out, { recursive: true });
  const pages = await buildPages();
  const { server, messages } = await serve(pages);
  const browser = await launchChromium();
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        for (const state of STATES) {
          const name = `${size}-${state}-${theme}`;
          if (values.only && !name.includes(values.only)) continue;
          const [novu, ours] = [
            await picture(browser, server.url, 'novu', state, theme, viewport, messages[1]!.subject),
            await picture(browser, server.url, 'ours', state, theme, viewport, messages[1]!.subject),
          ];
          const file = join(out, `${name}.png`);
          await writeFile(file, await sideBySide(browser, novu, ours));
          process.stdout.write(`${relative(process.cwd(), file)}\n`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
