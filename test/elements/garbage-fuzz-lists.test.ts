// Fuzz, continued (test/elements/garbage-fuzz.test.ts holds the card, the event detail, the plain inbox and the
// activity log; garbage-fuzz-toasts.test.ts the toasts): the same seed and the same classes of garbage
// (test/support/garbage.ts) fed through the store to the modes that read more of a message than the plain list does.
// - `<notif-inbox group selectable>` with a headless feed of the same store (`notif-elements/feed`): the grouped rows,
//   the selection used (a group opened, a checkbox, Ctrl+A, the bar's marks, Escape), the feed's snapshot and
//   `groupsOf`; every other load with a page's own group key that reads the payload as if it were good.
// - a headless feed alone: its snapshot and its groups while pages, tabs and refreshes come back as garbage.
// Nothing may throw or reach the page as an error or an unhandled rejection, no list may be blank while the store holds
// messages, no rendered text may show code or exceed the clipping limits, and a failing group key warns once
// (docs/reliability.md#elements-never-throw-on-bad-data).
import { expect } from '@open-wc/testing';
import { NotifError } from '../../src/api/errors.js';
import '../../src/entries/inbox.js';
import { TEXT_LIMIT } from '../../src/utils/clip-text.js';
import { alteredAnswers } from '../support/altered-answers.js';
import { escapedErrors } from '../support/escaped-errors.js';
import { corrupt } from '../support/garbage.js';
import { seededRandom } from '../support/seeded-random.js';
import { inProcessApi, uniqueBaseUrl, type InProcessApi } from '../support/in-process-api.js';
import {
  ADA,
  blankList,
  feedOf,
  groupKeyWarnings,
  naiveKey,
  refresh,
  settle,
  snapshotDefect,
  useTheList,
} from '../support/list-fuzz.js';
import { inlineInbox } from '../support/mount-elements.js';
import { renderingDefect } from '../support/rendered-text.js';
import { waitFor } from '../support/wait-for.js';

const SEED = 20261123;
const GROUPED_LOADS = 20;
const FEED_LOADS = 10;
const ROUNDS = 3;
const SETTLED = '[part~="checkbox"], [part~="error"], [part~="empty"]';
const FEED_OR_COUNT = /\/notifications\/(feed|unseen)$/;

/**
 * Six comments of two threads, newest on top of Ada's feed: groups for the garbage to break (her seeded messages are
 * days apart, too far to group).
 */
async function seedThread(api: InProcessApi): Promise<void> {
  for (let index = 0; index < 6; index++)
    await api.client.trigger({
      name: 'comment-mention',
      to: ADA,
      payload: {
        author: `Author ${index % 3}`,
        comment: `Comment ${index}`,
        threadId: `thread-${index % 2}`,
      },
    });
}

describe('garbage fuzz of the grouped inbox, the selection and the headless feed', function () {
  this.timeout(120_000);
  afterEach(() => localStorage.clear());

  it(`${GROUPED_LOADS} grouped, selectable inboxes and a headless feed of their store, fed garbage pages and counts`, async () => {
    const random = seededRandom(SEED + 4);
    const escaped = escapedErrors();
    const defects: string[] = [];
    for (let load = 0; load < GROUPED_LOADS; load++) {
      const api = inProcessApi();
      await seedThread(api);
      // Pairs of loads at the plain inbox's rate of garbage, then pairs at a low rate, which leaves groups to break.
      const rate = Math.floor(load / 2) % 2 === 0 ? 0.25 : 0.05;
      const fetch = alteredAnswers(api.fetch, FEED_OR_COUNT, (json) => corrupt(random, json, true, rate));
      const baseUrl = uniqueBaseUrl();
      const groupKey = load % 2 === 1 ? naiveKey() : undefined;
      const warnings = await groupKeyWarnings(async () => {
        const el = await inlineInbox(fetch, 10, { baseUrl, group: true, selectable: true, groupKey });
        // The inbox's list: the same tab and page size.
        const { feed, stop } = feedOf(baseUrl, fetch, 10);
        // The first load shown by the grouped rows' code (its checkboxes), or its error or empty state.
        await waitFor(() => el.shadowRoot!.querySelector(SETTLED), {
          message: `load ${load}: the list settles`,
        }).catch((error: unknown) => defects.push(String(error)));
        for (let round = 0; round < ROUNDS; round++) {
          const where = `load ${load}, round ${round}`;
          await refresh(el, defects, where);
          await settle(el);
          const snapshot = feed.getSnapshot();
          for (const defect of [
            renderingDefect(el, TEXT_LIMIT),
            blankList(el, snapshot),
            snapshotDefect(snapshot, groupKey),
          ])
            if (defect) defects.push(`${where}: ${defect}`);
          await useTheList(el);
          const used = renderingDefect(el, TEXT_LIMIT) ?? blankList(el, feed.getSnapshot());
          if (used) defects.push(`${where}, the list used: ${used}`);
        }
        stop();
        el.remove();
      });
      // One from the inbox, one from groupsOf: each says once that the page's key failed, however often it did.
      if (warnings > 2) defects.push(`load ${load}: ${warnings} warnings about the group key`);
    }
    await escaped.stop();
    expect([...defects, ...escaped.list].slice(0, 10)).to.deep.equal([]);
  });

  it(`${FEED_LOADS} headless feeds alone, fed garbage pages and counts: snapshots and groups`, async () => {
    const random = seededRandom(SEED + 6);
    const escaped = escapedErrors();
    const defects: string[] = [];
    for (let load = 0; load < FEED_LOADS; load++) {
      const api = inProcessApi();
      const fetch = alteredAnswers(api.fetch, FEED_OR_COUNT, (json) => corrupt(random, json, true, 0.25));
      const groupKey = load % 2 === 1 ? naiveKey() : undefined;
      const warnings = await groupKeyWarnings(async () => {
        const { feed, stop } = feedOf(uniqueBaseUrl(), fetch);
        for (let round = 0; round < ROUNDS; round++) {
          const where = `load ${load}, round ${round}`;
          await refresh(feed, defects, where);
          await feed.loadMore().catch((error: unknown) => {
            if (!(error instanceof NotifError)) defects.push(`${where}: loadMore() threw ${String(error)}`);
          });
          await feed.setTab(round === 1 ? 'unread' : 'all').catch((error: unknown) => {
            if (!(error instanceof NotifError)) defects.push(`${where}: setTab() threw ${String(error)}`);
          });
          const defect = snapshotDefect(feed.getSnapshot(), groupKey);
          if (defect) defects.push(`${where}: ${defect}`);
        }
        stop();
      });
      if (warnings > 1) defects.push(`load ${load}: ${warnings} warnings about the group key`);
    }
    await escaped.stop();
    expect([...defects, ...escaped.list].slice(0, 10)).to.deep.equal([]);
  });
});
