/**
 * Every element dropped into the pages customers' sites are made of (test/support/host-layout.ts): in each, what a
 * person sees: the element at a size of its own, the popover panel and the toasts inside the viewport and on top of
 * the page (the points of the panel and of a row reach the element, through the shadow roots), and text that follows
 * the page's text size and keeps its own shape.
 */
import { expect } from '@open-wc/testing';
import '../../src/entries/inbox.js';
import '../../src/entries/toasts.js';
import '../../src/entries/push-register.js';
import '../../src/entries/activity.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import type { NotifToasts } from '../../src/elements/notif-toasts/notif-toasts.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../support/in-process-api.js';
import { has } from '../support/capabilities.js';
import { resizeViewport } from '../support/viewport.js';
import { waitFor } from '../support/wait-for.js';
import { localMessage } from '../support/local-message.js';
import { ADA, toasts, welcome } from '../support/toasts.js';
import {
  HOST_LAYOUTS,
  PAGE_TEXT_PX,
  centreHits,
  insideViewport,
  mountInLayout,
  type HostLayout,
} from '../support/host-layout.js';

/** The element's base text: 0.875 of the page's. */
const BASE_PX = PAGE_TEXT_PX * 0.875;

function configured<T extends HTMLElement>(
  tag: string,
  api: InProcessApi,
  attributes: Record<string, string> = {},
): T {
  const element = document.createElement(tag) as T & { fetch?: typeof fetch };
  element.setAttribute('base-url', uniqueBaseUrl());
  element.setAttribute('api-key', DEV_KEY);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.fetch = api.fetch;
  return element;
}

const part = (root: Element, name: string) =>
  root.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** The inbox's message rows, once rendered with their subjects. */
function rows(inbox: NotifInbox): NotifMessage[] {
  return [...inbox.shadowRoot!.querySelectorAll<NotifMessage>('[part~="list"] notif-message')].filter((row) =>
    row.shadowRoot?.querySelector('[part~="subject"]'),
  );
}

/** The text of `node` is the page's text size (scaled as the element scales it), in its own shape. */
function expectOwnText(node: Element, what: string, layout: HostLayout, size = BASE_PX): void {
  const style = getComputedStyle(node);
  if (layout.unsetsHosts) {
    expect(parseFloat(style.fontSize), `${what}: readable text`).to.be.at.least(12);
    return;
  }
  const fontSize = parseFloat(style.fontSize);
  expect(fontSize, `${what}: text size follows the page's text`).to.be.closeTo(size, 0.6);
  expect(style.textTransform, `${what}: text-transform`).to.equal('none');
  expect(
    style.letterSpacing === 'normal' || parseFloat(style.letterSpacing) === 0,
    `${what}: letter-spacing`,
  ).to.equal(true);
  const lineHeight = style.lineHeight === 'normal' ? fontSize * 1.2 : parseFloat(style.lineHeight);
  expect(lineHeight, `${what}: line height`).to.be.below(fontSize * 2);
  expect(style.wordBreak, `${what}: word-break`).to.equal('normal');
  expect(style.hyphens, `${what}: hyphens`).to.equal('manual');
  expect(style.lineBreak, `${what}: line-break`).to.equal('auto');
  expect(style.textShadow, `${what}: text-shadow`).to.equal('none');
}

/** The element's text is the page's (scaled as the element scales it); under a reset of its host, readable. */
function expectPageSizedText(element: Element, layout: HostLayout): void {
  const size = parseFloat(getComputedStyle(element).fontSize);
  if (layout.unsetsHosts) expect(size, 'readable text').to.be.at.least(12);
  else expect(size, 'text follows the page').to.be.closeTo(BASE_PX, 0.6);
}

