/**
 * Arrivals through the proxy's live channel, in Chromium (docs/proxy.md#live-channel): a page with `<notif-inbox>`
 * and `<notif-toasts>` pointed at the proxy (`/api/notif`, no key in the browser), the standalone script, and the local
 * API behind the proxy, all on one loopback origin. A message is triggered from the server side; the page records
 * when its badge changed and when its toast showed. Three ways: the backend calls `hub.notify` after the trigger; the
 * proxy polls each streaming subscriber's count (a short interval for the run); live off (the elements' own count
 * poll, at a shorter interval than the default 30 s for the run, its figures scaled to 30 s and labelled so). Then
 * the upstream requests per minute for one subscriber, with 1 and with 5 tabs open, with live on and off.
 */
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Browser, Page } from 'playwright-core';
import { createLocalApi } from 'notif-local-api';
import { createInboxProxy, createLiveHub, type LiveHub } from '../src/proxy/index.js';
import { startServer } from '../test/support/server.js';
import { BENCH_API_KEY, BENCH_SUBSCRIBER } from './seeded-api.js';

/** Arrivals measured per way. */
export const ARRIVALS = 20;
/** The proxy's poll interval for the "proxy polling" runs. */
export const PROXY_POLL_MS = 2000;
/** The elements' poll interval for the "live off" runs; scaled to the default 30 s in the report. */
export const ELEMENT_POLL_MS = 3000;
const DEFAULT_POLL_MS = 30_000;

export interface ArrivalFigures {
  way: 'notify' | 'proxy-poll' | 'live-off';
  /** The interval in force for the run (the proxy's or the elements'). */
  intervalMs?: number;
  badge: { p50: number; p95: number };
  toast: { p50: number; p95: number };
  /** For live off: the figures scaled to the default 30 s poll (a delay is a share of the interval). */
  scaledTo30s?: { badge: { p50: number; p95: number }; toast: { p50: number; p95: number } };
}

export interface UpstreamFigures {
  tabs: number;
  live: 'notify' | 'proxy-poll' | 'off';
  /** Requests the proxy sent the service per minute, for the one subscriber, with nothing arriving. */
  perMinute: number;
}

export interface ArrivalsResult {
  arrivals: ArrivalFigures[];
  upstream: UpstreamFigures[];
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
}

const PAGE = (live: 'auto' | 'off', pollMs: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>arrivals</title>
<script type="module" src="/notif-elements.standalone.js"></script></head>
<body>
<notif-provider base-url="/api/notif" subscriber-id="${BENCH_SUBSCRIBER}" live="${live}">
  <notif-inbox poll-interval="${pollMs}"></notif-inbox>
  <notif-toasts poll-interval="${pollMs}" duration="0" max="50"></notif-toasts>
</notif-provider>
<script>
  // When the badge's text changes and when a toast of a new message shows, by the page's clock (the same as the
  // server's: one machine), checked every frame.
  window.__seen = { badge: [], toast: [] };
  let badge = null; const toasts = new Set();
  function look() {
    const inbox = document.querySelector('notif-inbox');
    const text = inbox?.shadowRoot?.querySelector('[part~="badge"]')?.textContent ?? '';
    if (badge !== null && text !== badge) window.__seen.badge.push(Date.now());
    badge = text;
    const shown = document.querySelector('notif-toasts')?.shadowRoot?.querySelectorAll('[part~="toast"]') ?? [];
    for (const toast of shown) {
      const id = toast.getAttribute('data-id');
      if (!toasts.has(id)) { toasts.add(id); window.__seen.toast.push(Date.now()); }
    }
    requestAnimationFrame(look);
  }
  requestAnimationFrame(look);
</script>
</body></html>`;

interface Site {
  url: string;
  hub: LiveHub;
  upstream: string[];
  trigger(n: number): Promise<void>;
  close(): Promise<void>;
}

async function serveSite(
  distFolder: string,
  live: 'notify' | 'proxy-poll' | 'off',
  pollMs: number,
  proxyPollMs = PROXY_POLL_MS,
): Promise<Site> {
  const hub = createLiveHub();
  const api = createLocalApi({ seed: 'demo' });
  const upstream: string[] = [];
  const proxy = createInboxProxy({
    apiKey: BENCH_API_KEY,
    baseUrl: 'http://service.bench',
    basePath: '/api/notif',
    resolveSubscriber: () => BENCH_SUBSCRIBER,
    fetch: (input, init) => {
      upstream.push(String(input));
      return api(new Request(input, init));
    },
    live: { hub, pollInterval: live === 'proxy-poll' ? proxyPollMs : 0 },
  });
  const app = new Hono();
  app.get('/', (c) =>
    c.html(PAGE(live === 'off' ? 'off' : 'auto', live === 'off' ? pollMs : DEFAULT_POLL_MS)),
  );
  app.all('/api/notif/*', (c) => proxy(c.req.raw));
  app.use('/*', serveStatic({ root: distFolder }));
  const server = await startServer(app.fetch);
  return {
    url: server.url,
    hub,
    upstream,
    async trigger(n) {
      const answer = await api(
        new Request('http://service.bench/v1/events/trigger', {
          method: 'POST',
          headers: { authorization: `ApiKey ${BENCH_API_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'welcome', to: BENCH_SUBSCRIBER, payload: { name: `Arrival ${n}` } }),
        }),
      );
      if (answer.status !== 201) throw new Error(`trigger answered ${answer.status}`);
      if (live === 'notify') await hub.notify(BENCH_SUBSCRIBER);
    },
    async close() {
      await hub.close();
      await server.close();
    },
  };
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const text = document
        .querySelector('notif-inbox')
        ?.shadowRoot?.querySelector('[part~="badge"]')?.textContent;
      return Boolean(text);
    },
    undefined,
    { timeout: 120_000 },
  );
  return page;
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { badge: number[]; toast: number[] } }).__seen);

