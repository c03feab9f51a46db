// A base-url attribute that is no base URL (docs/architecture.md, "Configuration"): the element says so once, as a
// notif-error of operation configure with the NotifValidationError the client throws (naming baseUrl), sends nothing
// and keeps nothing; set right, it loads as any element does.
import { expect } from '@open-wc/testing';
import '../../../src/entries/inbox.js';
import '../../../src/entries/activity.js';
import '../../../src/entries/toasts.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifActivity } from '../../../src/elements/notif-activity/notif-activity.js';
import { DEV_KEY, uniqueBaseUrl } from '../../support/in-process-api.js';
import {
  expectRefusal as expectRefusalOf,
  misconfigured as configured,
  type Refusals,
} from '../../support/misconfigured-element.js';
import { waitFor } from '../../support/wait-for.js';

/** `tag` with a wrong base-url and the development key. */
function misconfigured<T extends HTMLElement>(tag: string, attributes: Record<string, string>) {
  return configured<T>(tag, { ...attributes, 'base-url': 'ftp://service.test', 'api-key': DEV_KEY });
}

function expectRefusal(seen: Refusals) {
  expectRefusalOf(seen, 'baseUrl', 'baseUrl must use http: or https:');
}

describe('a base-url that is no base URL', () => {
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
  });

  it('<notif-inbox> says so once, naming baseUrl, sends nothing, and loads once it is set right', async () => {
    const { el, seen } = await misconfigured<NotifInbox>('notif-inbox', {
      mode: 'inline',
      'subscriber-id': 'subscriber-ada',
      'poll-interval': '0',
    });
    expectRefusal(seen);
    el.setAttribute('base-url', uniqueBaseUrl());
    await waitFor(() => el.shadowRoot!.querySelector('notif-message') !== null);
    expect(seen.requests).to.be.greaterThan(0);
  });

  it('<notif-toasts> says so once, naming baseUrl, and sends nothing', async () => {
    const { seen } = await misconfigured<HTMLElement>('notif-toasts', {
      'subscriber-id': 'subscriber-ada',
      'poll-interval': '0',
    });
    expectRefusal(seen);
  });

  it('<notif-message> on its own says so once, naming baseUrl, and sends nothing', async () => {
    const { seen } = await misconfigured<HTMLElement>('notif-message', { 'subscriber-id': 'subscriber-ada' });
    expectRefusal(seen);
  });

  it('<notif-activity> says so once, naming baseUrl, and sends nothing', async () => {
    const { seen } = await misconfigured<NotifActivity>('notif-activity', {});
    expectRefusal(seen);
  });
});
