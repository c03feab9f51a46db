import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { Message } from '../../../src/api/types.js';
import '../../../src/entries/message.js';
import type { NotifMessage } from '../../../src/elements/notif-message/notif-message.js';
import type { NotifActionEvent } from '../../../src/events/notif-action.js';
import type { NotifMessageClickEvent } from '../../../src/events/notif-message-click.js';
import { fullDate, shortTime } from '../../../src/utils/message-time.js';
import type { SafeUrl } from '../../../src/elements/shared/safe-url.js';
import { BASE_URL, DEV_KEY, inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { localMessage } from '../../support/local-message.js';
import { underEachMotionPreference } from '../../support/reduced-motion.js';
import { waitFor } from '../../support/wait-for.js';
import { HOSTILE_PAYLOAD, triggerHostileMessage } from '../../support/hostile-message.js';
import { requireCapability } from '../../support/capabilities.js';
import { BUILT_IN_LOCALES } from '../../../src/i18n/locales.js';
import { loadPack } from '../../../src/i18n/locales/packs.js';
import { expectAccessible } from '../../support/accessible.js';

const SUBSCRIBER = 'subscriber-ada';
const MARK_AS = /\/v1\/subscribers\/subscriber-ada\/messages\/mark-as$/;

const message = localMessage;

/** A URL of this very document, so following it changes the hash and never unloads the test page. */
function sameDocument(hash: string): string {
  return `${location.href.split('#')[0]}#${hash}`;
}

function part<T extends Element = HTMLElement>(el: NotifMessage, name: string): T | null {
  return el.shadowRoot!.querySelector<T & Element>(`[part~="${name}"]`);
}

function parts<T extends Element = HTMLElement>(el: NotifMessage, name: string): T[] {
  return [...el.shadowRoot!.querySelectorAll<T & Element>(`[part~="${name}"]`)];
}

/** Replaces the element's `navigate` with a recorder, so a test sees what would have been followed. */
function recordNavigation(el: NotifMessage): SafeUrl[] {
  const followed: SafeUrl[] = [];
  (el as unknown as { navigate(url: SafeUrl): void }).navigate = (url) => followed.push(url);
  return followed;
}

/** Every event of `type` the element fires from now on. */
function record<T extends Event>(el: EventTarget, type: string): T[] {
  const events: T[] = [];
  el.addEventListener(type, (event) => events.push(event as T));
  return events;
}

/** An element without a session. The message is set as a property after creation, as an inbox or a framework does. */
async function standalone(m: unknown): Promise<NotifMessage> {
  const el = await fixture<NotifMessage>(html`<notif-message></notif-message>`);
  el.message = m as Message;
  await el.updateComplete;
  return el;
}

/** An element with its own session on the in-process local API; seen-on-view off unless asked for. */
async function connected(api: InProcessApi, m: Message, { seenOnView = false } = {}): Promise<NotifMessage> {
  const el = await fixture<NotifMessage>(
    html`<notif-message
      base-url=${BASE_URL}
      subscriber-id=${SUBSCRIBER}
      api-key=${DEV_KEY}
      ?no-seen-on-view=${!seenOnView}
      .fetch=${api.fetch}
      .message=${m}
    ></notif-message>`,
  );
  await el.updateComplete;
  return el;
}

async function feed(api: InProcessApi): Promise<Message[]> {
  return (await api.client.listFeed(SUBSCRIBER, { limit: 50 })).data;
}

async function find(api: InProcessApi, test: (m: Message) => boolean): Promise<Message> {
  const found = (await feed(api)).find(test);
  if (!found) throw new Error('the demo seed has no such message');
  return found;
}

async function stateOf(api: InProcessApi, id: string): Promise<Message | undefined> {
  return (await feed(api)).find((m) => m._id === id);
}

/**
 * The tooltip `button` shows now: its `data-tooltip`, when its `::after` draws it (engines report that content
 * resolved, `"Mark as read"`, or as written, `attr(data-tooltip)`); else undefined.
 */
function shownTooltip(button: HTMLElement): string | undefined {
  const content = getComputedStyle(button, '::after').content;
  const name = button.dataset.tooltip;
  return content === `"${name}"` || content === 'attr(data-tooltip)' ? name : undefined;
}

const plainUnread = (m: Message) =>
  !m.read && !m.cta?.action?.buttons?.length && typeof m.content === 'string';

function clearPendingMarks(): void {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('notif-elements:')) localStorage.removeItem(key);
}

