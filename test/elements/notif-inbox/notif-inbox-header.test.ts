/**
 * The open panel's header and focus, as a keyboard user and a translator meet them: Tab goes through the panel in the
 * order it reads (tabs, then "Mark all as read", then the list) and, past its last control, closes the popover and
 * gives the focus back to the bell rather than to the page behind it; the header is one row in every language (its
 * actions are icon buttons named by tooltips); the selection's bar is one line over that row and the panel does not
 * grow.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { has, requireCapability } from '../../support/capabilities.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';
import { chord } from '../../support/keys.js';
import { expectAccessible } from '../../support/accessible.js';
import { resizeViewport } from '../../support/viewport.js';

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

async function popover(options: { locale?: string; selectable?: boolean } = {}): Promise<NotifInbox> {
  const page = await fixture<HTMLElement>(
    html`<div style="display: flex; justify-content: flex-end; padding: 8px 16px">
      <notif-inbox
        theme="light"
        base-url=${uniqueBaseUrl()}
        subscriber-id="subscriber-ada"
        api-key=${DEV_KEY}
        poll-interval="0"
        locale=${options.locale ?? 'en'}
        no-seen-on-view
        ?selectable=${options.selectable ?? false}
        .fetch=${inProcessApi().fetch}
      ></notif-inbox>
      <input aria-label="A field of the page" />
    </div>`,
  );
  const el = page.querySelector('notif-inbox')!;
  el.show();
  await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0, { message: 'the list' });
  await waitFor(() => part(el, 'mark-all') !== null, { message: 'Mark all as read' });
  await el.updateComplete;
  return el;
}

/** An inbox of subscriber-ada, inline or popover, in a locale, which does not mark what it shows seen. */
function inboxOf(options: { mode: string; locale: string; style?: string }): Promise<NotifInbox> {
  return fixture<NotifInbox>(
    html`<notif-inbox
      mode=${options.mode}
      style=${options.style ?? ''}
      theme="light"
      locale=${options.locale}
      base-url=${uniqueBaseUrl()}
      subscriber-id="subscriber-ada"
      api-key=${DEV_KEY}
      poll-interval="0"
      no-seen-on-view
      .fetch=${inProcessApi().fetch}
    ></notif-inbox>`,
  );
}

/** What has the focus, through the shadow roots: the inbox's element, or the page's. */
function focused(el: NotifInbox): Element | null {
  return el.shadowRoot!.activeElement ?? document.activeElement;
}

