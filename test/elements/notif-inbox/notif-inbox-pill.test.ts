/**
 * Arrivals while the list is scrolled away from its top stay above it, behind a "N new" pill, instead of moving the
 * list under the reader: the message in view stays where it is; the pill, or scrolling back to the top, shows them.
 * The same with the windowed list (docs/decisions.md#new-messages-pill).
 */
import { expect } from '@open-wc/testing';
import type { Message } from '../../../src/api/types.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { acquireSession, releaseSession } from '../../../src/store/session.js';
import { stateWithMessages } from '../../../stories/story-data.js';
import { DEV_KEY, inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { ADA, welcome } from '../../support/toasts.js';
import { waitFor } from '../../support/wait-for.js';

type Row = HTMLElement & { message: Message };

function rows(el: NotifInbox): Row[] {
  return [...el.shadowRoot!.querySelectorAll<Row>('notif-message')];
}

function list(el: NotifInbox): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>('[part~="list"]')!;
}

function pill(el: NotifInbox): HTMLButtonElement | null {
  return el.shadowRoot!.querySelector('[part~="new-pill"]');
}

/** The first message whose bottom is below the list's top, and how far its top is from the list's top. */
function firstInView(el: NotifInbox): { id: string; offset: number } {
  const top = list(el).getBoundingClientRect().top;
  const row = rows(el).find((m) => m.getBoundingClientRect().bottom > top + 0.5)!;
  return { id: row.message._id!, offset: row.getBoundingClientRect().top - top };
}

function offsetOf(el: NotifInbox, id: string): number | undefined {
  const row = rows(el).find((m) => m.message._id === id);
  return row && row.getBoundingClientRect().top - list(el).getBoundingClientRect().top;
}

async function inline(api: InProcessApi, pageSize = 20): Promise<{ el: NotifInbox; baseUrl: string }> {
  const el = await inlineInbox(api.fetch, pageSize);
  await waitFor(() => rows(el).length > 0, { message: 'the first page' });
  return { el, baseUrl: el.baseUrl! };
}

/** Scrolls the list to `top` and waits for the scroll to be handled. */
async function scrollTo(el: NotifInbox, top: number): Promise<void> {
  const scrolled = new Promise((resolve) => list(el).addEventListener('scroll', resolve, { once: true }));
  list(el).scrollTop = top;
  await scrolled;
  await el.updateComplete;
}

describe('<notif-inbox> "N new" pill', () => {
  afterEach(() => localStorage.clear());

  it('holds arrivals above a list scrolled away from its top: the message in view stays put, the pill counts them', async () => {
    const api = inProcessApi();
    const { el } = await inline(api);
    await scrollTo(el, 400);
    const before = firstInView(el);
    await welcome(api, 'Above one');
    await welcome(api, 'Above two');
    await el.refresh();
    const shown = (await waitFor(() => pill(el)))!;
    expect(shown.textContent!.trim()).to.equal('2 new');
    await el.updateComplete;
    expect(offsetOf(el, before.id), 'the message in view has not moved').to.be.closeTo(before.offset, 1);
    expect(
      rows(el).some((row) => /Above/.test(row.message.subject ?? '')),
      'held, not rendered',
    ).to.equal(false);

    shown.click();
    await waitFor(() => pill(el) === null, { message: 'the pill went' });
    await waitFor(() => rows(el)[0]?.message.subject === 'Welcome, Above two!');
    expect(list(el).scrollTop).to.equal(0);
    await waitFor(() => el.shadowRoot!.activeElement === rows(el)[0], {
      message: 'the newest has the focus',
    });
  });

  it('shows what was held once the list is scrolled back to its top by hand', async () => {
    const api = inProcessApi();
    const { el } = await inline(api);
    await scrollTo(el, 300);
    await welcome(api, 'Held');
    await el.refresh();
    await waitFor(() => pill(el));
    await scrollTo(el, 0);
    await waitFor(() => rows(el)[0]?.message.subject === 'Welcome, Held!');
    expect(pill(el)).to.equal(null);
  });

  it('puts an arrival on top at once, without a pill, when the list is at its top', async () => {
    const api = inProcessApi();
    const { el } = await inline(api);
    await welcome(api, 'On top');
    await el.refresh();
    await waitFor(() => rows(el)[0]?.message.subject === 'Welcome, On top!');
    expect(pill(el)).to.equal(null);
  });

  it('works with the windowed list', async function () {
    this.timeout(20_000);
    const api = inProcessApi({ state: stateWithMessages(150) });
    const { el, baseUrl } = await inline(api, 100);
    const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
    try {
      while (session.store.view('all', 100).hasMore) await session.store.loadMore('all', 100);
      await waitFor(() => rows(el).length < 100, { message: 'the windowed list renders a window' });
      await scrollTo(el, 6000);
      await waitFor(() => rows(el).length > 0 && firstInView(el).offset <= 0);
      const before = firstInView(el);
      await welcome(api, 'Windowed');
      await el.refresh();
      await waitFor(() => pill(el)?.textContent?.trim() === '1 new');
      await el.updateComplete;
      expect(offsetOf(el, before.id), 'the message in view has not moved').to.be.closeTo(before.offset, 1);
      pill(el)!.click();
      await waitFor(() => rows(el)[0]?.message.subject === 'Welcome, Windowed!');
      expect(pill(el)).to.equal(null);
    } finally {
      releaseSession(session);
    }
  });
});
