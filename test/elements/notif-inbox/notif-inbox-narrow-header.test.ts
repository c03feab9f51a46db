/**
 * The header of a narrow panel (two rows: the title and its buttons, then the tabs with their underline on the header's
 * rule) under the selection's bar: the bar covers all of it, so no tab underline peeks out below the bar.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

async function narrowSelectable(locale: string): Promise<NotifInbox> {
  const el = await fixture<NotifInbox>(
    html`<notif-inbox
      mode="inline"
      style="inline-size: 320px"
      theme="light"
      locale=${locale}
      base-url=${uniqueBaseUrl()}
      subscriber-id="subscriber-ada"
      api-key=${DEV_KEY}
      poll-interval="0"
      no-seen-on-view
      selectable
      .fetch=${inProcessApi().fetch}
    ></notif-inbox>`,
  );
  await waitFor(() => part(el, 'checkbox') !== null && part(el, 'tab-count') !== null, {
    message: 'the list with its checkboxes',
  });
  return el;
}

describe('<notif-inbox> narrow header under the selection bar', () => {
  afterEach(() => localStorage.clear());

  for (const locale of ['en', 'de']) {
    it(`covers the wrapped header whole, the selected tab's underline too (${locale})`, async () => {
      const el = await narrowSelectable(locale);
      const header = part(el, 'header')!.getBoundingClientRect();
      const tab = part(el, 'tab-selected')!.getBoundingClientRect();
      expect(tab.top, 'the tabs on a row of their own').to.be.greaterThan(
        part(el, 'title')!.getBoundingClientRect().bottom - 1,
      );
      part(el, 'checkbox')!.click();
      await waitFor(() => part(el, 'selection-bar') !== null, { message: 'the bar' });
      await el.updateComplete;
      const bar = part(el, 'selection-bar')!.getBoundingClientRect();
      expect(bar.top, 'from the header’s top').to.be.at.most(header.top + 1);
      expect(bar.bottom, 'down past the underline').to.be.at.least(tab.bottom);
      // What shows where the underline is drawn is the bar, not the tab.
      const hit = el.shadowRoot!.elementFromPoint(tab.left + tab.width / 2, tab.bottom - 1);
      expect(
        part(el, 'selection-bar')!.contains(hit),
        `the bar at the underline, not ${hit?.outerHTML.slice(0, 60)}`,
      ).to.equal(true);
    });
  }
});
