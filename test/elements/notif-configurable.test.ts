import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { NotifActivity } from '../../src/elements/notif-activity/notif-activity.js';
import { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import { NotifProvider } from '../../src/elements/notif-provider/notif-provider.js';
import { NotifPushRegister } from '../../src/elements/notif-push-register/notif-push-register.js';
import { NotifToasts } from '../../src/elements/notif-toasts/notif-toasts.js';

const SERVICE = ['base-url', 'api-key', 'token', 'locale'];

describe('configuration attributes', () => {
  it('every subscriber-facing element takes the service attributes and subscriber-id', () => {
    for (const element of [NotifInbox, NotifMessage, NotifProvider, NotifPushRegister, NotifToasts]) {
      expect(element.observedAttributes, element.name).to.include.members([...SERVICE, 'subscriber-id']);
    }
  });

  it('the activity log takes the service attributes but no subscriber-id, and reads them as its configuration', () => {
    expect(NotifActivity.observedAttributes).to.include.members(SERVICE);
    expect(NotifActivity.observedAttributes).not.to.include('subscriber-id');
    const el = document.createElement('notif-activity');
    const fetchImpl: typeof fetch = () => Promise.reject(new Error('not called'));
    el.setAttribute('base-url', '/api/notif');
    el.setAttribute('api-key', 'key');
    el.setAttribute('token', 'session');
    el.setAttribute('locale', 'de');
    el.fetch = fetchImpl;
    expect(el.ownConfig).to.deep.equal({
      baseUrl: '/api/notif',
      apiKey: 'key',
      token: 'session',
      locale: 'de',
      fetch: fetchImpl,
    });
  });

  it('a subscriber-facing element adds its subscriber-id to the same configuration', () => {
    const el = document.createElement('notif-push-register');
    el.setAttribute('base-url', '');
    el.setAttribute('subscriber-id', 'subscriber-ada');
    expect(el.ownConfig).to.deep.equal({
      baseUrl: '',
      apiKey: undefined,
      token: undefined,
      locale: undefined,
      fetch: undefined,
      live: undefined,
      subscriberId: 'subscriber-ada',
    });
  });
});
