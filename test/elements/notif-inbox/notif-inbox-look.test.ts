/**
 * How the inbox's panel reads while it loads, when it is empty and when it fails: rows shaped like messages while
 * loading, a picture in the empty and error states, and one height for the panel through all of them, so it never
 * jumps when the list arrives.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/entries/inbox.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { underEachMotionPreference } from '../../support/reduced-motion.js';
import { waitFor } from '../../support/wait-for.js';
import { has, requireCapability } from '../../support/capabilities.js';
import { resizeViewport } from '../../support/viewport.js';
import { FIRST_LOAD_PATIENCE_MS } from '../../../src/store/feed-store.js';

/** Long enough for the first load to give up (it keeps trying for FIRST_LOAD_PATIENCE_MS). */
const PATIENT_WAIT = FIRST_LOAD_PATIENCE_MS + 6000;

const until = (condition: () => boolean, what: string) => waitFor(condition, { message: what });

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

async function popover(
  api: InProcessApi,
  subscriber = 'subscriber-ada',
  theme = 'light',
): Promise<NotifInbox> {
  const el = await fixture<NotifInbox>(
    html`<notif-inbox
      theme=${theme}
      base-url=${uniqueBaseUrl()}
      subscriber-id=${subscriber}
      api-key=${DEV_KEY}
      poll-interval="0"
      .fetch=${api.fetch}
    ></notif-inbox>`,
  );
  el.show();
  return el;
}

const panelHeight = (el: NotifInbox) => part(el, 'panel')!.getBoundingClientRect().height;

