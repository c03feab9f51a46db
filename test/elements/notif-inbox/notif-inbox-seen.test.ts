/**
 * One opening of an inbox costs exactly one `seen` request (docs/reliability.md, docs/budgets.md), whatever the mode, page size and theme.
 * Twenty openings in one test, so that timing luck cannot pass it.
 */
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';

const ADA = 'subscriber-ada';
const OPENINGS = 20;
const PAGE_SIZES = [10, 20, 50, 100] as const;

async function until(condition: () => boolean, timeout = 6000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error('condition not met in time');
    await aTimeout(20);
  }
}

function seenRequests(api: InProcessApi) {
  return api.sent('POST', /mark-as$/).filter((r) => (r.body as { markAs: string }).markAs === 'seen');
}

describe('<notif-inbox> seen on view', () => {
  afterEach(() => localStorage.clear());

  it(`sends exactly one seen request per opening, ${OPENINGS} openings, popover and inline`, async function () {
    this.timeout(150_000);
    const perOpening: number[] = [];
    for (let opening = 0; opening < OPENINGS; opening++) {
      const api = inProcessApi(); // a fresh service: every opening starts on the seed's unseen messages
      const mode = opening % 2 === 0 ? 'popover' : 'inline';
      const el = await fixture<NotifInbox>(
        html`<notif-inbox
          mode=${mode}
          theme=${opening % 4 < 2 ? 'light' : 'dark'}
          base-url=${uniqueBaseUrl()}
          subscriber-id=${ADA}
          api-key=${DEV_KEY}
          page-size=${PAGE_SIZES[opening % PAGE_SIZES.length]!}
          poll-interval="0"
          .fetch=${api.fetch}
        ></notif-inbox>`,
      );
      // Two openings in three bring their messages into view over most of a second, a few at a time, as a panel
      // that is still laying out (fonts, avatars, a long list measuring its rows) does on a slow device.
      const growing = opening % 3 !== 0;
      if (growing) el.style.setProperty('--notif-inbox-height', '90px');
      if (mode === 'popover') el.show();
      await until(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
      for (let step = 1; growing && step <= 5; step++) {
        await aTimeout(150);
        el.style.setProperty('--notif-inbox-height', `${90 + step * 80}px`);
      }
      await until(() => seenRequests(api).length > 0);
      await aTimeout(1500); // longer than the quiet time and the dwell: a second batch would show by now
      perOpening.push(seenRequests(api).length);
      el.remove();
    }
    console.warn(`seen requests per opening: ${perOpening.join(', ')}`);
    expect(perOpening).to.deep.equal(Array.from({ length: OPENINGS }, () => 1));
  });
});
