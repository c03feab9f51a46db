/**
 * The size budgets of size-budgets.json (docs/budgets.md): each page, loaded in Chromium from a fresh build and
 * weighed once it has settled, fetches no more JavaScript (gzip -9, Lit included) than its budget. A budget is a
 * limit: every page prints its figure, and a page over its budget fails with it.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
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
  it('size-budgets.json lists each page with its page script (or the test that weighs it), a budget and a target, and nothing else', () => {
    const rows = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as Record<string, unknown>[];
    assert.ok(rows.length >= 6, 'the pages of docs/budgets.md');
    for (const row of rows) {
      if (row.measuredBy) {
        // Weighed by another test (the React app, built from the packed tarball): that test reads its budget.
        assert.deepEqual(
          Object.keys(row).sort(),
          ['budget', 'measuredBy', 'name', 'page', 'target'],
          JSON.stringify(row),
        );
        assert.ok(
          existsSync(row.measuredBy as string),
          `${row.name} is measured by ${row.measuredBy}, which exists`,
        );
        assert.ok(
          readFileSync(row.measuredBy as string, 'utf8').includes(`'${row.name}'`),
          `${row.measuredBy} reads ${row.name}`,
        );
      } else {
        assert.deepEqual(Object.keys(row).sort(), ['budget', 'name', 'page', 'target'], JSON.stringify(row));
        assert.ok(existsSync(`scripts/pages/${row.name}.mjs`), `${row.name} has a page script`);
      }
      assert.ok(Number.isInteger(row.budget) && (row.budget as number) > 0, `${row.name}: a budget in bytes`);
      assert.ok(
        (row.target as number) <= (row.budget as number),
        `${row.name}: the target is within the budget`,
      );
    }
    assert.equal(new Set(rows.map((row) => row.name)).size, rows.length, 'each page once');
  });

  it('no page of size-budgets.json is heavier than its budget', async () => {
    const pages = await measurePages();
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
