import { expect } from '@open-wc/testing';
import { NotifValidationError } from '../../../src/api/errors.js';
import {
  applicationServerKey,
  vapidKeyProblem,
} from '../../../src/elements/notif-push-register/vapid-key.js';
import {
  webPushToken,
  type ServiceWorkerContainerLike,
} from '../../../src/elements/notif-push-register/web-push-token.js';
import { serializeSubscription } from '../../../src/elements/notif-push-register/web-push-subscription.js';
import { waitFor } from '../../support/wait-for.js';
import { has } from '../../support/capabilities.js';

/** Made by scripts/generate-vapid-keys.mjs; its private key was never kept. */
const VAPID_KEY = 'BEBJCW2taUSdcLQRNobMSconjS0O3QFs8ulCTlpYls9QdYi-xR29KU7zphyQVuuvxgQVtnTe6uwJuSRUY0qi1qU';
const OTHER_KEY = `B${'A'.repeat(86)}`;
const SW_URL = new URL('/src/elements/notif-push-register/notif-sw.js', location.href).href;
const SW_SCOPE = new URL('/src/elements/notif-push-register/', location.href).href;

class FakeWorker extends EventTarget {
  constructor(
    public state: ServiceWorkerState,
    readonly scriptURL: string,
  ) {
    super();
  }

