/**
 * `<notif-toasts>` as its tests mount and read it: each with a base URL of its own (so a store of its own, and a
 * record of shown arrivals of its own), the development key and the local API in the page.
 */
import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { Message } from '../../src/api/types.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import type { NotifToasts } from '../../src/elements/notif-toasts/notif-toasts.js';
import { DEV_KEY, uniqueBaseUrl, type InProcessApi } from './in-process-api.js';
import { waitFor } from './wait-for.js';

export const ADA = 'subscriber-ada';

export interface ToastsOptions {
  baseUrl?: string;
  pollInterval?: number;
  duration?: number;
  max?: number;
  position?: string;
  desktop?: boolean;
  sound?: string;
  locale?: string;
}

/** The element's markup, for a fixture of its own or beside an inbox. */
export function toastsTemplate(api: InProcessApi, options: ToastsOptions = {}): TemplateResult {
  return html`<notif-toasts
    base-url=${options.baseUrl ?? uniqueBaseUrl()}
    subscriber-id=${ADA}
    api-key=${DEV_KEY}
    poll-interval=${options.pollInterval ?? 100}
    duration=${options.duration ?? 0}
    max=${options.max ?? 3}
    position=${options.position ?? 'bottom-end'}
    ?desktop=${options.desktop ?? false}
    sound=${options.sound ?? ''}
    locale=${options.locale ?? ''}
    .fetch=${api.fetch}
  ></notif-toasts>`;
}

/** A `<notif-toasts>` of subscriber-ada, once it read the counts it starts from (what is there is never toasted). */
export async function mountToasts(api: InProcessApi, options: ToastsOptions = {}): Promise<NotifToasts> {
  const before = api.sent('GET', /\/notifications\/unseen$/).length;
  const el = await fixture<NotifToasts>(toastsTemplate(api, options));
  await waitFor(() => api.sent('GET', /\/notifications\/unseen$/).length > before, {
    message: 'the toasts read the unseen count',
  });
  return el;
}

/** The toasts shown, in the stack's order: oldest first (the stack puts the newest nearest its corner). */
export function toasts(el: NotifToasts): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="toast"]')];
}

/** The message card of each toast shown, oldest first. */
export function toastCards(el: NotifToasts): NotifMessage[] {
  return toasts(el).map((toast) => toast.querySelector<NotifMessage>('notif-message')!);
}

/** The subjects the toasts show, oldest first (once their cards rendered). */
export function toastSubjects(el: NotifToasts): string[] {
  return toastCards(el).map(
    (card) => card.shadowRoot?.querySelector('[part~="subject"]')?.textContent?.trim() ?? '',
  );
}

/** The toast whose card shows `subject`. */
export function toastOf(el: NotifToasts, subject: string): HTMLElement | undefined {
  return toasts(el).find(
    (toast) =>
      toast
        .querySelector('notif-message')
        ?.shadowRoot?.querySelector('[part~="subject"]')
        ?.textContent?.trim() === subject,
  );
}

/** What the element's live region says now. */
export function saidBy(el: HTMLElement): string {
  return el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!.trim();
}

/** Triggers the welcome workflow for Ada; resolves to the in-app message it made. */
export async function welcome(api: InProcessApi, name: string): Promise<Message> {
  const { transactionId } = await api.client.trigger({ name: 'welcome', to: ADA, payload: { name } });
  const { data } = await api.client.listFeed(ADA, { limit: 20 });
  const message = data.find((m) => m.transactionId === transactionId);
  if (!message) throw new Error('welcome: the trigger made no in-app message');
  return message;
}
