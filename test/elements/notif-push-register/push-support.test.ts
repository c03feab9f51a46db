import { expect } from '@open-wc/testing';
import {
  pushUnsupportedReason,
  type PushEnvironment,
} from '../../../src/elements/notif-push-register/push-support.js';
import { has } from '../../support/capabilities.js';

class FakeApi {}

const complete: PushEnvironment = {
  isSecureContext: true,
  Notification: FakeApi,
  PushManager: FakeApi,
  navigator: { serviceWorker: {} },
};

describe('pushUnsupportedReason', () => {
  it('finds nothing missing in a page with every API', () => {
    expect(pushUnsupportedReason({ webPush: true }, complete)).to.equal(undefined);
  });

  it('finds nothing missing in this page (localhost is a secure context), or names PushManager where it is absent', async () => {
    // WebKitGTK has service workers and notifications but no PushManager: the element rightly says "unsupported".
    expect(pushUnsupportedReason({ webPush: true })).to.equal(
      (await has('the Push API')) ? undefined : 'no-push-manager',
    );
    expect(pushUnsupportedReason({ webPush: false })).to.equal(undefined);
  });

  it('names an insecure page first, whatever else is missing', () => {
    expect(pushUnsupportedReason({ webPush: true }, { isSecureContext: false })).to.equal('insecure-context');
    expect(pushUnsupportedReason({ webPush: false }, { ...complete, isSecureContext: false })).to.equal(
      'insecure-context',
    );
  });

  it('names the missing API for Web Push', () => {
    expect(pushUnsupportedReason({ webPush: true }, { ...complete, Notification: undefined })).to.equal(
      'no-notification',
    );
    expect(pushUnsupportedReason({ webPush: true }, { ...complete, navigator: {} })).to.equal(
      'no-service-worker',
    );
    expect(pushUnsupportedReason({ webPush: true }, { ...complete, navigator: undefined })).to.equal(
      'no-service-worker',
    );
    expect(pushUnsupportedReason({ webPush: true }, { ...complete, PushManager: undefined })).to.equal(
      'no-push-manager',
    );
  });

  it('needs only the Notification API for a custom token provider', () => {
    const noPush = { isSecureContext: true, Notification: FakeApi };
    expect(pushUnsupportedReason({ webPush: false }, noPush)).to.equal(undefined);
    expect(pushUnsupportedReason({ webPush: false }, { isSecureContext: true })).to.equal('no-notification');
  });
});
