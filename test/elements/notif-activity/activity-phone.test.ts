/**
 * The activity log on a phone (390 px): the filters folded behind one "Filters" button, each event a block of
 * labelled lines with every column kept and nothing cut off sideways, ids whole on their line, the opened event a
 * sheet from the bottom, and the service's sentences with their ISO dates written as dates of the reader's locale.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { has, requireCapability } from '../../support/capabilities.js';
import { breakable, withLocalDates } from '../../../src/elements/shared/readable-text.js';
import { formatDateTime } from '../../../src/elements/shared/activity-format.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { activityLog } from '../../support/mount-elements.js';
import { waitFor } from '../../support/wait-for.js';
import { expectAccessible } from '../../support/accessible.js';
import { resizeViewport } from '../../support/viewport.js';
import type { NotifActivity } from '../../../src/elements/notif-activity/notif-activity.js';

/** An activity log as wide as a 390 px phone's screen inside its margins. */
async function phoneWideLog(): Promise<NotifActivity> {
  const el = await activityLog(inProcessApi().fetch);
  el.style.display = 'block';
  el.style.inlineSize = '358px';
  return el;
}

describe('<notif-activity> on a phone', () => {
  beforeEach(async function () {
    await requireCapability(this, 'a phone-wide viewport');
    await resizeViewport({ width: 390, height: 844 });
  });
  after(async () => {
    if (await has('a phone-wide viewport')) await resizeViewport({ width: 800, height: 600 });
  });

  it('shows each event as labelled lines, every column, nothing cut off sideways', async () => {
    const el = await phoneWideLog();
    const rows = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"]')];
    await waitFor(() => rows().length > 0, { message: 'the events' });
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.table-scroll')!;
    expect(scroller.scrollWidth, 'no sideways scroll').to.be.at.most(scroller.clientWidth + 1);
    const row = rows()[0]!;
    const cells = [...row.querySelectorAll('td')];
    expect(cells).to.have.length(6);
    const box = scroller.getBoundingClientRect();
    for (const cell of cells) {
      // The label is the cell's data-label, shown before it. Engines report that content resolved (`"Status"`) or
      // as written (`attr(data-label)`): either shows the attribute's words.
      const label = cell.dataset.label ?? '';
      expect(label, 'a label').to.match(/\S/);
      expect([`"${label}"`, 'attr(data-label)'], label).to.include(
        getComputedStyle(cell, '::before').content,
      );
      const rect = cell.getBoundingClientRect();
      expect(rect.width, label).to.be.greaterThan(0);
      expect(rect.right, `${label} inside the panel`).to.be.at.most(box.right + 0.5);
    }
    const status = row.querySelector('[part~="status"]')!.getBoundingClientRect();
    expect(status.right, 'the status in view').to.be.at.most(box.right);
    await expectAccessible(el);
  });

  it('shows every channel of the Channels filter as a chip inside the form, each one toggled by a tap', async () => {
    const el = await phoneWideLog();
    const chips = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.field-channels [part~="choice"]')];
    await waitFor(() => chips().length === 11, { message: 'the channels' });
    el.shadowRoot!.querySelector<HTMLElement>('[part~="filters-toggle"]')!.click();
    await el.updateComplete;
    const form = el.shadowRoot!.querySelector<HTMLElement>('[part~="filters"]')!;
    expect(form.scrollWidth, 'no sideways scroll').to.be.at.most(form.clientWidth + 1);
    const box = form.getBoundingClientRect();
    for (const chip of chips()) {
      const rect = chip.getBoundingClientRect();
      const name = chip.textContent!.trim();
      // Every channel shows whole, inside the form: none behind a scroll of its own, none cut at an edge.
      expect(rect.height, name).to.be.greaterThan(0);
      expect(rect.left, `${name} inside the form`).to.be.at.least(box.left);
      expect(rect.right, `${name} inside the form`).to.be.at.most(box.right + 0.5);
      expect(rect.height, `${name} a target of 32 px at least`).to.be.at.least(32);
    }
    const [first, second] = chips();
    first!.click();
    second!.click();
    expect(
      [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[name="channels"]:checked')].map((b) => b.value),
    ).to.deep.equal(['in_app', 'email']);
  });

  it('folds the filters behind a "Filters" button that counts those in effect, and opens them with it', async () => {
    const el = await phoneWideLog();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="row"]').length > 0, {
      message: 'the events',
    });
    const form = el.shadowRoot!.querySelector<HTMLElement>('[part~="filters"]')!;
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="filters-toggle"]')!;
    const fields = el.shadowRoot!.querySelector<HTMLElement>('.fields')!;
    expect(form.getBoundingClientRect().height, 'folded: the button alone').to.be.below(100);
    expect(fields.getBoundingClientRect().height, 'no field shown').to.equal(0);
    expect(toggle.textContent!.trim()).to.equal('Filters');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');

    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(fields.getBoundingClientRect().height, 'the fields shown').to.be.above(200);

    expect(el.applyFilters({ channels: ['email', 'sms'], severity: ['high'] })).to.equal(true);
    await el.updateComplete;
    expect(toggle.textContent!.trim(), 'two filters in effect').to.equal('Filters (2)');
    await expectAccessible(el);
  });

  it('keeps an id whole on its line, and opens an event as a sheet from the bottom', async () => {
    const el = await phoneWideLog();
    const rows = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"]')];
    await waitFor(() => rows().length > 0, { message: 'the events' });
    for (const id of el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"] code')) {
      const lineHeight = parseFloat(getComputedStyle(id).lineHeight);
      expect(id.getBoundingClientRect().height, `${id.textContent} on one line`).to.be.below(
        lineHeight * 1.5,
      );
    }
    rows()[0]!.click();
    await waitFor(() => el.shadowRoot!.querySelector('notif-activity-detail') !== null, {
      message: 'the detail',
    });
    const sheet = el.shadowRoot!.querySelector<HTMLElement>('[part~="detail"]')!.getBoundingClientRect();
    // The viewport without its scrollbar (Firefox draws one beside the page).
    expect(sheet.width, 'as wide as the screen').to.be.closeTo(document.documentElement.clientWidth, 1);
    expect(sheet.bottom, 'on the bottom edge').to.be.closeTo(innerHeight, 1);
    expect(sheet.top, 'the page above it in view').to.be.above(0);
  });

  it('keeps each subscriber id whole on one line even in a narrow column, the whole id in its title', async () => {
    const el = await phoneWideLog();
    el.style.inlineSize = '260px';
    const rows = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"]')];
    await waitFor(() => rows().length > 0, { message: 'the events' });
    for (const row of rows()) {
      const cell = row.querySelector<HTMLElement>('td:nth-child(3)')!;
      const id = cell.querySelector<HTMLElement>('code.id');
      expect(id, `the subscriber id of ${cell.textContent!.trim()} set apart`).to.not.equal(null);
      expect(id!.textContent, 'an id with hyphens').to.match(/^subscriber-/);
      expect(id!.title, 'the whole id in its title').to.equal(id!.textContent);
      const lineHeight = parseFloat(getComputedStyle(id!).lineHeight);
      expect(id!.getBoundingClientRect().height, `${id!.textContent} on one line`).to.be.below(
        lineHeight * 1.5,
      );
      expect(id!.getBoundingClientRect().right, 'inside its cell').to.be.at.most(
        cell.getBoundingClientRect().right + 0.5,
      );
    }
  });

  it('breaks an id between its parts or groups of characters, never elsewhere', async () => {
    const host = await fixture<HTMLElement>(html`<code></code>`);
    render(breakable('6757e1f2a9b3c4d5e6f70812'), host);
    expect(host.textContent).to.equal('6757e1f2a9b3c4d5e6f70812');
    expect(
      host.innerHTML
        .replace(/<!--[^]*?-->/g, '')
        .split('<wbr>')
        .map((piece) => piece.length),
    ).to.deep.equal([8, 8, 8]);
    render(breakable('txn-2026-ada'), host);
    expect(host.innerHTML.replace(/<!--[^]*?-->/g, '')).to.equal('txn-<wbr>2026-<wbr>ada');
  });

  it('writes the ISO dates of a sentence in the reader’s locale', async () => {
    const host = await fixture<HTMLElement>(html`<p></p>`);
    render(withLocalDates('Delayed until 2026-11-27T08:20:10.190Z', 'de'), host);
    const time = host.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.equal('2026-11-27T08:20:10.190Z');
    expect(host.textContent).to.equal(`Delayed until ${formatDateTime('2026-11-27T08:20:10.190Z', 'de')}`);
    expect(host.textContent).not.to.contain('T08');
  });
});
