/**
 * Marks made through the inbox against a service that fails a share of every request with 503 (the local API's
 * `failRate`): every mark reaches the service, none is applied twice (docs/reliability.md).
 */
import { aTimeout, expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { Message } from '../../../src/api/types.js';
import { acquireSession, pendingMarksKey, releaseSession } from '../../../src/store/session.js';
import { pendingIn } from '../../support/pending-queue.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type LoggedRequest } from '../../support/in-process-api.js';
import { seededRandom } from '../../support/seeded-random.js';
import { waitFor } from '../../support/wait-for.js';

const LINUS = 'subscriber-linus'; // no messages in the seed: the test gives him exactly the ones it marks
const MARKS = 50;

function byKey(requests: LoggedRequest[]): Map<string, LoggedRequest[]> {
  const groups = new Map<string, LoggedRequest[]>();
  for (const request of requests) {
    const key = request.headers['idempotency-key']!;
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  return groups;
}

describe('<notif-inbox> marks while the service fails', () => {
  afterEach(() => localStorage.clear());

  for (const [failRate, seed] of [
    [0.3, 7],
    [0.5, 5],
  ] as const) {
    it(`${MARKS} marks all reach the service at fail rate ${failRate}, each applied once`, async function () {
      this.timeout(90_000);
      let faulty = false;
      const faults = seededRandom(seed);
      const api = inProcessApi({ failRate, random: () => (faulty ? faults() : 1) });
      for (let i = 0; i < MARKS; i++)
        await api.client.trigger({ name: 'welcome', to: LINUS, payload: { name: `n${i}` } });
      const baseUrl = uniqueBaseUrl();
      const el = await fixture<NotifInbox>(
        html`<notif-inbox
          mode="inline"
          base-url=${baseUrl}
          subscriber-id=${LINUS}
          api-key=${DEV_KEY}
          page-size=${MARKS}
          poll-interval="0"
          .fetch=${api.fetch}
          @notif-message-click=${(event: Event) => event.preventDefault()}
        ></notif-inbox>`,
      );
      const session = acquireSession({ baseUrl, subscriberId: LINUS, apiKey: DEV_KEY, fetch: api.fetch })!;
      const errors: string[] = [];
      el.addEventListener('notif-error', (event) => errors.push(event.detail.operation));
      try {
        await waitFor(() => session.store.view('all', MARKS).ids.length === MARKS, { timeout: 10_000 });
        faulty = true;
        const start = Date.now();
        const clicked = new Set<string>();
        const list = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="list"]')!;
        while (clicked.size < MARKS) {
          for (const card of el.shadowRoot!.querySelectorAll<HTMLElement & { message: Message }>(
            'notif-message',
          )) {
            const id = card.message._id!;
            if (clicked.has(id)) continue;
            clicked.add(id);
            card.click();
            // Not a wait for anything: clicks at a person's pace, so that marks, their failures and the store's
            // re-sends interleave with later clicks as they do in use.
            await aTimeout(20);
          }
          list().scrollTop += list().clientHeight / 2;
          await nextFrame(); // the rows scrolled into view are rendered
          await el.updateComplete;
          if (Date.now() - start > 30_000) throw new Error(`only ${clicked.size} messages could be clicked`);
        }
        await waitFor(() => pendingIn(pendingMarksKey(session.scope)) === 0, {
          timeout: 60_000,
          interval: 50,
        });
        faulty = false;

        const unread = await api.client.listFeed(LINUS, { read: false, limit: 1 });
        expect(unread.totalCount, 'every message read on the service').to.equal(0);
        const marks = api.sent('POST', /mark-as$/);
        const groups = byKey(marks);
        const reads = [...groups.values()].filter(
          (g) => (g[0]!.body as { markAs: string }).markAs === 'read',
        );
        expect(reads, 'one read mark per click').to.have.length(MARKS);
        for (const [key, requests] of groups) {
          const applied = requests.filter((r) => r.status === 201 && !r.replayed);
          expect(applied, `key ${key} applied once`).to.have.length(1);
          expect(
            new Set(requests.map((r) => JSON.stringify(r.body))).size,
            'same body on every re-send',
          ).to.equal(1);
        }
        expect(errors, 'no mark refused').to.not.include('mark-as');
        const failed = marks.filter((r) => r.status === 503).length;
        // The client makes at most 3 attempts per call: a fourth request with a key is the store's own re-send.
        const storeResent = [...groups.values()].filter((g) => g.length > 3).length;
        expect(failed, 'the faults were injected').to.be.greaterThan(0);
        // At 0.5 one mark in eight outlives the client's three attempts, so some are certain to need the store.
        if (failRate >= 0.5) expect(storeResent, 'marks the store itself sent again').to.be.greaterThan(0);
        const replays = marks.filter((r) => r.replayed).length;
        console.warn(
          `fail rate ${failRate}: ${MARKS} marks in ${marks.length} requests, ${failed} answered 503, ` +
            `${storeResent} sent again by the store after the client's retries, ${replays} replayed, ` +
            `all on the service in ${((Date.now() - start) / 1000).toFixed(1)} s`,
        );
      } finally {
        releaseSession(session);
      }
    });
  }
});
