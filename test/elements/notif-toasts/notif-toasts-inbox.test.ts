/**
 * `<notif-toasts>` beside a `<notif-inbox>` configured alike: one store for both, each arrival said once for the page
 * (by the inbox's live region, the toasts then showing it silently), no toast for a message seen before it arrived
 * here, and a toast that goes when its message is read in the inbox (docs/decisions.md#toasts).
 */
import { expect, fixture } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../../src/elements/notif-message/notif-message.js';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import '../../../src/index.js';
import { inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { clearNotifStorage } from '../../support/push-stubs.js';
import { ADA, saidBy, toastSubjects, toasts, toastsTemplate, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

async function inboxWithToasts(api: InProcessApi): Promise<{ inbox: NotifInbox; toasts: NotifToasts }> {
  const inbox = await inlineInbox(api.fetch);
  const toasts = await fixture<NotifToasts>(toastsTemplate(api, { baseUrl: inbox.baseUrl, pollInterval: 0 }));
  await waitFor(() => inbox.shadowRoot!.querySelectorAll('notif-message').length > 0, {
    message: 'the first page',
  });
  return { inbox, toasts };
}

describe('<notif-toasts> with an inbox', () => {
  afterEach(() => clearNotifStorage());

  it('shares the inbox’s store: the arrival shows in the list and as a toast, said once, by the inbox', async () => {
    const api = inProcessApi();
    const { inbox, toasts: el } = await inboxWithToasts(api);
    await welcome(api, 'Shared');
    await inbox.refresh();
    await waitFor(() => toastSubjects(el).join() === 'Welcome, Shared!');
    expect(saidBy(inbox)).to.equal('1 new notification: Welcome, Shared!');
    expect(saidBy(el), 'the toasts leave it to the inbox').to.equal('');
    const first = inbox.shadowRoot!.querySelector<NotifMessage>('notif-message')!;
    expect(first.message?.subject, 'the same store').to.equal('Welcome, Shared!');
  });

  it('shows no toast for a message seen before it arrived here, and the others', async () => {
    const api = inProcessApi();
    const { inbox, toasts: el } = await inboxWithToasts(api);
    const seenElsewhere = await welcome(api, 'Seen');
    await welcome(api, 'Fresh');
    await api.client.markMessagesAs(ADA, seenElsewhere._id!, 'seen'); // as another tab's inbox did
    await inbox.refresh();
    await waitFor(() => toastSubjects(el).join() === 'Welcome, Fresh!');
    await waitFor(() => saidBy(inbox) !== '');
    expect(toasts(el)).to.have.length(1);
  });

  it('lets a toast go when its message is read in the inbox', async () => {
    const api = inProcessApi();
    const { inbox, toasts: el } = await inboxWithToasts(api);
    await welcome(api, 'Read there');
    await inbox.refresh();
    await waitFor(() => toastSubjects(el).length === 1);
    const card = inbox.shadowRoot!.querySelector<NotifMessage>('notif-message')!;
    card.addEventListener('notif-message-click', (event) => event.preventDefault());
    card.click();
    await waitFor(() => toasts(el).length === 0, { message: 'the toast went' });
  });
});
