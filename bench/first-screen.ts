/**
 * The first screen of our inbox beside Novu's: each opened on the same page (a header with the bell at its end,
 * 1280×800, light) with the same 50 messages (`side-by-side.ts`), and weighed once its DOM has stopped changing: DOM
 * nodes and elements through every shadow root, the whole document's, and how many messages it rendered, so a row's
 * cost can be told from the page's.
 */
import type { Browser } from 'playwright-core';
import { settledDom } from './inbox-in-chromium.js';
import { buildPages, openNovu, openOurs, serve, type Side } from './side-by-side.js';

/** One inbox's first screen, opened. */
export interface FirstScreen {
  side: Side;
  nodes: number;
  elements: number;
  /** How many messages it rendered (each inbox renders its first page: Novu 10, ours 20). */
  messages: number;
}

/** What each inbox renders once per message: our rows, and the subject of each of Novu's. */
const ROW_SELECTOR: Record<Side, string> = { ours: 'notif-message', novu: '.nv-notificationSubject' };

/** Run in the page: how many elements match a selector, through every shadow root. */
const COUNT_MATCHING = `((selector) => {
  let count = 0;
  const walk = (node) => {
    if (node instanceof Element) {
      if (node.matches(selector)) count++;
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(document);
  return count;
})`;

/** Both inboxes' first screens, Novu's first. */
export async function benchFirstScreen(browser: Browser): Promise<FirstScreen[]> {
  const pages = await buildPages();
  const { server, messages } = await serve(pages);
  const second = messages[1]!.subject;
  try {
    const screens: FirstScreen[] = [];
    for (const side of ['novu', 'ours'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
      try {
        // Nothing leaves the machine: Novu's socket and anything else off this origin is refused.
        await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
        await page.goto(`${server.url}/${side}.html?scenario=open&theme=light`);
        if (side === 'ours') await openOurs(page, 'open', second);
        else await openNovu(page, 'open', second);
        const dom = await settledDom(page);
        const selector = JSON.stringify(ROW_SELECTOR[side]);
        const rendered = (await page.evaluate(`${COUNT_MATCHING}(${selector})`)) as number;
        screens.push({ side, nodes: dom.nodes, elements: dom.elements, messages: rendered });
      } finally {
        await page.close();
      }
    }
    return screens;
  } finally {
    await server.close();
  }
}