describe('<notif-inbox> look', () => {
  // Room for the whole panel below the bell: with less, the popover's placement shortens the list to fit.
  before(async () => {
    if (await has('viewport resizing')) await resizeViewport({ width: 1280, height: 1000 });
  });
  afterEach(() => localStorage.clear());

  it('keeps one panel height through loading, the list, the empty state and the error state', async function () {
    this.timeout(PATIENT_WAIT + 20_000);
    // The service answers slowly: the panel opens on its loading state.
    const slow = await popover(inProcessApi({ latencyMs: 1500 }));
    await until(() => part(slow, 'skeleton') !== null, 'the skeleton');
    const loading = panelHeight(slow);
    const rows = [...part(slow, 'skeleton')!.querySelectorAll('.skeleton-row')];
    expect(rows.length, 'row-shaped placeholders').to.be.at.least(5);
    for (const row of rows) {
      expect(row.querySelector('.skeleton-avatar'), 'an avatar').not.to.equal(null);
      expect(row.querySelectorAll('.skeleton-lines > span').length, 'a subject and a body').to.be.at.least(2);
    }
    expect(part(slow, 'skeleton')!.getBoundingClientRect().height).to.equal(520);
    await until(() => part(slow, 'list') !== null, 'the list');
    expect(panelHeight(slow), 'the list').to.equal(loading);

    const empty = await popover(inProcessApi(), 'subscriber-linus');
    await until(() => part(empty, 'empty') !== null, 'the empty state');
    expect(panelHeight(empty), 'empty').to.equal(loading);
    expect(part(empty, 'picture'), 'a picture').not.to.equal(null);

    const failing = inProcessApi();
    failing.failPaths(/\/feed$/);
    const error = await popover(failing);
    // The first load keeps trying for a while before it shows the error (docs/reliability.md#the-first-load).
    await waitFor(() => part(error, 'error') !== null, { message: 'the error state', timeout: PATIENT_WAIT });
    expect(panelHeight(error), 'error').to.equal(loading);
  });

  it('pulses its loading rows, and holds them still when reduced motion is asked for', async function () {
    await requireCapability(this, 'media emulation');
    const el = await popover(inProcessApi({ latencyMs: 1500 }));
    await until(() => part(el, 'skeleton') !== null, 'the skeleton');
    const avatar = part(el, 'skeleton')!.querySelector('.skeleton-avatar')!;
    const animation = await underEachMotionPreference(() => getComputedStyle(avatar).animationName);
    expect(animation).to.deep.equal({ noPreference: 'pulse', reduce: 'none' });
  });

  it('draws the empty state’s picture in the theme’s colours', async () => {
    const strokes: string[] = [];
    for (const theme of ['light', 'dark']) {
      const el = await popover(inProcessApi(), 'subscriber-linus', theme);
      await until(() => part(el, 'picture') !== null, 'the picture');
      const picture = part(el, 'picture')!;
      expect(picture.tagName.toLowerCase()).to.equal('svg');
      expect(picture.getAttribute('aria-hidden')).to.equal('true');
      expect(getComputedStyle(picture).stroke).to.equal(getComputedStyle(part(el, 'empty')!).color);
      strokes.push(getComputedStyle(picture).stroke);
    }
    expect(strokes[0], 'light and dark draw differently').not.to.equal(strokes[1]);
  });

  it('opens with a short fade, and without one when reduced motion is asked for', async function () {
    await requireCapability(this, 'media emulation');
    const el = await popover(inProcessApi());
    const panel = part(el, 'panel')!;
    const animation = await underEachMotionPreference(() => getComputedStyle(panel).animationName);
    expect(animation).to.deep.equal({ noPreference: 'panel-in', reduce: 'none' });
    const duration = parseFloat(getComputedStyle(panel).animationDuration);
    expect(duration, 'short').to.be.at.most(0.2);
  });

  it('fades the list’s last visible row while more is below, and not at its end', async () => {
    const el = await popover(inProcessApi());
    await until(() => el.shadowRoot!.querySelectorAll('notif-message').length > 5, 'the list');
    const list = part(el, 'list')!;
    const mask = () => getComputedStyle(list).maskImage;
    await until(() => mask().includes('gradient'), 'the fade');
    // Scrolled to its very end, page after page until the service has no more: nothing below, no fade.
    await waitFor(
      () => {
        list.scrollTop = list.scrollHeight;
        return list.scrollHeight - list.scrollTop - list.clientHeight <= 1 && mask() === 'none';
      },
      { message: 'no fade at the end', timeout: 15000 },
    );
  });

  it('never dims the action buttons of the last visible row: the fade covers no more than its padding', async () => {
    const el = await popover(inProcessApi());
    await until(() => el.shadowRoot!.querySelectorAll('notif-message').length > 5, 'the list');
    const list = part(el, 'list')!;
    const listEnd = () => list.getBoundingClientRect().bottom;
    // A message with buttons that starts in view and ends below it, with more messages after it.
    const withButtons = () =>
      [...el.shadowRoot!.querySelectorAll('notif-message')].find(
        (row) =>
          row.shadowRoot?.querySelector('[part~="button"]') &&
          row.nextElementSibling &&
          row.getBoundingClientRect().bottom > listEnd(),
      );
    await until(() => withButtons() !== undefined, 'a message with buttons below the fold');
    const row = withButtons()!;
    // At rest with that row the last one in view, its end on the list's end, and more below it.
    await until(() => {
      list.scrollTop += row.getBoundingClientRect().bottom - listEnd();
      return Math.abs(row.getBoundingClientRect().bottom - listEnd()) <= 1;
    }, 'the row at the end');
    await until(() => list.hasAttribute('data-more-below'), 'more below');
    const mask = getComputedStyle(list).maskImage;
    const fade = /calc\(100% - ([\d.]+)px\)/.exec(mask);
    expect(fade, `a fade of a length: ${mask}`).not.to.equal(null);
    const fadeTop = listEnd() - Number(fade![1]);
    for (const button of row.shadowRoot!.querySelectorAll('[part~="button"]'))
      expect(button.getBoundingClientRect().bottom, 'above the fade').to.be.at.most(fadeTop);
  });

  it('gives the dark panel an edge lighter than the dark border token, so it stands apart from a dark page', async () => {
    const dark = await popover(inProcessApi(), 'subscriber-ada', 'dark');
    /** The red channel (0–255) of a computed colour, `rgb()` or `color(srgb …)`. */
    const red = (colour: string) => {
      const first = Number(/[\d.]+/.exec(colour.replace(/^color\(srgb/, ''))![0]);
      return colour.startsWith('color(') ? first * 255 : first;
    };
    const edge = red(getComputedStyle(part(dark, 'panel')!).borderTopColor);
    expect(edge, 'lighter than #3f3f46').to.be.above(0x3f + 10);
  });
});