describe('<notif-message>', () => {
  beforeEach(clearPendingMarks);
  afterEach(() => {
    clearPendingMarks();
    history.replaceState(null, '', location.href.split('#')[0]);
  });

  describe('renders', () => {
    it('a string content as one paragraph, with subject, time and the base part', async () => {
      const m = message();
      const el = await standalone(m);
      expect(part(el, 'base')).not.to.equal(null);
      expect(part(el, 'subject')!.textContent).to.equal('Grace Hopper mentioned you');
      const paragraphs = parts(el, 'paragraph');
      expect(paragraphs).to.have.length(1);
      expect(paragraphs[0].tagName).to.equal('P');
      expect(paragraphs[0].textContent).to.equal('Can you double-check the rounding?');
      expect(part(el, 'body')!.contains(paragraphs[0])).to.equal(true);

      const time = part<HTMLTimeElement>(el, 'time')!;
      expect(time.tagName).to.equal('TIME');
      expect(time.dateTime).to.equal(m.createdAt);
      // The short form shows, drawn from its attribute by the styles, with an empty alternative text; the full date
      // is the tooltip and the time's text, what assistive technology reads, hidden from sight (so the short form
      // alone gives the time its width).
      expect(time.dataset.short).to.equal('5m');
      expect(getComputedStyle(time, '::before').content).to.match(/^(attr\(data-short\)|"5m") \/ ""$/);
      expect(time.getBoundingClientRect().width).to.be.greaterThan(0);
      expect(time.title).to.equal(fullDate(new Date(m.createdAt)));
      expect(time.textContent).to.equal(fullDate(new Date(m.createdAt)));
    });

    it('dates by its creation, the order of the list, even when delivered again later, in the locale', async () => {
      const created = new Date(Date.now() - 26 * 3_600_000).toISOString();
      const redelivered = new Date(Date.now() - 3_600_000).toISOString();
      const el = await fixture<NotifMessage>(
        html`<notif-message
          locale="de"
          .message=${message({ createdAt: created, deliveredAt: [created, redelivered] })}
        ></notif-message>`,
      );
      const time = part<HTMLTimeElement>(el, 'time')!;
      expect(time.dateTime, 'its creation, not its latest delivery').to.equal(created);
      // A day ago, in German: "1 T" (English would be "1d").
      expect(time.dataset.short).to.equal(shortTime(new Date(created), Date.now(), 'de'));
      expect(shortTime(new Date(created), Date.now(), 'de')).not.to.equal('1d');
      expect(time.title).to.equal(fullDate(new Date(created), 'de'));
    });

    it('EmailBlocks: text as paragraphs and buttons as links or text, each with its alignment', async () => {
      const el = await standalone(
        message({
          content: [
            { type: 'text', content: 'Left text', styles: { textAlign: 'left' } },
            { type: 'text', content: 'Centred text', styles: { textAlign: 'center' } },
            { type: 'text', content: 'Right text', styles: { textAlign: 'right' } },
            { type: 'text', content: 'No style' },
            { type: 'button', content: 'Same origin', url: '/notes', styles: { textAlign: 'center' } },
            {
              type: 'button',
              content: 'Other origin',
              url: 'https://other.example.org/notes',
              styles: { textAlign: 'right' },
            },
            { type: 'button', content: 'No url' },
          ],
        }),
      );
      const paragraphs = parts(el, 'paragraph');
      expect(paragraphs.map((p) => p.textContent!.trim())).to.deep.equal([
        'Left text',
        'Centred text',
        'Right text',
        'No style',
        'Same origin',
        'Other origin',
        'No url',
      ]);
      expect(paragraphs.map((p) => getComputedStyle(p).textAlign)).to.deep.equal([
        'start',
        'center',
        'end',
        'start',
        'center',
        'end',
        'start',
      ]);
      const links = parts<HTMLAnchorElement>(el, 'link');
      expect(links.map((a) => a.href)).to.deep.equal([
        new URL('/notes', location.href).href,
        'https://other.example.org/notes',
      ]);
      expect(links[0].hasAttribute('target')).to.equal(false);
      expect(links[1].target).to.equal('_blank');
      expect(links[1].rel).to.equal('noopener noreferrer');
      expect(part(el, 'link-text')!.textContent).to.equal('No url');
    });

    it('left and right alignments follow the writing direction of the text', async () => {
      const content = [
        { type: 'text', content: 'مرحبا بكم', styles: { textAlign: 'left' } },
        { type: 'text', content: 'Welcome', styles: { textAlign: 'left' } },
      ] as const;
      const el = await fixture<NotifMessage>(
        html`<div dir="rtl">
          <notif-message .message=${message({ content: [...content] })}></notif-message>
        </div>`,
      ).then((div) => div.querySelector('notif-message')!);
      const [arabic, english] = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="paragraph"]')];
      expect(getComputedStyle(arabic!).textAlign).to.equal('start');
      // start of right-to-left text is the right edge, and English text in a right-to-left page still reads left to right
      expect(getComputedStyle(arabic!).direction).to.equal('rtl');
      expect(getComputedStyle(english!).direction).to.equal('ltr');
    });

    it('primary and secondary action buttons inside the actions part', async () => {
      const el = await standalone(
        message({
          cta: {
            action: {
              status: 'pending',
              buttons: [
                { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
                { type: 'secondary', content: 'Decline' },
              ],
            },
          },
        }),
      );
      const actions = part(el, 'actions')!;
      const primary = part<HTMLButtonElement>(el, 'button-primary')!;
      const secondary = part<HTMLButtonElement>(el, 'button-secondary')!;
      expect(actions.contains(primary) && actions.contains(secondary)).to.equal(true);
      expect(primary.textContent!.trim()).to.equal('Accept');
      expect(secondary.textContent!.trim()).to.equal('Decline');
      expect(primary.disabled || secondary.disabled).to.equal(false);
      expect(parts(el, 'button')).to.have.length(2);
    });

    it('a done action: the used button shows its result, every button is disabled', async () => {
      const buttons = [
        { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
        { type: 'secondary', content: 'Decline' },
      ];
      const el = await standalone(
        message({ cta: { action: { status: 'done', buttons, result: { type: 'primary' } } } }),
      );
      const primary = part<HTMLButtonElement>(el, 'button-primary')!;
      const secondary = part<HTMLButtonElement>(el, 'button-secondary')!;
      expect(primary.textContent!.trim()).to.equal('Accepted');
      expect(secondary.textContent!.trim()).to.equal('Decline');
      expect(primary.disabled && secondary.disabled).to.equal(true);
      expect(part(el, 'action-result')).to.equal(null);

      el.message = message({ cta: { action: { status: 'done', buttons, result: { type: 'secondary' } } } });
      await el.updateComplete;
      expect(part(el, 'button-secondary')!.textContent!.trim()).to.equal('Done');
      expect(part(el, 'button-primary')!.textContent!.trim()).to.equal('Accept');

      el.message = message({ cta: { action: { status: 'done', buttons } } });
      await el.updateComplete;
      expect(part(el, 'action-result')!.textContent!.trim()).to.equal('Done');
      expect(parts<HTMLButtonElement>(el, 'button').every((b) => b.disabled)).to.equal(true);
    });

    it('a delivery error or warning, discreetly, with the error text as its tooltip', async () => {
      const el = await standalone(message({ status: 'error', errorText: 'Provider rejected the message' }));
      const status = part(el, 'status')!;
      expect(status.textContent!.trim()).to.equal('Delivery failed');
      expect(status.title).to.equal('Provider rejected the message');
      expect(status.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');

      el.message = message({ status: 'warning' });
      await el.updateComplete;
      expect(part(el, 'status')!.textContent!.trim()).to.equal('Delivered with a warning');
      expect(part(el, 'status')!.hasAttribute('title')).to.equal(false);

      el.message = message({ status: 'sent', errorText: 'old' });
      await el.updateComplete;
      expect(part(el, 'status')).to.equal(null);
    });

    it('the avatar image, falling back to initials when it fails to load', async () => {
      const el = await standalone(
        message({ payload: { author: 'Grace Hopper', avatar: '/no-such-avatar.png' } }),
      );
      const img = part<HTMLImageElement>(el, 'avatar')!;
      expect(img.tagName).to.equal('IMG');
      expect(img.src).to.equal(new URL('/no-such-avatar.png', location.href).href);
      expect(img.getAttribute('alt')).to.equal('');
      expect(img.getAttribute('referrerpolicy')).to.equal('no-referrer');
      expect(img.getAttribute('loading')).to.equal('lazy');
      // The test server answers 404: the image errors and the initials take its place.
      await waitFor(() => part(el, 'avatar')!.tagName === 'SPAN', {
        message: 'the avatar to fall back to the initial',
        timeout: 3000,
      });
      expect(part(el, 'avatar')!.textContent).to.equal('GH');
      expect(part(el, 'avatar')!.getAttribute('aria-hidden')).to.equal('true');
    });

    it('initials of the person behind it, else an icon of the channel (never initials of a thing)', async () => {
      const el = await standalone(message({ payload: { author: 'Ada Lovelace', name: 'Zed' } }));
      expect(part(el, 'avatar')!.textContent).to.equal('AL');
      el.message = message({ payload: { name: 'Q3 invoices (CSV)' } });
      await el.updateComplete;
      expect(part(el, 'avatar')!.textContent!.trim()).to.equal('');
      expect(part(el, 'avatar')!.querySelector('svg')).not.to.equal(null);
      el.message = message({ payload: {} });
      await el.updateComplete;
      const icon = part(el, 'avatar')!;
      expect(icon.textContent!.trim()).to.equal('');
      expect(icon.querySelector('svg')).not.to.equal(null);
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      const bell = icon.innerHTML;
      el.message = message({ payload: {}, channel: 'email' });
      await el.updateComplete;
      expect(part(el, 'avatar')!.innerHTML).not.to.equal(bell);
    });

    it('unread and unseen indicators with text for screen readers', async () => {
      const el = await standalone(message({ read: false, seen: false }));
      expect(part(el, 'unread-indicator')!.textContent).to.equal('Unread');
      expect(part(el, 'unseen-indicator')!.textContent).to.equal('New');
      el.message = message({ read: false, seen: true });
      await el.updateComplete;
      expect(part(el, 'unread-indicator')).not.to.equal(null);
      expect(part(el, 'unseen-indicator')).to.equal(null);
      el.message = message({ read: true, seen: true });
      await el.updateComplete;
      expect(part(el, 'unread-indicator')).to.equal(null);
      expect(part(el, 'unseen-indicator')).to.equal(null);
    });

    it('its strings overridden', async () => {
      const el = await fixture<NotifMessage>(
        html`<notif-message
          .strings=${{ unseen: 'Neu', unread: 'Ungelesen', statusError: 'Fehlgeschlagen' }}
          .message=${message({ status: 'error' })}
        ></notif-message>`,
      );
      expect(part(el, 'unseen-indicator')!.textContent).to.equal('Neu');
      expect(part(el, 'unread-indicator')!.textContent).to.equal('Ungelesen');
      expect(part(el, 'status')!.textContent!.trim()).to.equal('Fehlgeschlagen');
    });

    it('is focusable by default and keeps a tabindex it was given', async () => {
      const el = await standalone(message());
      expect(el.getAttribute('tabindex')).to.equal('0');
      const managed = await fixture<NotifMessage>(
        html`<notif-message tabindex="-1" .message=${message()}></notif-message>`,
      );
      expect(managed.getAttribute('tabindex')).to.equal('-1');
    });

    it('reflects the theme', async () => {
      const el = await standalone(message());
      el.theme = 'dark';
      await el.updateComplete;
      expect(el.getAttribute('theme')).to.equal('dark');
    });

    it('no mark button without a session', async () => {
      const el = await standalone(message());
      expect(part(el, 'mark-button')).to.equal(null);
    });

    it('every shape of the demo seed without an error', async () => {
      const api = inProcessApi();
      for (const m of await feed(api)) {
        const el = await standalone(m);
        await el.updateComplete;
        expect(part(el, 'base'), m._id).not.to.equal(null);
      }
    });
  });

  describe('hostile data', () => {
    afterEach(() => {
      delete (window as { __xss?: unknown }).__xss;
    });

    it('renders markup from the API as text', async () => {
      const attack = '<img src=x onerror="window.__xss=1">';
      const el = await standalone(
        message({
          subject: attack,
          content: [
            { type: 'text', content: `<script>window.__xss=2</script>${attack}` },
            { type: 'button', content: attack, url: '/ok' },
          ],
          cta: { action: { buttons: [{ type: 'primary', content: attack }] } },
          payload: { author: attack },
          status: 'error',
          errorText: attack,
        }),
      );
      // Rendered: every text is there as text, and no element was made that could ever run the markup.
      expect(part(el, 'subject')!.textContent).to.equal(attack);
      expect(parts(el, 'paragraph')[0].textContent).to.equal(`<script>window.__xss=2</script>${attack}`);
      expect(part(el, 'link')!.textContent).to.equal(attack);
      expect(part(el, 'button-primary')!.textContent!.trim()).to.equal(attack);
      expect(part(el, 'status')!.title).to.equal(attack);
      expect(el.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
      expect(document.querySelectorAll('img[src="x"]')).to.have.length(0);
      expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
    });

    it('never turns a javascript: CTA, block URL or avatar into an href, a src or a navigation', async () => {
      const el = await standalone(
        message({
          cta: { type: 'redirect', data: { url: 'javascript:window.__xss=1' } },
          content: [
            { type: 'button', content: 'Evil', url: 'javascript:window.__xss=2' },
            { type: 'button', content: 'Hidden', url: ' java\tscript:window.__xss=3' },
            { type: 'button', content: 'Data', url: 'data:text/html,<script>window.__xss=4</script>' },
          ],
          payload: { avatar: 'javascript:window.__xss=5', author: 'Eve' },
        }),
      );
      const followed = recordNavigation(el);
      const clicks = record<NotifMessageClickEvent>(el, 'notif-message-click');
      part(el, 'subject')!.click();
      for (const span of parts(el, 'link-text')) span.click();
      // Each click was handled (its event fired), and a message navigates within the click, if at all.
      expect(clicks.length).to.be.greaterThan(0);
      // The event carries no URL to route with: the refused one is nowhere in its detail but the raw message.
      expect(clicks.map((event) => 'url' in event.detail)).to.deep.equal(clicks.map(() => false));
      expect(followed).to.deep.equal([]);
      expect(el.shadowRoot!.querySelectorAll('a, img')).to.have.length(0);
      const attributes = [...el.shadowRoot!.querySelectorAll('*')].flatMap((node) =>
        [...node.attributes].map((a) => a.value),
      );
      expect(attributes.some((value) => /script:|data:/i.test(value))).to.equal(false);
      expect(part(el, 'avatar')!.textContent).to.equal('E');
      expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
    });

    it('the hostile message, as the service makes it: text only, no link, no navigation, still marked read', async () => {
      const api = inProcessApi();
      const hostile = await triggerHostileMessage(api.client);
      expect(hostile.subject).to.equal(`${HOSTILE_PAYLOAD.author} mentioned you`);
      expect(hostile.cta?.data?.url).to.match(/^javascript:/);
      const el = await connected(api, hostile);
      const followed = recordNavigation(el);
      expect(part(el, 'subject')!.textContent).to.equal(hostile.subject);
      expect(el.shadowRoot!.querySelectorAll('img, a, script')).to.have.length(0);
      el.click();
      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
      expect(followed).to.deep.equal([]);
    });

    it('renders what is valid of wrong-typed data and never throws', async () => {
      const throwing = new Proxy(
        {},
        {
          get() {
            throw new Error('no reading');
          },
        },
      );
      const cases: unknown[] = [
        null,
        42,
        'a message',
        [],
        throwing,
        message({ subject: { text: 'x' }, content: 42, cta: 'redirect', payload: [], status: 7 }),
        message({
          content: [
            null,
            1,
            'x',
            { type: 'text' },
            { type: 'button', content: {} },
            { type: 'text', content: 'valid' },
          ],
        }),
        message({
          cta: { type: 'redirect', data: 'x', action: { status: 'done', buttons: 'x', result: 5 } },
        }),
        message({
          cta: { action: { buttons: [null, { type: 'primary' }, { type: 'primary', content: 'Go' }] } },
        }),
        message({ createdAt: 'not a date', deliveredAt: 'x', read: 'no', seen: {} }),
        message({ payload: { avatar: 42, author: ['Ada'], name: null } }),
        message({ cta: throwing, payload: throwing }),
        message({ _id: 42 }),
      ];
      for (const value of cases) {
        const el = await standalone(value);
        await el.updateComplete;
        expect(part(el, 'base')).not.to.equal(null);
        el.click();
        el.focus();
        await sendKeys({ press: 'Enter' });
      }
      const partial = await standalone(cases[6]);
      expect(parts(partial, 'paragraph').map((p) => p.textContent)).to.deep.equal(['valid']);
      const oneButton = await standalone(cases[8]);
      expect(parts(oneButton, 'button').map((b) => b.textContent!.trim())).to.deep.equal(['Go']);
      const undated = await standalone(cases[9]);
      expect(part(undated, 'time')).to.equal(null);
      expect(part(undated, 'unread-indicator')).to.equal(null);
    });
  });

  describe('activation', () => {
    it('a click fires notif-message-click with the message and marks it read', async () => {
      const api = inProcessApi();
      const m = await find(api, plainUnread);
      const el = await connected(api, { ...m, cta: {} });
      const event = oneEvent(el, 'notif-message-click') as Promise<NotifMessageClickEvent>;
      part(el, 'body')!.click();
      const { detail } = await event;
      expect(detail.message._id).to.equal(m._id);
      expect(detail.message.read).to.equal(false);
      // shown read at once, before the service answers
      await el.updateComplete;
      expect(part(el, 'unread-indicator')).to.equal(null);

      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
      expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [m._id], markAs: 'read' });
      await waitFor(() => api.sent('POST', MARK_AS)[0].status === 201);
      expect((await stateOf(api, m._id!))?.read).to.equal(true);
      await el.updateComplete;
      expect(part(el, 'unread-indicator')).to.equal(null);
    });

    it('notif-message-click carries the checked URL, the one the card follows, in detail.url', async () => {
      const cases: [string, string][] = [
        ['https://docs.example/guide?x=1#top', 'https://docs.example/guide?x=1#top'],
        ['  /settings/billing ', new URL('/settings/billing', location.href).href],
      ];
      for (const [given, href] of cases) {
        const el = await standalone(message({ cta: { type: 'redirect', data: { url: given } } }));
        const followed = recordNavigation(el);
        const clicks = record<NotifMessageClickEvent>(el, 'notif-message-click');
        part(el, 'subject')!.click();
        expect(clicks.map((event) => event.detail.url)).to.deep.equal([href]);
        expect(followed.map((url) => url.href)).to.deep.equal([href]);
      }
    });

    it('a click on a read message sends nothing', async () => {
      const api = inProcessApi();
      const m = await find(api, (x) => x.read);
      const el = await connected(api, m);
      recordNavigation(el);
      const event = oneEvent(el, 'notif-message-click');
      el.click();
      await event;
      // Marked unread from its button after the click: a read mark of the click would go first (a later mark of a
      // message never overtakes an earlier one), so the first request being the unread mark proves there was none.
      part(el, 'mark-button')!.click();
      await waitFor(() => api.sent('POST', MARK_AS).length > 0);
      expect(api.sent('POST', MARK_AS).map((request) => request.body)).to.deep.equal([
        { messageId: [m._id], markAs: 'unread' },
      ]);
    });

    it('redirects in the same tab to a URL of the page origin, marking read with keepalive', async () => {
      const api = inProcessApi();
      const keepalive: (boolean | undefined)[] = [];
      const fetchSpy: typeof fetch = (input, init) => {
        if (init?.method === 'POST') keepalive.push(init.keepalive);
        return api.fetch(input, init);
      };
      const m = await find(api, plainUnread);
      const el = await fixture<NotifMessage>(
        html`<notif-message
          base-url=${BASE_URL}
          subscriber-id=${SUBSCRIBER}
          api-key=${DEV_KEY}
          no-seen-on-view
          .fetch=${fetchSpy}
          .message=${{ ...m, cta: { type: 'redirect', data: { url: sameDocument('cta-same') } } }}
        ></notif-message>`,
      );
      part(el, 'subject')!.click();
      // Firefox moves to the fragment one task after the click; other engines at once.
      await waitFor(() => location.hash === '#cta-same');
      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
      expect(keepalive).to.deep.equal([true]);
    });

    it('opens a URL of another origin in a new tab without opener or referrer', async () => {
      const opened: unknown[][] = [];
      const original = window.open;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
      try {
        const el = await standalone(
          message({ cta: { type: 'redirect', data: { url: 'https://other.example.org/x' } } }),
        );
        const before = location.href;
        el.click();
        expect(opened).to.deep.equal([['https://other.example.org/x', '_blank', 'noopener,noreferrer']]);
        expect(location.href).to.equal(before);
      } finally {
        window.open = original;
      }
    });

    it('a cancelled click does not navigate but still marks read', async () => {
      const api = inProcessApi();
      const m = await find(api, plainUnread);
      const el = await connected(api, {
        ...m,
        cta: { type: 'redirect', data: { url: sameDocument('cta-cancelled') } },
      });
      el.addEventListener('notif-message-click', (event) => event.preventDefault());
      part(el, 'subject')!.click();
      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
      expect(location.hash).to.equal('');
      expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [m._id], markAs: 'read' });
      await waitFor(async () => (await stateOf(api, m._id!))?.read === true);
    });

    it('Enter and Space on the focused card activate it', async () => {
      const el = await standalone(message());
      const clicks = record<NotifMessageClickEvent>(el, 'notif-message-click');
      el.focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: ' ' }); // the space bar (Firefox's driver knows no 'Space')
      expect(clicks).to.have.length(2);
      expect(clicks.every((event) => event.detail.message._id === 'local-1')).to.equal(true);
    });

    it('Space does not scroll the page', async () => {
      const el = await standalone(message());
      el.focus();
      let prevented = false;
      el.addEventListener('keydown', (event) => (prevented = event.defaultPrevented));
      await sendKeys({ press: ' ' }); // the space bar (Firefox's driver knows no 'Space')
      expect(prevented).to.equal(true);
    });

    it('an action button fires notif-action, marks read, and neither clicks nor redirects', async () => {
      const api = inProcessApi();
      const m = await find(
        api,
        (x) => !x.read && x.cta?.action?.buttons?.length === 2 && x.cta.action.status !== 'done',
      );
      expect(m.cta.type).to.equal('redirect');
      const el = await connected(api, m);
      const followed = recordNavigation(el);
      const clicks = record(el, 'notif-message-click');
      const event = oneEvent(el, 'notif-action') as Promise<NotifActionEvent>;
      part<HTMLButtonElement>(el, 'button-secondary')!.click();
      const { detail } = await event;
      expect(detail.message._id).to.equal(m._id);
      expect(detail.button).to.deep.equal(m.cta.action!.buttons![1]);
      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
      expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [m._id], markAs: 'read' });
      expect(clicks).to.have.length(0);
      expect(followed).to.deep.equal([]);
    });

    it('Enter on an action button fires notif-action only', async () => {
      const el = await standalone(
        message({ cta: { action: { buttons: [{ type: 'primary', content: 'Go' }] } } }),
      );
      const clicks = record(el, 'notif-message-click');
      const actions = record<NotifActionEvent>(el, 'notif-action');
      part<HTMLButtonElement>(el, 'button-primary')!.focus();
      await sendKeys({ press: 'Enter' });
      expect(actions.map((event) => event.detail.button.content)).to.deep.equal(['Go']);
      expect(clicks).to.have.length(0);
    });

    it('a done action cannot be used again', async () => {
      const el = await standalone(
        message({
          cta: {
            action: {
              status: 'done',
              buttons: [{ type: 'primary', content: 'Go' }],
              result: { type: 'primary' },
            },
          },
        }),
      );
      const actions = record(el, 'notif-action');
      const clicks = record(el, 'notif-message-click');
      part<HTMLButtonElement>(el, 'button-primary')!.click();
      expect(actions).to.have.length(0);
      expect(clicks).to.have.length(0);
    });

    it('a content link marks read, follows itself, and does not activate the card', async () => {
      const api = inProcessApi();
      const m = await find(api, plainUnread);
      const el = await connected(api, {
        ...m,
        content: [{ type: 'button', content: 'Read', url: sameDocument('block-link') }],
        cta: { type: 'redirect', data: { url: sameDocument('cta') } },
      });
      const followed = recordNavigation(el);
      const clicks = record(el, 'notif-message-click');
      part(el, 'link')!.click();
      await waitFor(() => location.hash === '#block-link'); // one task after the click in Firefox
      expect(clicks).to.have.length(0);
      expect(followed).to.deep.equal([]);
      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
    });

    it('without a session, only fires events', async () => {
      const el = await standalone(message());
      const event = oneEvent(el, 'notif-message-click');
      el.click();
      await event;
      await el.updateComplete;
      expect(part(el, 'unread-indicator')).not.to.equal(null);
    });
  });

  describe('mark button', () => {
    it('one click marks read, a second unread, each through mark-as, and never activates the card', async () => {
      const api = inProcessApi();
      const m = await find(api, plainUnread);
      // With a call to action: activating the card would redirect and say so in detail.url.
      const el = await connected(api, { ...m, cta: { type: 'redirect', data: { url: sameDocument('mark') } } });
      const clicks = record<NotifMessageClickEvent>(el, 'notif-message-click');
      const followed = recordNavigation(el);
      const button = part<HTMLButtonElement>(el, 'mark-button')!;

      button.click();
      await el.updateComplete;
      expect(part(el, 'unread-indicator'), 'shown read at once').to.equal(null);
      await waitFor(() => api.sent('POST', MARK_AS).length === 1);
      expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [m._id], markAs: 'read' });
      await waitFor(async () => (await stateOf(api, m._id!))?.read === true);

      // The same button, now for the other way.
      expect(part(el, 'mark-button')).to.equal(button);
      button.click();
      await waitFor(() => api.sent('POST', MARK_AS).length === 2);
      expect(api.sent('POST', MARK_AS)[1].body).to.deep.equal({ messageId: [m._id], markAs: 'unread' });
      await waitFor(async () => (await stateOf(api, m._id!))?.read === false);
      await waitFor(() => part(el, 'unread-indicator') !== null);
      expect(clicks, 'no notif-message-click, so no detail.url').to.have.length(0);
      expect(followed).to.deep.equal([]);
      expect(location.hash).not.to.equal('#mark');
    });

    it('is named and tooltipped "Mark as read" or "Mark as unread" as the message is', async () => {
      const api = inProcessApi();
      const unread = await connected(api, await find(api, plainUnread));
      const button = part<HTMLButtonElement>(unread, 'mark-button')!;
      expect(button.getAttribute('aria-label')).to.equal('Mark as read');
      expect(button.dataset.tooltip).to.equal('Mark as read');
      expect(button.textContent!.trim(), 'an icon: its name is its label').to.equal('');
      const read = await connected(api, await find(api, (x) => x.read));
      expect(part(read, 'mark-button')!.getAttribute('aria-label')).to.equal('Mark as unread');
      expect(part(read, 'mark-button')!.dataset.tooltip).to.equal('Mark as unread');
    });

    it('shows its tooltip on keyboard focus, beside it', async () => {
      const api = inProcessApi();
      const el = await connected(api, await find(api, plainUnread));
      const button = part<HTMLButtonElement>(el, 'mark-button')!;
      expect(shownTooltip(button), 'no tooltip at rest').to.equal(undefined);
      el.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(button);
      expect(shownTooltip(button)).to.equal('Mark as read');
    });

    it('is named in every locale the library ships', async () => {
      const api = inProcessApi();
      const read = await find(api, (x) => x.read);
      const unread = await find(api, plainUnread);
      for (const locale of BUILT_IN_LOCALES) {
        const strings = await loadPack(locale);
        for (const [m, expected] of [
          [unread, strings.markRead],
          [read, strings.markUnread],
        ] as const) {
          const el = await connected(api, m);
          el.locale = locale;
          await waitFor(() => part(el, 'mark-button')?.getAttribute('aria-label') === expected, {
            message: `${locale}: "${expected}"`,
          });
          expect(part(el, 'mark-button')!.dataset.tooltip).to.equal(expected);
        }
      }
    });

    it('is the one row action, not a menu: a row has no other action today', async () => {
      const api = inProcessApi();
      const el = await connected(api, await find(api, plainUnread));
      expect(part(el, 'mark-button')!.hasAttribute('aria-haspopup')).to.equal(false);
      expect(el.shadowRoot!.querySelector('[aria-haspopup], [role="menu"], [role="menuitem"]')).to.equal(null);
      // Besides the action buttons of its call to action (none here), the mark button is the card's one button.
      expect(el.shadowRoot!.querySelectorAll('button')).to.have.length(1);
    });

    it('Enter and Space on it mark the message, keep the focus on it, and do not activate the card', async () => {
      const api = inProcessApi();
      const m = await find(api, plainUnread);
      const el = await connected(api, m);
      const clicks = record(el, 'notif-message-click');
      el.focus();
      await sendKeys({ press: 'Tab' });
      const button = part<HTMLButtonElement>(el, 'mark-button')!;
      expect(el.shadowRoot!.activeElement).to.equal(button);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => button.getAttribute('aria-label') === 'Mark as unread');
      expect(el.shadowRoot!.activeElement, 'the focus stays on the button').to.equal(button);
      expect(shownTooltip(button), 'its tooltip says what it does now').to.equal('Mark as unread');
      await sendKeys({ press: ' ' }); // the space bar (Firefox's driver knows no 'Space')
      await waitFor(() => button.getAttribute('aria-label') === 'Mark as read');
      expect(el.shadowRoot!.activeElement).to.equal(button);
      await waitFor(() => api.sent('POST', MARK_AS).length === 2);
      expect(api.sent('POST', MARK_AS).map((request) => (request.body as { markAs: string }).markAs)).to.deep.equal([
        'read',
        'unread',
      ]);
      expect(clicks).to.have.length(0);
    });
  });

  describe('seen on view', () => {
    it('marks an unseen message seen once it is in view', async () => {
      const api = inProcessApi();
      const m = await find(api, (x) => !x.seen);
      const el = await connected(api, m, { seenOnView: true });
      await waitFor(() => api.sent('POST', MARK_AS).length === 1, { message: 'a seen mark' });
      expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [m._id], markAs: 'seen' });
      await waitFor(() => part(el, 'unseen-indicator') === null, { message: 'the unseen mark to go' });
      expect((await stateOf(api, m._id!))?.seen).to.equal(true);
    });

    it('follows the message when it changes', async () => {
      const api = inProcessApi();
      const seen = await find(api, (x) => x.seen);
      const [unseen, control] = (await feed(api)).filter((x) => !x.seen);
      const el = await connected(api, seen, { seenOnView: true });
      // Beside it, in the same session, an unseen message: its seen mark closes the batch the first one would be in.
      await connected(api, control!, { seenOnView: true });
      await waitFor(() => api.sent('POST', MARK_AS).length === 1, { message: 'the control’s seen mark' });
      expect(api.sent('POST', MARK_AS)[0].body).to.deep.equal({ messageId: [control!._id], markAs: 'seen' });
      el.message = unseen;
      await waitFor(() => api.sent('POST', MARK_AS).length === 2, { message: 'a seen mark' });
      expect(api.sent('POST', MARK_AS)[1].body).to.deep.equal({ messageId: [unseen!._id], markAs: 'seen' });
    });

    it('not with no-seen-on-view, nor once removed', async () => {
      const api = inProcessApi();
      const [m, control] = (await feed(api)).filter((x) => !x.seen);
      await connected(api, m!);
      const removed = await connected(api, m!, { seenOnView: true });
      removed.remove();
      // Beside them, in the same session, an unseen message seen on view: its mark is the only one.
      await connected(api, control!, { seenOnView: true });
      await waitFor(() => api.sent('POST', MARK_AS).length > 0, { message: 'the control’s seen mark' });
      expect(api.sent('POST', MARK_AS).map((request) => request.body)).to.deep.equal([
        { messageId: [control!._id], markAs: 'seen' },
      ]);
    });

    it('not without a session', async () => {
      const api = inProcessApi();
      const [m, control] = (await feed(api)).filter((x) => !x.seen);
      const el = await standalone(m);
      // Beside it, the same kind of message with a session is marked seen: the time to see one has passed.
      const seenControl = await connected(api, control!, { seenOnView: true });
      await waitFor(() => part(seenControl, 'unseen-indicator') === null, { message: 'the control seen' });
      expect(api.sent('POST', MARK_AS).map((request) => request.body)).to.deep.equal([
        { messageId: [control!._id], markAs: 'seen' },
      ]);
      expect(part(el, 'unseen-indicator')).not.to.equal(null);
    });
  });

  describe('accessibility', () => {
    it('is an article named by its subject and read state', async () => {
      // ElementInternals are private to the element; keep the one it attaches to read what it tells assistive tech.
      const attach = HTMLElement.prototype.attachInternals;
      let internals: ElementInternals | undefined;
      HTMLElement.prototype.attachInternals = function (this: HTMLElement) {
        internals = attach.call(this);
        return internals;
      };
      let el: NotifMessage;
      try {
        el = await standalone(message({ subject: 'Deploy finished', read: false }));
      } finally {
        HTMLElement.prototype.attachInternals = attach;
      }
      expect(internals!.role).to.equal('article');
      expect(internals!.ariaLabel).to.equal('Deploy finished, Unread');
      el.message = message({ subject: 'Deploy finished', read: true });
      await el.updateComplete;
      expect(internals!.ariaLabel).to.equal('Deploy finished, Read');
      el.message = message({ subject: undefined, content: 'First line of text', read: true });
      await el.updateComplete;
      expect(internals!.ariaLabel).to.equal('First line of text, Read');
      el.message = message({ subject: undefined, content: undefined, read: false });
      await el.updateComplete;
      expect(internals!.ariaLabel).to.equal('Notification, Unread');
      el.message = message({ subject: undefined, content: `Long\n${'word '.repeat(60)}`, read: true });
      await el.updateComplete;
      expect(internals!.ariaLabel).to.match(/^Long word word .*…, Read$/);
      expect(internals!.ariaLabel!.length).to.be.lessThan(110);
    });

    it('passes axe: unread and unseen, with its mark button', async () => {
      const api = inProcessApi();
      const el = await connected(api, await find(api, (x) => !x.seen && !x.read));
      await expectAccessible(el);
    });

    it('passes axe: mark button focused, its tooltip shown', async () => {
      const api = inProcessApi();
      const el = await connected(api, await find(api, (x) => x.read));
      el.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'mark-button'));
      await expectAccessible(el);
    });

    it('passes axe: read, with an error status', async () => {
      const el = await standalone(message({ read: true, seen: true, status: 'error', errorText: 'Bounced' }));
      await expectAccessible(el);
    });

    it('passes axe: warning status and EmailBlocks with links', async () => {
      const el = await standalone(
        message({
          status: 'warning',
          content: [
            { type: 'text', content: 'Release notes', styles: { textAlign: 'center' } },
            { type: 'button', content: 'Read them', url: '/notes', styles: { textAlign: 'right' } },
            { type: 'button', content: 'Elsewhere', url: 'https://other.example.org/' },
          ],
        }),
      );
      await expectAccessible(el);
    });

    it('passes axe: pending and done actions', async () => {
      const buttons = [
        { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
        { type: 'secondary', content: 'Decline' },
      ];
      const pending = await standalone(message({ cta: { action: { status: 'pending', buttons } } }));
      await expectAccessible(pending);
      const done = await standalone(
        message({ cta: { action: { status: 'done', buttons, result: { type: 'primary' } } } }),
      );
      await expectAccessible(done);
    });

    it('passes axe: dark theme', async () => {
      const el = await fixture<NotifMessage>(
        html`<notif-message
          theme="dark"
          .message=${message({ status: 'warning', cta: { action: { buttons: [{ type: 'primary', content: 'Go' }] } } })}
        ></notif-message>`,
      );
      await expectAccessible(el);
      const read = await fixture<NotifMessage>(
        html`<notif-message
          theme="dark"
          .message=${message({ read: true, seen: true, status: 'error' })}
        ></notif-message>`,
      );
      await expectAccessible(read);
    });

    it('keeps its unread dot visible in forced colours', async function () {
      await requireCapability(this, 'media emulation');
      const el = await standalone(message());
      try {
        await emulateMedia({ forcedColors: 'active' });
        const dot = getComputedStyle(part(el, 'unread-indicator')!);
        expect(dot.forcedColorAdjust).to.equal('none');
        expect(dot.backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    });

    it('animates nothing when reduced motion is asked for', async function () {
      await requireCapability(this, 'media emulation');
      const api = inProcessApi();
      const el = await connected(api, await find(api, plainUnread));
      // The hover background, and the mark button's fade in and out.
      const duration = await underEachMotionPreference(() =>
        ['base', 'mark-button'].map((name) => getComputedStyle(part(el, name)!).transitionDuration),
      );
      expect(duration.noPreference).not.to.include('0s');
      expect(duration.reduce).to.deep.equal(['0s', '0s']);
    });

    it('passes axe: avatar image', async () => {
      const el = await standalone(message({ payload: { avatar: '/avatar.png', author: 'Ada' } }));
      await expectAccessible(el);
    });
  });
});
