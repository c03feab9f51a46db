// What a page pays in JavaScript for the elements it uses (docs/budgets.md). The library is built into a temporary
// folder; each page of size-budgets.json, described by its page script `scripts/pages/<name>.mjs`, is loaded in
// headless Chromium with the local API on the same origin; and every script the page fetched from the document's
// start until it settled (no request for 1 s and none in flight) is counted at its gzip -9 size, Lit included,
// whenever its request started. A page "after first use" does what a person does (its page script's `use`) and is
// weighed once it has settled after that.
// `npm test` checks the budgets with it (test/size/page-weight.node.test.ts); the bench prints its table.
import {
  cpSync,
  existsSync,
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
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { createLocalApi } from 'notif-local-api';
import { chromiumLaunchOptions } from './find-chromium.mjs';
import { servePages } from './page-server.mjs';

/** A page has settled once no request has started or ended for this long, and none is in flight. */
export const QUIET_MS = 1000;
/** How long a page may take to show what it is for, or to settle, unless told otherwise. */
const PATIENCE_MS = 30_000;

const STANDALONE = '<script type="module" src="/notif-elements.standalone.js"></script>';

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Follows every request of a browser context (its pages and their service workers): when the last one started or
 * ended, which are still in flight, and the scripts among the answers, read as they arrive.
 */
function watchNetwork(context) {
  const inFlight = new Set();
  let lastMove = performance.now();
  /** @type {Map<string, Promise<number>>} gzip -9 bytes of each script, by path (a script fetched twice counts once). */
  const scripts = new Map();
  const moved = () => (lastMove = performance.now());
  context.on('request', (request) => {
    inFlight.add(request);
    moved();
  });
  for (const end of ['requestfinished', 'requestfailed']) {
    context.on(end, (request) => {
      inFlight.delete(request);
      moved();
    });
  }
  context.on('response', (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const path = new URL(response.url()).pathname;
    if (scripts.has(path)) return;
    const bytes = response.body().then(gzipBytes, (error) => {
      throw new Error(`${path} was fetched but its body could not be read: ${error.message}`);
    });
    bytes.catch(() => undefined); // read in `fetchedScripts`; no unhandled rejection before then
    scripts.set(path, bytes);
  });
  return {
    /** Resolves once no request has moved for `QUIET_MS` and none is in flight. */
    async settled(patienceMs) {
      const deadline = performance.now() + patienceMs;
      while (inFlight.size > 0 || performance.now() - lastMove < QUIET_MS) {
        if (performance.now() > deadline) {
          const open = [...inFlight].map((request) => request.url()).join(', ') || 'none';
          throw new Error(`the page did not settle within ${patienceMs} ms (in flight: ${open})`);
        }
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    /** Every script fetched so far, at its gzip -9 size, in the order first fetched. */
    async fetchedScripts() {
      return Promise.all([...scripts].map(async ([url, bytes]) => ({ url, bytes: await bytes })));
    },
  };
}

/**
 * Loads `url` in a fresh browser context, waits for it to show what it is for, does what a person does (when the
 * page script says), and returns every script the page fetched from the document's start until it settled.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Pick<import('./page-weight.mjs').PageScript, 'shows' | 'use' | 'stubs' | 'permissions'>} pageScript
 * @param {{ patienceMs?: number }} [options] how long the page may take to show, then to settle
 */
export async function weighSettledPage(browser, url, pageScript, { patienceMs = PATIENCE_MS } = {}) {
  const context = await browser.newContext();
  try {
    if (pageScript.permissions) {
      await context.grantPermissions(pageScript.permissions, { origin: new URL(url).origin });
    }
    if (pageScript.stubs) await context.addInitScript(pageScript.stubs);
    const network = watchNetwork(context);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(pageScript.shows, undefined, { timeout: patienceMs }).catch((error) => {
      throw new Error(`${url} never showed what it is for (${pageScript.shows.name}): ${error.message}`);
    });
    if (pageScript.use) await pageScript.use(page);
    await network.settled(patienceMs);
    return await network.fetchedScripts();
  } finally {
    await context.close();
  }
}

/** Builds the library (`vite build`, then the standalone) into `outDir`. */
export async function buildLibrary(root, outDir) {
  const common = { root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' };
  await build({ ...common, mode: 'production', build: { outDir, emptyOutDir: true } });
  await build({ ...common, mode: 'standalone', build: { outDir, emptyOutDir: false } });
}

/** A Vite app of the package built in `packageDir`, with `main` as its module script; returns its build folder. */
async function buildApp(work, name, packageDir, { main }, body) {
  const app = join(work, name);
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  symlinkSync(packageDir, join(app, 'node_modules', 'notif-elements'), 'dir');
  writeFileSync(join(app, 'main.js'), main);
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

/**
 * The chunks of an app's build that load on demand: those its code reaches only through `import()` (Vite marks them
 * `isDynamicEntry`), such as the inbox's grouped rows and selection (`list-features`, for an inbox that sets `group`
 * or `selectable`) and its windowed list (past 100 messages). An app page counts them when it fetched them, as a
 * standalone page does: a page that never uses them does not pay for them, and one that fetched one settling does.
 */
function onDemandFiles(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, '.vite', 'manifest.json'), 'utf8'));
  return new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry)
      .map((chunk) => `/${chunk.file}`),
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

/** The page script of the page `name`, from `scripts/pages/` of `root`. */
async function pageScriptOf(root, name) {
  const file = join(root, 'scripts', 'pages', `${name}.mjs`);
  if (!existsSync(file)) {
    throw new Error(
      `size-budgets.json lists the page "${name}", which has no page script scripts/pages/${name}.mjs`,
    );
  }
  return (await import(pathToFileURL(file).href)).default;
}

/**
 * Measures every page of `size-budgets.json` (or those named in `options.pages`), except those another test measures
 * (`measuredBy`: the React app, built from the packed package by the consumer test).
 * @param {import('./page-weight.mjs').MeasureOptions} [options]
 * @returns {Promise<import('./page-weight.mjs').PageWeight[]>}
 */
export async function measurePages(options = {}) {
  const root = resolve(options.root ?? process.cwd());
  const rows = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')).filter(
    (row) => !row.measuredBy && (!options.pages || options.pages.includes(row.name)),
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
    const library = await servePages(dist, { localApi });
    servers.push(library);
    const results = [];
    for (const row of rows) {
      const pageScript = await pageScriptOf(root, row.name);
      let files;
      let fetched;
      let translations;
      if (pageScript.app) {
        const appDist = await buildApp(work, row.name, packageDir, pageScript.app, pageScript.body);
        const site = await servePages(appDist, { localApi });
        servers.push(site);
        fetched = await weighSettledPage(browser, `${site.origin}/`, pageScript); // it must work, not only weigh
        translations = translationFiles(appDist, { app: true });
        const onDemand = onDemandFiles(appDist);
        const chunks = allScripts(appDist);
        const strays = fetched.filter((file) => !chunks.some((chunk) => chunk.url === file.url));
        if (strays.length)
          throw new Error(`${row.name} fetched scripts not in its build: ${strays.map((f) => f.url)}`);
        const used = (file) => fetched.some((page) => page.url === file.url);
        files = chunks.filter(
          (file) => !translations.has(file.url) && (!onDemand.has(file.url) || used(file)),
        );
      } else {
        writeFileSync(
          join(dist, `${row.name}.html`),
          `<!doctype html><meta charset="utf-8">${STANDALONE}${pageScript.body}`,
        );
        files = fetched = await weighSettledPage(browser, `${library.origin}/${row.name}.html`, pageScript);
        translations = translationFiles(dist, { app: false });
      }
      results.push({
        name: row.name,
        page: row.page,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        files,
        budget: row.budget,
        target: row.target ?? null,
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
