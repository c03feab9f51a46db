/**
 * The selection bar's select-all checkbox (`<notif-inbox selectable>`): mixed while some loaded messages are
 * selected, checked when all are, selecting them all or none by mouse and by keyboard, named in the inbox's language;
 * and the bar's controls as large as a button to a pointer however small they are drawn.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { expectAccessible } from '../../support/accessible.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { shortOfHitArea } from '../../support/hit-area.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { waitFor } from '../../support/wait-for.js';

const checkboxes = (el: NotifInbox) => [
  ...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="checkbox"]'),
];
const bar = (el: NotifInbox) => el.shadowRoot!.querySelector<HTMLElement>('[part~="selection-bar"]');
const selectAll = (el: NotifInbox) =>
  bar(el)?.querySelector<HTMLInputElement>('[part~="select-all"]') ?? null;
const spoken = (el: NotifInbox) => el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!.trim();

/** Ada's inline inbox, selectable, with its first page of messages shown. */
async function selectableInbox(): Promise<NotifInbox> {
  const el = await inlineInbox(inProcessApi().fetch, 20, { selectable: true, noSeenOnView: true });
  el.style.inlineSize = '400px';
  await waitFor(() => checkboxes(el).length > 2, { message: 'the rows’ checkboxes' });
  return el;
}

describe('<notif-inbox selectable> select all', () => {
  afterEach(() => localStorage.clear());

  it('is mixed while some messages are selected, selects every loaded one, and then none', async () => {
    const el = await selectableInbox();
    const rows = checkboxes(el).length;
    checkboxes(el)[1]!.click();
    const box = await waitFor(() => selectAll(el)!, { message: 'the bar’s checkbox' });
    expect(box.getAttribute('aria-label')).to.equal('Select all');
    expect(box.indeterminate, 'mixed').to.equal(true);
    expect(box.checked).to.equal(false);
    await expectAccessible(el);

    box.click();
    await waitFor(() => checkboxes(el).every((row) => row.checked), { message: 'every row checked' });
    expect(selectAll(el)!.checked).to.equal(true);
    expect(selectAll(el)!.indeterminate).to.equal(false);
    expect(bar(el)!.querySelector('[part~="selection-count"]')!.textContent).to.equal(`${rows} selected`);
    expect(spoken(el)).to.equal(`${rows} selected`);

    selectAll(el)!.click();
    await waitFor(() => bar(el) === null, { message: 'the selection cleared' });
    expect(checkboxes(el).some((row) => row.checked)).to.equal(false);
    expect(spoken(el)).to.equal('Selection cleared');
  });

  it('works by keyboard: Space on it selects every loaded message, and its name follows the locale', async () => {
    const el = await selectableInbox();
    checkboxes(el)[0]!.click();
    await waitFor(() => selectAll(el));
    selectAll(el)!.focus();
    await sendKeys({ press: ' ' }); // the space bar (Firefox's driver knows no 'Space')
    await waitFor(() => checkboxes(el).every((row) => row.checked), { message: 'every row checked' });
    expect(el.shadowRoot!.activeElement).to.equal(selectAll(el));
    el.setAttribute('locale', 'de');
    await waitFor(() => selectAll(el)!.getAttribute('aria-label'), {
      until: (name) => name === 'Alle auswählen',
      message: 'the German name',
    });
  });

  it('gives each control of the bar a hit area of 40 px or more, no two overlapping', async () => {
    const el = await selectableInbox();
    checkboxes(el)[0]!.click();
    await waitFor(() => selectAll(el));
    const root = el.shadowRoot!;
    const controls = [...bar(el)!.querySelectorAll<HTMLElement>('button'), selectAll(el)!.closest('label')!];
    expect(controls).to.have.length(4);
    expect(shortOfHitArea(root, controls)).to.deep.equal([]);
  });
});
