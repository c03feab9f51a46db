/**
 * The inbox's windowed list (past 100 messages): the DOM holds what is on screen, the scrollbar stands for the whole
 * list, nothing in view moves by itself, and keyboard focus and seen-on-view work on rows that were not rendered.
 * The messages are copies of the demo seed's of every shape (bodies, buttons, avatars), so rows differ in height.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Message } from '../../../src/api/types.js';
import { acquireSession, releaseSession, type NotifSession } from '../../../src/store/session.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { stateWithMessages } from '../../../stories/story-data.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

const ADA = 'subscriber-ada';

const frames = async (count: number) => {
  for (let frame = 0; frame < count; frame++) await new Promise(requestAnimationFrame);
};

interface Windowed {
  el: NotifInbox;
  api: InProcessApi;
  session: NotifSession;
  list: HTMLElement;
}

/** An inline inbox on `count` messages, every page loaded (the store's own paging), once the windowed list shows. */
async function windowed(count: number, options: { noSeenOnView?: boolean } = {}): Promise<Windowed> {
  const api = inProcessApi({ state: stateWithMessages(count) });
  const baseUrl = uniqueBaseUrl();
  const el = await fixture<NotifInbox>(
    html`<notif-inbox
      mode="inline"
      base-url=${baseUrl}
      subscriber-id=${ADA}
      api-key=${DEV_KEY}
      page-size="100"
      poll-interval="0"
      ?no-seen-on-view=${options.noSeenOnView ?? true}
      .fetch=${api.fetch}
    ></notif-inbox>`,
  );
  const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
  await waitFor(() => messages(el).length > 0);
  while (session.store.view('all', 100).hasMore) await session.store.loadMore('all', 100);
  await waitFor(() => messages(el).length < 100, { timeout: 10_000 }); // the windowed list's code is fetched first
  await frames(3);
  return { el, api, session, list: el.shadowRoot!.querySelector<HTMLElement>('[part~="list"]')! };
}

function messages(el: NotifInbox): (HTMLElement & { message: Message })[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement & { message: Message }>('notif-message')];
}

/** The first message whose bottom is below the list's top, and how far its top is from the list's top. */
function firstInView(el: NotifInbox, list: HTMLElement) {
  const top = list.getBoundingClientRect().top;
  const message = messages(el).find((m) => m.getBoundingClientRect().bottom > top + 0.5)!;
  return { id: message.message._id!, offset: message.getBoundingClientRect().top - top };
}

function offsetOf(el: NotifInbox, list: HTMLElement, id: string): number | undefined {
  const message = messages(el).find((m) => m.message._id === id);
  return message && message.getBoundingClientRect().top - list.getBoundingClientRect().top;
}