describe('<notif-inbox> header and focus', () => {
  before(async () => {
    if (await has('viewport resizing')) await resizeViewport({ width: 1280, height: 900 });
  });
  afterEach(() => localStorage.clear());

  it('tabs through the open panel in reading order, then closes it and gives the focus back to the bell', async () => {
    const el = await popover();
    part(el, 'bell')!.focus();
    const order: string[] = [];
    for (let tab = 0; tab < 6 && el.open; tab++) {
      await sendKeys({ press: 'Tab' });
      await el.updateComplete;
      const now = focused(el);
      order.push(now?.getAttribute('part')?.split(' ')[0] ?? now?.tagName.toLowerCase() ?? 'none');
      expect(now?.tagName, 'never a field of the page while the panel is open').not.to.equal('INPUT');
    }
    expect(order.slice(0, 3)).to.deep.equal(['tab', 'mark-all', 'message']);
    expect(el.open, 'closed once the focus left its last control').to.equal(false);
    expect(focused(el)).to.equal(part(el, 'bell'));
  });

  it('keeps the popover open while the focus moves inside it or back to the bell', async function () {
    await requireCapability(this, 'held modifier keys');
    const el = await popover();
    part(el, 'mark-all')!.focus();
    await chord('Shift', 'Tab');
    await chord('Shift', 'Tab');
    await el.updateComplete;
    expect(focused(el)).to.equal(part(el, 'bell'));
    expect(el.open).to.equal(true);
  });

  it('keeps the focus in the panel when Mark all as read goes away under it, so Escape still closes the popover', async () => {
    const el = await popover();
    part(el, 'mark-all')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'mark-all') === null, { message: 'nothing left to mark' });
    // On the selected tab, inside the panel: not on the page's body.
    expect(focused(el)?.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !el.open, { message: 'Escape closed it' });
    expect(focused(el)?.getAttribute('part')).to.equal('bell');
  });

  it('keeps a German header on one row, with Mark all as read an icon named in German', async () => {
    const height = (el: NotifInbox) => part(el, 'header')!.getBoundingClientRect().height;
    const english = height(await popover());
    const german = await popover({ locale: 'de' });
    await waitFor(() => part(german, 'title')!.textContent === 'Benachrichtigungen', { message: 'German' });
    expect(height(german), 'as high as the English one').to.equal(english);
    const markAll = part(german, 'mark-all')!;
    expect(markAll.getAttribute('aria-label')).to.equal('Alle als gelesen markieren');
    expect(markAll.getAttribute('data-tooltip')).to.equal('Alle als gelesen markieren');
    const rows = new Set(
      ['title', 'tabs', 'mark-all'].map((name) => {
        const box = part(german, name)!.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(rows.size, 'title, tabs and the button on one row').to.equal(1);
    await expectAccessible(german);
  });

  it('keeps each tab’s width when it is selected: its label never jumps', async () => {
    const el = await popover();
    const tab = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-tab="${name}"]`)!;
    const widths = () => ['all', 'unread'].map((name) => tab(name).getBoundingClientRect().width);
    await waitFor(() => part(el, 'tab-count') !== null, { message: 'the unread count' });
    const allSelected = widths();
    tab('unread').click();
    await waitFor(() => tab('unread').getAttribute('aria-selected') === 'true', {
      message: 'Unread selected',
    });
    await el.updateComplete;
    expect(widths()).to.deep.equal(allSelected);
  });

  it('keeps a German inline header of 480 px on one row: its unread count gives way to the tab’s', async () => {
    const el = await inboxOf({ mode: 'inline', locale: 'de', style: 'inline-size: 480px' });
    await waitFor(
      () => part(el, 'mark-all') !== null && part(el, 'title')!.textContent === 'Benachrichtigungen',
      {
        message: 'the German header',
      },
    );
    const middle = (name: string) => {
      const box = part(el, name)!.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    expect(middle('mark-all'), 'the button on the title’s row').to.equal(middle('title'));
    expect(part(el, 'tab-count')!.textContent).to.match(/\d/);
  });

  it('shows the selection as one line over the header, icon buttons with names, without growing the panel', async () => {
    const el = await popover({ selectable: true });
    await waitFor(() => part(el, 'checkbox') !== null, { message: 'the checkboxes' });
    const panel = part(el, 'panel')!;
    const before = panel.getBoundingClientRect().height;
    const header = part(el, 'header')!.getBoundingClientRect();
    const boxes = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="checkbox"]')].slice(0, 3);
    for (const box of boxes) box.click();
    await waitFor(() => part(el, 'selection-bar') !== null, { message: 'the bar' });
    await el.updateComplete;
    const bar = part(el, 'selection-bar')!.getBoundingClientRect();
    expect(panel.getBoundingClientRect().height, 'the panel keeps its height').to.equal(before);
    expect(bar.top).to.equal(header.top);
    expect(bar.height, 'one line, as high as the header').to.be.at.most(header.height);
    for (const name of ['selection-clear', 'selection-read', 'selection-unread']) {
      const button = part(el, name)!;
      expect(button.getAttribute('aria-label'), name).to.be.a('string').and.not.equal('');
      expect(button.getAttribute('data-tooltip')).to.equal(button.getAttribute('aria-label'));
      expect(button.getBoundingClientRect().height, `${name} on the bar's line`).to.be.at.most(bar.height);
    }
    expect(part(el, 'selection-count')!.textContent).to.contain('3 selected');
    // What the bar covers is out of the tab order while it shows.
    expect(part(el, 'tabs')!.inert).to.equal(true);
    await expectAccessible(el);
  });

  it('has a close button on the phone’s sheet only, which closes it and gives the focus back to the bell', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    const desktop = await popover();
    expect(part(desktop, 'close')!.getBoundingClientRect().width, 'none on a desktop popover').to.equal(0);
    desktop.hide();
    await resizeViewport({ width: 390, height: 844 });
    try {
      const phone = await popover();
      await waitFor(() => part(phone, 'panel')!.hasAttribute('data-sheet'), { message: 'the sheet' });
      const close = part(phone, 'close')!;
      expect(close.getBoundingClientRect().width).to.be.greaterThan(0);
      expect(close.getAttribute('aria-label')).to.equal('Close');
      close.focus();
      close.click();
      await phone.updateComplete;
      expect(phone.open).to.equal(false);
      expect(focused(phone)).to.equal(part(phone, 'bell'));
    } finally {
      await resizeViewport({ width: 1280, height: 900 });
    }
  });

  it('says the unread count once in a wide inline header: the Unread tab’s, not the header’s too', async () => {
    const el = await inboxOf({ mode: 'inline', locale: 'en', style: 'inline-size: 640px' });
    await waitFor(() => part(el, 'tab-count') !== null && part(el, 'mark-all') !== null, {
      message: 'the tab’s count',
    });
    await el.updateComplete;
    expect(part(el, 'tab-count')!.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(part(el, 'unread-count')?.getBoundingClientRect().width ?? 0, 'the header’s count').to.equal(0);
  });

  it('puts the icons on the title’s row and the tabs on their own row, their underline on the rule, on a phone', async function () {
    this.timeout(60_000);
    await requireCapability(this, 'a phone-wide viewport');
    try {
      for (const width of [320, 390])
        for (const locale of ['en', 'de'])
          for (const mode of ['inline', 'popover']) {
            await resizeViewport({ width, height: 800 });
            const el = await inboxOf({ mode, locale });
            el.show();
            const title = locale === 'de' ? 'Benachrichtigungen' : 'Notifications';
            await waitFor(
              () =>
                part(el, 'mark-all') !== null &&
                part(el, 'tab-count') !== null &&
                part(el, 'title')!.textContent === title,
              { message: `the header (${width} px, ${locale}, ${mode})` },
            );
            await el.updateComplete;
            const where = `${width} px, ${locale}, ${mode}`;
            const header = part(el, 'header')!.getBoundingClientRect();
            const tabs = part(el, 'tabs')!.getBoundingClientRect();
            const selected = part(el, 'tab-selected')!.getBoundingClientRect();
            const rule = header.bottom - parseFloat(getComputedStyle(part(el, 'header')!).borderBottomWidth);
            expect(Math.abs(selected.bottom - rule), `the underline on the rule (${where})`).to.be.at.most(1);
            const icons = [...el.shadowRoot!.querySelectorAll('.header-actions button')]
              .map((button) => button.getBoundingClientRect())
              .filter((box) => box.width > 0);
            expect(icons.length, where).to.be.at.least(1);
            for (const icon of icons)
              expect(icon.top + icon.height / 2, `an icon on no row below the tabs (${where})`).to.be.below(
                tabs.bottom,
              );
            el.hide();
          }
    } finally {
      await resizeViewport({ width: 1280, height: 900 });
    }
  });
});
