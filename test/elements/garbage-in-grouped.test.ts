// The grouped rows, the selection, the toasts and the headless feed's groups given what no good service sends: fields
// the plain list never reads (dates, workflows, threads, people) as objects whose `toString` is no function, objects
// without a prototype's methods, arrays, numbers and huge strings (docs/reliability.md#elements-never-throw-on-bad-data).
// Each case crashed a page, or blanked its list, before the grouping read its fields through the untrusted readers.
import { expect, html } from '@open-wc/testing';
import type { Message } from '../../src/api/types.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import { TEXT_LIMIT } from '../../src/utils/clip-text.js';
import { alteredAnswers } from '../support/altered-answers.js';
import { escapedErrors } from '../support/escaped-errors.js';
import { inProcessApi } from '../support/in-process-api.js';
import { inlineInbox } from '../support/mount-elements.js';
import { mountToasts, saidBy, toastCards, toasts, welcome } from '../support/toasts.js';
import '../../src/entries/toasts.js';
import { LEAKED_CODE, textsOf, titlesOf } from '../support/rendered-text.js';
import { waitFor } from '../support/wait-for.js';

/** The value of the report: an object whose `toString` is an object, so no built-in can turn it into text. */
const NO_PRIMITIVE = JSON.parse('{"toString":{"toString":1}}') as unknown;
const MEBIBYTE = 1 << 20;

type Page = { data: Record<string, unknown>[] };

/** The local API's feed pages with `change` applied to each message, by its index on the page. */
function changedFeed(change: (message: Record<string, unknown>, index: number) => void): typeof fetch {
  const api = inProcessApi();
  return alteredAnswers(api.fetch, /\/notifications\/feed$/, (json) => {
    const page = json as Page;
    page.data.forEach(change);
    return page;
  });
}

const rowsOf = (el: NotifInbox) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="list"] > [data-index]'),
];
const groupRows = (el: NotifInbox) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="group"]')];
const cardIds = (el: NotifInbox) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement & { message: Message }>('notif-message')].map(
    (card) => card.message._id,
  );

/** A grouped, selectable inbox of the feed `fetch`, once its rows show; with the errors that escaped meanwhile. */
async function groupedInbox(fetch: typeof globalThis.fetch, options: Parameters<typeof inlineInbox>[2] = {}) {
  const escaped = escapedErrors();
  const el = await inlineInbox(fetch, 20, { group: true, selectable: true, noSeenOnView: true, ...options });
  try {
    // The checkboxes come with the grouped rows' code: the rows shown are the grouped ones.
    await waitFor(() => rowsOf(el).length > 0 && el.shadowRoot!.querySelector('[part~="checkbox"]'), {
      message: 'the grouped list shows rows',
    });
    await el.updateComplete;
  } finally {
    await escaped.stop();
  }
  return { el, errors: escaped.list };
}

