// What the inbox says and offers in each state: "Mark all as read" only when there is something to mark, an
// unknown subscriber named as the problem, times that agree with the list's order, and a header that stays on one line
// on a 320 px screen.
import { expect } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/entries/inbox.js';
import { inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { waitFor } from '../../support/wait-for.js';
import { requireCapability } from '../../support/capabilities.js';
import { resizeViewport } from '../../support/viewport.js';
import { FIRST_LOAD_PATIENCE_MS } from '../../../src/store/feed-store.js';

/** Long enough for the first load to give up (it keeps trying for FIRST_LOAD_PATIENCE_MS). */
const PATIENT_WAIT = FIRST_LOAD_PATIENCE_MS + 6000;

function inbox(api: InProcessApi, subscriber = 'subscriber-ada', pageSize = 20): Promise<NotifInbox> {
  return inlineInbox(api.fetch, pageSize, { subscriber, noSeenOnView: true });
}

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

/** "Mark all as read" is offered only when it would do something: not there, rather than disabled, otherwise. */
function markAllMissing(el: NotifInbox): boolean {
  return part(el, 'mark-all') === null;
}

describe('<notif-inbox> states', () => {
  afterEach(() => localStorage.clear());

  it('offers Mark all as read only with a list to mark: not while loading, in the error or the empty state', async function () {
    this.timeout(PATIENT_WAIT + 20_000);
    const slow = inProcessApi({ latencyMs: 400 });
    const loading = await inbox(slow);
    expect(part(loading, 'skeleton')).to.not.equal(null);
    expect(markAllMissing(loading), 'while loading').to.equal(true);
    await waitFor(() => loading.shadowRoot!.querySelector('notif-message') !== null);
    await waitFor(() => !markAllMissing(loading));

    const failing = inProcessApi();
    failing.failPaths(/\/feed$/);
    const broken = await inbox(failing);
    // The first load keeps trying for a while before it shows the error (docs/reliability.md#the-first-load).
    await waitFor(() => part(broken, 'error') !== null, { timeout: PATIENT_WAIT });
    expect(markAllMissing(broken), 'in the error state').to.equal(true);

    const linus = await inbox(inProcessApi(), 'subscriber-linus');
    await waitFor(() => part(linus, 'empty') !== null);
    expect(markAllMissing(linus), 'with nothing unread').to.equal(true);
    // An empty inbox does not say "All read" over its empty state: the state says it.
    expect(part(linus, 'unread-count'), 'no unread count over the empty state').to.equal(null);
  });

  it('says that the subscriber was not found when the service does not know it', async () => {
    const el = await inbox(inProcessApi(), 'subscriber-nobody');
    await waitFor(() => part(el, 'error') !== null);
    expect(part(el, 'error')!.textContent).to.match(/subscriber was not found/);
  });

  it('says why the list could not load: unreachable, not allowed, or a failing service', async function () {
    this.timeout(3 * PATIENT_WAIT);
    // The real service's answers: a failing feed (500), a wrong key (401), no network at all.
    const wrongKey =
      (api: InProcessApi): typeof fetch =>
      (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', 'ApiKey not-the-key');
        return api.fetch(input, { ...init, headers });
      };
    const reasons: [string, (api: InProcessApi) => typeof fetch, RegExp][] = [
      ['a 500', (api) => (api.failPaths(/\/feed$/), api.fetch), /service had a problem/],
      ['a 401', wrongKey, /not allowed/],
      ['no answer', (api) => (api.setOffline(true), api.fetch), /could not be reached/],
    ];
    for (const [what, fetchOf, reason] of reasons) {
      const api = inProcessApi();
      const el = await inlineInbox(fetchOf(api), 20, { noSeenOnView: true });
      await waitFor(() => part(el, 'error') !== null, { timeout: PATIENT_WAIT, message: what });
      expect(part(el, 'error')!.textContent, what).to.match(reason);
    }
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

  it('keeps the inline header inside a 320 px screen, with "Mark all as read" an icon button named by it', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    await resizeViewport({ width: 320, height: 640 });
    try {
      const el = await inbox(inProcessApi());
      el.parentElement!.style.padding = '16px';
      await waitFor(() => part(el, 'unread-count') !== null);
      await waitFor(() => part(el, 'mark-all') !== null);
      expect(part(el, 'mark-all')!.getAttribute('aria-label')).to.equal('Mark all as read');
      const box = el.getBoundingClientRect();
      const header = part(el, 'header')!.getBoundingClientRect();
      expect(header.right).to.be.at.most(box.right + 0.5);
    } finally {
      await resizeViewport({ width: 800, height: 600 });
    }
  });
});
