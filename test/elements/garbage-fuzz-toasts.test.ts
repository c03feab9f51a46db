// Fuzz of `<notif-toasts>` (test/elements/garbage-fuzz.test.ts and garbage-fuzz-lists.test.ts hold the other
// elements): beside a grouped, selectable inbox of the same store, the first load is good, then the messages that
// arrive are garbage, with the same seed and classes of garbage (test/support/garbage.ts). Each arrival that is still
// an unread, unseen message gets its toast; nothing may throw or reach the page as an error or an unhandled
// rejection, and no rendered text (the toasts, their cards, the live regions, the inbox) may show code or exceed the
// clipping limits (docs/reliability.md#elements-never-throw-on-bad-data).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/entries/inbox.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import '../../src/entries/toasts.js';
import type { NotifToasts } from '../../src/elements/notif-toasts/notif-toasts.js';
import { TEXT_LIMIT } from '../../src/utils/clip-text.js';
import { alteredAnswers } from '../support/altered-answers.js';
import { escapedErrors } from '../support/escaped-errors.js';
import { chance, corrupt } from '../support/garbage.js';
import { seededRandom, type Random } from '../support/seeded-random.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../support/in-process-api.js';
import { ADA, rowsOf, settle } from '../support/list-fuzz.js';
import { renderingDefect } from '../support/rendered-text.js';
import { waitFor } from '../support/wait-for.js';

const SEED = 20261123;
const TOAST_LOADS = 10;
const ARRIVAL_ROUNDS = 3;

describe('garbage fuzz of the toasts', function () {
  this.timeout(120_000);
  afterEach(() => localStorage.clear());

  it(`${TOAST_LOADS} toasts beside a grouped inbox: a good first load, then ${ARRIVAL_ROUNDS} rounds of garbage arrivals`, async () => {
    const random = seededRandom(SEED + 5);
    const escaped = escapedErrors();
    const defects: string[] = [];
    for (let load = 0; load < TOAST_LOADS; load++) {
      const arrivals = garbageArrivals(random);
      const { page, toastsEl } = await toastsBesideInbox(arrivals.fetch(inProcessApi()));
      await arrivals.start();
      for (let round = 0; round < ARRIVAL_ROUNDS; round++) {
        const where = `load ${load}, round ${round}`;
        const expected = await arrivals.next();
        // Each arrival that is still a message, unread and unseen, gets its toast (max is above what a round brings).
        try {
          await waitFor(() => expected().every((id) => toastIds(toastsEl).includes(id as string)), {
            message: `${where}: a toast for each garbage arrival that is an unread, unseen message`,
          });
        } catch (error) {
          defects.push(String(error));
        }
        await settle(toastsEl);
        await Promise.all(
          [...toastsEl.shadowRoot!.querySelectorAll<NotifMessage>('notif-message')].map(
            (m) => m.updateComplete,
          ),
        );
        await settle(page.inbox);
        const defect = renderingDefect(page.root, TEXT_LIMIT);
        if (defect) defects.push(`${where}: ${defect}`);
        toastsEl.dismissAll();
      }
      page.root.remove();
    }
    await escaped.stop();
    expect([...defects, ...escaped.list].slice(0, 10)).to.deep.equal([]);
  });
});

/**
 * A message corrupted field by field; half the time it keeps its id and stays unread and unseen, so that it reaches a
 * toast with the rest of its fields garbage (otherwise most arrivals would be dropped before a toast renders them).
 */
function garbageArrival(random: Random, message: Record<string, unknown>): unknown {
  const garbage = corrupt(random, message, true, 0.35);
  if (garbage === null || typeof garbage !== 'object' || Array.isArray(garbage) || !chance(random, 0.5))
    return garbage;
  return { ...garbage, _id: message._id, read: false, seen: false };
}

/** The ids of the toasts shown. */
function toastIds(el: NotifToasts): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="toast"]')].map(
    (toast) => toast.dataset.id!,
  );
}

interface ToastsPage {
  root: HTMLElement;
  inbox: NotifInbox;
}

/** A grouped, selectable inline inbox and `<notif-toasts>` of one store, once the inbox shows its first load. */
async function toastsBesideInbox(
  fetch: typeof globalThis.fetch,
): Promise<{ page: ToastsPage; toastsEl: NotifToasts }> {
  const baseUrl = uniqueBaseUrl();
  const root = await fixture<HTMLElement>(
    html`<div>
      <notif-inbox
        mode="inline"
        group
        selectable
        no-seen-on-view
        base-url=${baseUrl}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="0"
        page-size="10"
        .fetch=${fetch}
      ></notif-inbox>
      <notif-toasts
        base-url=${baseUrl}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="100"
        duration="0"
        max="10"
        .fetch=${fetch}
      ></notif-toasts>
    </div>`,
  );
  const inbox = root.querySelector('notif-inbox')!;
  await waitFor(() => rowsOf(inbox).length > 0 && inbox.shadowRoot!.querySelector('[part~="checkbox"]'), {
    message: 'the grouped inbox shows its first load',
  });
  return { page: { root, inbox }, toastsEl: root.querySelector('notif-toasts')! };
}

/**
 * Feed answers that are good until `start()`, and from then on carry each message that arrived after it corrupted,
 * the same way each time it is listed (a service that is broken, not random). `next()` triggers 1 to 3 messages and
 * resolves, once a feed page was answered after them, to a reader of the arrivals that must show as toasts.
 */
function garbageArrivals(random: Random) {
  let api: InProcessApi;
  /** The ids of the first load; undefined before `start()`. */
  let first: Set<unknown> | undefined;
  /** Each arrival's garbage, by its real id, in the order they were first listed. */
  const corrupted = new Map<unknown, unknown>();
  /** The ids the garbage of earlier rounds carried: the store knows them already, so they arrive no more. */
  const earlier = new Set<unknown>();
  const idOf = (record: unknown) => (record as { _id?: unknown } | null)?._id;
  return {
    fetch(inProcess: InProcessApi): typeof globalThis.fetch {
      api = inProcess;
      return alteredAnswers(api.fetch, /\/notifications\/feed$/, (json) => {
        if (!first) return json;
        const page = json as { data: Record<string, unknown>[] };
        const data = page.data.map((message) => {
          if (first!.has(message._id)) return message;
          if (!corrupted.has(message._id)) corrupted.set(message._id, garbageArrival(random, message));
          return corrupted.get(message._id);
        });
        return { ...page, data };
      });
    },
    async start(): Promise<void> {
      const { data } = await api.client.listFeed(ADA, { limit: 100 });
      first = new Set(data.map((message) => message._id));
    },
    async next(): Promise<() => unknown[]> {
      for (const record of corrupted.values()) earlier.add(idOf(record));
      const from = corrupted.size;
      const count = 1 + Math.floor(random() * 3);
      for (let index = 0; index < count; index++)
        await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: `Arrival ${index}` } });
      const before = api.sent('GET', /\/notifications\/feed$/).length;
      await waitFor(() => api.sent('GET', /\/notifications\/feed$/).length > before, {
        message: 'the store read the feed after the arrivals',
      });
      return () =>
        [...corrupted.values()]
          .slice(from)
          .filter((message) => {
            const record = message as Record<string, unknown> | null;
            const id = idOf(record);
            return (
              typeof id === 'string' &&
              id !== '' &&
              !first!.has(id) &&
              !earlier.has(id) &&
              record?.read === false &&
              record.seen === false
            );
          })
          .map(idOf);
    },
  };
}
