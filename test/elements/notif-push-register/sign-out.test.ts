/**
 * Signing out (docs/guides/push-register.md#signing-out): `<notif-push-register>.signOut()` takes this browser's
 * token out of the subscriber's channel on the local API, cancels the Web Push subscription and forgets the
 * acknowledgement; `clearStoredData` forgets everything the elements keep in `localStorage` for a subscriber.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { Subscriber } from '../../../src/api/types.js';
import '../../../src/entries/push-register.js';
import type { NotifPushRegister } from '../../../src/elements/notif-push-register/notif-push-register.js';
import { ACKNOWLEDGED_PREFIX } from '../../../src/elements/notif-push-register/acknowledged-tokens.js';
import { signOutOfPush } from '../../../src/elements/notif-push-register/sign-out.js';
import type { ServiceWorkerContainerLike } from '../../../src/elements/notif-push-register/web-push-token.js';
import { recordKey } from '../../../src/elements/notif-toasts/arrival-claims.js';
import { clearStoredData } from '../../../src/store/stored-data.js';
import {
  PENDING_MARKS_PREFIX,
  PUSH_RECORD_PREFIX,
  SHOWN_IDS_PREFIX,
  subscriberScope,
} from '../../../src/utils/storage-keys.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import {
  clearNotifStorage,
  stubPermission,
  tokenProvider,
  type PermissionStub,
} from '../../support/push-stubs.js';
import { waitFor } from '../../support/wait-for.js';

const ADA = 'subscriber-ada';
const CREDENTIALS = /\/v1\/subscribers\/subscriber-ada\/credentials$/;

async function storedTokens(api: InProcessApi): Promise<string[]> {
  const subscriber: Subscriber = await api.client.getSubscriber(ADA);
  return (subscriber.channels ?? [])
    .filter((channel) => channel.providerId === 'push-webhook')
    .flatMap((channel) => channel.credentials.deviceTokens ?? []);
}

function pushKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(ACKNOWLEDGED_PREFIX));
}

/** A Web Push subscription of this browser, as the browser hands it out, that records its unsubscribe. */
function subscriptionStub(endpoint: string) {
  const stub = {
    unsubscribed: 0,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFX', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
    unsubscribe: async () => {
      stub.unsubscribed++;
      return true;
    },
  };
  return stub;
}

function containerWith(subscription: ReturnType<typeof subscriptionStub>): ServiceWorkerContainerLike {
  return {
    register: async () => {
      throw new Error('signing out registers nothing');
    },
    getRegistration: async () =>
      ({
        pushManager: { getSubscription: async () => subscription },
      }) as unknown as ServiceWorkerRegistration,
  };
}

