/**
 * One opening, one `seen` request, with every message of the first screen in it (docs/budgets.md#network-budgets),
 * also when rows change height after their first paint. Here the page styles unseen messages taller
 * (`::part(message):state(unseen)`, as a page may mark new messages with a banner), so marking the first rows seen
 * shortens them and brings the next rows into view late: they belong to the first screen all the same.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { Message } from '../../../src/api/types.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/entries/inbox.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';
import { has, requireCapability } from '../../support/capabilities.js';
import { resizeViewport } from '../../support/viewport.js';

const ADA = 'subscriber-ada';

function seenRequests(api: InProcessApi) {
  return api.sent('POST', /mark-as$/).filter((r) => (r.body as { markAs: string }).markAs === 'seen');
}

/** The ids of the messages at least half visible in the list and the window, as the seen-on-view rule has it. */
function visibleIds(el: NotifInbox): string[] {
  const list = el.shadowRoot!.querySelector('[part~="list"]')!.getBoundingClientRect();
  const top = Math.max(list.top, 0);
  const bottom = Math.min(list.bottom, window.innerHeight);
  return [...el.shadowRoot!.querySelectorAll<HTMLElement & { message: Message }>('notif-message')]
    .filter((row) => {
      const box = row.getBoundingClientRect();
      return Math.min(box.bottom, bottom) - Math.max(box.top, top) >= box.height / 2;
    })
    .map((row) => row.message._id!);
}

async function openOnNewMessages(mode: 'popover' | 'inline') {
  const api = inProcessApi();
  for (let i = 0; i < 8; i++)
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: `Newcomer ${i}` } });
  const unseen = new Set(
    (await api.client.listFeed(ADA, { limit: 50 })).data.filter((m) => !m.seen).map((m) => m._id!),
  );
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <style>
        notif-inbox::part(message):state(unseen) {
          padding-block-end: 140px;
        }
      </style>
      <notif-inbox
        mode=${mode}
        base-url=${uniqueBaseUrl()}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="0"
        .fetch=${api.fetch}
      ></notif-inbox>
    </div>`,
  );
  const el = wrapper.querySelector('notif-inbox')!;
  el.show();
  await waitFor(() => el.shadowRoot!.querySelectorAll('notif-message').length > 0);
  // Every unseen message on the first screen was sent as seen, in however many requests: a late row sent in a second
  // batch ends this wait too, and the test's one-request check then fails.
  await waitFor(
    () => {
      const sent = new Set(seenRequests(api).flatMap((r) => (r.body as { messageId: string[] }).messageId));
      const onScreen = visibleIds(el).filter((id) => unseen.has(id));
      return onScreen.length > 0 && onScreen.every((id) => sent.has(id));
    },
    { message: 'every first-screen message sent as seen' },
  );
  return { api, el, unseen };
}

describe('<notif-inbox> first screen', () => {
  before(async () => {
    if (await has('viewport resizing')) await resizeViewport({ width: 1280, height: 800 });
  });
  afterEach(() => localStorage.clear());

  for (const mode of ['popover', 'inline'] as const) {
    it(`sends one seen request with every first-screen message when rows shorten once seen (${mode})`, async function () {
      // The rows shorten by the page's rule for unseen messages: an engine that keeps the rule's style once the state
      // is gone never shortens them (the inbox marks them seen all the same).
      await requireCapability(this, 'restyling a part when its state changes');
      const { api, el, unseen } = await openOnNewMessages(mode);
      const firstScreen = visibleIds(el).filter((id) => unseen.has(id));
      // Rows that tall show two at first: the others came into view once the first ones were seen.
      expect(firstScreen.length).to.be.greaterThan(2);
      const requests = seenRequests(api);
      expect(requests.map((r) => (r.body as { messageId: string[] }).messageId.length)).to.have.length(1);
      expect([...(requests[0]!.body as { messageId: string[] }).messageId].sort()).to.deep.equal(
        firstScreen.sort(),
      );
    });
  }
});
