/**
 * The popover panel always fits the viewport (docs/decisions.md#popover-placement): on phones (up to 480 px wide)
 * it is a sheet as wide as the screen, down to its end; wider, it lines up with the bell's end when that fits and is clamped inside
 * the viewport with a margin otherwise; it opens above the bell when there is no room below; it follows a resize or a
 * scroll while open. Bells at the start, middle and end of a header with 0–32 px of padding, left to right and right
 * to left.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/entries/inbox.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';
import { has, requireCapability } from '../../support/capabilities.js';
import { resizeViewport } from '../../support/viewport.js';

const WIDTHS = [320, 375, 390, 412, 768] as const;
const PLACES = { start: 'flex-start', middle: 'center', end: 'flex-end' } as const;
const PADDINGS = [0, 8, 16, 24, 32] as const;
const HEIGHT = 800;
/** The room the panel keeps from the viewport's edges, when it is not a sheet. */
const MARGIN = 8;

// One service and one configuration for every inbox here: they share a store, so the feed loads once.
const api = inProcessApi();
const baseUrl = uniqueBaseUrl();

function part(el: NotifInbox, name: string): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
}

async function header(options: {
  place: keyof typeof PLACES;
  padding: number;
  dir?: 'ltr' | 'rtl';
  top?: number;
}): Promise<NotifInbox> {
  const wrapper = await fixture<HTMLElement>(
    html`<div
      dir=${options.dir ?? 'ltr'}
      style="display: flex; justify-content: ${PLACES[options.place]}; padding: ${options.padding}px;
      margin-top: ${options.top ?? 0}px"
    >
      <notif-inbox
        base-url=${baseUrl}
        subscriber-id="subscriber-ada"
        api-key=${DEV_KEY}
        poll-interval="0"
        no-seen-on-view
        .fetch=${api.fetch}
      ></notif-inbox>
    </div>`,
  );
  return wrapper.querySelector('notif-inbox')!;
}

async function opened(el: NotifInbox): Promise<DOMRect> {
  el.show();
  await el.updateComplete;
  await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return part(el, 'panel').getBoundingClientRect();
}

/** Whether `rect` lies inside the viewport, `margin` from its edges (none for a sheet, as wide as a phone). */
function inside(rect: DOMRect, width: number, height = HEIGHT): boolean {
  const margin = width <= 480 ? 0 : MARGIN;
  return (
    rect.left >= margin - 0.5 &&
    rect.top >= -0.5 &&
    rect.right <= width - margin + 0.5 &&
    rect.bottom <= height - margin + 0.5
  );
}

