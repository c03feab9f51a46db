/**
 * One opening of an inbox costs exactly one `seen` request (docs/reliability.md, docs/budgets.md), whatever the mode, page size and theme.
 * Twenty openings in one test, so that timing luck cannot pass it.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { messagesInView, seenIds } from '../../support/inbox-view.js';
import { waitFor } from '../../support/wait-for.js';

const ADA = 'subscriber-ada';
const OPENINGS = 20;
const PAGE_SIZES = [10, 20, 50, 100] as const;

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
      const unseen = (await api.client.listFeed(ADA, { limit: 100 })).data.filter((m) => !m.seen);
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
      // Two openings in three bring their messages into view a few at a time, as a panel that is still laying out
      // (fonts, avatars, a long list measuring its rows) does. The panel grows every two frames, not every so many
      // milliseconds: each step's rows then come into view while those of the step before still count towards
      // seen, or within the quiet time after, however slow the machine, which is the window the inbox promises.
      const growing = opening % 3 !== 0;
      if (growing) el.style.setProperty('--notif-inbox-height', '90px');
      if (mode === 'popover') el.show();
      await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
      for (let step = 1; growing && step <= 5; step++) {
        for (let frame = 0; frame < 2; frame++) await nextFrame();
        el.style.setProperty('--notif-inbox-height', `${90 + step * 80}px`);
      }
      // Every unseen message on screen (clearly inside it: more than the observer's half) has been sent as seen:
      // the inbox has acted on its whole first screen, so the count of requests is final, not "so far".
      await waitFor(
        () => {
          const onScreen = messagesInView(el, 0.6).filter((id) => unseen.some((m) => m._id === id));
          return onScreen.length > 0 && onScreen.every((id) => seenIds(api.requests).includes(id));
        },
        { message: `opening ${opening}: every unseen message on screen sent as seen` },
      );
      perOpening.push(seenRequests(api).length);
      el.remove();
    }
    console.warn(`seen requests per opening: ${perOpening.join(', ')}`);
    expect(perOpening).to.deep.equal(Array.from({ length: OPENINGS }, () => 1));
  });
});
