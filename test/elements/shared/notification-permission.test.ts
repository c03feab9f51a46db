import { expect } from '@open-wc/testing';
import {
  notificationPermission,
  requestNotificationPermission,
  watchNotificationPermission,
} from '../../../src/elements/shared/notification-permission.js';
import { replaceProperty, stubPermission, type PermissionStub } from '../../support/push-stubs.js';
import { waitFor } from '../../support/wait-for.js';

describe('notification-permission', () => {
  let permission: PermissionStub | undefined;
  const restores: (() => void)[] = [];

  afterEach(() => {
    permission?.restore();
    permission = undefined;
    while (restores.length > 0) restores.pop()!();
  });

  it('reads the permission, and "default" when the API is missing or unreadable', () => {
    permission = stubPermission('granted');
    expect(notificationPermission()).to.equal('granted');
    permission.set('denied');
    expect(notificationPermission()).to.equal('denied');
    restores.push(
      replaceProperty(Notification, 'permission', {
        get: () => {
          throw new Error('unreadable');
        },
      }),
    );
    expect(notificationPermission()).to.equal('default');
    restores.push(replaceProperty(window, 'Notification', { value: undefined, writable: true }));
    expect(notificationPermission()).to.equal('default');
  });

  it('asks with the promise form', async () => {
    permission = stubPermission('default', 'granted');
    expect(await requestNotificationPermission()).to.equal('granted');
    expect(permission.requests).to.equal(1);
  });

  it('asks with the older callback form', async () => {
    restores.push(
      replaceProperty(Notification, 'requestPermission', {
        writable: true,
        value: (callback: (answer: string) => void) => {
          setTimeout(() => callback('denied'), 1); // answered later, as a prompt is: the promise must wait for it
          return undefined;
        },
      }),
    );
    expect(await requestNotificationPermission()).to.equal('denied');
  });

  it('passes on a failed request, and explains a missing API', async () => {
    restores.push(
      replaceProperty(Notification, 'requestPermission', {
        writable: true,
        value: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      }),
    );
    let error: Error | undefined;
    await requestNotificationPermission().catch((e: Error) => (error = e));
    expect(error?.name).to.equal('NotAllowedError');

    restores.push(replaceProperty(window, 'Notification', { value: undefined, writable: true }));
    await requestNotificationPermission().catch((e: Error) => (error = e));
    expect(error?.message).to.contain('cannot ask for notification permission');
  });

  it('hears changes through the Permissions API, until stopped', async () => {
    const status = new EventTarget();
    let listening = false;
    const addEventListener = status.addEventListener.bind(status);
    status.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
      listening ||= args[0] === 'change';
      addEventListener(...args);
    };
    restores.push(
      replaceProperty(navigator, 'permissions', {
        value: {
          query: async ({ name }: { name: string }) => (name === 'notifications' ? status : Promise.reject()),
        },
      }),
    );
    let changes = 0;
    const stop = watchNotificationPermission(() => changes++);
    await waitFor(() => listening, { message: 'the watch to listen to the permission status' });
    status.dispatchEvent(new Event('change'));
    expect(changes).to.equal(1);
    stop();
    status.dispatchEvent(new Event('change'));
    expect(changes).to.equal(1);
  });
});
