/**
 * Arrivals are announced in a polite live region outside the panel, so a screen reader hears them while the
 * popover is closed; never the first load; once per arrival per store (docs/decisions.md#arrivals-announcements).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';
import { expectAccessible } from '../../support/accessible.js';

const ADA = 'subscriber-ada';

function liveRegion(el: NotifInbox): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>('[aria-live="polite"]')!;
}

function said(el: NotifInbox): string {
  return liveRegion(el).textContent!.trim();
}

/** What the live region has said (each sentence in a node of its own) from now on, with what it says already. */
function sayings(el: NotifInbox): string[] {
  const spoken = said(el) ? [said(el)] : [];
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      const text = node.textContent?.trim();
      if (text) spoken.push(text);
    }
  }).observe(liveRegion(el), { childList: true, subtree: true });
  return spoken;
}

function bellLabel(el: NotifInbox): string | null {
  return el.shadowRoot!.querySelector('[part~="bell"]')!.getAttribute('aria-label');
}

function inbox(api: InProcessApi, baseUrl: string, mode: 'popover' | 'inline' = 'popover') {
  return html`<notif-inbox
    mode=${mode}
    base-url=${baseUrl}
    subscriber-id=${ADA}
    api-key=${DEV_KEY}
    poll-interval="0"
    .fetch=${api.fetch}
  ></notif-inbox>`;
}

describe('<notif-inbox> announcements', () => {
  afterEach(() => localStorage.clear());

  it('has its polite live region from the first render, outside the panel, hidden visually only', async () => {
    const el = await fixture<NotifInbox>(html`<notif-inbox></notif-inbox>`); // not even configured yet
    const region = liveRegion(el);
    expect(region, 'rendered at once').to.be.instanceOf(HTMLElement);
    el.show();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="panel"]')!.contains(region)).to.equal(false);
    expect(liveRegion(el), 'the same region once the panel shows').to.equal(region);
    expect(getComputedStyle(region).display).to.not.equal('none');
    expect(getComputedStyle(region).visibility).to.not.equal('hidden');
    expect(region.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('announces one arrival with its subject while the popover is closed, never the first load', async () => {
    const api = inProcessApi();
    const el = await fixture<NotifInbox>(inbox(api, uniqueBaseUrl()));
    const spoken = sayings(el);
    const unseen = await api.client.countUnseen(ADA);
    await waitFor(() => bellLabel(el) === `Notifications, ${unseen} unseen`);
    expect(el.open).to.equal(false);

    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Newcomer' } });
    await el.refresh();
    await waitFor(() => said(el) === '1 new notification: Welcome, Newcomer!');
    expect(bellLabel(el), 'the bell keeps the count').to.equal(`Notifications, ${unseen + 1} unseen`);
    // The arrival was said: anything said on the first load would have been said before it.
    expect(spoken, 'nothing said on the first load').to.deep.equal([
      '1 new notification: Welcome, Newcomer!',
    ]);
  });

  it('announces several arrivals by their number, inline too', async () => {
    const api = inProcessApi();
    const el = await fixture<NotifInbox>(inbox(api, uniqueBaseUrl(), 'inline'));
    await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
    for (const name of ['a', 'b', 'c'])
      await api.client.trigger({ name: 'welcome', to: ADA, payload: { name } });
    await el.refresh();
    await waitFor(() => said(el) === '3 new notifications');
  });

  it('announces an arrival once when two inboxes share a store', async () => {
    const api = inProcessApi();
    const baseUrl = uniqueBaseUrl();
    const both = await fixture<HTMLElement>(
      html`<div>${inbox(api, baseUrl)} ${inbox(api, baseUrl, 'inline')}</div>`,
    );
    const [first, second] = [...both.querySelectorAll('notif-inbox')] as NotifInbox[];
    await waitFor(() => second!.shadowRoot!.querySelectorAll('notif-message').length > 0);
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Once' } });
    await first!.refresh(); // resolves once the store has read the new message and told both inboxes
    await waitFor(() => said(first!) !== '' || said(second!) !== '');
    await Promise.all([first!.updateComplete, second!.updateComplete]);
    const spoken = [said(first!), said(second!)].filter((text) => text !== '');
    expect(spoken).to.deep.equal(['1 new notification: Welcome, Once!']);
  });

  it('says the same sentence twice in a node of its own each time, so it is read twice', async () => {
    const api = inProcessApi();
    const el = await fixture<NotifInbox>(inbox(api, uniqueBaseUrl(), 'inline'));
    await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
    const sentence = '1 new notification: Welcome, Again!';
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Again' } });
    await el.refresh();
    await waitFor(() => said(el) === sentence);
    const first = liveRegion(el).querySelector('span');
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Again' } });
    await el.refresh();
    await waitFor(() => liveRegion(el).querySelector('span') !== first);
    expect(said(el)).to.equal(sentence);
    expect(first!.isConnected, 'the first announcement is gone').to.equal(false);
  });

  it('is accessible with an announcement made', async () => {
    const api = inProcessApi();
    const el = await fixture<NotifInbox>(inbox(api, uniqueBaseUrl()));
    await waitFor(() => bellLabel(el) !== 'Notifications');
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Axe' } });
    await el.refresh();
    await waitFor(() => said(el) !== '');
    await expectAccessible(el);
  });
});
