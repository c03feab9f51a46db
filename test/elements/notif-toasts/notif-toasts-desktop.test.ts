/**
 * Desktop notifications and sound, with the browser's `Notification`, the page's visibility, its user activation and
 * audio playback stubbed: while the page is hidden, a browser notification replaces the toast once permission is
 * granted (asked only from a gesture, once for the site); a click on it reads the message; the sound plays once per
 * batch, only after a gesture, never with a desktop notification (docs/decisions.md#desktop-notifications,
 * docs/decisions.md#sound).
 */
import { safeUrl } from '../../../src/elements/shared/safe-url.js';
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import { ASKED_KEY } from '../../../src/elements/notif-toasts/desktop-permission.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { stubNotifications, stubVisibility, type NotificationStub } from '../../support/notification-stub.js';
import { clearNotifStorage, replaceProperty } from '../../support/push-stubs.js';
import { ADA, mountToasts, toastSubjects, toasts, toastsTemplate, welcome } from '../../support/toasts.js';
import { requireCapability } from '../../support/capabilities.js';
import { resizeViewport } from '../../support/viewport.js';
import { waitFor } from '../../support/wait-for.js';

const restores: (() => void)[] = [];

function stubbed<T extends { restore(): void }>(stub: T): T {
  restores.push(() => stub.restore());
  return stub;
}

/** The page's user activation: whether it ever had a gesture, and whether one is being handled now. */
function stubActivation(activation: { hasBeenActive: boolean; isActive: boolean }): void {
  restores.push(replaceProperty(navigator, 'userActivation', { get: () => activation }));
}

/** Every sound the page started, by its URL. */
function recordSounds(): string[] {
  const played: string[] = [];
  restores.push(
    replaceProperty(HTMLMediaElement.prototype, 'play', {
      writable: true,
      value(this: HTMLMediaElement) {
        played.push(this.src);
        return Promise.resolve();
      },
    }),
  );
  return played;
}

function desktopButton(el: NotifToasts): HTMLButtonElement | null {
  return el.shadowRoot!.querySelector('[part~="desktop-button"]');
}

/** Toasts that do not poll, with a closed popover inbox of the same store whose refresh() brings arrivals in. */
async function toastsWithRefresh(
  api: InProcessApi,
  options: { desktop?: boolean; sound?: string } = {},
): Promise<{ el: NotifToasts; refresh: () => Promise<void> }> {
  const baseUrl = uniqueBaseUrl();
  const page = await fixture<HTMLElement>(
    html`<div>
      <notif-inbox
        base-url=${baseUrl}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="0"
        .fetch=${api.fetch}
      ></notif-inbox>
      ${toastsTemplate(api, { baseUrl, pollInterval: 0, ...options })}
    </div>`,
  );
  const inbox = page.querySelector<NotifInbox>('notif-inbox')!;
  await waitFor(() => inbox.shadowRoot!.querySelector('[part~="badge"]'), { message: 'the counts read' });
  return { el: page.querySelector('notif-toasts')!, refresh: () => inbox.refresh() };
}