describe('grouped rows given fields no good service sends', () => {
  afterEach(() => localStorage.clear());

  it('a createdAt whose toString is an object: no TypeError, the message shows alone, the others group', async () => {
    let firstId: unknown;
    const { el, errors } = await groupedInbox(
      changedFeed((message, index) => {
        if (index === 0) {
          message.createdAt = NO_PRIMITIVE;
          firstId = message._id;
        }
        // Two of one thread, to show that grouping still works beside the broken message.
        // The others of the page stay alone, so the one group is the thread below.
        if (index > 2) delete message.templateIdentifier;
        if (index === 1 || index === 2) {
          message.createdAt = new Date(Date.now() - index * 60_000).toISOString();
          message.templateIdentifier = 'comment-mention';
          message.payload = { threadId: 'thread-1', author: 'Grace Hopper' };
        }
      }),
    );
    expect(errors).to.deep.equal([]);
    const ids = cardIds(el);
    expect(ids[0], 'the broken message is a row of its own').to.equal(firstId);
    expect(groupRows(el)).to.have.length(1);
    for (const text of textsOf(el)) expect(text).to.not.match(LEAKED_CODE);
  });

  it('dates, workflows, threads and people of every wrong type: every message is shown, none groups by garbage', async () => {
    const wrong = [NO_PRIMITIVE, ['2026-11-20T12:00:00.000Z'], 1_700_000_000_000, {}, null, true];
    const { el, errors } = await groupedInbox(
      changedFeed((message, index) => {
        const value = () => wrong[index % wrong.length];
        message.createdAt = value();
        message.templateIdentifier = value();
        message.payload = {
          threadId: value(),
          groupId: value(),
          author: value(),
          actor: value(),
          user: value(),
          avatar: value(),
        };
        message.read = value();
        message.seen = value();
      }),
    );
    expect(errors).to.deep.equal([]);
    // Without a readable date no message may open a group: each is a row of its own.
    expect(groupRows(el)).to.have.length(0);
    expect(cardIds(el)).to.have.length(rowsOf(el).length);
  });

  it('clips a workflow name and a subject of a megabyte in a group’s row, the whole subject in its title', async () => {
    const workflow = 'w'.repeat(MEBIBYTE);
    const subject = 's'.repeat(MEBIBYTE);
    const { el, errors } = await groupedInbox(
      changedFeed((message, index) => {
        if (index > 1) return void delete message.templateIdentifier;
        message.createdAt = new Date(Date.now() - index * 60_000).toISOString();
        message.templateIdentifier = workflow;
        message.subject = subject;
        message.payload = { threadId: 't' };
      }),
    );
    expect(errors).to.deep.equal([]);
    const group = groupRows(el)[0]!;
    expect(group.textContent).to.contain('s'.repeat(100));
    for (const text of textsOf(el)) expect(text.length).to.be.at.most(TEXT_LIMIT + 1);
    expect(titlesOf(group)).to.include(subject);
  });
});

describe('a row that cannot render', () => {
  afterEach(() => localStorage.clear());

  for (const mode of ['plain', 'grouped'] as const) {
    it(`is skipped with one warning, and the rest of the ${mode} list shows`, async () => {
      const api = inProcessApi();
      const el = await inlineInbox(api.fetch, 10, {
        noSeenOnView: true,
        group: mode === 'grouped',
        selectable: mode === 'grouped',
      });
      await waitFor(() => rowsOf(el).length > 0);
      const ids = (await api.client.listFeed('subscriber-ada', { limit: 10 })).data.map((m) => m._id);
      const broken = new Set(ids.slice(1, 3));
      const warn = console.warn;
      const warnings: unknown[] = [];
      console.warn = (...args: unknown[]) => warnings.push(args[0]);
      const escaped = escapedErrors();
      try {
        // A page's renderer with a bug that shows with some messages only.
        el.renderMessage = (message) => {
          if (broken.has(message._id)) throw new TypeError('page renderer bug');
          return html`<p class="page-row">${message._id}</p>`;
        };
        await el.updateComplete;
        el.requestUpdate();
        await el.updateComplete;
      } finally {
        console.warn = warn;
        await escaped.stop();
      }
      expect(escaped.list).to.deep.equal([]);
      const shown = [...el.shadowRoot!.querySelectorAll('.page-row')].map((row) => row.textContent);
      expect(shown.length).to.be.greaterThan(0);
      expect(shown.some((id) => broken.has(id!))).to.equal(false);
      expect(warnings.filter((text) => /failed to render/.test(String(text)))).to.have.length(1);
    });
  }
});

describe('an arrival whose subject is a megabyte', () => {
  afterEach(() => localStorage.clear());

  it('is announced by its start, and its toast shows the start with the whole in a title', async () => {
    const api = inProcessApi();
    const subject = 'h'.repeat(MEBIBYTE);
    const huge = {
      ...api,
      fetch: alteredAnswers(api.fetch, /\/notifications\/feed$/, (json) => {
        const page = json as Page;
        for (const message of page.data)
          if (String(message.subject).includes('Megabyte')) message.subject = subject;
        return page;
      }),
    };
    const el = await mountToasts(huge);
    await welcome(api, 'Megabyte');
    await waitFor(() => toasts(el).length === 1, { message: 'the arrival’s toast' });
    await waitFor(() => saidBy(el).startsWith('1 new notification: hhh'));
    await Promise.all(toastCards(el).map((card) => card.updateComplete));
    expect(saidBy(el).length).to.be.at.most(TEXT_LIMIT);
    for (const text of textsOf(el)) expect(text.length).to.be.at.most(TEXT_LIMIT + 1);
    expect(titlesOf(el)).to.include(subject);
  });
});
