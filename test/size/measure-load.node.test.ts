/**
 * What the page-weight measure counts: the scripts a page asked for before its condition held, not those it asks
 * for afterwards (code deferred past the first message), however quickly they arrive.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/find-chromium.mjs';
import { measureLoad } from '../../scripts/page-weight.mjs';
import { servePages } from '../../scripts/page-server.mjs';

function shown(): boolean {
  return document.querySelector('#shown') !== null;
}

describe('measureLoad', { timeout: 60_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'measure-load-'));
  let browser: Browser;
  let site: Awaited<ReturnType<typeof servePages>>;

  before(async () => {
    writeFileSync(join(folder, 'first.js'), "export const first = 'needed before the marker shows';\n");
    writeFileSync(join(folder, 'later.js'), "export const later = 'asked for once the marker has shown';\n");
    writeFileSync(
      join(folder, 'main.js'),
      `await import('./first.js');
       document.body.insertAdjacentHTML('beforeend', '<p id="shown">shown</p>');
       requestAnimationFrame(() => setTimeout(() => import('./later.js')));\n`,
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

  it('counts the scripts asked for before the condition held, and not one asked for after it', async () => {
    const files = await measureLoad(browser, `${site.origin}/`, shown);
    assert.deepEqual(files.map((file) => file.url).sort(), ['/first.js', '/main.js']);
    assert.ok(files.every((file) => file.bytes > 0));
  });
});
