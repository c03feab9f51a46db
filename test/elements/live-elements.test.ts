/**
 * The elements over the live channel (docs/proxy.md#live-channel): an inbox (popover, its badge) and toasts pointed
 * at the real proxy with a live hub, in front of the real local API (composed in-process). Their poll is set to an
 * hour, so an arrival that shows came over the stream; `live="off"` asks for no stream at all.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifToasts } from '../../src/elements/notif-toasts/notif-toasts.js';
import '../../src/index.js';
import { liveProxyInPage } from '../support/live-proxy.js';
import { clearNotifStorage } from '../support/push-stubs.js';
import { ADA, toastSubjects, welcome } from '../support/toasts.js';
import { waitFor } from '../support/wait-for.js';

const HOUR = 3_600_000;

const badge = (inbox: NotifInbox) =>
  inbox.shadowRoot?.querySelector('[part~="badge"]')?.textContent?.trim() ?? '';

describe('elements over the live channel', () => {
  afterEach(() => clearNotifStorage());

  it('a notify shows the toast and moves the badge, with no poll', async () => {
    const { api, hub, baseUrl, fetch, liveRequests } = liveProxyInPage(ADA);
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <notif-inbox
          base-url=${baseUrl}
          subscriber-id=${ADA}
          poll-interval=${HOUR}
          .fetch=${fetch}
        ></notif-inbox>
        <notif-toasts
          base-url=${baseUrl}
          subscriber-id=${ADA}
          poll-interval=${HOUR}
          duration="0"
          .fetch=${fetch}
        ></notif-toasts>
      </div>`,
    );
    const inbox = wrapper.querySelector<NotifInbox>('notif-inbox')!;
    const toasts = wrapper.querySelector<NotifToasts>('notif-toasts')!;
    const before = await waitFor(() => badge(inbox), { message: 'the first badge' });
    await waitFor(() => liveRequests().length === 1, { message: 'one stream' });
    await welcome(api, 'Live');
    await hub.notify(ADA);
    await waitFor(() => toastSubjects(toasts).join() === 'Welcome, Live!', { message: 'the toast' });
    await waitFor(() => badge(inbox) !== before, { message: 'the badge moved' });
    expect(liveRequests()).to.have.length(1, 'one stream for the page');
    await hub.close();
  });

  it('live="off" asks for no stream', async () => {
    const { baseUrl, fetch, sent, liveRequests, hub } = liveProxyInPage(ADA);
    const inbox = await fixture<NotifInbox>(
      html`<notif-inbox base-url=${baseUrl} subscriber-id=${ADA} live="off" .fetch=${fetch}></notif-inbox>`,
    );
    await waitFor(() => badge(inbox) !== '');
    await waitFor(() => sent.some((request) => request.path.endsWith('/notifications/unseen')));
    expect(liveRequests()).to.deep.equal([]);
    await hub.close();
  });
});
