// Fuzz: seeded garbage assigned to `<notif-message>.message` and `<notif-activity-detail>.notification`, and fed to
// the inbox through its store as feed pages and counts. Real records of the local API, corrupted field by field
// (wrong types, built-in names, huge and deeply nested values, NaN, bigint, symbols, functions, cycles, getters that
// throw). Nothing may throw, no rendered text may show code (`[object Object]`, `[native code]`, `NaN`,
// `undefined`), and no text node may be longer than the clipping limits (docs/reliability.md). The activity log gets garbage
// pages of events the same way.
import { expect, fixture, html } from '@open-wc/testing';
import type { ActivityNotification, Message } from '../../src/api/types.js';
import { NotifError } from '../../src/api/errors.js';
import '../../src/entries/activity.js';
import type { NotifActivityDetail } from '../../src/elements/notif-activity-detail/notif-activity-detail.js';
import '../../src/entries/message.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import { CODE_LIMIT, TEXT_LIMIT } from '../../src/utils/clip-text.js';
import { alteredAnswers } from '../support/altered-answers.js';
import { escapedErrors } from '../support/escaped-errors.js';
import { chance, corrupt, garbageValue } from '../support/garbage.js';
import { seededRandom, type Random } from '../support/seeded-random.js';
import { inProcessApi } from '../support/in-process-api.js';
import { activityLog, inlineInbox } from '../support/mount-elements.js';
import { renderingDefect } from '../support/rendered-text.js';
import { waitFor } from '../support/wait-for.js';

const SEED = 20261123;
const MESSAGE_ASSIGNMENTS = 400;
const NOTIFICATION_ASSIGNMENTS = 200;
const INBOX_LOADS = 20;
const ACTIVITY_LOADS = 10;
const ADA = 'subscriber-ada';

/** A record corrupted, or now and then something that is not a record at all. */
function garbageRecord(random: Random, records: readonly unknown[]): unknown {
  if (chance(random, 0.05)) return garbageValue(random, 0, false);
  return corrupt(random, records[Math.floor(random() * records.length)], false, 0.35);
}

/**
 * Assigns `count` seeded corruptions of `records` to `el` one after the other, and lists what went wrong: a throw,
 * an error Lit reported, code in the rendered text, or a text node longer than `limit`.
 */
async function fuzzAssignments<E extends HTMLElement & { updateComplete: Promise<unknown> }>(
  el: E,
  assign: (el: E, value: unknown) => void,
  records: readonly unknown[],
  seed: number,
  count: number,
  limit: number,
): Promise<string[]> {
  const random = seededRandom(seed);
  const escaped = escapedErrors();
  const defects: string[] = [];
  for (let index = 0; index < count; index++) {
    try {
      assign(el, garbageRecord(random, records));
      await el.updateComplete;
    } catch (error) {
      defects.push(`assignment ${index} threw ${String(error)}`);
      continue;
    }
    const defect = renderingDefect(el, limit);
    if (defect) defects.push(`assignment ${index} ${defect}`);
  }
  await escaped.stop();
  return [...defects, ...escaped.list];
}

describe('garbage fuzz of the elements', function () {
  // A limit that stops a hang, no measure: twenty inboxes, three refreshes each, took over a minute on two cores
  // shared with other test runs.
  this.timeout(180_000);
  afterEach(() => localStorage.clear());

  it(`${MESSAGE_ASSIGNMENTS} malformed messages assigned to <notif-message>`, async () => {
    const api = inProcessApi();
    const messages = (await api.client.listFeed(ADA, { limit: 100 })).data;
    const el = await fixture<NotifMessage>(html`<notif-message></notif-message>`);
    const assign = (el: NotifMessage, value: unknown) => (el.message = value as Message);
    const defects = await fuzzAssignments(el, assign, messages, SEED, MESSAGE_ASSIGNMENTS, TEXT_LIMIT);
    expect(defects.slice(0, 10)).to.deep.equal([]);
  });

  it(`${NOTIFICATION_ASSIGNMENTS} malformed events assigned to <notif-activity-detail>`, async () => {
    const api = inProcessApi();
    const listed = (await api.client.listNotifications({ limit: 50 })).data;
    const events = await Promise.all(
      listed.slice(0, 20).map((event) => api.client.getNotification(event._id!)),
    );
    const el = await fixture<NotifActivityDetail>(
      html`<notif-activity-detail locale="en"></notif-activity-detail>`,
    );
    const assign = (el: NotifActivityDetail, value: unknown) =>
      (el.notification = value as ActivityNotification);
    const defects = await fuzzAssignments(el, assign, events, SEED + 1, NOTIFICATION_ASSIGNMENTS, CODE_LIMIT);
    expect(defects.slice(0, 10)).to.deep.equal([]);
  });

  it(`${INBOX_LOADS} inboxes fed garbage feed pages and counts through their store`, async () => {
    const random = seededRandom(SEED + 2);
    const escaped = escapedErrors();
    const defects: string[] = [];
    for (let load = 0; load < INBOX_LOADS; load++) {
      const api = inProcessApi();
      const fetch = alteredAnswers(api.fetch, /\/notifications\/(feed|unseen)$/, (json) =>
        corrupt(random, json, true, 0.25),
      );
      const el = await inlineInbox(fetch, 10);
      for (let round = 0; round < 3; round++) {
        try {
          await el.refresh();
        } catch (error) {
          // A page that is not a page is the client's NotifResponseError: an error state, not a crash.
          if (!(error instanceof NotifError)) defects.push(`load ${load}: refresh() threw ${String(error)}`);
        }
        await el.updateComplete;
        await Promise.all(
          [...el.shadowRoot!.querySelectorAll<NotifMessage>('notif-message')].map((m) => m.updateComplete),
        );
        const defect = renderingDefect(el, TEXT_LIMIT);
        if (defect) defects.push(`load ${load}, round ${round}: ${defect}`);
      }
      el.remove();
    }
    await escaped.stop();
    expect([...defects, ...escaped.list].slice(0, 10)).to.deep.equal([]);
  });

  it(`${ACTIVITY_LOADS} activity logs fed garbage pages of events`, async () => {
    const random = seededRandom(SEED + 3);
    const escaped = escapedErrors();
    const defects: string[] = [];
    for (let load = 0; load < ACTIVITY_LOADS; load++) {
      const api = inProcessApi();
      const fetch = alteredAnswers(api.fetch, /\/notifications$/, (json) =>
        corrupt(random, json, true, 0.25),
      );
      const el = await activityLog(fetch);
      await waitFor(() => el.shadowRoot!.querySelector('[part~="row"], [part~="error"], [part~="empty"]'));
      await el.updateComplete;
      const defect = renderingDefect(el, TEXT_LIMIT);
      if (defect) defects.push(`load ${load}: ${defect}`);
      el.remove();
    }
    await escaped.stop();
    expect([...defects, ...escaped.list].slice(0, 10)).to.deep.equal([]);
  });
});