describe('signing out of push', () => {
  let permission: PermissionStub | undefined;
  beforeEach(() => clearNotifStorage());
  afterEach(() => {
    permission?.restore();
    clearNotifStorage();
  });

  it('<notif-push-register>.signOut() removes the token on the service, keeps the others, and forgets the acknowledgement', async () => {
    permission = stubPermission('default', 'granted');
    const api = inProcessApi();
    await api.client.upsertCredentials(ADA, {
      providerId: 'push-webhook',
      credentials: { deviceTokens: ['other-device'] },
    });
    const el = await fixture<NotifPushRegister>(
      html`<notif-push-register
        base-url=${uniqueBaseUrl()}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        provider-id="push-webhook"
        .fetch=${api.fetch}
        .tokenProvider=${tokenProvider('device-token-1')}
      ></notif-push-register>`,
    );
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
    await waitFor(() => el.state === 'registered', { message: 'the registration' });
    expect(await storedTokens(api)).to.deep.equal(['other-device', 'device-token-1']);
    expect(pushKeys()).to.have.length(1);

    await el.signOut();
    expect(await storedTokens(api)).to.deep.equal(['other-device']);
    expect(api.sent('PATCH', CREDENTIALS).at(-1)!.body).to.deep.equal({
      providerId: 'push-webhook',
      credentials: {},
      removeDeviceTokens: ['device-token-1'],
    });
    expect(pushKeys()).to.deep.equal([]);
    await el.updateComplete;
    expect(el.state).not.to.equal('registered');
  });

  it('cancels the Web Push subscription and removes exactly the token that was stored', async () => {
    const api = inProcessApi();
    const subscription = subscriptionStub('https://fcm.googleapis.com/fcm/send/abc');
    const stored = JSON.stringify({ ...subscription.toJSON() });
    await api.client.upsertCredentials(ADA, {
      providerId: 'push-webhook',
      credentials: { deviceTokens: [stored, 'other-device'] },
    });
    const scope = { baseUrl: uniqueBaseUrl(), subscriberId: ADA, providerId: 'push-webhook' };
    const config = { baseUrl: scope.baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch };
    await signOutOfPush({ vapidPublicKey: 'unused' }, config, scope, containerWith(subscription));
    expect(subscription.unsubscribed).to.equal(1);
    expect(await storedTokens(api)).to.deep.equal(['other-device']);
  });

  it('cancels the subscription even when the service cannot be reached, then rejects', async () => {
    const subscription = subscriptionStub('https://fcm.googleapis.com/fcm/send/abc');
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const scope = { baseUrl: uniqueBaseUrl(), subscriberId: ADA, providerId: 'push-webhook' };
    const config = {
      baseUrl: scope.baseUrl,
      subscriberId: ADA,
      apiKey: DEV_KEY,
      fetch: offline,
      retry: false,
    };
    let failure: unknown;
    try {
      await signOutOfPush({}, config, scope, containerWith(subscription));
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(Error);
    expect(subscription.unsubscribed).to.equal(1);
  });
});

describe('clearStoredData', () => {
  afterEach(() => clearNotifStorage());

  it("removes every key the elements keep for the subscriber, and nobody else's", () => {
    const ours = [
      'notif-elements:pending:http://a.test|subscriber-ada',
      'notif-elements:pending:|subscriber-ada',
      'notif-elements:shown:http://a.test|subscriber-ada',
      `notif-elements:push:${JSON.stringify(['http://a.test', 'subscriber-ada', 'fcm', ''])}`,
    ];
    const theirs = [
      'notif-elements:pending:http://a.test|subscriber-grace',
      'notif-elements:shown:http://a.test|xsubscriber-ada-not',
      `notif-elements:push:${JSON.stringify(['http://a.test', 'subscriber-grace', 'fcm', ''])}`,
      'notif-elements:desktop-asked',
      'the-app:subscriber-ada',
    ];
    for (const key of [...ours, ...theirs]) localStorage.setItem(key, '[]');
    expect(clearStoredData(ADA, { baseUrl: 'http://a.test' }).sort()).to.deep.equal(
      ours.filter((key) => key.includes('http://a.test')).sort(),
    );
    expect(clearStoredData(ADA)).to.deep.equal(['notif-elements:pending:|subscriber-ada']);
    expect(Object.keys(localStorage).sort()).to.deep.equal([...theirs].sort());
    localStorage.removeItem('the-app:subscriber-ada');
    expect(() => clearStoredData('')).to.throw(TypeError, /subscriberId/);
  });

  it('knows the keys every writer uses', async () => {
    expect(ACKNOWLEDGED_PREFIX).to.equal(PUSH_RECORD_PREFIX);
    expect(recordKey('http://a.test|subscriber-ada')).to.equal(
      `${SHOWN_IDS_PREFIX}http://a.test|subscriber-ada`,
    );
    const { acquireSession, pendingMarksKey, releaseSession } = await import('../../../src/store/session.js');
    const baseUrl = uniqueBaseUrl();
    const session = acquireSession({
      baseUrl,
      subscriberId: ADA,
      apiKey: DEV_KEY,
      fetch: inProcessApi().fetch,
    })!;
    try {
      expect(session.scope).to.equal(subscriberScope(baseUrl, ADA));
      expect(pendingMarksKey(session.scope)).to.equal(`${PENDING_MARKS_PREFIX}${session.scope}`);
    } finally {
      releaseSession(session);
    }
  });
});