  /** Listeners of its state changes: someone is waiting for it to activate. */
  listening = 0;

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    if (args[0] === 'statechange') this.listening++;
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    if (args[0] === 'statechange') this.listening--;
    super.removeEventListener(...args);
  }

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeSubscription(key: string, endpoint = 'https://push.example/send/abc') {
  const subscription = {
    unsubscribed: false,
    options: { applicationServerKey: applicationServerKey(key).buffer, userVisibleOnly: true },
    // Keys in a different order than the token's, to show the serialization fixes the order.
    toJSON: () => ({ keys: { auth: 'auth-secret', p256dh: 'p256dh-key' }, expirationTime: null, endpoint }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

interface FakeSetup {
  /** The worker of the new registration: already active, or installing (moved on by the test). */
  worker?: FakeWorker;
  existing?: { scope: string; scriptURL: string };
  subscription?: ReturnType<typeof fakeSubscription> | null;
  subscribeError?: Error;
  registerError?: Error;
}

function fakeContainer(setup: FakeSetup = {}) {
  const calls = {
    register: [] as { url: string; options?: RegistrationOptions }[],
    subscribe: [] as PushSubscriptionOptionsInit[],
  };
  let subscription = setup.subscription ?? null;
  const worker = setup.worker ?? new FakeWorker('activated', SW_URL);
  const registration = {
    scope: SW_SCOPE,
    get active() {
      return worker.state === 'activated' ? worker : null;
    },
    get installing() {
      return worker.state === 'installing' || worker.state === 'installed' || worker.state === 'activating'
        ? worker
        : null;
    },
    waiting: null,
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        calls.subscribe.push(options);
        if (setup.subscribeError) throw setup.subscribeError;
        subscription = fakeSubscription(VAPID_KEY, 'https://push.example/send/new');
        return subscription;
      },
    },
  };
  const container: ServiceWorkerContainerLike = {
    register: (async (url: string | URL, options?: RegistrationOptions) => {
      calls.register.push({ url: String(url), options });
      if (setup.registerError) throw setup.registerError;
      return registration;
    }) as unknown as ServiceWorkerContainer['register'],
    getRegistration: (async () =>
      setup.existing
        ? {
            scope: setup.existing.scope,
            active: { scriptURL: setup.existing.scriptURL },
            waiting: null,
            installing: null,
          }
        : undefined) as unknown as ServiceWorkerContainer['getRegistration'],
  };
  return { container, calls };
}

describe('web-push-token', () => {
  describe('vapidKeyProblem and applicationServerKey', () => {
    it('accepts a P-256 public key in base64url, with or without padding', () => {
      expect(vapidKeyProblem(VAPID_KEY)).to.equal(undefined);
      expect(vapidKeyProblem(`  ${VAPID_KEY}=  `)).to.equal(undefined);
      // Standard base64 (with "+" and "/") is accepted too: some tools print keys that way.
      expect(vapidKeyProblem(VAPID_KEY.replace(/-/g, '+').replace(/_/g, '/'))).to.equal(undefined);
      const bytes = applicationServerKey(VAPID_KEY);
      expect(bytes).to.be.instanceOf(Uint8Array);
      expect(bytes.length).to.equal(65);
      expect(bytes[0]).to.equal(0x04);
      // The same bytes as standard base64 decoding gives.
      const standard = atob(VAPID_KEY.replace(/-/g, '+').replace(/_/g, '/') + '=');
      expect(Array.from(bytes)).to.deep.equal(Array.from(standard, (c) => c.charCodeAt(0)));
    });

    it('names what is wrong with a key', () => {
      expect(vapidKeyProblem(undefined)).to.equal('is not set');
      expect(vapidKeyProblem('   ')).to.equal('is not set');
      expect(vapidKeyProblem('not base64!')).to.contain('not base64url');
      expect(vapidKeyProblem('BEBJ.CW2t')).to.contain('not base64url');
      expect(vapidKeyProblem('AAAA')).to.equal(
        'decodes to 3 bytes, not the 65 bytes of an uncompressed P-256 public key',
      );
      // 65 bytes, but not an uncompressed point (first byte 0x00).
      expect(vapidKeyProblem('A'.repeat(87))).to.contain('decodes to 65 bytes');
    });

    it('throws a NotifValidationError naming vapid-public-key', () => {
      try {
        applicationServerKey('AAAA');
        expect.fail('no error');
      } catch (error) {
        expect(error).to.be.instanceOf(NotifValidationError);
        expect((error as NotifValidationError).field).to.equal('vapid-public-key');
        expect((error as Error).message).to.contain('vapid-public-key decodes to 3 bytes');
      }
    });
  });

  describe('serializeSubscription', () => {
    it('gives endpoint, expirationTime and keys, always in that order', () => {
      const token = serializeSubscription(fakeSubscription(VAPID_KEY) as unknown as PushSubscription);
      expect(token).to.equal(
        '{"endpoint":"https://push.example/send/abc","expirationTime":null,"keys":{"p256dh":"p256dh-key","auth":"auth-secret"}}',
      );
    });

    it('refuses a subscription without keys', () => {
      const broken = {
        toJSON: () => ({ endpoint: 'https://push.example/x' }),
      } as unknown as PushSubscription;
      expect(() => serializeSubscription(broken)).to.throw('without an endpoint or keys');
    });
  });

  describe('webPushToken (with a stand-in container)', () => {
    it('registers the worker, waits for it to activate and subscribes with the key, user-visible only', async () => {
      const worker = new FakeWorker('installing', SW_URL);
      const { container, calls } = fakeContainer({ worker });
      const token = webPushToken({
        vapidPublicKey: VAPID_KEY,
        serviceWorker: '/src/elements/notif-push-register/notif-sw.js',
        container,
      });
      // Registered, and waiting for the worker: the moment it would subscribe if it did not wait.
      await waitFor(() => worker.listening > 0, { message: 'the token to wait for the worker' });
      expect(calls.register).to.have.length(1);
      expect(calls.subscribe, 'subscribed before the worker was active').to.have.length(0);
      worker.moveTo('activating');
      worker.moveTo('activated');
      const parsed = JSON.parse(await token) as { endpoint: string; keys: { p256dh: string; auth: string } };

      expect(calls.register).to.deep.equal([{ url: SW_URL, options: undefined }]);
      expect(calls.subscribe).to.have.length(1);
      expect(calls.subscribe[0].userVisibleOnly).to.equal(true);
      expect(Array.from(calls.subscribe[0].applicationServerKey as Uint8Array)).to.deep.equal(
        Array.from(applicationServerKey(VAPID_KEY)),
      );
      expect(parsed).to.deep.equal({
        endpoint: 'https://push.example/send/new',
        expirationTime: null,
        keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
      });
    });

    it('passes a scope when one is given', async () => {
      const { container, calls } = fakeContainer();
      await webPushToken({
        vapidPublicKey: VAPID_KEY,
        serviceWorker: '/src/elements/notif-push-register/notif-sw.js',
        scope: '/src/elements/notif-push-register/app/',
        container,
      });
      expect(calls.register[0].options).to.deep.equal({
        scope: new URL('/src/elements/notif-push-register/app/', location.href).href,
      });
    });

    it('reuses the subscription made with the same key', async () => {
      const existing = fakeSubscription(VAPID_KEY, 'https://push.example/send/existing');
      const { container, calls } = fakeContainer({ subscription: existing });
      const token = await webPushToken({ vapidPublicKey: VAPID_KEY, serviceWorker: SW_URL, container });
      expect(calls.subscribe).to.have.length(0);
      expect(JSON.parse(token).endpoint).to.equal('https://push.example/send/existing');
    });

    it('replaces a subscription made with another key', async () => {
      const existing = fakeSubscription(OTHER_KEY.replace(/^BA/, 'BB'), 'https://push.example/send/old');
      const { container, calls } = fakeContainer({ subscription: existing });
      const token = await webPushToken({ vapidPublicKey: VAPID_KEY, serviceWorker: SW_URL, container });
      expect(existing.unsubscribed).to.equal(true);
      expect(calls.subscribe).to.have.length(1);
      expect(JSON.parse(token).endpoint).to.equal('https://push.example/send/new');
    });

    it('refuses to replace another service worker of the same scope', async () => {
      const { container, calls } = fakeContainer({
        existing: {
          scope: SW_SCOPE,
          scriptURL: new URL('/src/elements/notif-push-register/app-sw.js', location.href).href,
        },
      });
      let error: Error | undefined;
      await webPushToken({ vapidPublicKey: VAPID_KEY, serviceWorker: SW_URL, container }).catch(
        (e: Error) => (error = e),
      );
      expect(error?.message).to.contain('app-sw.js').and.contain('would replace it');
      expect(calls.register).to.have.length(0);
    });

    it('takes its own worker registered with another query (open-origins) for an update, not another worker', async () => {
      const { container, calls } = fakeContainer({
        existing: { scope: SW_SCOPE, scriptURL: `${SW_URL}?open-origins=https%3A%2F%2Fshop.example` },
      });
      await webPushToken({ vapidPublicKey: VAPID_KEY, serviceWorker: SW_URL, container });
      expect(calls.register).to.have.length(1);
    });

    it('updates its own worker in place', async () => {
      const { container, calls } = fakeContainer({ existing: { scope: SW_SCOPE, scriptURL: SW_URL } });
      await webPushToken({ vapidPublicKey: VAPID_KEY, serviceWorker: SW_URL, container });
      expect(calls.register).to.have.length(1);
    });

    it('reports a worker that fails to install', async () => {
      const worker = new FakeWorker('installing', SW_URL);
      const { container } = fakeContainer({ worker });
      const token = webPushToken({ vapidPublicKey: VAPID_KEY, serviceWorker: SW_URL, container });
      await waitFor(() => worker.listening > 0, { message: 'the token to wait for the worker' });
      worker.moveTo('redundant');
      let error: Error | undefined;
      await token.catch((e: Error) => (error = e));
      expect(error?.message).to.contain('failed to install');
    });

    it('gives up on a worker that never activates', async () => {
      const { container } = fakeContainer({ worker: new FakeWorker('installing', SW_URL) });
      let error: Error | undefined;
      await webPushToken({
        vapidPublicKey: VAPID_KEY,
        serviceWorker: SW_URL,
        container,
        activationTimeoutMs: 20,
      }).catch((e: Error) => (error = e));
      expect(error?.message).to.equal('The service worker did not become active within 20 ms.');
    });

    it('explains a registration or a subscription that fails, keeping the cause', async () => {
      const registerError = new TypeError('bad MIME type');
      let error: Error | undefined;
      await webPushToken({
        vapidPublicKey: VAPID_KEY,
        serviceWorker: '/sw.js',
        container: fakeContainer({ registerError }).container,
      }).catch((e: Error) => (error = e));
      expect(error?.message)
        .to.contain(`${new URL('/sw.js', location.href).href} could not be registered`)
        .and.contain('bad MIME type');
      expect(error?.cause).to.equal(registerError);

      const subscribeError = new DOMException('Registration failed - permission denied', 'NotAllowedError');
      await webPushToken({
        vapidPublicKey: VAPID_KEY,
        serviceWorker: SW_URL,
        container: fakeContainer({ subscribeError }).container,
      }).catch((e: Error) => (error = e));
      expect(error?.message).to.equal(
        'The browser could not subscribe to push: Registration failed - permission denied',
      );
      expect(error?.cause).to.equal(subscribeError);
    });

    it('checks the key before touching the browser', async () => {
      const { container, calls } = fakeContainer();
      let error: Error | undefined;
      await webPushToken({ vapidPublicKey: '', serviceWorker: SW_URL, container }).catch(
        (e: Error) => (error = e),
      );
      expect(error).to.be.instanceOf(NotifValidationError);
      expect(calls.register).to.have.length(0);
    });
  });

  describe('in this browser, with the real notif-sw.js', () => {
    afterEach(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });

    it('registers and activates the shipped service worker, then reaches pushManager.subscribe', async () => {
      let token: string | undefined;
      let error: Error | undefined;
      await webPushToken({
        vapidPublicKey: VAPID_KEY,
        serviceWorker: '/src/elements/notif-push-register/notif-sw.js',
      }).then(
        (value) => (token = value),
        (e: Error) => (error = e),
      );
      const registration = await navigator.serviceWorker.getRegistration(SW_SCOPE);
      expect(registration?.active?.scriptURL).to.equal(SW_URL);
      expect(registration?.active?.state).to.equal('activated');
      // Without the Push API (WebKitGTK: service workers but no PushManager) the worker is registered all the same,
      // and the subscription fails saying why.
      if (!(await has('the Push API'))) {
        expect(error?.message).to.equal(
          'The service worker registration has no pushManager: this browser has no Web Push.',
        );
        return;
      }
      // Headless Chromium has no push service (nor a real permission); a browser that has one returns the token.
      if (token) expect(JSON.parse(token)).to.have.keys('endpoint', 'expirationTime', 'keys');
      else expect(error?.message).to.match(/^The browser could not subscribe to push: /);
    });
  });
});
