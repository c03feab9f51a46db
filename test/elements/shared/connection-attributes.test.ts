// The attributes that reach the service besides the base URL (docs/architecture.md, "Configuration"): a subscriber-id
// a path cannot carry, or an api-key or token of white space, is a configuration the element refuses once, as a
// notif-error of operation configure naming the attribute's field, with the headless feed's sentence; it sends
// nothing, and loads once the attribute is set right.
import { expect } from '@open-wc/testing';
import '../../../src/entries/inbox.js';
import '../../../src/entries/activity.js';
import { createNotifFeed } from '../../../src/entries/feed.js';
import { DEV_KEY, uniqueBaseUrl } from '../../support/in-process-api.js';
import { expectRefusal, misconfigured } from '../../support/misconfigured-element.js';
import { waitFor } from '../../support/wait-for.js';

/** `tag` with these attributes on a base URL of its own. */
function configured(tag: string, attributes: Record<string, string>) {
  return misconfigured(tag, { 'base-url': uniqueBaseUrl(), ...attributes });
}

/** What the headless feed says of the same configuration. */
function feedRefusal(config: Record<string, string>): string {
  try {
    createNotifFeed({ subscriberId: 'subscriber-ada', ...config });
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('attributes that cannot reach the service', () => {
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
  });

  it('<notif-inbox> refuses a subscriber-id a path cannot carry, once, sends nothing, and loads once it is right', async () => {
    const { el, seen } = await configured('notif-inbox', {
      mode: 'inline',
      'subscriber-id': 'team/ada',
      'api-key': DEV_KEY,
      'poll-interval': '0',
    });
    const message = 'subscriberId must not contain "/", "?" or "#"';
    expectRefusal(seen, 'subscriberId', message);
    expect(feedRefusal({ subscriberId: 'team/ada' })).to.equal(message);
    el.setAttribute('subscriber-id', 'subscriber-ada');
    await waitFor(() => el.shadowRoot!.querySelector('notif-message') !== null);
    expect(seen.requests).to.be.greaterThan(0);
  });

  it('<notif-inbox> refuses an api-key of white space as the headless feed does, naming apiKey', async () => {
    const { seen } = await configured('notif-inbox', {
      mode: 'inline',
      'subscriber-id': 'subscriber-ada',
      'api-key': '   ',
      'poll-interval': '0',
    });
    expectRefusal(seen, 'apiKey', 'apiKey must not be empty');
    expect(feedRefusal({ apiKey: '   ' })).to.equal('apiKey must not be empty');
  });

  it('<notif-activity> refuses a token of white space as the headless feed does, naming token', async () => {
    const { seen } = await configured('notif-activity', { token: ' ' });
    expectRefusal(seen, 'token', 'token must not be empty');
    expect(feedRefusal({ token: ' ' })).to.equal('token must not be empty');
  });
});
