/**
 * `npx tsx bench/screenshots.ts [--out bench/screenshots] [--only open-light]`: our inbox and Novu's Inbox side by
 * side, with the same 50 messages, so anyone can look at them as a designer would. Each picture puts Novu's on the
 * left and ours on the right, at 1280×800 (the popover's corner of the page) and 390×844 (the whole phone), light
 * and dark, in five states: open, a row hovered, loading, empty and error. Both run offline: ours on the local API,
 * Novu's on a stand-in for its service (`novu-stub.ts`) answering with the same messages. The pictures go to a
 * folder that git ignores (`bench/screenshots/` by default).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/support/chromium.js';
import { BENCH_DIR } from './pages.js';
import {
  buildPages,
  openNovu,
  openOurs,
  scenarioOf,
  serve,
  type Side,
  type State,
  type Theme,
} from './side-by-side.js';

const STATES: State[] = ['open', 'hovered', 'loading', 'empty', 'error'];
const THEMES: Theme[] = ['light', 'dark'];
const VIEWPORTS = {
  desktop: { width: 1280, height: 800, clipWidth: 480 },
  phone: { width: 390, height: 844, clipWidth: 390 },
};

/** Opens one side in `state` and takes its picture, clipped to the popover's corner of the page. */
async function picture(
  browser: Browser,
  origin: string,
  side: Side,
  state: State,
  theme: Theme,
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  secondSubject: string,
): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: theme,
  });
  try {
    // Nothing leaves the machine: Novu's socket and anything else off this origin is refused.
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${origin}/${side}.html?scenario=${scenarioOf(state)}&theme=${theme}`);
    if (side === 'ours') await openOurs(page, state, secondSubject);
    else await openNovu(page, state, secondSubject);
    await page.waitForTimeout(400);
    return await page.screenshot({
      clip: {
        x: viewport.width - viewport.clipWidth,
        y: 0,
        width: viewport.clipWidth,
        height: viewport.height,
      },
    });
  } finally {
    await page.close();
  }
}

/** The two pictures side by side (Novu's on the left), composed by the browser itself. */
async function sideBySide(browser: Browser, left: Buffer, right: Buffer): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 200, height: 200 } });
  try {
    const image = (png: Buffer) => `<img src="data:image/png;base64,${png.toString('base64')}">`;
    await page.setContent(
      `<body style="margin:0;display:inline-flex;gap:4px;background:#777;padding:2px">${image(left)}${image(right)}</body>`,
    );
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    return await page.locator('body').screenshot();
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: join(BENCH_DIR, 'screenshots') },
      only: { type: 'string' },
    },
  });
  const out = resolve(values.out!);
  await mkdir(out, { recursive: true });
  const pages = await buildPages();
  const { server, messages } = await serve(pages);
  const browser = await launchChromium();
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        for (const state of STATES) {
          const name = `${size}-${state}-${theme}`;
          if (values.only && !name.includes(values.only)) continue;
          const [novu, ours] = [
            await picture(browser, server.url, 'novu', state, theme, viewport, messages[1]!.subject),
            await picture(browser, server.url, 'ours', state, theme, viewport, messages[1]!.subject),
          ];
          const file = join(out, `${name}.png`);
          await writeFile(file, await sideBySide(browser, novu, ours));
          process.stdout.write(`${relative(process.cwd(), file)}\n`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
