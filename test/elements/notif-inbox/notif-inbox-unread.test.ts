// The Unread tab shows unread messages only: after "Mark all as read" its empty state shows at once; a message read
// there stays in place while the tab is shown, and is gone once the tab is shown again (another tab and back, or the
// popover closed and opened again). subscriber-grace has 6 messages, 4 of them unread.
import { expect, fixture, html } from '@open-wc/testing';
import type { Message } from '../../../src/api/types.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/entries/inbox.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

const GRACE = 'subscriber-grace';

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

function shownIds(el: NotifInbox): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement & { message: Message }>('notif-message')].map(
    (m) => m.message._id!,
  );
}

function tab(el: NotifInbox, name: 'all' | 'unread'): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-tab="${name}"]`)!;
}

async function graceInbox(api: InProcessApi, mode: 'inline' | 'popover'): Promise<NotifInbox> {
  const el = await fixture<NotifInbox>(
    html`<notif-inbox
      mode=${mode}
      base-url=${uniqueBaseUrl()}
      subscriber-id=${GRACE}
      api-key=${DEV_KEY}
      poll-interval="0"
      no-seen-on-view
      .fetch=${api.fetch}
    ></notif-inbox>`,
  );
  // A click on a message would follow its link: the page stays.
  el.addEventListener('notif-message-click', (event) => event.preventDefault());
  return el;
}

async function unreadTabLoaded(el: NotifInbox): Promise<string[]> {
  await el.updateComplete; // a popover's panel renders its tabs once it opens
  tab(el, 'unread').click();
  await waitFor(() => shownIds(el).length === 4);
  await el.updateComplete;
  return shownIds(el);
}

describe('<notif-inbox> Unread tab', () => {
  afterEach(() => localStorage.clear());

  it('shows its empty state as soon as Mark all as read is pressed', async () => {
    const api = inProcessApi();
    const el = await graceInbox(api, 'popover');
    el.show();
    await unreadTabLoaded(el);
    await waitFor(() => !(part(el, 'mark-all') as HTMLButtonElement).disabled);
    part(el, 'mark-all')!.click();
    await el.updateComplete;
    expect(shownIds(el)).to.deep.equal([]);
    expect(part(el, 'empty')!.textContent!.trim()).to.not.equal('');
  });

  it('keeps a message read there in place, and drops it when the tab is shown again', async () => {
    const api = inProcessApi();
    const el = await graceInbox(api, 'inline');
    const ids = await unreadTabLoaded(el);
    el.shadowRoot!.querySelector<HTMLElement>('notif-message')!.click();
    await waitFor(() => api.sent('POST', /mark-as$/).length === 1);
    await el.updateComplete;
    expect(shownIds(el), 'the row stays where it was').to.deep.equal(ids);

    tab(el, 'all').click();
    await el.updateComplete;
    tab(el, 'unread').click();
    await el.updateComplete;
    expect(shownIds(el)).to.deep.equal(ids.slice(1));
  });

  it('drops a message read there once the popover is closed and opened again', async () => {
    const api = inProcessApi();
    const el = await graceInbox(api, 'popover');
    el.show();
    const ids = await unreadTabLoaded(el);
    el.shadowRoot!.querySelectorAll<HTMLElement>('notif-message')[1]!.click();
    await waitFor(() => api.sent('POST', /mark-as$/).length === 1);
    await el.updateComplete;
    expect(shownIds(el)).to.deep.equal(ids);

    el.hide();
    await el.updateComplete;
    el.show();
    await el.updateComplete;
    expect(shownIds(el)).to.deep.equal([ids[0], ...ids.slice(2)]);
  });
});
