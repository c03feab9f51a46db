/**
 * What a configured inbox shows before its first answer is what a server renders for it (test/ssr.node.test.ts):
 * the loading skeleton. So taking over server-rendered markup changes nothing visible: no misconfiguration text,
 * not even for a frame.
 */
import { expect } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

describe('<notif-inbox> first render', () => {
  afterEach(() => localStorage.clear());

  for (const mode of ['inline', 'popover'] as const) {
    it(`shows the skeleton from its first render until the list (${mode}), never "not configured"`, async () => {
      const api = inProcessApi();
      const el = document.createElement('notif-inbox') as NotifInbox;
      el.setAttribute('mode', mode);
      el.setAttribute('base-url', uniqueBaseUrl());
      el.setAttribute('subscriber-id', 'subscriber-ada');
      el.setAttribute('api-key', DEV_KEY);
      el.setAttribute('poll-interval', '0');
      el.fetch = api.fetch;
      if (mode === 'popover') el.open = true;
      const texts: string[] = [];
      const record = () => texts.push(el.shadowRoot?.textContent ?? '');
      document.body.append(el);
      const observer = new MutationObserver(record);
      observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
      try {
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part~="skeleton"]'), 'first render').to.not.equal(null);
        // Until the list shows: every state the inbox went through on the way is recorded.
        await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0, { interval: 10 });
        record();
        expect(texts.some((text) => text.includes('Set a subscriber-id'))).to.equal(false);
      } finally {
        observer.disconnect();
        el.remove();
      }
    });
  }
});
