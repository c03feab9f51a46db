/**
 * Our inbox in Chromium over a feed of N messages: how long until the first message shows, how long scrolling
 * takes until 1,000 are loaded, what the page holds then (DOM nodes through every shadow root, JS heap), and how
 * many mark-as requests one opening of the popover sends. Each size is measured twice over the same feed (messages
 * in threads, see `seeded-api.ts`): as a plain list, then grouped (`<notif-inbox group>`).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { COUNT_DOM, FIRST_MESSAGE_AT, recordFirstMessage, SCROLL_LIST_TO_END } from './in-page.js';
import { createLocalApi } from 'notif-local-api';
import { servePageWithApi, stateWithMessages } from './seeded-api.js';

/** What the page holds at one moment, once its DOM has settled. */
export interface PageWeight {
  /** Every node, shadow roots and their content included (elements, text, comments). */
  domNodes: number;
  /** Elements alone, shadow roots included. */
  domElements: number;
  /** Used JS heap after a garbage collection, in bytes (CDP `Performance.getMetrics` `JSHeapUsedSize`). */
  jsHeapBytes: number;
}

/** The figures of one feed size. */
export interface InboxRun {
  messages: number;
  /** Whether the inbox grouped related messages (`group` set): each thread one row. */
  grouped: boolean;
  /**
   * Milliseconds from navigation start until the first message's subject is on screen (inline mode): the median.
   * Grouped, the subject of the first group's row (its module fetched and the list grouped).
   */
  firstMessageMs: number | null;
  /** Every page load's figure, fresh browser context and feed each. */
  firstMessageSamples: number[];
  /** Scrolling the list to its end until `target` messages are loaded (`min(1000, messages)`). */
  scroll: { target: number; loaded: number; ms: number | null };
  firstScreen: PageWeight | null;
  afterScroll: PageWeight | null;
  /** Mark-as requests sent by each opening of the popover (the first sees unseen messages, the second none). */
  markAsPerOpening: number[];
  /** Why a figure is missing, when one is. */
  error?: string;
}

export interface InboxBenchOptions {
  browser: Browser;
  /** The folder of the built inbox page (its `index.html` shows `<notif-inbox>`). */
  pageFolder: string;
  sizes: number[];
  /** Give up scrolling after this long. Default 180 s. */
  scrollLimitMs?: number;
}

/** How many messages the scroll loads (all of a smaller feed). */
export const SCROLL_TARGET = 1000;
const FIRST_MESSAGE_SAMPLES = 7;
const QUIET_AFTER_OPENING_MS = 2000;
/** The DOM counts as settled once its node count has stayed the same this long, checked every SETTLE_POLL_MS. */
const SETTLED_AFTER_MS = 500;
const SETTLE_POLL_MS = 100;
/** Weigh anyway after this long: a page that never settles is weighed as it is. */
const SETTLE_LIMIT_MS = 5000;

/** Runs the inbox at every size of `options.sizes`, not grouped and then grouped, each size's two runs side by side. */
export async function benchInbox(options: InboxBenchOptions): Promise<InboxRun[]> {
  const runs: InboxRun[] = [];
  for (const size of options.sizes) {
    for (const grouped of [false, true]) runs.push(await runOne(options, size, grouped));
  }
  return runs;
}

