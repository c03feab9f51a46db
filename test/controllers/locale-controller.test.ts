/**
 * Every element in its locale: the built-in strings of the locale, fetched when the locale names them (English needs
 * none), the direction of its language unless the page set one, and English for a locale without built-in strings.
 * (A locale module that cannot load is tested on the standalone build, where a file can go missing:
 * test/standalone/standalone.node.test.ts.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { NotifActivity } from '../../src/elements/notif-activity/notif-activity.js';
import type { NotifActivityDetail } from '../../src/elements/notif-activity-detail/notif-activity-detail.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import type { NotifProvider } from '../../src/elements/notif-provider/notif-provider.js';
import type { NotifPushRegister } from '../../src/elements/notif-push-register/notif-push-register.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../support/in-process-api.js';
import { inlineInbox } from '../support/mount-elements.js';
import { waitFor } from '../support/wait-for.js';

const until = (condition: () => boolean, what: string) => waitFor(condition, { message: what });

function part(root: Element, name: string): HTMLElement | null {
  return root.shadowRoot!.querySelector(`[part~="${name}"]`);
}

async function inbox(attributes: { locale?: string } = {}): Promise<NotifInbox> {
  const el = await inlineInbox(inProcessApi().fetch);
  if (attributes.locale) el.locale = attributes.locale;
  await until(() => el.shadowRoot!.querySelector('notif-message') !== null, 'the messages');
  return el;
}

const title = (el: NotifInbox) => part(el, 'title')!.textContent!.trim();
const tabs = (el: NotifInbox) =>
  [...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((tab) =>
    (tab.querySelector('[aria-hidden="true"]') ?? tab).textContent!.replace(/\d+/g, '').trim(),
  );
const firstMessage = (el: NotifInbox) => el.shadowRoot!.querySelector<NotifMessage>('notif-message')!;

// The test page loads every module of the library; room for the requests the tests look at, after those.
performance.setResourceTimingBufferSize(10_000);

/** Requests for the code of `src/i18n/locales/` this page made, by the path of their module. */
function localesRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/src/i18n/locales/'));
}

/** Requests for the strings of a built-in locale, by the path of their module. */
function translationRequests(): string[] {
  return localesRequests().filter((path) =>
    /\/locales\/(ar|de|es|fr|he|it|ja|pt-BR|zh-CN)\.(js|ts)$/.test(path),
  );
}

