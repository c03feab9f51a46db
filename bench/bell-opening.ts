/**
 * The closed bell's opening, in Chromium: a page with one popover `<notif-inbox>` from the standalone script and the
 * local API on its origin, settled with its unseen count shown (the panel's code not fetched: docs/budgets.md). Then a
 * click on the bell, timed until the first row's subject is on screen:
 * - cold: the click comes first, so the panel's code is fetched after it;
 * - warm: the pointer rests on the bell first (what fetches the panel's code on intent) until the page is quiet again,
 *   then the click.
 * Each sample is a fresh browser context and page over the same feed.
 */
import type { Browser, Page } from 'playwright-core';
import { createLocalApi } from 'notif-local-api';
import { mkdtemp, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_API_KEY, BENCH_SUBSCRIBER, servePageWithApi, stateWithMessages } from './seeded-api.js';

const SAMPLES = 5;
/** Messages in the feed: a first page's worth and more. */
const MESSAGES = 50;

export interface BellOpening {
  /** Milliseconds from the click to the first row on screen, the median of each way, and every sample. */
  cold: { medianMs: number; samples: number[] };
  warm: { medianMs: number; samples: number[] };
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bell</title>
<script type="module" src="/notif-elements.standalone.js"></script></head>
<body style="padding: 24px">
<notif-inbox base-url="" subscriber-id="${BENCH_SUBSCRIBER}" api-key="${BENCH_API_KEY}"></notif-inbox>
</body></html>`;

/** In the page: whether the bell shows its count. */
const BADGE_SHOWN = `(() => !!document.querySelector('notif-inbox')?.shadowRoot?.querySelector('[part~="badge"]'))()`;

/** In the page: clicks the bell and resolves with the milliseconds until the first row's subject is on screen. */
const CLICK_TO_FIRST_ROW = `new Promise((done) => {
  const root = document.querySelector('notif-inbox').shadowRoot;
  const start = performance.now();
  const check = () => {
    const subject = root.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="subject"]');
    if (subject && subject.textContent.trim() && subject.getBoundingClientRect().height > 0)
      done(performance.now() - start);
    else requestAnimationFrame(check);
  };
  root.querySelector('[part~="bell"]').click();
  requestAnimationFrame(check);
})`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

/** Waits until no request has started or ended for `quietMs`. */
async function quiet(page: Page, quietMs = 500): Promise<void> {
  let last = performance.now();
  const moved = () => (last = performance.now());
  page.on('request', moved);
  page.on('requestfinished', moved);
  try {
    while (performance.now() - last < quietMs) await new Promise((done) => setTimeout(done, 50));
  } finally {
    page.off('request', moved);
    page.off('requestfinished', moved);
  }
}

export async function benchBellOpening(browser: Browser, distFolder: string): Promise<BellOpening> {
  const folder = await mkdtemp(join(tmpdir(), 'notif-bell-'));
  await cp(distFolder, folder, { recursive: true });
  await writeFile(join(folder, 'index.html'), PAGE);
  const api = createLocalApi({ state: stateWithMessages(MESSAGES, new Date()) });
  const server = await servePageWithApi(folder, api);
  const samples = { cold: [] as number[], warm: [] as number[] };
  try {
    for (let sample = 0; sample < SAMPLES; sample++) {
      for (const way of ['cold', 'warm'] as const) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}/index.html`);
          await page.waitForFunction(BADGE_SHOWN);
          await quiet(page);
          if (way === 'warm') {
            await page.hover('notif-inbox');
            await quiet(page);
          }
          samples[way].push(await page.evaluate(CLICK_TO_FIRST_ROW));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await server.close();
  }
  return {
    cold: { medianMs: median(samples.cold), samples: samples.cold.map(Math.round) },
    warm: { medianMs: median(samples.warm), samples: samples.warm.map(Math.round) },
  };
}

/** The part's table. */
export function bellOpeningTable(result: BellOpening): string {
  return [
    '| the click comes | click to first row (median) | samples (ms) |',
    '|---|---:|---|',
    `| warm: after the pointer rested on the bell | ${result.warm.medianMs} ms | ${result.warm.samples.join(', ')} |`,
    `| cold: before anything was fetched | ${result.cold.medianMs} ms | ${result.cold.samples.join(', ')} |`,
  ].join('\n');
}
