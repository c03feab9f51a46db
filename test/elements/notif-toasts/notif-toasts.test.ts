/**
 * `<notif-toasts>` against the local API in the page: what arrives while the page is open shows as toasts, said once
 * in a polite live region; a toast is the message card (a click reads it on the service), dismissed by its button or
 * Escape, and held while hovered (docs/decisions.md#toasts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { NotifToasts } from '../../../src/elements/notif-toasts/notif-toasts.js';
import '../../../src/index.js';
import { triggerHostileMessage } from '../../support/hostile-message.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { clearNotifStorage, replaceProperty } from '../../support/push-stubs.js';
import {
  ADA,
  mountToasts,
  saidBy,
  toastCards,
  toastOf,
  toastSubjects,
  toasts,
  welcome,
} from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';
import { has, requireCapability } from '../../support/capabilities.js';
import { expectAccessible } from '../../support/accessible.js';

describe('<notif-toasts>', () => {
  afterEach(() => clearNotifStorage());

  it('shows one toast for a message triggered while the page is open, said politely; none for the first load', async () => {
    const api = inProcessApi();
    const el = await mountToasts(api);
    const polls = api.sent('GET', /\/notifications\/unseen$/).length;
    await waitFor(() => api.sent('GET', /\/notifications\/unseen$/).length > polls + 1, {
      message: 'two more polls',
    });
    expect(toasts(el), 'nothing toasted from the first load').to.have.length(0);
    expect(saidBy(el)).to.equal('');

    await welcome(api, 'Newcomer');
    await waitFor(() => toastSubjects(el).join() === 'Welcome, Newcomer!');
    expect(toasts(el)).to.have.length(1);
    expect(saidBy(el)).to.equal('1 new notification: Welcome, Newcomer!');
    expect(document.activeElement, 'no focus taken').to.equal(document.body);
  });

  it('reads the message on the service when its toast is clicked, and the toast goes', async () => {
    const api = inProcessApi();
    const el = await mountToasts(api);
    const message = await welcome(api, 'Reader');
    await waitFor(() => toastSubjects(el).length === 1);
    const clicked: string[] = [];
    el.addEventListener('notif-message-click', (event) => {
      clicked.push(event.detail.message._id!);
      event.preventDefault();
    });
    toastCards(el)[0]!.click();
    expect(clicked).to.deep.equal([message._id]);
    await waitFor(
      async () =>
        (await api.client.listFeed(ADA, { limit: 5 })).data.find((m) => m._id === message._id)?.read,
      {
        message: 'the service has it read',
      },
    );
    await waitFor(() => toasts(el).length === 0, { message: 'the toast went' });
  });

  it('dismisses a toast with its button, and the focused one with Escape, the next toast taking the focus', async () => {
    const api = inProcessApi();
    const el = await mountToasts(api);
    for (const name of ['One', 'Two', 'Three']) await welcome(api, name);
    await waitFor(() => toastSubjects(el).length === 3);
    toastOf(el, 'Welcome, Three!')!.querySelector<HTMLButtonElement>('[part~="dismiss"]')!.click();
    await waitFor(() => toastSubjects(el).join() === 'Welcome, One!,Welcome, Two!');
    toastCards(el)[0]!.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => toastSubjects(el).join() === 'Welcome, Two!');
    expect(el.shadowRoot!.activeElement, 'the next toast has the focus').to.equal(toastCards(el)[0]);
  });
});

describe('<notif-toasts> look and bad input', () => {
  const restores: (() => void)[] = [];
  afterEach(async () => {
    while (restores.length > 0) restores.pop()!();
    if (await has('media emulation')) await emulateMedia({ reducedMotion: 'no-preference' });
    clearNotifStorage();
  });

  it('falls back to the default of a wrong position, max or duration, with one warning naming each', async () => {
    const warnings: string[] = [];
    restores.push(
      replaceProperty(console, 'warn', { writable: true, value: (text: string) => warnings.push(text) }),
    );
    const api = inProcessApi();
    const el = await fixture<NotifToasts>(
      html`<notif-toasts
        base-url=${uniqueBaseUrl()}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="100"
        position="middle"
        max="-1"
        duration="soon"
        .fetch=${api.fetch}
      ></notif-toasts>`,
    );
    for (const bad of ['position="middle"', 'max="-1"', 'duration="soon"'])
      expect(
        warnings.filter((text) => text.includes(bad)),
        bad,
      ).to.have.length(1);
    expect(warnings).to.have.length(3);
    for (const name of ['A', 'B', 'C', 'D']) await welcome(api, name);
    await waitFor(() => toastSubjects(el).length === 3, { message: 'three toasts, the default max' });
    expect(el.shadowRoot!.querySelector('[part~="more"]')!.textContent!.trim()).to.equal('+1 more');
    const stack = el.shadowRoot!.querySelector<HTMLElement>('[part~="stack"]')!.getBoundingClientRect();
    expect(stack.right, 'at the bottom end, the default').to.be.closeTo(innerWidth - 16, 1);
    expect(stack.bottom).to.be.closeTo(innerHeight - 16, 1);
    el.max = 0;
    await el.updateComplete;
    expect(warnings.filter((text) => text.includes('max="0"'))).to.have.length(1);
  });

  it('mirrors its corner on a right-to-left page', async () => {
    const api = inProcessApi();
    const el = await mountToasts(api, { position: 'top-end', locale: 'ar' });
    await waitFor(() => el.getAttribute('dir') === 'rtl');
    await welcome(api, 'RTL');
    await waitFor(() => toastSubjects(el).length === 1);
    const stack = el.shadowRoot!.querySelector<HTMLElement>('[part~="stack"]')!.getBoundingClientRect();
    expect(stack.left, 'the end of a right-to-left page is its left').to.be.closeTo(16, 1);
    expect(stack.top).to.be.closeTo(16, 1);
  });

  it('enters with a short animation, and without one for reduced motion', async function () {
    await requireCapability(this, 'media emulation');
    const api = inProcessApi();
    const el = await mountToasts(api);
    await welcome(api, 'Moving');
    await waitFor(() => toasts(el).length === 1);
    expect(getComputedStyle(toasts(el)[0]!).animationName).to.equal('toast-in');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(toasts(el)[0]!).animationName).to.equal('none');
  });

  it('renders a hostile message as text, and is accessible with a toast open', async () => {
    delete (window as { __xss?: unknown }).__xss;
    const api = inProcessApi();
    const el = await mountToasts(api);
    const hostile = await triggerHostileMessage(api.client);
    await waitFor(() => toastSubjects(el).length === 1);
    const card = toastCards(el)[0]!;
    expect(card.shadowRoot!.querySelector('[part~="subject"]')!.textContent!.trim()).to.equal(
      hostile.subject,
    );
    expect(card.shadowRoot!.querySelector('img[onerror], script, b')).to.equal(null);
    expect(card.shadowRoot!.querySelector('[part~="link"]'), 'no javascript: link').to.equal(null);
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
    // Checked once the toast has entered: halfway through its fade, its colours are not yet the ones a person reads.
    await Promise.all(
      toasts(el).flatMap((toast) => toast.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await expectAccessible(el);
  });
});