async function measureWay(
  browser: Browser,
  distFolder: string,
  way: ArrivalFigures['way'],
): Promise<ArrivalFigures> {
  const pollMs = way === 'live-off' ? ELEMENT_POLL_MS : DEFAULT_POLL_MS;
  const site = await serveSite(distFolder, way === 'live-off' ? 'off' : way, pollMs);
  const page = await openPage(browser, site.url);
  const badge: number[] = [];
  const toast: number[] = [];
  try {
    // The stream is open (or, live off, the first poll answered) before the first arrival.
    await page.waitForTimeout(1500);
    for (let n = 1; n <= ARRIVALS; n++) {
      // Spread over the poll's phase, so the polling figures are not those of one lucky moment.
      await page.waitForTimeout(250 + Math.random() * (way === 'notify' ? 250 : pollMs));
      const before = await seen(page);
      const at = Date.now();
      await site.trigger(n);
      await page.waitForFunction(
        ([b, t]) => {
          const s = (window as unknown as { __seen: { badge: number[]; toast: number[] } }).__seen;
          return s.badge.length > b && s.toast.length > t;
        },
        [before.badge.length, before.toast.length] as const,
        { timeout: 120_000, polling: 50 },
      );
      const after = await seen(page);
      badge.push(after.badge[before.badge.length]! - at);
      toast.push(after.toast[before.toast.length]! - at);
    }
  } finally {
    await page.close();
    await site.close();
  }
  const figures = (values: number[]) => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95) });
  const result: ArrivalFigures = {
    way,
    badge: figures(badge),
    toast: figures(toast),
    ...(way === 'proxy-poll'
      ? { intervalMs: PROXY_POLL_MS }
      : way === 'live-off'
        ? { intervalMs: ELEMENT_POLL_MS }
        : {}),
  };
  if (way === 'live-off') {
    const scale = (values: number[]) => figures(values.map((v) => (v * DEFAULT_POLL_MS) / ELEMENT_POLL_MS));
    result.scaledTo30s = { badge: scale(badge), toast: scale(toast) };
  }
  return result;
}

/** Upstream requests per minute for one subscriber with `tabs` tabs open and nothing arriving, over `windowMs`. */
async function measureUpstream(
  browser: Browser,
  distFolder: string,
  tabs: number,
  live: UpstreamFigures['live'],
  windowMs: number,
): Promise<UpstreamFigures> {
  // The defaults here: the elements' 30 s poll, the proxy's 15 s.
  const site = await serveSite(distFolder, live, DEFAULT_POLL_MS, 15_000);
  const context = await browser.newContext();
  const pages: Page[] = [];
  try {
    for (let i = 0; i < tabs; i++) {
      const page = await context.newPage();
      await page.goto(site.url);
      pages.push(page);
    }
    await pages[0]!.waitForTimeout(5000); // first loads done
    const start = site.upstream.length;
    await pages[0]!.waitForTimeout(windowMs);
    const count = site.upstream.length - start;
    return { tabs, live, perMinute: Math.round((count * 60_000) / windowMs) };
  } finally {
    await context.close();
    await site.close();
  }
}

/** Every figure of the live channel. */
export async function benchArrivals(
  browser: Browser,
  distFolder: string,
  windowMs = 60_000,
): Promise<ArrivalsResult> {
  const arrivals: ArrivalFigures[] = [];
  for (const way of ['notify', 'proxy-poll', 'live-off'] as const)
    arrivals.push(await measureWay(browser, distFolder, way));
  const upstream: UpstreamFigures[] = [];
  for (const live of ['notify', 'proxy-poll', 'off'] as const)
    for (const tabs of [1, 5])
      upstream.push(await measureUpstream(browser, distFolder, tabs, live, windowMs));
  return { arrivals, upstream };
}
