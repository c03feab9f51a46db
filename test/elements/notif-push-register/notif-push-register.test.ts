import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { NotifHttpError, NotifValidationError } from '../../../src/api/errors.js';
import type { Subscriber } from '../../../src/api/types.js';
import '../../../src/entries/provider.js';
import type { NotifProvider } from '../../../src/elements/notif-provider/notif-provider.js';
import '../../../src/entries/push-register.js';
import type { NotifPushRegister } from '../../../src/elements/notif-push-register/notif-push-register.js';
import type { NotifErrorEvent } from '../../../src/events/notif-error.js';
import type { NotifPushStateEvent, PushState } from '../../../src/events/notif-push-state.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import {
  clearNotifStorage,
  replaceProperty,
  stubPermission,
  tokenProvider,
  type FakeTokenProvider,
  type PermissionStub,
} from '../../support/push-stubs.js';
import { underEachMotionPreference } from '../../support/reduced-motion.js';
import { waitFor } from '../../support/wait-for.js';
import { requireCapability } from '../../support/capabilities.js';
import { expectAccessible } from '../../support/accessible.js';

const SUBSCRIBER = 'subscriber-ada';
const CREDENTIALS = /\/v1\/subscribers\/subscriber-ada\/credentials$/;
/** A valid VAPID public key (made by scripts/generate-vapid-keys.mjs; its private key was never kept). */
const VAPID_KEY = 'BEBJCW2taUSdcLQRNobMSconjS0O3QFs8ulCTlpYls9QdYi-xR29KU7zphyQVuuvxgQVtnTe6uwJuSRUY0qi1qU';

interface Setup {
  api?: InProcessApi;
  baseUrl?: string;
  providerId?: string;
  integrationIdentifier?: string;
  provider?: FakeTokenProvider | (() => Promise<string>);
  autoRegister?: boolean;
  vapidKey?: string;
  serviceWorker?: string;
  subscriberId?: string | null;
}

const events: { states: PushState[]; stateEvents: NotifPushStateEvent[]; errors: NotifErrorEvent[] } = {
  states: [],
  stateEvents: [],
  errors: [],
};
const onState = (event: Event) => {
  events.stateEvents.push(event as NotifPushStateEvent);
  events.states.push((event as NotifPushStateEvent).detail.state);
};
const onError = (event: Event) => events.errors.push(event as NotifErrorEvent);

let permission: PermissionStub | undefined;
const restores: (() => void)[] = [];

function part<T extends Element = HTMLElement>(el: Element, name: string): T | null {
  return el.shadowRoot!.querySelector<T & Element>(`[part~="${name}"]`);
}

function button(el: NotifPushRegister): HTMLButtonElement {
  return part<HTMLButtonElement>(el, 'button')!;
}

function label(el: NotifPushRegister): string {
  return part(el, 'label')!.textContent!.trim();
}

function message(el: NotifPushRegister): string | undefined {
  return part(el, 'message')?.textContent?.trim();
}

function liveText(el: NotifPushRegister): string {
  return el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!.trim();
}

async function create(setup: Setup = {}): Promise<NotifPushRegister> {
  const api = setup.api ?? inProcessApi();
  const el = await fixture<NotifPushRegister>(
    html`<notif-push-register
      base-url=${setup.baseUrl ?? uniqueBaseUrl()}
      subscriber-id=${setup.subscriberId === null ? '' : (setup.subscriberId ?? SUBSCRIBER)}
      api-key=${DEV_KEY}
      provider-id=${setup.providerId ?? 'push-webhook'}
      integration-identifier=${setup.integrationIdentifier ?? ''}
      vapid-public-key=${setup.vapidKey ?? ''}
      service-worker=${setup.serviceWorker ?? '/notif-sw.js'}
      ?auto-register=${setup.autoRegister ?? false}
      .fetch=${api.fetch}
      .tokenProvider=${'provider' in setup ? setup.provider : tokenProvider('device-token-1')}
    ></notif-push-register>`,
  );
  await el.updateComplete;
  return el;
}

async function settled(el: NotifPushRegister, state: PushState): Promise<void> {
  await waitFor(() => el.state, { until: (now) => now === state, message: `the state ${state}` });
  await el.updateComplete;
}

async function click(el: NotifPushRegister, state: PushState): Promise<void> {
  button(el).click();
  await settled(el, state);
}

/**
 * The registering state starts before the token provider is called (the registration's code loads first): waits
 * until it has been, and returns how to answer it.
 */
