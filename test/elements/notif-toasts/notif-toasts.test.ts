/**
 * `<notif-toasts>` against the local API in the page: what arrives while the page is open shows as toasts, said once
 * in a polite live region; a toast is the message card (a click reads it on the service), dismissed by its button or
 * Escape, and held while hovered (docs/decisions.md#toasts).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/index.js';
import { inProcessApi } from '../../support/in-process-api.js';
import { clearNotifStorage } from '../../support/push-stubs.js';
import { ADA, mountToasts, saidBy, toastCards, toastOf, toastSubjects, toasts, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

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
    await waitFor(async () => (await api.client.listFeed(ADA, { limit: 5 })).data.find((m) => m._id === message._id)?.read, {
      message: 'the service has it read',
    });
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
