/**
 * What a configured inbox shows before its first answer is what a server renders for it (test/ssr.node.test.ts): an
 * inline inbox keeps its list's room until its panel's code arrives, then shows the loading skeleton. So taking over
 * server-rendered markup changes nothing visible: no misconfiguration text, not even for a frame.
 */
import { expect } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

describe('<notif-inbox> first render', () => {
  afterEach(() => localStorage.clear());

  for (const mode of ['inline', 'popover'] as const) {
    it(`shows loading from its first render until the list (${mode}), never "not configured"`, async () => {
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
        // Its first render (before the panel's code has arrived) keeps the list's room, marked busy.
        await waitFor(() => el.shadowRoot!.querySelector('[part~="base"]') !== null, { interval: 0 });
        if (mode === 'inline')
          expect(el.shadowRoot!.querySelector('.panel-pending[aria-busy="true"]'), 'first render').to.not.equal(null);
        await el.updateComplete;
        expect(
          el.shadowRoot!.querySelector('[part~="skeleton"], notif-message'),
          'the panel: loading or its list',
        ).to.not.equal(null);
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