async function runOne(options: InboxBenchOptions, size: number, grouped: boolean): Promise<InboxRun> {
  const run: InboxRun = {
    messages: size,
    grouped,
    firstMessageMs: null,
    firstMessageSamples: [],
    scroll: { target: Math.min(SCROLL_TARGET, size), loaded: 0, ms: null },
    firstScreen: null,
    afterScroll: null,
    markAsPerOpening: [],
  };
  // Every page load gets a feed of its own, so what one load marked seen never changes what the next one sends.
  const openPage = (use: (page: Page, cdp: CDPSession, origin: string) => Promise<void>) =>
    withInboxPage(options, size, use);
  try {
    for (let i = 1; i < FIRST_MESSAGE_SAMPLES; i++) {
      await openPage(async (page, _cdp, origin) => {
        run.firstMessageSamples.push(await openInline(page, origin, grouped));
      });
    }
    await openPage(async (page, cdp, origin) => {
      const loaded = countLoaded(page);
      run.firstMessageSamples.push(await openInline(page, origin, grouped));
      run.firstScreen = await weighSettled(page, cdp);
      run.scroll = await scrollUntilLoaded(page, loaded, run.scroll.target, options.scrollLimitMs ?? 180_000);
      run.afterScroll = await weighSettled(page, cdp);
    });
    run.firstMessageMs = median(run.firstMessageSamples);
    await openPage(async (page, _cdp, origin) => {
      await page.goto(`${origin}/${query('popover', grouped)}`);
      run.markAsPerOpening.push(await markAsRequestsOfOneOpening(page, grouped));
      run.markAsPerOpening.push(await markAsRequestsOfOneOpening(page, grouped));
    });
  } catch (error) {
    run.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return run;
}

/** A fresh local API holding `size` messages, served beside the page, and a fresh browser context to open it in. */
async function withInboxPage(
  options: InboxBenchOptions,
  size: number,
  use: (page: Page, cdp: CDPSession, origin: string) => Promise<void>,
): Promise<void> {
  const api = createLocalApi({ state: stateWithMessages(size, new Date()) });
  const server = await servePageWithApi(options.pageFolder, api);
  const context: BrowserContext = await options.browser.newContext({
    viewport: { width: 1024, height: 768 },
  });
  try {
    const page = await context.newPage();
    await use(page, await context.newCDPSession(page), server.url);
  } finally {
    await context.close();
    await server.close();
  }
}

/** The inbox page's query string (`pages.ts` reads it): its mode, and `group` when grouped. */
function query(mode: 'inline' | 'popover', grouped: boolean): string {
  return `?mode=${mode}${grouped ? '&group' : ''}`;
}

/** Where the first message's subject shows: its card's, or its group's row's when grouped (see `in-page.ts`). */
function firstSubject(grouped: boolean): string {
  return grouped ? 'notif-inbox [part~="group-subject"]' : 'notif-inbox notif-message [part~="subject"]';
}

/** Opens the inline inbox; resolves with the milliseconds from navigation start to its first message. */
async function openInline(page: Page, origin: string, grouped: boolean): Promise<number> {
  await page.addInitScript({ content: recordFirstMessage(grouped) });
  await page.goto(`${origin}/${query('inline', grouped)}`);
  const firstMessage = await page.waitForFunction(FIRST_MESSAGE_AT);
  return Math.round((await firstMessage.jsonValue()) as number);
}

/** The median of some figures, rounded to the millisecond. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Counts the messages the inbox has loaded, from the pages of the All feed it received. */
function countLoaded(page: Page): () => number {
  const perPage = new Map<number, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/notifications/feed') || url.searchParams.has('read')) return;
    if (url.searchParams.has('seen') || !response.ok()) return;
    const body = (await response.json().catch(() => undefined)) as { data?: unknown[] } | undefined;
    perPage.set(Number(url.searchParams.get('page') ?? 0), body?.data?.length ?? 0);
  });
  return () => [...perPage.values()].reduce((total, n) => total + n, 0);
}

async function scrollUntilLoaded(
  page: Page,
  loaded: () => number,
  target: number,
  limitMs: number,
): Promise<InboxRun['scroll']> {
  const started = performance.now();
  while (loaded() < target && performance.now() - started < limitMs) {
    await page.evaluate(SCROLL_LIST_TO_END);
  }
  const ms = performance.now() - started;
  return { target, loaded: loaded(), ms: loaded() >= target ? Math.round(ms) : null };
}

/** The page's DOM nodes and elements (through every shadow root) once their count has stopped changing. */
export async function settledDom(page: Page): Promise<{ nodes: number; elements: number }> {
  const countDom = async () => (await page.evaluate(COUNT_DOM)) as { nodes: number; elements: number };
  const started = performance.now();
  let dom = await countDom();
  let steadySince = performance.now();
  while (
    performance.now() - steadySince < SETTLED_AFTER_MS &&
    performance.now() - started < SETTLE_LIMIT_MS
  ) {
    await page.waitForTimeout(SETTLE_POLL_MS);
    const now = await countDom();
    if (now.nodes !== dom.nodes) steadySince = performance.now();
    dom = now;
  }
  return dom;
}

/**
 * What the page holds once its DOM has settled, not in the middle of a render: the first message shows before the
 * rest of its screen has, and a grouped inbox may show its plain list for a moment before its grouped rows' module
 * arrives and replaces it, so weighing at once would catch half of one screen or a mix of two.
 */
async function weighSettled(page: Page, cdp: CDPSession): Promise<PageWeight> {
  const dom = await settledDom(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  return { domNodes: dom.nodes, domElements: dom.elements, jsHeapBytes: heap };
}

/** Opens the popover, waits for a message and for the seen batch to go, closes it; counts mark-as requests. */
async function markAsRequestsOfOneOpening(page: Page, grouped: boolean): Promise<number> {
  let requests = 0;
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().endsWith('/messages/mark-as')) requests++;
  };
  const bell = page.locator('notif-inbox [part~="bell"]');
  await bell.waitFor();
  page.on('request', onRequest);
  try {
    await bell.click();
    await page.locator(firstSubject(grouped)).first().waitFor();
    await page.waitForTimeout(QUIET_AFTER_OPENING_MS);
    await bell.click();
    await page.waitForTimeout(QUIET_AFTER_OPENING_MS / 4);
  } finally {
    page.off('request', onRequest);
  }
  return requests;
}
