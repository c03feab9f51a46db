/**
 * What the page-weight measure counts (docs/budgets.md): every script a page fetched from the document's start
 * until it settled (no request for 1 s, none in flight), whenever its request started, so code a page fetches a
 * moment after its first render counts; code fetched only on a person's action counts on the page "after first
 * use", which does that action; and nothing after the page has settled.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/find-chromium.mjs';
import { QUIET_MS, weighSettledPage } from '../../scripts/page-weight.mjs';
import { servePages } from '../../scripts/page-server.mjs';

/** Run in the page: its first render is on screen. */
function shown(): boolean {
  return document.querySelector('#shown') !== null;
}

const script = (name: string) => `export const ${name} = '${name.repeat(40)}';\n`;

describe('weighSettledPage', { timeout: 60_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'settled-page-'));
  let browser: Browser;
  let site: Awaited<ReturnType<typeof servePages>>;

  before(async () => {
    for (const name of ['first', 'later', 'laterStill', 'afterSettling', 'onClick']) {
      writeFileSync(join(folder, `${name}.js`), script(name));
    }
    // First render, then more code without anyone asking: right after the render, and again a moment later
    // (both well inside the quiet time), and once more long after the page has settled.
    writeFileSync(
      join(folder, 'main.js'),
      `await import('./first.js');
       document.body.insertAdjacentHTML('beforeend', '<p id="shown">shown</p><button id="use">use</button>');
       document.querySelector('#use').addEventListener('click', () => import('./onClick.js'));
       requestAnimationFrame(() =>
         setTimeout(async () => {
           await import('./later.js');
           setTimeout(async () => {
             await import('./laterStill.js');
             setTimeout(() => import('./afterSettling.js'), ${QUIET_MS * 4});
           }, ${QUIET_MS / 5});
         }, 10),
       );\n`,
    );
    writeFileSync(
      join(folder, 'index.html'),
      '<!doctype html><script type="module" src="/main.js"></script>',
    );
    site = await servePages(folder, { localApi: async () => new Response(null, { status: 404 }) });
    browser = await chromium.launch(chromiumLaunchOptions());
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('counts the scripts fetched after the first render until the page settled, and none after', async () => {
    const files = await weighSettledPage(browser, `${site.origin}/`, { shows: shown });
    assert.deepEqual(files.map((file) => file.url).sort(), [
      '/first.js',
      '/later.js',
      '/laterStill.js',
      '/main.js',
    ]);
    assert.ok(files.every((file) => file.bytes > 0));
  });

  it('counts the code of an action on the page after first use, which does it, and only there', async () => {
    const use = async (page: Page) => page.click('#use');
    const files = await weighSettledPage(browser, `${site.origin}/`, { shows: shown, use });
    assert.deepEqual(files.map((file) => file.url).sort(), [
      '/first.js',
      '/later.js',
      '/laterStill.js',
      '/main.js',
      '/onClick.js',
    ]);
  });

  it('says which page never showed what it is for', async () => {
    const neverShown = () => false;
    await assert.rejects(
      weighSettledPage(browser, `${site.origin}/`, { shows: neverShown }, { patienceMs: 500 }),
      /never showed what it is for \(neverShown\)/,
    );
  });
});
