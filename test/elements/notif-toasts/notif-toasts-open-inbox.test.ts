/**
 * `<notif-toasts>` beside an open `<notif-inbox>` popover of the same store: an arrival the open panel shows (in its
 * list or as its "N new" pill) gets no toast, while the same arrival with the panel closed does; and a toast shown
 * before the panel opened never covers the panel.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { clearNotifStorage } from '../../support/push-stubs.js';
import { mountToasts, saidBy, toastSubjects, toasts, toastsTemplate, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

describe('<notif-toasts> with an open inbox popover', () => {
  afterEach(() => clearNotifStorage());

  it('toasts nothing the open panel shows, and never covers the panel', async () => {
    const api = inProcessApi();
    const baseUrl = uniqueBaseUrl();
    const page = await fixture<HTMLElement>(
      html`<div style="display: flex; justify-content: flex-end; padding: 8px 16px">
        <notif-inbox
          theme="light"
          base-url=${baseUrl}
          subscriber-id="subscriber-ada"
          api-key=${DEV_KEY}
          poll-interval="0"
          no-seen-on-view
          .fetch=${api.fetch}
        ></notif-inbox>
        ${toastsTemplate(api, { baseUrl, pollInterval: 0 })}
      </div>`,
    );
    const inbox = page.querySelector<NotifInbox>('notif-inbox')!;
    const el = page.querySelector<NotifToasts>('notif-toasts')!;
    inbox.show();
    await waitFor(() => inbox.shadowRoot!.querySelectorAll('notif-message').length > 0, {
      message: 'the list',
    });

    // Open: the arrival is in the panel's list, said by the inbox, and no toast.
    await welcome(api, 'In the panel');
    await inbox.refresh();
    await waitFor(() => saidBy(inbox).includes('In the panel'), { message: 'the inbox says it' });
    const first = () =>
      inbox.shadowRoot!.querySelector<HTMLElement & { message?: { subject?: string } }>('notif-message');
    await waitFor(() => first()?.message?.subject === 'Welcome, In the panel!', { message: 'in the list' });
    // Closed: the next arrival is a toast (so the first one would have been one too, had the panel not shown it).
    inbox.hide();
    await inbox.updateComplete;
    await welcome(api, 'Closed');
    await inbox.refresh();
    await waitFor(() => toastSubjects(el).length > 0, { message: 'a toast' });
    expect(toastSubjects(el)).to.deep.equal(['Welcome, Closed!']);

    // Opened again over the toast: wherever they overlap, the panel is on top.
    inbox.show();
    await inbox.updateComplete;
    await waitFor(() => inbox.shadowRoot!.querySelector('[part~="panel"][data-placed]') !== null);
    // Once unfolded: while it opens, the panel's lower part is clipped and shows what is under it.
    await Promise.all(inbox.shadowRoot!.getAnimations().map((animation) => animation.finished));
    const panel = inbox.shadowRoot!.querySelector('[part~="panel"]')!.getBoundingClientRect();
    const toast = toasts(el)[0]!.getBoundingClientRect();
    const x = Math.max(panel.left, toast.left) + 4;
    const y = Math.max(panel.top, toast.top) + 4;
    expect(
      x < Math.min(panel.right, toast.right) && y < Math.min(panel.bottom, toast.bottom),
      'they overlap',
    ).to.equal(true);
    // Compared by name: a failed comparison of two elements would have the assertion print both, store and all.
    const onTop = document.elementFromPoint(x, y);
    expect(onTop?.localName, 'the panel, not the toast').to.equal('notif-inbox');
    expect(onTop === inbox).to.equal(true);
  });

  it('gives a toast one button, its dismiss: the card’s row action does not stand beside it', async () => {
    const api = inProcessApi();
    const el = await mountToasts(api);
    await welcome(api, 'One button');
    await waitFor(() => toasts(el).length === 1, { message: 'a toast' });
    const card = toasts(el)[0]!.querySelector('notif-message')!;
    await waitFor(() => card.shadowRoot?.querySelector('[part~="mark-button"]'), { message: 'the card' });
    const visible = [
      ...toasts(el)[0]!.querySelectorAll('button'),
      ...card.shadowRoot!.querySelectorAll('button'),
    ].filter((button) => button.getBoundingClientRect().width > 0);
    expect(visible.map((button) => button.getAttribute('part'))).to.deep.equal(['dismiss']);
  });
});
