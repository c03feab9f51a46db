// What a page pays in JavaScript for the elements it uses: the library is built into a temporary folder, each page
// of size-budgets.json is loaded in headless Chromium (with the local API on the same origin), and every JS file
// fetched until the page's condition holds is counted at its gzip -9 size, Lit included.
// `npm test` checks the budgets with it (test/size/page-weight.node.test.ts); the bench prints its table.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
// The workspace's TypeScript source: whatever loads this module runs under tsx (the tests, the bench).
import { createLocalApi } from 'notif-local-api';
import { chromiumLaunchOptions } from './find-chromium.mjs';
import { servePages } from './page-server.mjs';

const CONFIG = 'base-url="" subscriber-id="subscriber-ada" api-key="local-dev-api-key"';
/** A VAPID public key (65 bytes, uncompressed P-256), as `node scripts/generate-vapid-keys.mjs` prints one. */
const VAPID_PUBLIC_KEY =
  'BEBJCW2taUSdcLQRNobMSconjS0O3QFs8ulCTlpYls9QdYi-xR29KU7zphyQVuuvxgQVtnTe6uwJuSRUY0qi1qU';
const STANDALONE = '<script type="module" src="/notif-elements.standalone.js"></script>';

/** Each page: its markup, and the condition (a function run in the page until it returns true). */
const PAGES = {
  'inline-inbox': { body: `<notif-inbox mode="inline" ${CONFIG}></notif-inbox>`, until: firstMessageShown },
  'popover-inbox-to-end': { body: `<notif-inbox ${CONFIG}></notif-inbox>`, until: popoverScrolledToEnd },
  // Configured as the README shows it (Web Push with a VAPID public key), so its first state is the working button.
  'push-register': {
    body: `<notif-push-register ${CONFIG} provider-id="push-webhook" vapid-public-key="${VAPID_PUBLIC_KEY}"></notif-push-register>`,
    until: pushButtonShown,
  },
  activity: {
    body: `<notif-activity base-url="" api-key="local-dev-api-key"></notif-activity>`,
    until: activityRowsShown,
  },
  // The inline inbox with toasts, weighed once a message that arrived while the page was open shows as a toast.
  'inline-inbox-toasts-after-first': {
    body: `<notif-inbox mode="inline" ${CONFIG}></notif-inbox><notif-toasts poll-interval="1000" ${CONFIG}></notif-toasts>`,
    use: triggerArrival,
    until: firstToastShown,
  },
  'vite-app-inbox': {
    body: `<notif-inbox mode="inline" ${CONFIG}></notif-inbox>`,
    until: firstMessageShown,
    app: true,
  },
};

/* The conditions run in the page: they cannot use anything from this module. */
function firstMessageShown() {
  const deep = (root, selector) => [
    ...root.querySelectorAll(selector),
    ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? deep(el.shadowRoot, selector) : [])),
  ];
  return deep(document, 'notif-message').some((message) => {
    const subject = message.shadowRoot?.querySelector('[part~="subject"]');
    return !!subject?.textContent?.trim() && subject.getBoundingClientRect().height > 0;
  });
}

function firstToastShown() {
  const toast = document
    .querySelector('notif-toasts')
    ?.shadowRoot?.querySelector('[part~="toast"] notif-message');
  const subject = toast?.shadowRoot?.querySelector('[part~="subject"]');
  return !!subject?.textContent?.trim() && subject.getBoundingClientRect().height > 0;
}

/* What a person cannot do, the page's test does: once the inbox shows its messages, a message arrives. */
async function triggerArrival(page) {
  await page.waitForFunction(firstMessageShown, undefined, { timeout: 30_000 });
  const answer = await page.request.post(new URL('/v1/events/trigger', page.url()).href, {
    headers: { authorization: 'ApiKey local-dev-api-key' },
    data: { name: 'welcome', to: 'subscriber-ada', payload: { name: 'Ada' } },
  });
  if (answer.status() !== 201) throw new Error(`the trigger answered ${answer.status()}`);
}

function popoverScrolledToEnd() {
  const inbox = document.querySelector('notif-inbox');
  const root = inbox?.shadowRoot;
  if (!root) return false;
  if (!inbox.open) root.querySelector('[part~="bell"]')?.click();
  const list = root.querySelector('[part~="list"]');
  if (!list) return false;
  list.scrollTop = list.scrollHeight;
  return [...root.querySelectorAll('notif-message')].some(
    (message) =>
      message.getAttribute('aria-posinset') === message.getAttribute('aria-setsize') &&
      !!message.shadowRoot?.querySelector('[part~="subject"]')?.textContent?.trim(),
  );
}

function pushButtonShown() {
  const button = document.querySelector('notif-push-register')?.shadowRoot?.querySelector('[part~="button"]');
  return !!button && button.getBoundingClientRect().height > 0;
}

function activityRowsShown() {
  const root = document.querySelector('notif-activity')?.shadowRoot;
  return !!root && [...root.querySelectorAll('[part~="row"]')].some((row) => row.textContent?.trim());
}

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Builds the library (`vite build`, then the standalone) into `outDir`. */
export async function buildLibrary(root, outDir) {
  const common = { root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' };
  await build({ ...common, mode: 'production', build: { outDir, emptyOutDir: true } });
  await build({ ...common, mode: 'standalone', build: { outDir, emptyOutDir: false } });
}

/** A Vite app that imports `notif-elements/inbox` from the package built in `packageDir`; returns its build folder. */
async function buildApp(root, work, packageDir, body) {
  const app = join(work, 'app');
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  symlinkSync(packageDir, join(app, 'node_modules', 'notif-elements'), 'dir');
  writeFileSync(join(app, 'main.js'), "import 'notif-elements/inbox';\n");
  writeFileSync(
    join(app, 'index.html'),
    `<!doctype html><script type="module" src="./main.js"></script>${body}`,
  );
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(app, 'dist'), manifest: true },
  });
  return join(app, 'dist');
}

