/**
 * A row's action as a person meets it in the inbox: one click (or Enter) on the row's mark button marks the message
 * read or unread through the mark-as operation, without activating the row; the focus stays on the button, the
 * roving tabindex and the arrows work from it, and Tab past it leaves the open popover for the bell as it did. The
 * windowed list (past 100 messages) renders rows whose buttons work the same.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Message } from '../../../src/api/types.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../../src/elements/notif-message/notif-message.js';
import '../../../src/index.js';
import { seedWithBulk } from '../../support/bulk-seed.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

const ADA = 'subscriber-ada';
const MARK_AS = /\/v1\/subscribers\/subscriber-ada\/messages\/mark-as$/;

async function popover(api: InProcessApi): Promise<NotifInbox> {
  const page = await fixture<HTMLElement>(
    html`<div style="display: flex; justify-content: flex-end; padding: 8px 16px">
      <notif-inbox
        theme="light"
        base-url=${uniqueBaseUrl()}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="0"
        no-seen-on-view
        .fetch=${api.fetch}
      ></notif-inbox>
      <input aria-label="A field of the page" />
    </div>`,
  );
  const el = page.querySelector('notif-inbox')!;
  el.show();
  await waitFor(() => rows(el).length > 0, { message: 'the list' });
  await el.updateComplete;
  return el;
}

function rows(el: NotifInbox): NotifMessage[] {
  return [...el.shadowRoot!.querySelectorAll<NotifMessage>('notif-message')];
}

function row(el: NotifInbox, index: number): NotifMessage {
  return el.shadowRoot!.querySelector<NotifMessage>(`notif-message[data-index="${index}"]`)!;
}

function markButton(message: NotifMessage): HTMLButtonElement {
  return message.shadowRoot!.querySelector<HTMLButtonElement>('[part~="mark-button"]')!;
}

/**
 * Tabs from a row to its mark button, the row's last control (after the buttons and links of its content, if any),
 * never leaving the row on the way.
 */
async function tabToMarkButton(message: NotifMessage): Promise<void> {
  for (let tab = 0; tab < 6 && deepFocus() !== markButton(message); tab++) {
    await sendKeys({ press: 'Tab' });
    expect(message.shadowRoot!.contains(deepFocus()), 'still in the row').to.equal(true);
  }
  expect(deepFocus(), 'the row’s mark button').to.equal(markButton(message));
}

/** What has the focus, through every shadow root. */
function deepFocus(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const unreadOf = (message: NotifMessage) => (message.message as Message).read === false;

describe('<notif-inbox> row actions', () => {
  afterEach(() => localStorage.clear());

  it('one click on a row’s button marks it read, then unread, through mark-as, without activating the row', async () => {
    const api = inProcessApi();
    const el = await popover(api);
    const target = rows(el).find(unreadOf)!;
    const id = (target.message as Message)._id;
    const activations: Event[] = [];
    el.addEventListener('notif-message-click', (event) => activations.push(event));
    const button = markButton(target);

    button.click();
    await waitFor(() => api.sent('POST', MARK_AS).length === 1);
    expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [id], markAs: 'read' });
    await waitFor(() => button.getAttribute('aria-label') === 'Mark as unread', { message: 'shown read' });
    button.click();
    await waitFor(() => api.sent('POST', MARK_AS).length === 2);
    expect(api.sent('POST', MARK_AS)[1].body).to.deep.equal({ messageId: [id], markAs: 'unread' });
    await waitFor(async () => (await api.client.listFeed(ADA, { limit: 50 })).data.some(
      (m) => m._id === id && m.read === false,
    ));
    expect(activations, 'the row was not activated').to.have.length(0);
    expect(el.open).to.equal(true);
  });

  it('reaches each row’s button by keyboard: Tab from the row, Enter marks, focus stays, arrows and Tab go on', async () => {
    const api = inProcessApi();
    const el = await popover(api);
    row(el, 0).focus();
    await tabToMarkButton(row(el, 0));

    const first = markButton(row(el, 0));
    const before = first.getAttribute('aria-label');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => api.sent('POST', MARK_AS).length === 1);
    await waitFor(() => first.getAttribute('aria-label') !== before, { message: 'the button turned' });
    expect(deepFocus(), 'the focus stays on the button').to.equal(first);
    expect(el.open).to.equal(true);

    // The arrows go on from the button to the next row, which alone is in the Tab order.
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => deepFocus() === row(el, 1), { message: 'row 2 focused' });
    expect(el.shadowRoot!.querySelectorAll('notif-message[tabindex="0"]')).to.have.length(1);
    await tabToMarkButton(row(el, 1));

    // Tab past the row's button leaves the panel: it closes and the bell has the focus, as before.
    for (let tab = 0; tab < 4 && el.open; tab++) await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('[part~="bell"]'));
    expect(api.sent('POST', MARK_AS)).to.have.length(1);
  });

  it('works in the windowed list of a long inbox', async function () {
    this.timeout(20_000);
    const api = inProcessApi({ state: seedWithBulk(300, { read: false }) });
    const el = await inlineInbox(api.fetch, 100, { noSeenOnView: true });
    await waitFor(() => rows(el).length === 100, { message: 'the first page' });
    const list = el.shadowRoot!.querySelector<HTMLElement>('[part~="list"]')!;
    // Scrolling to the end loads the next page, past the plain list's length: the windowed list takes over.
    await waitFor(() => {
      list.scrollTop = list.scrollHeight;
      return !!list.querySelector(':scope > .spacer');
    });
    const inView = () => {
      const box = list.getBoundingClientRect();
      return rows(el).find((m) => {
        const { top, bottom } = m.getBoundingClientRect();
        return top >= box.top && bottom <= box.bottom && markButton(m) !== null;
      });
    };
    await waitFor(() => inView() !== undefined, { message: 'a row of the window in view' });
    const target = inView()!;
    const id = (target.message as Message)._id;
    const markAs = unreadOf(target) ? 'read' : 'unread';
    markButton(target).click();
    await waitFor(() => api.sent('POST', MARK_AS).length === 1);
    expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [id], markAs });
    await waitFor(() => unreadOf(target) === (markAs === 'unread'), { message: 'the row shows the mark' });
    expect(rows(el).length, 'still a window of the list').to.be.lessThan(60);
  });
});
