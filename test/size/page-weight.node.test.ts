/**
 * The size budgets of size-budgets.json: each page, loaded in Chromium from a fresh build, fetches no more
 * JavaScript (gzip -9, Lit included) than its budget. A page over budget fails with its figure and its files.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measurePages } from '../../scripts/page-weight.mjs';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('page weight', { timeout: 300_000 }, () => {
  it('every page of size-budgets.json is within its budget', async () => {
    const pages = await measurePages();
    assert.ok(pages.length >= 5, 'size-budgets.json lists the pages');
    for (const page of pages) {
      const target = page.target === null ? '' : `, target ${kib(page.target)}`;
      console.warn(`${page.name}: ${page.bytes} B (${kib(page.bytes)}); budget ${kib(page.budget)}${target}`);
    }
    const over = pages.filter((page) => page.bytes > page.budget);
    assert.deepEqual(
      over.map((page) => ({
        page: page.name,
        bytes: page.bytes,
        budget: page.budget,
        files: page.files.map((file) => `${file.url} ${file.bytes}`),
      })),
      [],
      `over budget: ${over.map((page) => `${page.name} ${page.bytes} B > ${page.budget} B`).join('; ')}`,
    );
  });
});