describe('locale', () => {
  afterEach(() => localStorage.clear());

  it('shows English, fetching no code of its locales without a locale and no translation for English', async () => {
    const before = localesRequests();
    const plain = await inbox();
    expect(title(plain)).to.equal('Notifications');
    expect(localesRequests(), 'without a locale, nothing').to.deep.equal(before);

    const english = await inbox({ locale: 'en-GB' });
    await until(() => localesRequests().length > before.length, 'the locale code');
    // A German inbox made now fetches the same locale code and shows German once it ran: the English one had the same
    // chance to change.
    const german = await inbox({ locale: 'de' });
    await until(() => title(german) === 'Benachrichtigungen', 'German beside it');
    await english.updateComplete;
    expect(title(english)).to.equal('Notifications');
    expect(tabs(english)).to.deep.equal(['All', 'Unread']);
    expect(
      translationRequests().filter((path) => !/\/de\.(js|ts)$/.test(path)),
      'no strings for English (German is the one beside it)',
    ).to.deep.equal([]);
  });

  it('re-renders the inbox and its messages in the locale, and again when it changes', async () => {
    const el = await inbox({ locale: 'de' });
    await until(() => title(el) === 'Benachrichtigungen', 'German');
    expect(tabs(el)).to.deep.equal(['Alle', 'Ungelesen']);
    // An icon button, named by its label (and the tooltip that shows it).
    expect(part(el, 'mark-all')!.getAttribute('aria-label')).to.equal('Alle als gelesen markieren');
    const message = firstMessage(el);
    await until(
      () =>
        ['Als gelesen markieren', 'Als ungelesen markieren'].includes(
          part(message, 'mark-button')?.getAttribute('aria-label') ?? '',
        ),
      'the message in German',
    );
    expect(translationRequests().some((path) => /\/de\.(js|ts)$/.test(path))).to.equal(true);

    el.locale = 'fr-CA';
    await until(() => tabs(el)[0] === 'Toutes', 'French');
    expect(title(el)).to.equal('Notifications');
    await until(
      () =>
        ['Marquer comme lu', 'Marquer comme non lu'].includes(
          part(firstMessage(el), 'mark-button')?.getAttribute('aria-label') ?? '',
        ),
      'the message in French',
    );

    el.locale = 'en';
    await el.updateComplete;
    expect(tabs(el)).to.deep.equal(['All', 'Unread']);
  });

  it('keeps the page’s own strings over the locale’s', async () => {
    const el = await inbox({ locale: 'de' });
    el.strings = { inboxTitle: 'Posteingang' };
    await until(() => tabs(el)[0] === 'Alle', 'German');
    expect(title(el)).to.equal('Posteingang');
  });

  it('falls back to English for a locale without built-in strings, or no locale at all, without an error', async () => {
    const errors: Event[] = [];
    const record = (event: Event) => errors.push(event);
    addEventListener('notif-error', record);
    try {
      const inboxes = new Map<string, NotifInbox>();
      for (const locale of ['ko', 'xx-YY', 'not a locale!']) inboxes.set(locale, await inbox({ locale }));
      // A German inbox made after them shows German once the locale code ran: they had the same chance to change.
      const german = await inbox({ locale: 'de' });
      await until(() => title(german) === 'Benachrichtigungen', 'German beside them');
      for (const [locale, el] of inboxes) {
        await el.updateComplete;
        expect(title(el), locale).to.equal('Notifications');
        expect(el.hasAttribute('dir'), locale).to.equal(false);
      }
      expect(errors).to.have.length(0);
    } finally {
      removeEventListener('notif-error', record);
    }
  });

  it('reads right to left in Arabic and Hebrew: dir="rtl" and a mirrored layout', async () => {
    const el = await inbox({ locale: 'ar' });
    await until(() => title(el) === 'الإشعارات', 'Arabic');
    expect(el.getAttribute('dir')).to.equal('rtl');
    const message = firstMessage(el);
    await message.updateComplete;
    const avatar = part(message, 'avatar')!.getBoundingClientRect();
    const subject = part(message, 'subject')!.getBoundingClientRect();
    expect(avatar.left, 'the avatar at the start: on the right').to.be.greaterThan(subject.right);
    const [all, unread] = [...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((tab) =>
      tab.getBoundingClientRect(),
    );
    expect(all!.left, 'the first tab on the right').to.be.greaterThan(unread!.left);
    expect(part(el, 'mark-all')!.getBoundingClientRect().left).to.be.lessThan(
      part(el, 'title')!.getBoundingClientRect().left,
    );

    el.locale = 'he';
    await until(() => title(el) === 'התראות', 'Hebrew');
    expect(el.getAttribute('dir')).to.equal('rtl');

    el.locale = 'de';
    await until(() => title(el) === 'Benachrichtigungen', 'German');
    expect(el.hasAttribute('dir'), 'left to right again').to.equal(false);
    expect(part(firstMessage(el), 'avatar')!.getBoundingClientRect().left).to.be.lessThan(
      part(firstMessage(el), 'subject')!.getBoundingClientRect().left,
    );
  });

  it('keeps the direction the page set, on the element or around it', async () => {
    const api = inProcessApi();
    const wrapper = await fixture<HTMLElement>(
      html`<div dir="ltr">
        <notif-inbox
          mode="inline"
          base-url=${uniqueBaseUrl()}
          subscriber-id="subscriber-ada"
          api-key=${DEV_KEY}
          poll-interval="0"
          locale="ar"
          .fetch=${api.fetch}
        ></notif-inbox>
      </div>`,
    );
    const el = wrapper.querySelector('notif-inbox')!;
    await until(() => title(el) === 'الإشعارات', 'Arabic');
    expect(el.hasAttribute('dir')).to.equal(false);
    expect(getComputedStyle(el).direction).to.equal('ltr');

    const own = await inbox({ locale: 'de' });
    own.setAttribute('dir', 'ltr');
    own.locale = 'he';
    await until(() => title(own) === 'התראות', 'Hebrew');
    expect(own.getAttribute('dir'), 'the page’s dir stays').to.equal('ltr');
  });

  it('gives a provider’s locale to every element below it that reads a configuration, under their own', async () => {
    const api = inProcessApi();
    const provider = await fixture<NotifProvider>(
      html`<notif-provider
        base-url=${uniqueBaseUrl()}
        subscriber-id="subscriber-ada"
        api-key=${DEV_KEY}
        locale="ja"
        .fetch=${api.fetch}
      >
        <notif-inbox mode="inline" poll-interval="0"></notif-inbox>
        <notif-inbox mode="inline" poll-interval="0" locale="de"></notif-inbox>
        <notif-push-register provider-id="fcm" .tokenProvider=${async () => 'token'}></notif-push-register>
        <notif-activity></notif-activity>
        <notif-activity-detail
          .notification=${{ _id: 'event-1', payload: { a: 1 }, jobs: [] }}
        ></notif-activity-detail>
      </notif-provider>`,
    );
    const [inherits, own] = provider.querySelectorAll<NotifInbox>('notif-inbox');
    const push = provider.querySelector<NotifPushRegister>('notif-push-register')!;
    const activity = provider.querySelector<NotifActivity>('notif-activity')!;
    const detail = provider.querySelector<NotifActivityDetail>('notif-activity-detail')!;
    const pushButton = () => part(push, 'button')?.textContent?.trim();
    const apply = () => activity.shadowRoot!.querySelector('[part~="apply"]')?.textContent?.trim();
    const payloadHeading = () => detail.shadowRoot!.textContent!.includes('ペイロード');

    await until(() => title(inherits!) === '通知', 'the inbox in the provider’s Japanese');
    await until(() => title(own!) === 'Benachrichtigungen', 'the inbox in its own German');
    await until(() => pushButton() === '通知を有効にする', 'the push register in Japanese');
    await until(() => apply() === 'フィルターを適用', 'the activity log in Japanese');
    // The detail reads no configuration: only its own locale (the log gives it the log's).
    await detail.updateComplete;
    expect(payloadHeading(), 'the detail keeps English').to.equal(false);
    detail.locale = 'ja';
    await until(payloadHeading, 'the detail in its own Japanese');

    provider.locale = 'fr';
    await until(() => tabs(inherits!)[0] === 'Toutes', 'the inbox in the provider’s French');
    await until(() => pushButton() === 'Activer les notifications', 'the push register in French');
    await until(() => apply() === 'Appliquer les filtres', 'the activity log in French');
    await own!.updateComplete;
    expect(title(own!), 'its own locale wins').to.equal('Benachrichtigungen');
  });

  it('translates the push register and the activity log too', async () => {
    const push = await fixture<NotifPushRegister>(
      html`<notif-push-register
        base-url=${uniqueBaseUrl()}
        subscriber-id="subscriber-ada"
        api-key=${DEV_KEY}
        provider-id="fcm"
        locale="ja"
        .tokenProvider=${async () => 'token'}
      ></notif-push-register>`,
    );
    await until(() => part(push, 'button')?.textContent?.includes('通知') ?? false, 'Japanese');

    const api = inProcessApi();
    const activity = await fixture<NotifActivity>(
      html`<notif-activity
        base-url=${uniqueBaseUrl()}
        api-key=${DEV_KEY}
        locale="es"
        .fetch=${api.fetch}
      ></notif-activity>`,
    );
    await until(
      () => activity.shadowRoot!.querySelector('[part~="apply"]')?.textContent?.trim() === 'Aplicar filtros',
      'Spanish',
    );
  });
});