/**
 * The JS files of the package's built-in translations: its `locales/` folder in the standalone build, and the chunks an
 * app's build made of it (read from the app's build manifest). A page fetches one only when its locale names one, a
 * choice an English page never makes (docs/budgets.md): they are not counted on these pages, and none may be fetched.
 */
function translationFiles(folder, { app }) {
  if (!app) {
    return new Set(
      readdirSync(join(folder, 'standalone', 'locales')).map((file) => `/standalone/locales/${file}`),
    );
  }
  const manifest = JSON.parse(readFileSync(join(folder, '.vite', 'manifest.json'), 'utf8'));
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => /(^|\/)dist\/locales\//.test(source))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

/** Every JS file of a folder, at its gzip -9 size. */
function allScripts(folder) {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => ({ url: `/${file}`, bytes: gzipBytes(readFileSync(join(folder, file))) }));
}

/**
 * Loads `url` and sums gzip -9 of every JS file the page asked for before `until` first held: checked at every
 * frame, and each file judged by when its request started (the page's resource timing), so a part asked for after
 * the condition held (code deferred past the first message) is not counted, however fast it arrives. `use`, when
 * given, is what happens to the page meanwhile (a message arriving).
 */
export async function measureLoad(browser, url, until, use) {
  const page = await browser.newPage();
  const requests = new Map();
  page.on('request', (request) => requests.set(new URL(request.url()).pathname, request));
  try {
    // Checked at every frame from the document's start, so the moment is exact even on a fast page.
    await page.addInitScript(`{
      const until = ${until};
      const check = () => {
        if (until()) globalThis.__untilHeldAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }`);
    await page.goto(url);
    await use?.(page);
    await page.waitForFunction(() => globalThis.__untilHeldAt !== undefined, undefined, { timeout: 30_000 });
    const asked = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= globalThis.__untilHeldAt)
        .map((entry) => new URL(entry.name).pathname),
    );
    // A file asked for in time counts even if it arrived after the condition held.
    const responses = await Promise.all([...new Set(asked)].map((path) => requests.get(path)?.response()));
    const scripts = responses.filter((response) =>
      /javascript/.test(response?.headers()['content-type'] ?? ''),
    );
    return await Promise.all(
      scripts.map(async (response) => ({
        url: new URL(response.url()).pathname,
        bytes: gzipBytes(await response.body()),
      })),
    );
  } finally {
    await page.close();
  }
}

/**
 * Measures every page of `size-budgets.json` (or those named in `options.pages`).
 * @param {{ root?: string, pages?: string[], executablePath?: string }} [options]
 * @returns {Promise<{ name: string, bytes: number, files: { url: string, bytes: number }[], budget: number,
 *   target: number | null, translations: number, fetchedTranslations: string[] }[]>}
 */
export async function measurePages(options = {}) {
  const root = resolve(options.root ?? process.cwd());
  const rows = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')).filter(
    (row) => !options.pages || options.pages.includes(row.name),
  );
  const work = mkdtempSync(join(tmpdir(), 'notif-page-weight-'));
  const packageDir = join(work, 'package');
  const dist = join(packageDir, 'dist');
  let browser;
  const servers = [];
  try {
    await buildLibrary(root, dist);
    cpSync(join(root, 'package.json'), join(packageDir, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(packageDir, 'node_modules'), 'dir');
    const localApi = createLocalApi({ seed: 'demo' });
    browser = await chromium.launch({
      ...chromiumLaunchOptions(),
      ...(options.executablePath ? { executablePath: options.executablePath } : {}),
    });
    const results = [];
    for (const row of rows) {
      const page = PAGES[row.name];
      if (!page) throw new Error(`size-budgets.json: no page is called "${row.name}"`);
      let files;
      let fetched;
      let translations;
      if (page.app) {
        const appDist = await buildApp(root, work, packageDir, page.body);
        const site = await servePages(appDist, { localApi });
        servers.push(site);
        fetched = await measureLoad(browser, `${site.origin}/`, page.until); // it must work, not only weigh
        translations = translationFiles(appDist, { app: true });
        files = allScripts(appDist).filter((file) => !translations.has(file.url));
      } else {
        writeFileSync(
          join(dist, `${row.name}.html`),
          `<!doctype html><meta charset="utf-8">${STANDALONE}${page.body}`,
        );
        if (!servers[0] || page.app) servers.unshift(await servePages(dist, { localApi }));
        files = fetched = await measureLoad(
          browser,
          `${servers[0].origin}/${row.name}.html`,
          page.until,
          page.use,
        );
        translations = translationFiles(dist, { app: false });
      }
      const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
      results.push({
        name: row.name,
        bytes,
        files,
        budget: row.budget,
        target: row.target,
        translations: translations.size,
        fetchedTranslations: fetched.map((file) => file.url).filter((url) => translations.has(url)),
      });
    }
    return results;
  } finally {
    await browser?.close();
    for (const server of servers) await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
