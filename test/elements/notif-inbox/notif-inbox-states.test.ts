// What the inbox says and offers in each state: "Mark all as read" only when there is something to mark, an
// unknown subscriber named as the problem, times that agree with the list's order, and a header that stays on one line
// on a 320 px screen.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/elements/notif-inbox/notif-inbox.js';
import { inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { waitFor } from '../../support/wait-for.js';
import { requireCapability } from '../../support/capabilities.js';

function inbox(api: InProcessApi, subscriber = 'subscriber-ada', pageSize = 20): Promise<NotifInbox> {
  return inlineInbox(api.fetch, pageSize, { subscriber, noSeenOnView: true });
}

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

function markAllDisabled(el: NotifInbox): boolean {
  return (part(el, 'mark-all') as HTMLButtonElement).disabled;
}

describe('<notif-inbox> states', () => {
  afterEach(() => localStorage.clear());

  it('disables Mark all as read while loading, in the error state and with nothing unread', async () => {
    const slow = inProcessApi({ latencyMs: 400 });
    const loading = await inbox(slow);
    expect(part(loading, 'skeleton')).to.not.equal(null);
    expect(markAllDisabled(loading), 'while loading').to.equal(true);
    await waitFor(() => loading.shadowRoot!.querySelector('notif-message') !== null);
    await waitFor(() => !markAllDisabled(loading));

    const failing = inProcessApi();
    failing.failPaths(/\/feed$/);
    const broken = await inbox(failing);
    await waitFor(() => part(broken, 'error') !== null, { timeout: 6000 });
    expect(markAllDisabled(broken), 'in the error state').to.equal(true);

    const linus = await inbox(inProcessApi(), 'subscriber-linus');
    await waitFor(() => part(linus, 'empty') !== null);
    expect(markAllDisabled(linus), 'with nothing unread').to.equal(true);
  });

  it('says that the subscriber was not found when the service does not know it', async () => {
    const el = await inbox(inProcessApi(), 'subscriber-nobody');
    await waitFor(() => part(el, 'error') !== null);
    expect(part(el, 'error')!.textContent).to.match(/subscriber was not found/);
    expect(part(el, 'error')!.textContent).to.not.contain('could not be loaded');
  });

  it('shows each message at the time the list is ordered by, so the times read newest first', async () => {
    const el = await inbox(inProcessApi(), 'subscriber-ada', 50);
    await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length === 50);
    await Promise.all(
      [...el.shadowRoot!.querySelectorAll<NotifInbox>('notif-message')].map((m) => m.updateComplete),
    );
    const times = [...el.shadowRoot!.querySelectorAll('notif-message')].map((message) =>
      Date.parse(message.shadowRoot!.querySelector('time')!.getAttribute('datetime')!),
    );
    const outOfOrder = times.filter((time, index) => index > 0 && time > times[index - 1]!);
    expect(outOfOrder).to.deep.equal([]);
  });

  it('keeps "Mark all as read" on one line in the inline header on a 320 px screen', async function () {
    await requireCapability(this, 'viewport resizing');
    await setViewport({ width: 320, height: 640 });
    try {
      const el = await inbox(inProcessApi());
      el.parentElement!.style.padding = '16px';
      await waitFor(() => part(el, 'unread-count') !== null);
      const text = document.createRange();
      text.selectNodeContents(part(el, 'mark-all')!);
      const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
      expect(lines.size, 'lines of "Mark all as read"').to.equal(1);
      const box = el.getBoundingClientRect();
      const header = part(el, 'header')!.getBoundingClientRect();
      expect(header.right).to.be.at.most(box.right + 0.5);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