describe('the elements in the host pages customers build', () => {
  let unmount: (() => void) | undefined;
  before(async () => {
    if (await has('viewport resizing')) await resizeViewport({ width: 1280, height: 800 });
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    scrollTo(0, 0);
    localStorage.clear();
  });

  function mount<T extends HTMLElement>(layout: HostLayout, element: T): T {
    unmount = mountInLayout(layout, element);
    return element;
  }

  for (const layout of HOST_LAYOUTS) {
    describe(`in ${layout.name}`, () => {
      it('the inline inbox has a width of its own, shows its rows and reaches the pointer', async () => {
        const api = inProcessApi();
        const inbox = mount(
          layout,
          configured<NotifInbox>('notif-inbox', api, {
            mode: 'inline',
            'subscriber-id': ADA,
            'poll-interval': '0',
            'no-seen-on-view': '',
          }),
        );
        await waitFor(() => rows(inbox).length >= 4, { message: 'four rows rendered' });
        const width = inbox.getBoundingClientRect().width;
        const room = document.documentElement.clientWidth - 16;
        if (layout.shrinkToFit)
          expect(width, "the popover panel's width").to.be.closeTo(Math.min(400, room), 1);
        else if (layout.name.includes('sidebar')) expect(width, "the sidebar's width").to.be.closeTo(300, 1);
        else expect(width, 'a width a person can read').to.be.at.least(280);
        const first = rows(inbox)[0]!;
        if (!layout.clips)
          expect(centreHits(first), 'the first row is what a pointer reaches').to.equal(true);
        if (!layout.clips && !layout.markup.includes('<dialog')) {
          const reached = rows(inbox).filter(
            (row) => insideViewport(row.getBoundingClientRect()) && centreHits(row),
          );
          expect(reached.length, 'four rows in view').to.be.at.least(4);
        }
        expectOwnText(part(first, 'subject')!, 'the subject', layout);
      });

      it('the popover panel opens inside the viewport, on top of the page', async () => {
        const api = inProcessApi();
        const inbox = mount(
          layout,
          configured<NotifInbox>('notif-inbox', api, {
            'subscriber-id': ADA,
            'poll-interval': '0',
            'no-seen-on-view': '',
          }),
        );
        await inbox.updateComplete;
        expect(centreHits(part(inbox, 'bell')!), 'the bell is what a pointer reaches').to.equal(true);
        inbox.show();
        await waitFor(() => rows(inbox).length >= 2, { message: 'rows in the open panel' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const panel = part(inbox, 'panel')!;
        const rect = panel.getBoundingClientRect();
        expect(insideViewport(rect), `the panel inside the viewport (${JSON.stringify(rect)})`).to.equal(
          true,
        );
        expect(rect.width, "the panel's width").to.be.at.least(
          Math.min(400, document.documentElement.clientWidth - 16) - 1,
        );
        expect(centreHits(part(inbox, 'title')!), "the panel's title is what a pointer reaches").to.equal(
          true,
        );
        const first = rows(inbox)[0]!;
        expect(centreHits(first), 'the first row is what a pointer reaches').to.equal(true);
        expectOwnText(part(first, 'subject')!, 'the subject', layout);
        expectOwnText(part(inbox, 'tab')!, 'a tab', layout);
      });

      it('a message card has a size of its own and readable text', async () => {
        const api = inProcessApi();
        const card = mount(
          layout,
          configured<NotifMessage>('notif-message', api, { 'subscriber-id': ADA, 'no-seen-on-view': '' }),
        );
        card.message = localMessage({
          subject: 'Your invoice is ready',
          content: 'Open it to see the amount.',
        });
        await waitFor(() => part(card, 'subject') !== null, { message: 'the card rendered' });
        expect(card.getBoundingClientRect().width, 'a card a person can read').to.be.at.least(150);
        expect(centreHits(part(card, 'subject')!), 'the subject is what a pointer reaches').to.equal(true);
        expectOwnText(part(card, 'subject')!, 'the subject', layout);
      });

      it('a toast shows on top of the page, inside the viewport', async () => {
        const api = inProcessApi();
        const before = api.sent('GET', /\/notifications\/unseen$/).length;
        const element = mount(
          layout,
          configured<NotifToasts>('notif-toasts', api, {
            'subscriber-id': ADA,
            'poll-interval': '100',
            duration: '0',
          }),
        );
        await waitFor(() => api.sent('GET', /\/notifications\/unseen$/).length > before, {
          message: 'the counts read',
        });
        await welcome(api, 'Layout');
        await waitFor(
          () =>
            toasts(element).some((toast) =>
              toast.querySelector('notif-message')?.shadowRoot?.querySelector('[part~="subject"]'),
            ),
          {
            message: 'a toast',
          },
        );
        const toast = toasts(element)[0]!;
        expect(insideViewport(toast.getBoundingClientRect()), 'the toast inside the viewport').to.equal(true);
        expect(centreHits(toast), 'the toast is what a pointer reaches').to.equal(true);
        const card = toast.querySelector('notif-message')!;
        expectOwnText(part(card, 'subject')!, 'the subject', layout);
      });

      it('the push register shows its button in readable text', async () => {
        const api = inProcessApi();
        const element = mount(
          layout,
          configured<HTMLElement>('notif-push-register', api, { 'subscriber-id': ADA, 'provider-id': 'fcm' }),
        );
        await waitFor(() => part(element, 'base') !== null, { message: 'rendered' });
        const shown = part(element, 'button') ?? part(element, 'message') ?? part(element, 'base')!;
        expect(element.getBoundingClientRect().width, 'a size of its own').to.be.at.least(40);
        expect(centreHits(shown), 'what it shows is what a pointer reaches').to.equal(true);
        expectPageSizedText(element, layout);
        expect(getComputedStyle(shown).textTransform).to.equal('none');
      });

      it('the activity log shows its rows in readable text', async () => {
        const api = inProcessApi();
        const element = mount(layout, configured<HTMLElement>('notif-activity', api));
        await waitFor(() => part(element, 'row') !== null, { message: 'its rows' });
        expect(element.getBoundingClientRect().width, 'a size of its own').to.be.at.least(200);
        // A row may lay out as its cells alone (display: contents, at narrow widths): the first of them with a box.
        const row = [part(element, 'row')!, ...part(element, 'row')!.querySelectorAll('*')].find((node) => {
          const rect = node.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0;
        })!;
        if (!layout.clips && !layout.covered && !layout.markup.includes('<dialog')) {
          row.scrollIntoView({ block: 'center' });
          expect(centreHits(row, 8), 'a row is what a pointer reaches').to.equal(true);
        }
        expectPageSizedText(element, layout);
        expect(getComputedStyle(row).textTransform).to.equal('none');
      });
    });
  }
});
