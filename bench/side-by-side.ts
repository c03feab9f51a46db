/**
 * Our inbox and Novu's Inbox on two pages alike, served offline with the same 50 messages: ours on the local API,
 * Novu's on a stand-in for its service (`novu-stub.ts`). The screenshots (`screenshots.ts`) take their pictures
 * side by side, and the bench (`first-screen.ts`) weighs each one's first screen.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createLocalApi } from 'notif-local-api';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../test/support/server.js';
import { novuInboxStub, type Scenario } from './novu-stub.js';
import { BENCH_DIR, WORK_DIR } from './pages.js';
import { novuNotifications, ourState, screenshotMessages } from './screenshot-messages.js';
import { BENCH_API_KEY, BENCH_SUBSCRIBER } from './seeded-api.js';

const ROOT = resolve(BENCH_DIR, '..');

/** What the picture shows: a scenario of the service, and what the person does. */
export type State = 'open' | 'hovered' | 'loading' | 'empty' | 'error';
export type Theme = 'light' | 'dark';

export const scenarioOf = (state: State): Scenario => (state === 'hovered' ? 'open' : state);

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
export async function buildPages(): Promise<string> {
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
export async function serve(pages: string) {
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

export type Side = 'ours' | 'novu';

export async function openOurs(page: Page, state: State, secondSubject: string): Promise<void> {
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

export async function openNovu(page: Page, state: State, secondSubject: string): Promise<void> {
  await page.locator('#bell button, [class*="nt-"] button').first().click();
  if (state === 'open' || state === 'hovered') {
    await page.getByText(secondSubject).first().waitFor({ timeout: 20_000 });
  } else {
    await page.waitForTimeout(state === 'error' ? 3000 : 800);
  }
  if (state === 'hovered') await page.getByText(secondSubject).first().hover();
  if (state !== 'hovered') await page.mouse.move(0, 0);
}