describe('<notif-toasts> desktop notifications', () => {
  let notifications: NotificationStub;
  afterEach(() => {
    while (restores.length > 0) restores.pop()!();
    clearNotifStorage();
  });

  it('shows a hidden page’s arrival as a desktop notification, found by its own polling, and no toast', async () => {
    notifications = stubbed(stubNotifications('granted'));
    const visibility = stubbed(stubVisibility());
    const api = inProcessApi();
    const el = await mountToasts(api, { desktop: true });
    visibility.set('hidden');
    // With a link, so the click's detail.url can be checked against what the card would follow.
    const { transactionId } = await api.client.trigger({
      name: 'welcome',
      to: ADA,
      payload: { name: 'Away', url: '/inbox/away?from=desktop' },
    });
    const message = (await api.client.listFeed(ADA, { limit: 20 })).data.find(
      (m) => m.transactionId === transactionId,
    )!;
    await waitFor(() => notifications.shown.length === 1, { message: 'a desktop notification' });
    const [shown] = notifications.shown;
    expect(shown!.title).to.equal('Welcome, Away!');
    expect(shown!.options.tag).to.equal(message._id);
    expect(shown!.options.body).to.be.a('string').and.not.equal('');
    expect(toasts(el)).to.have.length(0);

    const clicks: string[] = [];
    const urls: (string | undefined)[] = [];
    el.addEventListener('notif-message-click', (event) => {
      clicks.push(event.detail.message._id!);
      urls.push(event.detail.url);
      event.preventDefault();
    });
    let focused = 0;
    restores.push(replaceProperty(window, 'focus', { writable: true, value: () => focused++ }));
    visibility.set('visible');
    shown!.click();
    expect(focused, 'the tab brought to the front').to.equal(1);
    expect(clicks).to.deep.equal([message._id]);
    // The checked URL, as the card would follow it: a desktop click routes like a card's.
    const redirect = message.cta?.type === 'redirect' ? safeUrl(message.cta.data?.url)?.href : undefined;
    expect(urls).to.deep.equal([redirect]);
    expect(redirect).to.equal(new URL('/inbox/away?from=desktop', location.href).href);
    expect(shown!.closed).to.equal(true);
    await waitFor(
      async () =>
        (await api.client.listFeed(ADA, { limit: 5 })).data.find((m) => m._id === message._id)?.read,
      {
        message: 'the service has it read',
      },
    );
  });

  it('shows a toast instead while the permission is denied', async () => {
    notifications = stubbed(stubNotifications('denied'));
    const visibility = stubbed(stubVisibility());
    const api = inProcessApi();
    const { el, refresh } = await toastsWithRefresh(api, { desktop: true });
    visibility.set('hidden');
    await welcome(api, 'Denied');
    await refresh();
    await waitFor(() => toastSubjects(el).join() === 'Welcome, Denied!');
    expect(notifications.shown).to.have.length(0);
    expect(desktopButton(el), 'nothing to offer once decided').to.equal(null);
  });

  it('offers the permission with the toasts, asks it from a click, once for the site, then notifies a hidden page', async () => {
    notifications = stubbed(stubNotifications('default', 'granted'));
    const visibility = stubbed(stubVisibility());
    const api = inProcessApi();
    const { el, refresh } = await toastsWithRefresh(api, { desktop: true });
    await welcome(api, 'Asked');
    await refresh();
    await waitFor(() => toastSubjects(el).length === 1);
    const button = (await waitFor(() => desktopButton(el)))!;
    expect(button.textContent!.trim()).to.equal('Enable desktop notifications');
    const box = button.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await waitFor(() => notifications.requests === 1, { message: 'asked once' });
    expect(localStorage.getItem(ASKED_KEY), 'recorded for every tab').to.be.a('string');
    await waitFor(() => desktopButton(el) === null, { message: 'the button went' });

    visibility.set('hidden');
    await welcome(api, 'Granted');
    await refresh();
    await waitFor(() => notifications.shown.map((n) => n.title).join() === 'Welcome, Granted!');
  });

  it('no longer offers the button once another tab asked, and refuses to ask without a gesture', async () => {
    notifications = stubbed(stubNotifications('default'));
    const api = inProcessApi();
    const { el, refresh } = await toastsWithRefresh(api, { desktop: true });
    await welcome(api, 'Offered');
    await refresh();
    await waitFor(() => desktopButton(el));
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
    window.dispatchEvent(new StorageEvent('storage', { key: ASKED_KEY })); // as another tab's ask arrives
    await waitFor(() => desktopButton(el) === null, { message: 'the button went' });

    localStorage.removeItem(ASKED_KEY);
    stubActivation({ hasBeenActive: true, isActive: false });
    let refused: unknown;
    await el.requestDesktopPermission().catch((error: unknown) => (refused = error));
    expect(String(refused)).to.match(/requestDesktopPermission\(\) must be called while handling a click/);
    expect(notifications.requests, 'no prompt').to.equal(0);
    expect(localStorage.getItem(ASKED_KEY)).to.equal(null);
  });

  it('offers no button on a phone-wide screen, where desktop notifications are not a thing', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    notifications = stubbed(stubNotifications('default'));
    const before = { width: window.innerWidth, height: window.innerHeight };
    try {
      await resizeViewport({ width: 390, height: 844 });
      const api = inProcessApi();
      const { el, refresh } = await toastsWithRefresh(api, { desktop: true });
      await welcome(api, 'On a phone');
      await refresh();
      await waitFor(() => toastSubjects(el).length === 1, { message: 'the toast' });
      // Rendered (the permission is still to ask), yet neither painted nor in the accessibility tree; the toast
      // itself shows as ever.
      const button = (await waitFor(() => desktopButton(el), { message: 'the button rendered' }))!;
      expect(getComputedStyle(button).display).to.equal('none');
      expect(toasts(el)[0]!.getBoundingClientRect().width).to.be.greaterThan(0);

      // Back at a desktop's width, the same toasts offer it.
      await resizeViewport({ width: 1280, height: 800 });
      await waitFor(() => desktopButton(el)?.getBoundingClientRect().width, { message: 'the button' });
    } finally {
      await resizeViewport(before);
    }
  });
});

describe('<notif-toasts> sound', () => {
  afterEach(() => {
    while (restores.length > 0) restores.pop()!();
    clearNotifStorage();
  });

  it('plays once per batch once the page has had a gesture, and never with a desktop notification', async () => {
    const played = recordSounds();
    const activation = { hasBeenActive: false, isActive: false };
    stubActivation(activation);
    const notifications = stubbed(stubNotifications('granted'));
    const visibility = stubbed(stubVisibility());
    const api = inProcessApi();
    const { el, refresh } = await toastsWithRefresh(api, { desktop: true, sound: '/sounds/ping.mp3' });

    await welcome(api, 'Before');
    await refresh();
    await waitFor(() => toastSubjects(el).length === 1);
    expect(played, 'no sound before a gesture').to.deep.equal([]);

    activation.hasBeenActive = true;
    await welcome(api, 'Batch one');
    await welcome(api, 'Batch two');
    await refresh();
    await waitFor(() => toastSubjects(el).length === 3);
    expect(played, 'one sound for the batch of two').to.deep.equal([
      new URL('/sounds/ping.mp3', location.href).href,
    ]);

    visibility.set('hidden');
    await welcome(api, 'Hidden');
    await refresh();
    await waitFor(() => notifications.shown.length === 1);
    expect(played, 'the desktop notification has its own').to.have.length(1);
  });

  it('refuses a sound that is not http:, https: or relative, with a warning naming it', async () => {
    const played = recordSounds();
    stubActivation({ hasBeenActive: true, isActive: false });
    const warnings: string[] = [];
    restores.push(
      replaceProperty(console, 'warn', { writable: true, value: (text: string) => warnings.push(text) }),
    );
    const api = inProcessApi();
    const { el, refresh } = await toastsWithRefresh(api, { sound: 'javascript:alert(1)' });
    expect(warnings.filter((text) => text.includes('sound="javascript:alert(1)"'))).to.have.length(1);
    await welcome(api, 'Quiet');
    await refresh();
    await waitFor(() => toastSubjects(el).length === 1);
    expect(played).to.deep.equal([]);
  });
});