function providerAsked(
  answer: () => ((token: string) => void) | undefined,
): Promise<(token: string) => void> {
  return waitFor(answer, { message: 'the token provider called' }) as Promise<(token: string) => void>;
}

async function storedTokens(api: InProcessApi, providerId = 'push-webhook'): Promise<string[]> {
  const subscriber: Subscriber = await api.client.getSubscriber(SUBSCRIBER);
  return (subscriber.channels ?? [])
    .filter((channel) => channel.providerId === providerId)
    .flatMap((channel) => channel.credentials.deviceTokens ?? []);
}

describe('<notif-push-register>', () => {
  beforeEach(() => {
    clearNotifStorage();
    events.states = [];
    events.stateEvents = [];
    events.errors = [];
    document.addEventListener('notif-push-state', onState);
    document.addEventListener('notif-error', onError);
  });

  afterEach(() => {
    document.removeEventListener('notif-push-state', onState);
    document.removeEventListener('notif-error', onError);
    permission?.restore();
    permission = undefined;
    while (restores.length > 0) restores.pop()!();
    clearNotifStorage();
  });

  describe('idle', () => {
    it('renders the button "Enable notifications" in its base, reflects the state and sends nothing on load', async () => {
      permission = stubPermission('default');
      const api = inProcessApi();
      const provider = tokenProvider('device-token-1');
      const el = await create({ api, provider });
      expect(el.state).to.equal('idle');
      expect(el.getAttribute('state')).to.equal('idle');
      expect(part(el, 'base')!.contains(button(el))).to.equal(true);
      expect(button(el).tagName).to.equal('BUTTON');
      expect(label(el)).to.equal('Enable notifications');
      expect(button(el).getAttribute('aria-disabled')).to.equal('false');
      expect(message(el)).to.equal(undefined);
      // A click registers: everything counted below is that click's, so nothing was done on load.
      await click(el, 'registered');
      expect(permission.requests, 'permission asked without a click').to.equal(1);
      expect(provider.calls).to.equal(1);
      expect(api.requests).to.have.length(1);
      expect(events.states).to.deep.equal(['asking', 'registering', 'registered']);
    });

    it('never registers without a click when permission is already granted', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const provider = tokenProvider('device-token-1');
      const el = await create({ api, provider });
      expect(el.state).to.equal('idle');
      // A click registers: everything counted below is that click's, so nothing was done on load.
      await click(el, 'registered');
      expect(events.states).to.deep.equal(['registering', 'registered']);
      expect(provider.calls).to.equal(1);
      expect(api.requests).to.have.length(1);
    });

    it('without a subscriber, asks the person to sign in next to a disabled button, and tells the console what is missing', async () => {
      permission = stubPermission('default');
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      let el!: NotifPushRegister;
      try {
        el = await create({ subscriberId: null });
        await el.updateComplete;
      } finally {
        console.warn = warn;
      }
      expect(el.state).to.equal('idle');
      expect(button(el).getAttribute('aria-disabled')).to.equal('true');
      expect(message(el)).to.equal('Sign in to turn on notifications.');
      expect(warnings.filter((text) => text.includes('subscriber-id'))).to.have.length(1);
      expect(button(el).getAttribute('aria-describedby')).to.equal('message');
      button(el).click();
      await el.updateComplete; // a press acts within the click: a run would have asked and changed the state
      expect(permission.requests).to.equal(0);
      expect(el.state).to.equal('idle');
    });

    it('takes its configuration from a <notif-provider>', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const provider = tokenProvider('provided-token');
      const wrapper = await fixture<NotifProvider>(
        html`<notif-provider
          base-url=${uniqueBaseUrl()}
          subscriber-id=${SUBSCRIBER}
          api-key=${DEV_KEY}
          .fetch=${api.fetch}
        >
          <notif-push-register provider-id="push-webhook" .tokenProvider=${provider}></notif-push-register>
        </notif-provider>`,
      );
      const el = wrapper.querySelector('notif-push-register')!;
      await el.updateComplete;
      expect(el.state).to.equal('idle');
      await click(el, 'registered');
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(1);
      expect(await storedTokens(api)).to.include('provided-token');
    });
  });

  describe('registering with permission granted', () => {
    it('asks on click, then PATCHes the token, and the service stores it on the subscriber', async () => {
      permission = stubPermission('default', 'granted');
      const api = inProcessApi();
      const el = await create({ api, provider: tokenProvider('device-token-1') });
      await click(el, 'registered');

      expect(permission.requests).to.equal(1);
      expect(events.states).to.deep.equal(['asking', 'registering', 'registered']);
      expect(events.stateEvents.at(-1)!.detail).to.deep.equal({
        state: 'registered',
        token: 'device-token-1',
      });
      expect(events.stateEvents.every((event) => event.bubbles && event.composed)).to.equal(true);

      const sent = api.sent('PATCH', CREDENTIALS);
      expect(sent).to.have.length(1);
      expect(sent[0].body).to.deep.equal({
        providerId: 'push-webhook',
        credentials: { deviceTokens: ['device-token-1'] },
      });
      expect(sent[0].headers['idempotency-key']).to.be.a('string').and.not.equal('');
      expect(sent[0].headers.authorization).to.equal(`ApiKey ${DEV_KEY}`);
      expect(sent[0].status).to.equal(200);
      expect(await storedTokens(api)).to.include('device-token-1');

      expect(el.getAttribute('state')).to.equal('registered');
      expect(label(el)).to.equal('Notifications on');
      expect(button(el).getAttribute('aria-disabled')).to.equal('false');
      expect(liveText(el)).to.equal('Notifications on');
      expect(events.errors).to.have.length(0);
    });

    it('fires notif-push-state after the update: a listener finds the state rendered and reflected', async () => {
      permission = stubPermission('default', 'granted');
      const el = await create();
      const seen: string[] = [];
      el.addEventListener('notif-push-state', (event) => {
        seen.push(`${event.detail.state}:${el.getAttribute('state')}:${label(el)}`);
      });
      await click(el, 'registered');
      expect(seen).to.deep.equal([
        'asking:asking:Waiting for your permission…',
        'registering:registering:Turning notifications on…',
        'registered:registered:Notifications on',
      ]);
    });

    it('shows the asking and registering states while they last', async () => {
      let answer!: (value: NotificationPermission) => void;
      permission = stubPermission('default', () => new Promise((resolve) => (answer = resolve)));
      let deliver: ((token: string) => void) | undefined;
      const el = await create({ provider: () => new Promise<string>((resolve) => (deliver = resolve)) });

      button(el).click();
      await settled(el, 'asking');
      expect(label(el)).to.equal('Waiting for your permission…');
      expect(button(el).getAttribute('aria-disabled')).to.equal('true');
      expect(liveText(el)).to.equal('Waiting for your permission…');
      button(el).click(); // ignored while asking
      expect(permission.requests).to.equal(1);

      answer('granted');
      await settled(el, 'registering');
      expect(label(el)).to.equal('Turning notifications on…');
      expect(button(el).getAttribute('aria-disabled')).to.equal('true');
      expect(liveText(el)).to.equal('Turning notifications on…');

      (await providerAsked(() => deliver))('slow-token');
      await settled(el, 'registered');
    });

    it('keeps one filled button of one width from "Enable notifications" to "Notifications on"', async () => {
      let answer!: (value: NotificationPermission) => void;
      permission = stubPermission('default', () => new Promise((resolve) => (answer = resolve)));
      let deliver: ((token: string) => void) | undefined;
      const el = await create({ provider: () => new Promise<string>((resolve) => (deliver = resolve)) });
      const looks: Record<string, string> = {};
      const look = () => {
        const style = getComputedStyle(button(el));
        return `${button(el).getBoundingClientRect().width}px ${style.backgroundColor} ${style.color} ${style.borderStyle}`;
      };
      looks.idle = look();
      button(el).click();
      await settled(el, 'asking');
      looks.asking = look();
      answer('granted');
      await settled(el, 'registering');
      looks.registering = look();
      (await providerAsked(() => deliver))('steady-token');
      await settled(el, 'registered');
      looks.registered = look();
      expect(looks, JSON.stringify(looks)).to.deep.equal({
        idle: looks.idle,
        asking: looks.idle,
        registering: looks.idle,
        registered: looks.idle,
      });
      // Filled: the button's background is not the surface behind it.
      const base = getComputedStyle(part(el, 'base')!).backgroundColor;
      expect(getComputedStyle(button(el)).backgroundColor).not.to.equal(base);
    });

    it('in every state, light and dark: one filled width, its icon beside its words at the centre, on a padded surface', async () => {
      /** What a person sees of the button: its width and fill, and where its icon and words sit in it. */
      const look = (el: NotifPushRegister) => {
        const box = button(el).getBoundingClientRect();
        const icon = part(el, 'icon')!.getBoundingClientRect();
        // The words themselves, not the box that holds them (which may be wider).
        const text = document.createRange();
        text.selectNodeContents(part(el, 'label')!);
        const words = text.getBoundingClientRect();
        const style = getComputedStyle(button(el));
        const base = getComputedStyle(part(el, 'base')!);
        const gap = words.left - icon.right;
        const offCentre = Math.round(Math.abs((icon.left + words.right) / 2 - (box.left + box.right) / 2));
        return {
          width: Math.round(box.width),
          fill: style.backgroundColor,
          border: style.borderStyle,
          filled: style.backgroundColor !== base.backgroundColor,
          padded: ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'].every(
            (side) => parseFloat(base[side as 'paddingTop']) >= 8,
          ),
          iconBesideWords: gap >= 4 && gap <= 12,
          centred: offCentre <= 1,
        };
      };
      for (const theme of ['light', 'dark'] as const) {
        let answer!: (value: NotificationPermission) => void;
        permission = stubPermission('default', () => new Promise((resolve) => (answer = resolve)));
        let deliver: ((token: string) => void) | undefined;
        const el = await create({ provider: () => new Promise<string>((resolve) => (deliver = resolve)) });
        el.theme = theme;
        await el.updateComplete;
        const looks: Record<string, ReturnType<typeof look>> = { idle: look(el) };
        button(el).click();
        await settled(el, 'asking');
        looks.asking = look(el);
        answer('granted');
        await settled(el, 'registering');
        looks.registering = look(el);
        (await providerAsked(() => deliver))(`steady-${theme}-token`);
        await settled(el, 'registered');
        looks.registered = look(el);
        permission.restore();

        permission = stubPermission('granted');
        const failed = await create({ providerId: 'apns' });
        failed.theme = theme;
        await click(failed, 'error');
        expect(label(failed)).to.equal('Retry');
        looks.error = look(failed);

        const expected = {
          ...looks.idle,
          filled: true,
          padded: true,
          iconBesideWords: true,
          centred: true,
        };
        expect(looks, `${theme}: ${JSON.stringify(looks)}`).to.deep.equal({
          idle: expected,
          asking: expected,
          registering: expected,
          registered: expected,
          error: expected,
        });
        permission.restore();
        permission = undefined;
        clearNotifStorage();
      }
    });

    it('turns its spinner while waiting, and holds it still when reduced motion is asked for', async function () {
      await requireCapability(this, 'media emulation');
      permission = stubPermission('default', () => new Promise<NotificationPermission>(() => undefined));
      const el = await create();
      button(el).click();
      await settled(el, 'asking');
      const spinner = el.shadowRoot!.querySelector('.spinner')!;
      const animation = await underEachMotionPreference(() => getComputedStyle(spinner).animationName);
      expect(animation).to.deep.equal({ noPreference: 'spin', reduce: 'none' });
    });

    it('skips the question when permission was already granted', async () => {
      permission = stubPermission('granted');
      const el = await create();
      await click(el, 'registered');
      expect(permission.requests).to.equal(0);
      expect(events.states).to.deep.equal(['registering', 'registered']);
    });

    it('sends the integration identifier when one is set', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const el = await create({
        api,
        providerId: 'fcm',
        integrationIdentifier: 'fcm-mobile',
        provider: tokenProvider('fcm-token'),
      });
      await click(el, 'registered');
      expect(api.sent('PATCH', CREDENTIALS)[0].body).to.deep.equal({
        providerId: 'fcm',
        integrationIdentifier: 'fcm-mobile',
        credentials: { deviceTokens: ['fcm-token'] },
      });
      expect(await storedTokens(api, 'fcm')).to.include('fcm-token');
    });

    it('keeps the focus on the button through every state change', async () => {
      permission = stubPermission('default', 'granted');
      const el = await create();
      button(el).focus();
      await sendKeys({ press: 'Enter' });
      await settled(el, 'registered');
      expect(document.activeElement).to.equal(el);
      expect(el.shadowRoot!.activeElement).to.equal(button(el));
      await sendKeys({ press: ' ' }); // the space bar (Firefox's driver knows no 'Space')
      await waitFor(() => events.states.length === 5);
      await settled(el, 'registered');
      expect(el.shadowRoot!.activeElement).to.equal(button(el));
    });

    it('focuses its button when the element is focused', async () => {
      permission = stubPermission('default');
      const el = await create();
      el.focus();
      expect(el.shadowRoot!.activeElement).to.equal(button(el));
    });
  });

  describe('sending a token once', () => {
    it('does not send an acknowledged token again after a reload, nor on a second click', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const baseUrl = uniqueBaseUrl();
      const first = await create({ api, baseUrl, provider: tokenProvider('device-token-1') });
      await click(first, 'registered');
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(1);
      first.remove();

      // A reload: a new element with the same configuration knows it is registered, without asking anything.
      const provider = tokenProvider('device-token-1');
      events.states = [];
      const second = await create({ api, baseUrl, provider });
      expect(second.state).to.equal('registered');
      expect(label(second)).to.equal('Notifications on');
      expect(provider.calls).to.equal(0);

      await click(second, 'registered');
      await waitFor(() => events.states.at(-1) === 'registered' && events.states.length >= 3);
      expect(provider.calls).to.equal(1);
      expect(api.sent('PATCH', CREDENTIALS), 'the same token was sent twice').to.have.length(1);
      expect(events.stateEvents.at(-1)!.detail.token).to.equal('device-token-1');
    });

    it('remembers per subscriber and provider: another provider sends the token', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const baseUrl = uniqueBaseUrl();
      await click(await create({ api, baseUrl }), 'registered');
      const fcm = await create({ api, baseUrl, providerId: 'fcm' });
      expect(fcm.state).to.equal('idle');
      await click(fcm, 'registered');
      expect(
        api.sent('PATCH', CREDENTIALS).map((r) => (r.body as { providerId: string }).providerId),
      ).to.deep.equal(['push-webhook', 'fcm']);
    });

    it('sends a changed token (rotation), and the service keeps both', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const provider = tokenProvider('device-token-1');
      const el = await create({ api, provider });
      await click(el, 'registered');
      provider.value = 'device-token-2';
      events.states = [];
      button(el).click();
      await waitFor(() => events.states.at(-1) === 'registered');
      const sent = api.sent('PATCH', CREDENTIALS);
      expect(sent).to.have.length(2);
      expect(sent[1].body).to.deep.equal({
        providerId: 'push-webhook',
        credentials: { deviceTokens: ['device-token-2'] },
      });
      expect(await storedTokens(api)).to.include.members(['device-token-1', 'device-token-2']);
      expect(events.stateEvents.at(-1)!.detail.token).to.equal('device-token-2');
    });

    it('keeps fingerprints in localStorage, never the token itself', async () => {
      permission = stubPermission('granted');
      const el = await create({ provider: tokenProvider('secret-device-token') });
      await click(el, 'registered');
      const keys = Object.keys(localStorage).filter((key) => key.startsWith('notif-elements:push:'));
      expect(keys).to.have.length(1);
      const stored = localStorage.getItem(keys[0])!;
      expect(stored).to.match(/sha256:[0-9a-f]{64}/);
      expect(stored).not.to.contain('secret-device-token');
    });

    it('forgetRegistration() makes the next click send the token again', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const el = await create({ api });
      await click(el, 'registered');
      el.forgetRegistration();
      await el.updateComplete;
      expect(el.state).to.equal('idle');
      await click(el, 'registered');
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(2);
    });

    it('follows the subscriber: another subscriber of the provider is not registered yet', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const wrapper = await fixture<NotifProvider>(
        html`<notif-provider
          base-url=${uniqueBaseUrl()}
          subscriber-id=${SUBSCRIBER}
          api-key=${DEV_KEY}
          .fetch=${api.fetch}
        >
          <notif-push-register
            provider-id="push-webhook"
            .tokenProvider=${tokenProvider('t-1')}
          ></notif-push-register>
        </notif-provider>`,
      );
      const el = wrapper.querySelector('notif-push-register')!;
      await el.updateComplete;
      await click(el, 'registered');
      wrapper.subscriberId = 'subscriber-grace';
      await settled(el, 'idle');
      wrapper.subscriberId = SUBSCRIBER;
      await settled(el, 'registered');
    });
  });

  describe('auto-register', () => {
    it('registers on load when permission was already granted, and sends nothing when already acknowledged', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const baseUrl = uniqueBaseUrl();
      const first = await create({ api, baseUrl, autoRegister: true, provider: tokenProvider('auto-token') });
      await settled(first, 'registered');
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(1);
      expect(liveText(first), 'an automatic registration is not announced').to.equal('');
      first.remove();

      const provider = tokenProvider('auto-token');
      const second = await create({ api, baseUrl, autoRegister: true, provider });
      await waitFor(() => provider.calls === 1);
      await settled(second, 'registered');
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(1);
      second.remove();

      // A rotated token found on load is sent.
      const rotated = await create({
        api,
        baseUrl,
        autoRegister: true,
        provider: tokenProvider('auto-token-2'),
      });
      await waitFor(() => api.sent('PATCH', CREDENTIALS).length === 2);
      await settled(rotated, 'registered');
      expect(await storedTokens(api)).to.include.members(['auto-token', 'auto-token-2']);
    });

    it('never asks for permission by itself', async () => {
      permission = stubPermission('default');
      const api = inProcessApi();
      const provider = tokenProvider('auto-token');
      const el = await create({ api, autoRegister: true, provider });
      expect(el.state).to.equal('idle');
      // A click asks, and registers: the first states and the one question are that click's, so nothing was
      // asked on load. (With permission granted by then, auto-register checks the token once more, quietly.)
      await click(el, 'registered');
      expect(permission.requests).to.equal(1);
      expect(events.states.slice(0, 3)).to.deep.equal(['asking', 'registering', 'registered']);
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(1);
    });
  });

  describe('denied', () => {
    it('when the person blocks notifications: explains how to allow them, sends nothing', async () => {
      permission = stubPermission('default', 'denied');
      const api = inProcessApi();
      const provider = tokenProvider('device-token-1');
      const el = await create({ api, provider });
      await click(el, 'denied');
      expect(events.states).to.deep.equal(['asking', 'denied']);
      expect(label(el)).to.equal('Notifications blocked');
      expect(button(el).getAttribute('aria-disabled')).to.equal('true');
      expect(message(el)).to.contain('browser settings');
      expect(button(el).getAttribute('aria-describedby')).to.equal('message');
      expect(liveText(el)).to.contain('browser settings');
      expect(provider.calls).to.equal(0);
      expect(api.requests).to.have.length(0);
      button(el).click();
      await el.updateComplete; // a press acts within the click: a run would have asked and changed the state
      expect(permission.requests).to.equal(1);
      expect(el.state).to.equal('denied');
    });

    it('on load when already blocked, and idle again once allowed in the settings', async () => {
      permission = stubPermission('denied');
      const el = await create();
      expect(el.state).to.equal('denied');
      permission.set('default');
      el.requestUpdate(); // what the Permissions API change event does
      await settled(el, 'idle');
    });

    it('goes back to idle with a note when the prompt is dismissed, and can ask again', async () => {
      permission = stubPermission('default', 'default');
      const el = await create();
      button(el).click();
      await waitFor(() => events.states.join() === 'asking,idle');
      await el.updateComplete;
      expect(message(el)).to.contain('not turned on');
      expect(button(el).getAttribute('aria-disabled')).to.equal('false');
      button(el).click();
      await waitFor(() => permission!.requests === 2);
    });
  });

  describe('unsupported', () => {
    it('without the Push API, says so in plain words next to a disabled button', async () => {
      permission = stubPermission('default');
      restores.push(replaceProperty(window, 'PushManager', { value: undefined, writable: true }));
      const el = await create({ provider: undefined, vapidKey: VAPID_KEY });
      expect(el.state).to.equal('unsupported');
      expect(label(el)).to.equal('Notifications unavailable');
      expect(button(el).getAttribute('aria-disabled')).to.equal('true');
      expect(message(el)).to.equal('This browser cannot show notifications from this site.');
      expect(message(el), 'no developer words').not.to.match(/PushManager|API|Missing/);
      button(el).click();
      await el.updateComplete; // a press acts within the click: a run would have asked and changed the state
      expect(permission.requests).to.equal(0);
      expect(el.state).to.equal('unsupported');
    });

    it('without service workers', async () => {
      permission = stubPermission('default');
      restores.push(replaceProperty(navigator, 'serviceWorker', { value: undefined }));
      const el = await create({ provider: undefined, vapidKey: VAPID_KEY });
      expect(el.state).to.equal('unsupported');
      expect(message(el)).to.equal('This browser cannot show notifications from this site.');
    });

    it('on an insecure page', async () => {
      permission = stubPermission('default');
      restores.push(replaceProperty(window, 'isSecureContext', { get: () => false }));
      const el = await create();
      expect(el.state).to.equal('unsupported');
      expect(message(el)).to.contain('secure (https)');
    });

    it('without the Notification API, even with a token provider', async () => {
      restores.push(replaceProperty(window, 'Notification', { value: undefined, writable: true }));
      const el = await create();
      expect(el.state).to.equal('unsupported');
      expect(message(el)).to.equal('This browser cannot show notifications from this site.');
    });

    it('a custom token provider needs only the Notification API', async () => {
      permission = stubPermission('granted');
      restores.push(replaceProperty(window, 'PushManager', { value: undefined, writable: true }));
      restores.push(replaceProperty(navigator, 'serviceWorker', { value: undefined }));
      const api = inProcessApi();
      const el = await create({ api, provider: tokenProvider('fcm-style-token') });
      expect(el.state).to.equal('idle');
      await click(el, 'registered');
      expect(await storedTokens(api)).to.include('fcm-style-token');
    });
  });

  describe('errors', () => {
    it('a 400 for a provider without an active integration: a message a developer can act on, and Retry', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const el = await create({ api, providerId: 'apns' });
      await click(el, 'error');
      expect(label(el)).to.equal('Retry');
      expect(button(el).getAttribute('aria-disabled')).to.equal('false');
      expect(message(el)).to.contain('no active apns integration');
      expect(liveText(el)).to.contain('no active apns integration');
      expect(part(el, 'message')!.classList.contains('error')).to.equal(true);
      expect(events.errors).to.have.length(1);
      expect(events.errors[0].detail.operation).to.equal('register');
      expect(events.errors[0].detail.error).to.be.instanceOf(NotifHttpError);
      expect((events.errors[0].detail.error as NotifHttpError).status).to.equal(400);

      await click(el, 'error');
      await waitFor(() => events.errors.length === 2);
      expect(api.sent('PATCH', CREDENTIALS)).to.have.length(2);
      expect(events.states).to.deep.equal(['registering', 'error', 'registering', 'error']);
    });

    it('names a wrong integration identifier', async () => {
      permission = stubPermission('granted');
      const el = await create({ providerId: 'fcm', integrationIdentifier: 'fcm-nowhere' });
      await click(el, 'error');
      expect(message(el)).to.contain('"fcm-nowhere"').and.contain('integration-identifier');
    });

    it('retries to success once the service can store the token', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      api.setOffline(true);
      const el = await create({ api });
      await click(el, 'error');
      expect(message(el)).to.contain('could not be reached');
      expect(events.errors[0].detail.error.name).to.equal('NotifNetworkError');
      api.setOffline(false);
      await click(el, 'registered');
      expect(await storedTokens(api)).to.include('device-token-1');
    });

    it('a 503 from the service is retried by the client with one idempotency key, then told in plain words', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      api.failPaths(CREDENTIALS);
      const el = await create({ api });
      await click(el, 'error');
      const attempts = api.sent('PATCH', CREDENTIALS);
      expect(attempts.length).to.be.greaterThan(1);
      expect(new Set(attempts.map((r) => r.headers['idempotency-key'])).size).to.equal(1);
      // The person reads what happened and retries; the status is the developer's, in the event.
      expect(message(el)).to.equal('Notifications could not be turned on.');
      expect(label(el)).to.equal('Retry');
      expect((events.errors[0].detail.error as NotifHttpError).status).to.equal(503);
    });

    it('a token provider that fails: its error is shown and fired, nothing is sent', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const el = await create({
        api,
        provider: async () => {
          throw new Error('FCM is not configured');
        },
      });
      await click(el, 'error');
      expect(message(el)).to.contain('FCM is not configured');
      expect(events.errors[0].detail.error.message).to.equal('FCM is not configured');
      expect(api.requests).to.have.length(0);
    });

    it('a token provider that resolves with no token names the mistake without sending', async () => {
      permission = stubPermission('granted');
      const api = inProcessApi();
      const el = await create({ api, provider: async () => '' });
      await click(el, 'error');
      expect(message(el)).to.contain('tokenProvider must resolve with a non-empty string');
      expect(events.errors[0].detail.error).to.be.instanceOf(NotifValidationError);
      expect((events.errors[0].detail.error as NotifValidationError).field).to.equal('tokenProvider');
      expect(api.requests).to.have.length(0);
    });

    it('an unknown provider-id: an error state naming the value and where the valid ones are, and no request', async () => {
      permission = stubPermission('default');
      const api = inProcessApi();
      const el = await create({ api, providerId: 'webpush' });
      expect(el.state).to.equal('error');
      // What to do shows with the first render, and the mistake is reported with it.
      expect(message(el)).to.contain('provider-id "webpush"');
      expect(message(el)).to.contain('SUBSCRIBER_CHANNEL_PROVIDERS').and.contain('push-webhook');
      expect(button(el).getAttribute('aria-disabled')).to.equal('true');
      expect(events.errors).to.have.length(1);
      expect(events.errors[0].detail.operation).to.equal('configure');
      expect((events.errors[0].detail.error as NotifValidationError).field).to.equal('provider-id');
      button(el).click();
      await el.updateComplete; // a press acts within the click: a run would have asked and changed the state
      expect(permission.requests).to.equal(0);
      expect(el.state).to.equal('error');
      expect(api.requests).to.have.length(0);

      el.providerId = 'push-webhook';
      await settled(el, 'idle');
      expect(events.errors).to.have.length(1);
    });

    it('the default Web Push provider without a usable VAPID key', async function () {
      // Without PushManager the element says Web Push is unsupported before it reads the key (push-support.test.ts).
      await requireCapability(this, 'the Push API');
      permission = stubPermission('granted');
      const missing = await create({ provider: undefined });
      expect(missing.state).to.equal('error');
      expect(message(missing)).to.contain('vapid-public-key is not set');
      const short = await create({ provider: undefined, vapidKey: 'AAAA' });
      expect(message(short)).to.contain('decodes to 3 bytes');
    });

    it('the default Web Push provider reports a service worker that cannot be registered', async function () {
      await requireCapability(this, 'the Push API');
      permission = stubPermission('granted');
      const api = inProcessApi();
      const el = await create({
        api,
        provider: undefined,
        vapidKey: VAPID_KEY,
        serviceWorker: '/package.json',
      });
      await click(el, 'error');
      expect(message(el)).to.contain('/package.json could not be registered');
      expect(api.requests).to.have.length(0);
    });

    it('a registration under way when the element is removed fires no error', async () => {
      permission = stubPermission('granted');
      // Two registrations waiting for their token; one element is removed, the other, left in place, is the
      // control: once its failure is fired, the removed one's failure has been through the same steps.
      const fail: ((error: Error) => void)[] = [];
      const waitingToken = () => new Promise<string>((_, reject) => fail.push(reject));
      const [removed, control] = [
        await create({ provider: waitingToken }),
        await create({ provider: waitingToken }),
      ];
      button(removed).click();
      button(control).click();
      await Promise.all([settled(removed, 'registering'), settled(control, 'registering')]);
      // The registration's code arrives, and asks the token provider, a moment after the state shows.
      await waitFor(() => fail.length === 2, { message: 'both token providers asked' });
      removed.remove();
      for (const reject of fail) reject(new Error('too late'));
      await settled(control, 'error');
      expect(events.errors.map((event) => event.target)).to.deep.equal([control]);
    });
  });

  describe('strings and accessibility', () => {
    it('uses the strings given to it', async () => {
      permission = stubPermission('default');
      const el = await create();
      el.strings = { pushEnable: 'Benachrichtigungen aktivieren' };
      await el.updateComplete;
      expect(label(el)).to.equal('Benachrichtigungen aktivieren');
    });

    it('renders the messages as text', async () => {
      permission = stubPermission('granted');
      const el = await create({
        provider: async () => {
          throw new Error('<img src=x onerror="window.__pwned = true">');
        },
      });
      await click(el, 'error');
      expect(part(el, 'message')!.querySelector('img')).to.equal(null);
      expect(message(el)).to.contain('<img src=x');
    });

    it('the button is named by its label', async () => {
      permission = stubPermission('default');
      const el = await create();
      expect(button(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Enable notifications');
      expect(button(el).hasAttribute('aria-label')).to.equal(false);
      expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    });

    it('is accessible in every state, light and dark', async () => {
      permission = stubPermission('default');
      const idle = await create();
      await expectAccessible(idle);

      permission.set('granted');
      const registered = await create();
      await click(registered, 'registered');
      await expectAccessible(registered);

      permission.set('denied');
      const denied = await create();
      expect(denied.state).to.equal('denied');
      await expectAccessible(denied);

      permission.set('granted');
      const failed = await create({ providerId: 'apns' });
      await click(failed, 'error');
      await expectAccessible(failed);

      const configError = await create({ providerId: 'nope' });
      await expectAccessible(configError);

      restores.push(replaceProperty(window, 'PushManager', { value: undefined, writable: true }));
      const unsupported = await create({ provider: undefined, vapidKey: VAPID_KEY });
      expect(unsupported.state).to.equal('unsupported');
      await expectAccessible(unsupported);

      unsupported.theme = 'dark';
      registered.theme = 'dark';
      failed.theme = 'dark';
      await Promise.all([unsupported.updateComplete, registered.updateComplete, failed.updateComplete]);
      await expectAccessible(unsupported);
      await expectAccessible(registered);
      await expectAccessible(failed);
    });
  });
});