describe('<notif-inbox> windowed list', () => {
  afterEach(() => localStorage.clear());

  it('keeps the DOM to the screen at 10,000 messages, wherever the list is scrolled', async function () {
    this.timeout(60_000); // a hundred pages through the in-process API: slow on a busy machine, never timed
    const { el, session, list } = await windowed(10_000);
    try {
      expect(session.store.view('all', 100).ids).to.have.length(10_000);
      const box = () => list.getBoundingClientRect();
      for (const where of [0, 0.37, 0.8, 1]) {
        list.scrollTop = where * (list.scrollHeight - list.clientHeight);
        await frames(6);
        const shown = messages(el);
        expect(shown.length, `messages in the DOM at ${where}`).to.be.within(2, 30);
        // The rows in the DOM are consecutive, cover the whole list box, and say where they are in the list.
        const indexes = shown.map((m) => Number(m.dataset.index));
        expect(indexes).to.deep.equal(indexes.map((_, i) => indexes[0]! + i));
        expect(shown[0]!.getBoundingClientRect().top).to.be.at.most(box().top + 0.5);
        expect(shown.at(-1)!.getBoundingClientRect().bottom).to.be.at.least(box().bottom - 0.5);
        for (const m of shown) {
          expect(m.getAttribute('aria-posinset')).to.equal(String(Number(m.dataset.index) + 1));
          expect(m.getAttribute('aria-setsize')).to.equal('10000');
        }
      }
      // At the end the last message is the last row; scrolled to the end again (its rows now measured), its bottom
      // is the list's bottom: the scrollbar stands for the whole list.
      const last = () => messages(el).at(-1)!;
      expect(last().getAttribute('aria-posinset')).to.equal('10000');
      list.scrollTop = list.scrollHeight;
      await frames(4);
      expect(Math.abs(last().getBoundingClientRect().bottom - box().bottom)).to.be.lessThan(1.5);
    } finally {
      releaseSession(session);
    }
  });

  it('moves focus to a message that was not rendered: End, Home, PageUp', async function () {
    this.timeout(60_000);
    const { el, session, list } = await windowed(1000);
    try {
      const focused = () => el.shadowRoot!.activeElement as HTMLElement | null;
      const inView = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const listBox = list.getBoundingClientRect();
        return box.bottom > listBox.top + box.height / 2 && box.top < listBox.bottom - box.height / 2;
      };
      el.shadowRoot!.querySelector<HTMLElement>('[data-index="0"]')!.focus();
      expect(el.shadowRoot!.querySelector('[data-index="999"]'), 'rendered before End').to.equal(null);
      await sendKeys({ press: 'End' });
      await waitFor(() => focused()?.getAttribute('data-index') === '999');
      expect(inView(focused()!), 'the last message is in view').to.equal(true);
      expect(el.shadowRoot!.querySelectorAll('notif-message[tabindex="0"]')).to.have.length(1);
      await sendKeys({ press: 'PageUp' });
      await waitFor(() => focused()?.getAttribute('data-index') === '994');
      expect(inView(focused()!)).to.equal(true);
      await sendKeys({ press: 'Home' });
      await waitFor(() => focused()?.getAttribute('data-index') === '0');
      expect(inView(focused()!)).to.equal(true);
      expect(messages(el).length).to.be.lessThan(30);
    } finally {
      releaseSession(session);
    }
  });

  it('lands End, PageUp, PageDown and Home exactly at 10,000 messages', async function () {
    this.timeout(90_000);
    const { el, session, list } = await windowed(10_000);
    try {
      const focused = () => el.shadowRoot!.activeElement as HTMLElement | null;
      const edges = () => {
        const box = focused()!.getBoundingClientRect();
        const listBox = list.getBoundingClientRect();
        return {
          top: box.top - listBox.top - list.clientTop,
          bottom: listBox.top + list.clientTop + list.clientHeight - box.bottom,
        };
      };
      /** Presses `key`, waits for focus on message `index`, then for the list to settle with it at `edge`. */
      const lands = async (key: string, index: number, edge: 'top' | 'bottom') => {
        await sendKeys({ press: key });
        await waitFor(() => focused()?.getAttribute('data-index') === String(index));
        await waitFor(() => Math.abs(edges()[edge]) <= 1, {
          timeout: 10_000,
          message: `${key}: message ${index} at the list's ${edge} (${JSON.stringify(edges())}, scrolled ${list.scrollTop} of ${list.scrollHeight - list.clientHeight})`,
        });
        // Settled: a few frames later (rows measured, spacers re-estimated) it is still there.
        await frames(4);
        expect(Math.abs(edges()[edge]), `${key}: message ${index} at the list's ${edge}`).to.be.at.most(1);
      };
      el.shadowRoot!.querySelector<HTMLElement>('[data-index="0"]')!.focus();
      await lands('End', 9999, 'bottom');
      expect(list.scrollTop + list.clientHeight, 'scrolled to the very end').to.be.closeTo(
        list.scrollHeight,
        1,
      );
      await lands('PageUp', 9994, 'top');
      await sendKeys({ press: 'Home' });
      await waitFor(() => focused()?.getAttribute('data-index') === '0');
      await waitFor(() => list.scrollTop === 0 && Math.abs(edges().top) <= 1);
      // PageDown from the top: five messages down, below the view by then, lands at the bottom.
      for (let step = 1; step <= 3; step++) {
        await sendKeys({ press: 'PageDown' });
        await waitFor(() => focused()?.getAttribute('data-index') === String(step * 5));
        await frames(2);
        expect(edges().top, `PageDown ${step}: in view`).to.be.at.least(-1);
        expect(edges().bottom, `PageDown ${step}: in view`).to.be.at.least(-1);
      }
    } finally {
      releaseSession(session);
    }
  });

  it('takes over from the plain list without moving the message in view', async () => {
    const api = inProcessApi({ state: stateWithMessages(400) });
    const baseUrl = uniqueBaseUrl();
    const el = await fixture<NotifInbox>(
      html`<notif-inbox
        mode="inline"
        base-url=${baseUrl}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        page-size="100"
        poll-interval="0"
        no-seen-on-view
        .fetch=${api.fetch}
      ></notif-inbox>`,
    );
    const session = acquireSession({ baseUrl, subscriberId: ADA, apiKey: DEV_KEY, fetch: api.fetch })!;
    try {
      await waitFor(() => messages(el).length === 100);
      const list = el.shadowRoot!.querySelector<HTMLElement>('[part~="list"]')!;
      list.scrollTop = 6789;
      await frames(3);
      const before = firstInView(el, list);
      await session.store.loadMore('all', 100);
      await waitFor(() => messages(el).length < 100);
      // Every frame from the takeover on: avatars and rows measured must not move it either.
      for (let frame = 0; frame < 20; frame++) {
        expect(offsetOf(el, list, before.id), `frame ${frame}`).to.be.closeTo(before.offset, 1);
        await frames(1);
      }
    } finally {
      releaseSession(session);
    }
  });

  it('does not move what is in view when rows above it are measured', async function () {
    this.timeout(60_000); // WebKit paints few frames offscreen: 48 of them take a while there
    const { el, session, list } = await windowed(2000);
    try {
      // Deep into rows never rendered: those above come into the DOM, and are measured, as the list scrolls up.
      list.scrollTop = list.scrollHeight * 0.6;
      await frames(6);
      for (let step = 0; step < 12; step++) {
        const before = firstInView(el, list);
        list.scrollTop -= 150;
        await frames(4);
        expect(offsetOf(el, list, before.id), `step ${step}`).to.be.closeTo(before.offset + 150, 1);
      }
    } finally {
      releaseSession(session);
    }
  });

  it('marks messages seen that only the windowed list rendered', async function () {
    this.timeout(60_000);
    // The newest 120 messages are unseen (but those read): rows 100 to 119 are shown by the windowed list only.
    const { el, api, session } = await windowed(1000, { noSeenOnView: false });
    try {
      const ids = session.store.view('all', 100).ids;
      const index = ids.findIndex((id, at) => at >= 100 && session.store.message(id)?.seen === false);
      expect(index, 'an unseen message past the plain list').to.be.within(100, 119);
      const target = ids[index]!;
      const list = el.shadowRoot!.querySelector<HTMLElement>('[part~="list"]')!;
      const row = () => el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${index}"]`);
      // Near it in one move (a browser that paints few frames, as WebKit does offscreen, would take minutes by small
      // steps), then down by steps until it is in view.
      list.scrollTop = (list.scrollHeight * (index - 6)) / ids.length;
      await frames(2);
      while (!row() || row()!.getBoundingClientRect().top > list.getBoundingClientRect().top + 100) {
        list.scrollTop += 100;
        await frames(2);
      }
      const seen = () =>
        api
          .sent('POST', /mark-as$/)
          .filter((r) => (r.body as { markAs: string }).markAs === 'seen')
          .flatMap((r) => (r.body as { messageId: string[] | string }).messageId);
      await waitFor(() => seen().includes(target));
    } finally {
      releaseSession(session);
    }
  });
});
