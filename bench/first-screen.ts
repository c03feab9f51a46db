/**
 * The first screen of our inbox beside Novu's: each opened on the same page (a header with the bell at its end,
 * 1280×800, light) with the same 50 messages (`side-by-side.ts`), and weighed once its DOM has stopped changing: DOM
 * nodes and elements through every shadow root, the whole document's, and how many messages it rendered, so a row's
 * cost can be told from the page's. And how long each takes from the click on its bell to the first frame that shows
 * a message: on a warm page (loaded, settled, its code and counts in) clicked at once, and with the pointer resting
 * on the bell a moment first, as a person's does; and on a cold one (a browser with nothing cached, the bell clicked as
 * soon as it shows).
 */
import type { Browser, Page } from 'playwright-core';
import { median, settledDom } from './inbox-in-chromium.js';
import { buildPages, openNovu, openOurs, serve, type Side } from './side-by-side.js';

/** One inbox's first screen, opened. */
export interface FirstScreen {
  side: Side;
  nodes: number;
  elements: number;
  /** How many messages it rendered (each inbox renders its first page: Novu 10, ours 20). */
  messages: number;
  /** Milliseconds from the click on the bell to the first frame that shows a message's subject: medians. */
  opening: Record<`${Opening}Ms`, number | null> & Record<`${Opening}Samples`, number[]>;
}

/**
 * How the bell is clicked: on a warm page at once (the pointer arrives and presses), or after resting on it
 * {@link REST_MS} (`rested`); or on a cold page as soon as it shows.
 */
export type Opening = 'warm' | 'rested' | 'cold';
const OPENINGS: Opening[] = ['warm', 'rested', 'cold'];

/** Page loads behind each median of {@link FirstScreen.opening}, warm and cold. */
const OPENING_SAMPLES = 5;
/** How long a warm page is left alone after its network went idle, before its bell is clicked. */
const WARM_QUIET_MS = 500;
/**
 * How long the pointer rests on a warm page's bell before it presses: a person's pointer reaches the bell, stops and
 * then presses, in about 100 to 300 ms; the short end is taken, so what an inbox does on the pointer's arrival is
 * measured with the least time it gets.
 */
const REST_MS = 100;

/** What each inbox renders once per message: our rows, and the subject of each of Novu's. */
const ROW_SELECTOR: Record<Side, string> = { ours: 'notif-message', novu: '.nv-notificationSubject' };

/** The subject of a message: what the person sees first of the list (ours is in each row's shadow root). */
const SUBJECT_SELECTOR: Record<Side, string> = { ours: '[part~="subject"]', novu: '.nv-notificationSubject' };

/** Where the bell is clicked (`side-by-side.ts` clicks the same). */
const BELL_SELECTOR: Record<Side, string> = {
  ours: 'notif-inbox [part~="bell"]',
  novu: '#bell button, [class*="nt-"] button',
};

/**
 * Run in the page before the click: keeps in `window.firstSubjectAfterClick` a promise of the milliseconds from the
 * pointer going down on the page to the first frame that shows a subject with text and a box (one in a hidden panel
 * does not count). Each frame looks through every shadow root; once a subject is there, that frame paints it, and a
 * task queued from the frame reads the clock.
 */
const WATCH_FIRST_SUBJECT = `((selector) => {
  const shown = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(selector) && element.textContent.trim() && element.getBoundingClientRect().height > 0)
        return true;
      if (element.shadowRoot && shown(element.shadowRoot)) return true;
    }
    return false;
  };
  window.firstSubjectAfterClick = new Promise((resolve) => {
    let clickedAt;
    addEventListener('pointerdown', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
    const frame = () => {
      if (clickedAt !== undefined && shown(document)) setTimeout(() => resolve(performance.now() - clickedAt));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
})`;

/** One opening: the page loaded, its bell clicked as `opening` says, the milliseconds until a subject shows. */
async function timeOneOpening(page: Page, side: Side, url: string, opening: Opening): Promise<number> {
  const warm = opening !== 'cold';
  await page.goto(url, { waitUntil: warm ? 'networkidle' : 'commit' });
  const bell = page.locator(BELL_SELECTOR[side]).first();
  await bell.waitFor({ state: 'visible', timeout: 20_000 });
  if (warm) await page.waitForTimeout(WARM_QUIET_MS);
  await page.evaluate(`${WATCH_FIRST_SUBJECT}(${JSON.stringify(SUBJECT_SELECTOR[side])})`);
  if (opening === 'rested') {
    await bell.hover();
    await page.waitForTimeout(REST_MS);
  }
  await bell.click();
  return (await page.evaluate('window.firstSubjectAfterClick')) as number;
}

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
        screens.push({
          side,
          nodes: dom.nodes,
          elements: dom.elements,
          messages: rendered,
          opening: noOpening(),
        });
      } finally {
        await page.close();
      }
    }
    // The openings taken in turn, each in a fresh page of its own (a new context: nothing cached).
    for (const screen of screens) {
      const url = `${server.url}/${screen.side}.html?scenario=open&theme=light`;
      for (let sample = 0; sample < OPENING_SAMPLES; sample++)
        for (const opening of OPENINGS) {
          const page = await browser.newPage({
            viewport: { width: 1280, height: 800 },
            colorScheme: 'light',
          });
          try {
            await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
            screen.opening[`${opening}Samples`].push(await timeOneOpening(page, screen.side, url, opening));
          } finally {
            await page.close();
          }
        }
      for (const opening of OPENINGS)
        screen.opening[`${opening}Ms`] = median(screen.opening[`${opening}Samples`]);
    }
    return screens;
  } finally {
    await server.close();
  }
}

function noOpening(): FirstScreen['opening'] {
  return {
    warmMs: null,
    restedMs: null,
    coldMs: null,
    warmSamples: [],
    restedSamples: [],
    coldSamples: [],
  };
}
