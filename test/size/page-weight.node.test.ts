/**
 * The size budgets of size-budgets.json: each page, loaded in Chromium from a fresh build, fetches no more
 * JavaScript (gzip -9, Lit included) than its budget. Every page prints its figure; a page over its budget says by
 * how much, and fails.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measurePages, type PageWeight } from '../../scripts/page-weight.mjs';

/** The pages without elements: an app's own markup on notif-elements/feed. */
const HEADLESS = new Set(['vite-app-feed']);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(page: PageWeight): string {
  const target = page.target === null ? '' : `, target ${kib(page.target)}`;
  const over = page.bytes > page.budget ? `; ${page.bytes - page.budget} B over budget` : '';
  return `${page.name}: ${page.bytes} B (${kib(page.bytes)}); budget ${kib(page.budget)}${target}${over}`;
}

describe('page weight', { timeout: 300_000 }, () => {
  it('no page of size-budgets.json is heavier than its budget', async () => {
    const pages = await measurePages();
    assert.ok(pages.length >= 5, 'size-budgets.json lists the pages');
    for (const page of pages) console.warn(report(page));
    const heavy = pages.filter((page) => page.bytes > page.budget);
    assert.deepEqual(
      heavy.map((page) => ({
        page: page.name,
        bytes: page.bytes,
        budget: page.budget,
        files: page.files.map((file) => `${file.url} ${file.bytes}`),
      })),
      [],
      `too heavy: ${heavy.map((page) => `${page.name} ${page.bytes} B > ${page.budget} B`).join('; ')}`,
    );
    // Every page is in English: a page with elements carries built-in translations, and fetches none of them; the
    // headless feed has no strings of its own, so it carries none.
    for (const page of pages) {
      if (HEADLESS.has(page.name)) assert.equal(page.translations, 0, `${page.name} carries translations`);
      else
        assert.ok(
          page.translations >= 9,
          `${page.name}: the build has its ${page.translations} translations`,
        );
      assert.deepEqual(page.fetchedTranslations, [], `${page.name} fetched a translation`);
    }
  });
});
