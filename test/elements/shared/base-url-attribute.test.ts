// A base-url attribute that is no base URL (docs/architecture.md, "Configuration"): the element says so once, as a
// notif-error of operation configure with the NotifValidationError the client throws (naming baseUrl), sends nothing
// and keeps nothing; set right, it loads as any element does.
import { expect } from '@open-wc/testing';
import '../../../src/entries/inbox.js';
import '../../../src/entries/activity.js';
import '../../../src/entries/toasts.js';
import { NotifValidationError } from '../../../src/api/errors.js';
import type { NotifErrorEvent } from '../../../src/events/notif-error.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifActivity } from '../../../src/elements/notif-activity/notif-activity.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

/** `tag` with a wrong base-url and the development key, a fetch that counts, and the notif-error events it fires. */
async function misconfigured<T extends HTMLElement>(tag: string, attributes: Record<string, string>) {
  const api = inProcessApi();
  const seen = { requests: 0, errors: [] as NotifErrorEvent[] };
  const el = document.createElement(tag) as T & { fetch?: typeof fetch; updateComplete: Promise<boolean> };
  for (const [name, value] of Object.entries({
    ...attributes,
    'base-url': 'ftp://service.test',
    'api-key': DEV_KEY,
  }))
    el.setAttribute(name, value);
  el.fetch = (input, init) => {
    seen.requests++;
    return api.fetch(input, init);
  };
  el.addEventListener('notif-error', (event) => seen.errors.push(event as NotifErrorEvent));
  document.body.append(el);
  await waitFor(() => seen.errors.length > 0);
  // It renders again, as it does when anything changes: the same mistake is not said twice.
  el.setAttribute('theme', 'dark');
  await el.updateComplete;
  return { el, seen };
}

function expectRefusal(seen: { requests: number; errors: NotifErrorEvent[] }) {
  expect(seen.errors.length, 'said once').to.equal(1);
  const { operation, error } = seen.errors[0]!.detail;
  expect(operation).to.equal('configure');
  expect(error).to.be.instanceOf(NotifValidationError);
  expect((error as NotifValidationError).field).to.equal('baseUrl');
  expect(error.message).to.equal('baseUrl must use http: or https:');
  expect(seen.requests, 'nothing sent').to.equal(0);
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

  it('<notif-activity> says so once, naming baseUrl, and sends nothing', async () => {
    const { seen } = await misconfigured<NotifActivity>('notif-activity', {});
    expectRefusal(seen);
  });
});