describe('<notif-inbox> popover placement', () => {
  // Every test here sizes the viewport: a phone, a desktop, a resize while open.
  beforeEach(async function () {
    await requireCapability(this, 'viewport resizing');
  });
  after(async () => {
    if (await has('viewport resizing')) await resizeViewport({ width: 800, height: 600 });
  });

  for (const width of WIDTHS) {
    it(`fits a ${width} px wide screen, bell at the start, middle and end, 0–32 px padding, LTR and RTL`, async function () {
      this.timeout(60_000);
      if (width <= 480) await requireCapability(this, 'a phone-wide viewport');
      await resizeViewport({ width, height: HEIGHT });
      const outside: string[] = [];
      for (const dir of ['ltr', 'rtl'] as const) {
        for (const place of Object.keys(PLACES) as (keyof typeof PLACES)[]) {
          for (const padding of PADDINGS) {
            const el = await header({ place, padding, dir });
            const panel = await opened(el);
            const bell = part(el, 'bell').getBoundingClientRect();
            const where = `${dir} ${place} ${padding}px: ${Math.round(panel.left)}…${Math.round(panel.right)} × ${Math.round(panel.top)}…${Math.round(panel.bottom)}`;
            if (!inside(panel, width)) outside.push(where);
            if (width <= 480 && Math.abs(panel.width - width) > 0.5)
              outside.push(`${where}: not a full-width sheet`);
            // The screen's end is the viewport's visible end: above a horizontal scrollbar where the engine draws
            // one (the bell's badge, flush at the page's edge, makes the page a pixel or two wider than the screen).
            if (width <= 480 && Math.abs(panel.bottom - document.documentElement.clientHeight) > 0.5)
              outside.push(`${where}: not down to the screen's end`);
            if (panel.top < bell.bottom) outside.push(`${where}: not below the bell`);
            fixtureCleanup();
          }
        }
      }
      expect(outside).to.deep.equal([]);
    });
  }

  it('lines up with the bell’s end on a desktop screen when it fits, and keeps a margin when it does not', async () => {
    await resizeViewport({ width: 1280, height: HEIGHT });
    const atEnd = await header({ place: 'end', padding: 24 });
    const panel = await opened(atEnd);
    expect(panel.right).to.be.closeTo(part(atEnd, 'bell').getBoundingClientRect().right, 0.5);
    expect(panel.width).to.be.closeTo(400, 0.5);
    atEnd.hide();

    const atStart = await header({ place: 'start', padding: 0 });
    const clamped = await opened(atStart);
    expect(clamped.left).to.be.closeTo(MARGIN, 0.5);

    const rtlAtEnd = await header({ place: 'end', padding: 24, dir: 'rtl' });
    const rtl = await opened(rtlAtEnd);
    expect(rtl.left).to.be.closeTo(part(rtlAtEnd, 'bell').getBoundingClientRect().left, 0.5);
  });

  it('opens above the bell when there is no room below, and stays inside the viewport', async () => {
    await resizeViewport({ width: 1280, height: HEIGHT });
    const el = await header({ place: 'end', padding: 8, top: HEIGHT - 70 });
    const panel = await opened(el);
    const bell = part(el, 'bell').getBoundingClientRect();
    expect(panel.bottom).to.be.at.most(bell.top);
    expect(inside(panel, 1280)).to.equal(true);
  });

  it('follows a resize and a scroll while open', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    await resizeViewport({ width: 1280, height: HEIGHT });
    const el = await header({ place: 'end', padding: 24 });
    await opened(el);
    await resizeViewport({ width: 390, height: 844 });
    await waitFor(() => inside(part(el, 'panel').getBoundingClientRect(), 390, 844));
    expect(part(el, 'panel').getBoundingClientRect().width).to.be.closeTo(390, 0.5);
    el.hide();
    await el.updateComplete;

    // A bell low on a page taller than the screen: above it at first, below it once the page scrolled it up.
    await resizeViewport({ width: 1280, height: HEIGHT });
    const low = await header({ place: 'end', padding: 8, top: HEIGHT - 100 });
    const spacer = document.createElement('div');
    spacer.style.height = '2000px';
    low.parentElement!.after(spacer);
    try {
      const above = await opened(low);
      expect(above.bottom).to.be.at.most(part(low, 'bell').getBoundingClientRect().top);
      window.scrollTo(0, 600);
      await waitFor(() => {
        const panel = part(low, 'panel').getBoundingClientRect();
        return panel.top >= part(low, 'bell').getBoundingClientRect().bottom && inside(panel, 1280);
      });
    } finally {
      window.scrollTo(0, 0);
      spacer.remove();
    }
  });

  it('keeps focus in the panel on a phone, and Escape gives it back to the bell', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    await resizeViewport({ width: 390, height: 844 });
    const el = await header({ place: 'end', padding: 24 });
    part(el, 'bell').click();
    await opened(el);
    await waitFor(() => el.shadowRoot!.activeElement !== null);
    expect(part(el, 'panel').contains(el.shadowRoot!.activeElement)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'bell'));
  });

  it('schedules no update from inside an update when it opens on a phone', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    await resizeViewport({ width: 390, height: 844 });
    const el = await header({ place: 'end', padding: 24 });
    // What Lit's "scheduled an update after an update completed" warning checks, in its production build too.
    const scheduled: string[] = [];
    const updated = (el as unknown as { updated: (changed: Map<PropertyKey, unknown>) => void }).updated;
    Object.assign(el, {
      updated(this: NotifInbox, changed: Map<PropertyKey, unknown>) {
        updated.call(this, changed);
        if (this.isUpdatePending) scheduled.push([...changed.keys()].map(String).join(', '));
      },
    });
    await opened(el);
    await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
    expect(scheduled).to.deep.equal([]);
  });
});
