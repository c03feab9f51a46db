/**
 * How the list shows what is new and what is loading: an arrival in an open list is tinted for a moment, the "N new"
 * pill stands off the rows with a shadow, and the loading placeholders fill the whole
 * list, a phone's full-height sheet included (docs/elements/notif-inbox.md).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { Message } from '../../../src/api/types.js';
import type { NotifInbox } from '../../../src/elements/notif-inbox/notif-inbox.js';
import '../../../src/index.js';
import { requireCapability } from '../../support/capabilities.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../../support/in-process-api.js';
import { inlineInbox } from '../../support/mount-elements.js';
import { welcome } from '../../support/toasts.js';
import { resizeViewport } from '../../support/viewport.js';
import { waitFor } from '../../support/wait-for.js';

type Row = HTMLElement & { message: Message };

function rows(el: NotifInbox): Row[] {
  return [...el.shadowRoot!.querySelectorAll<Row>('notif-message')];
}

function part(el: NotifInbox, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`[part~="${name}"]`);
}

/** The painted background of a message card. */
function cardBackground(row: Row): string {
  return getComputedStyle(row.shadowRoot!.querySelector('[part~="base"]')!).backgroundColor;
}

describe('<notif-inbox> arrivals and loading, as they look', () => {
  afterEach(() => localStorage.clear());

  it('tints a message that arrives in the open list for a moment, and no other', async () => {
    const api = inProcessApi();
    const el = await inlineInbox(api.fetch, 20, { pollInterval: 100, noSeenOnView: true });
    await waitFor(() => rows(el).length > 1, { message: 'the first page' });
    const before = cardBackground(rows(el).find((row) => !row.message.read)!);
    await welcome(api, 'Newcomer');
    const arrived = (await waitFor(
      () => rows(el).find((row) => row.message.subject === 'Welcome, Newcomer!'),
      {
        message: 'the arrival in the list',
      },
    ))!;
    expect(arrived.hasAttribute('data-new')).to.equal(true);
    expect(cardBackground(arrived), 'tinted, unlike an unread message that was there').to.not.equal(before);
    expect(rows(el).filter((row) => row.hasAttribute('data-new'))).to.have.length(1);
    await waitFor(() => cardBackground(arrived) === before, {
      message: 'the tint fades to the unread background',
      timeout: 5000,
    });
  });

  it('gives the "N new" pill a shadow, so it stands off the row under it', async () => {
    const api = inProcessApi();
    const el = await inlineInbox(api.fetch, 20);
    await waitFor(() => rows(el).length > 0, { message: 'the first page' });
    const list = part(el, 'list')!;
    const scrolled = new Promise((resolve) => list.addEventListener('scroll', resolve, { once: true }));
    list.scrollTop = 300;
    await scrolled;
    await welcome(api, 'Above');
    await el.refresh();
    const pill = (await waitFor(() => part(el, 'new-pill'), { message: 'the pill' }))!;
    expect(getComputedStyle(pill).boxShadow).to.not.equal('none');
    expect(pill.textContent!.trim()).to.equal('1 new');
  });

  it('fills a phone’s whole sheet with loading placeholders', async function () {
    await requireCapability(this, 'a phone-wide viewport');
    await resizeViewport({ width: 390, height: 844 });
    try {
      const el = await fixture<NotifInbox>(
        html`<notif-inbox
          base-url=${uniqueBaseUrl()}
          subscriber-id="subscriber-ada"
          api-key=${DEV_KEY}
          poll-interval="0"
          .fetch=${inProcessApi({ latencyMs: 3000 }).fetch}
        ></notif-inbox>`,
      );
      el.show();
      await waitFor(() => part(el, 'panel')!.hasAttribute('data-sheet') && part(el, 'skeleton'), {
        message: 'the sheet, loading',
      });
      const skeleton = part(el, 'skeleton')!.getBoundingClientRect();
      const rowsShown = [...part(el, 'skeleton')!.querySelectorAll('.skeleton-row')];
      const last = rowsShown.at(-1)!.getBoundingClientRect();
      expect(skeleton.height, 'the placeholders take the sheet’s height').to.be.greaterThan(600);
      expect(last.bottom, 'rows down to the sheet’s end').to.be.at.least(skeleton.bottom - 1);
    } finally {
      await resizeViewport({ width: 1280, height: 900 });
    }
  });
});
