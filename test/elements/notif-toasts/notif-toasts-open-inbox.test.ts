/**
 * `<notif-toasts>` beside an open `<notif-inbox>` popover of the same store: an arrival the open panel shows (in its
 * list or as its "N new" pill) gets no toast, while the same arrival with the panel closed does; and a toast shown
 * before the panel opened leaves when it opens (the panel shows its message), the focus it held going to the panel.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { requireCapability } from '../../support/capabilities.js';
import { clearNotifStorage } from '../../support/push-stubs.js';
import { mountToasts, saidBy, toastSubjects, toasts, toastsTemplate, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

/** Whether the stack of toasts is in the page (rendered, with at least one toast). */
const stackShown = (el: NotifToasts) => el.shadowRoot!.querySelector('[part~="stack"]') !== null;

describe('<notif-toasts> with an open inbox popover', () => {
  afterEach(() => clearNotifStorage());

  it('toasts nothing the open panel shows, and makes way for the panel when it opens', async () => {
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

    // Opened again over the toast: the panel shows its message now, and the toast leaves (closing brings it not back).
    inbox.show();
    await waitFor(() => stackShown(el) === false, { message: 'the toasts make way for the panel' });
    inbox.hide();
    await inbox.updateComplete;
    await el.updateComplete;
    expect(stackShown(el), 'the toast stays gone once the panel closes').to.equal(false);
    // And the next arrival with the panel closed is a toast again.
    await welcome(api, 'After');
    await inbox.refresh();
    await waitFor(() => toastSubjects(el).length > 0, { message: 'the next toast' });
    expect(toastSubjects(el)).to.deep.equal(['Welcome, After!']);
  });

  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`moves the focus a toast held into the panel that opens (${motion} motion)`, async function () {
      if (motion === 'reduce') await requireCapability(this, 'media emulation');
      try {
        if (motion === 'reduce') await emulateMedia({ reducedMotion: 'reduce' });
        const api = inProcessApi();
        const baseUrl = uniqueBaseUrl();
        const page = await fixture<HTMLElement>(
          html`<div>
            <button>Before</button>
            <notif-inbox
              base-url=${baseUrl}
              subscriber-id="subscriber-ada"
              api-key=${DEV_KEY}
              poll-interval="0"
              .fetch=${api.fetch}
            ></notif-inbox>
            ${toastsTemplate(api, { baseUrl, pollInterval: 0, duration: 0 })}
          </div>`,
        );
        const inbox = page.querySelector<NotifInbox>('notif-inbox')!;
        const el = page.querySelector<NotifToasts>('notif-toasts')!;
        await welcome(api, 'Focused');
        await inbox.refresh();
        await waitFor(() => toasts(el).length === 1, { message: 'a toast' });
        page.querySelector('button')!.focus();
        toasts(el)[0]!.querySelector<HTMLElement>('[part~="dismiss"]')!.focus();
        expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('dismiss');

        inbox.show();
        await waitFor(() => stackShown(el) === false, { message: 'the toasts make way for the panel' });
        await waitFor(() => document.activeElement === inbox, { message: 'the focus in the panel' });
        // Not painted: no stack in the top layer or the page, and nothing of the toasts at the corner.
        expect(el.shadowRoot!.querySelector('[part~="toast"]')).to.equal(null);
      } finally {
        if (motion === 'reduce') await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  }

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
