// The headless feed (notif-elements/feed) in Chromium, against the local API in the page: what it shows, what it
// sends, what it refuses, and that it shares its store with <notif-inbox> (docs/build-your-own-ui.md).
import { expect, fixture, html } from '@open-wc/testing';
import { createNotifFeed, NotifError, NotifValidationError } from '../../src/entries/feed.js';
import type { NotifFeedConfig, NotifFeedSnapshot } from '../../src/entries/feed.js';
import { openNotifFeed, type NotifFeed } from '../../src/store/notif-feed.js';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import type { NotifMessage } from '../../src/elements/notif-message/notif-message.js';
import '../../src/entries/inbox.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl, type InProcessApi } from '../support/in-process-api.js';
import { rejection, thrown } from '../support/rejection.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const MARK_AS = /\/messages\/mark-as$/;
const FEED = /\/notifications\/feed$/;

function configFor(api: InProcessApi, extra: Partial<NotifFeedConfig> = {}): NotifFeedConfig {
  return {
    baseUrl: uniqueBaseUrl(),
    subscriberId: ADA,
    apiKey: DEV_KEY,
    fetch: api.fetch,
    pollInterval: 0,
    ...extra,
  };
}

/** A subscribed feed and every snapshot its listener was given. */
function follow(config: NotifFeedConfig) {
  const feed = createNotifFeed(config);
  const seen: NotifFeedSnapshot[] = [];
  const unsubscribe = feed.subscribe((snapshot) => seen.push(snapshot));
  return { feed, seen, unsubscribe };
}

async function ready(feed: NotifFeed): Promise<NotifFeedSnapshot> {
  await waitFor(() => feed.getSnapshot().status === 'ready', { message: 'the first page' });
  return feed.getSnapshot();
}

async function serviceMessage(api: InProcessApi, id: string) {
  const page = await api.client.listFeed(ADA, { limit: 100 });
  return page.data.find((message) => message._id === id)!;
}

describe('notif-elements/feed', () => {
  afterEach(() => localStorage.clear());

  describe('configuration', () => {
    const refused: [string, Record<string, unknown>, string][] = [
      ['no subscriberId', {}, 'subscriberId'],
      ['an empty subscriberId', { subscriberId: ' ' }, 'subscriberId'],
      ['a baseUrl that is not a URL', { subscriberId: ADA, baseUrl: 'not a url' }, 'baseUrl'],
      ['a baseUrl without a scheme', { subscriberId: ADA, baseUrl: 'localhost:4100' }, 'baseUrl'],
      ['a baseUrl of another scheme', { subscriberId: ADA, baseUrl: 'javascript:alert(1)' }, 'baseUrl'],
      ['a baseUrl with a query', { subscriberId: ADA, baseUrl: 'https://api.example.com/?a=1' }, 'baseUrl'],
      ['a pageSize over 100', { subscriberId: ADA, pageSize: 101 }, 'pageSize'],
      ['a negative pollInterval', { subscriberId: ADA, pollInterval: -1 }, 'pollInterval'],
      ['an option it does not know', { subscriberId: ADA, subscriberID: ADA }, 'subscriberID'],
    ];
    for (const [what, config, field] of refused) {
      it(`refuses ${what}, naming ${field}`, () => {
        const error = thrown(() => createNotifFeed(config as unknown as NotifFeedConfig));
        expect(error).to.be.instanceOf(NotifValidationError);
        expect((error as NotifValidationError).field).to.equal(field);
        expect((error as Error).message).to.contain(field);
      });
    }

    it('takes an http(s) URL, a path on this origin, or nothing for this origin', () => {
      for (const baseUrl of [
        'https://api.example.com',
        'http://127.0.0.1:4100/',
        '/api/notif',
        '',
        undefined,
      ])
        expect(createNotifFeed({ subscriberId: ADA, baseUrl }).getSnapshot().status).to.equal('idle');
    });

    it('sends nothing until it is used', async () => {
      const api = inProcessApi();
      const feed = createNotifFeed(configFor(api));
      // The control: a feed made at the same time and subscribed has loaded its page meanwhile.
      const control = inProcessApi();
      await ready(follow(configFor(control)).feed);
      expect(control.sent('GET', FEED)).not.to.deep.equal([]);
      expect(api.requests).to.deep.equal([]);
      expect(feed.getSnapshot()).to.equal(feed.getServerSnapshot());
    });
  });

  describe('snapshots', () => {
    it('calls a listener at once, then loads the first page and the counts the service has', async () => {
      const api = inProcessApi();
      const { feed, seen } = follow(configFor(api, { pageSize: 15 }));
      // Called before the listener returns: the first page is on its way already.
      expect(seen[0]).to.include({ status: 'loading', unseen: 0, unread: 0, hasMore: false, tab: 'all' });
      expect(seen[0]!.messages).to.deep.equal([]);
      const snapshot = await ready(feed);
      const page = await api.client.listFeed(ADA, { limit: 15 });
      expect(snapshot.messages.map((message) => message._id)).to.deep.equal(page.data.map((m) => m._id));
      expect(snapshot.hasMore).to.equal(true);
      await waitFor(() => feed.getSnapshot().unread > 0, { message: 'the counts' });
      expect(feed.getSnapshot().unseen).to.equal(await api.client.countUnseen(ADA));
      expect(feed.getSnapshot().unread).to.equal(
        (await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount,
      );
      expect(seen.at(-1)).to.equal(feed.getSnapshot());
    });

    it('is frozen, and the same object until something it shows changes', async () => {
      const api = inProcessApi();
      const config = configFor(api);
      const { feed, seen } = follow(config);
      await ready(feed);
      await waitFor(() => feed.getSnapshot().unread > 0);
      const before = feed.getSnapshot();
      expect(Object.isFrozen(before)).to.equal(true);
      expect(Object.isFrozen(before.messages)).to.equal(true);
      expect(feed.getSnapshot()).to.equal(before);
      const calls = seen.length;
      // Another feed of the same store loads the Unread list: the store changes, this feed's snapshot does not.
      const other = follow(config);
      await other.feed.setTab('unread');
      expect(other.feed.getSnapshot().status).to.equal('ready');
      expect(feed.getSnapshot()).to.equal(before);
      expect(seen.length).to.equal(calls);
      // A mark changes what it shows: a new snapshot, and the old one is as it was.
      const id = before.messages.find((message) => !message.read)!._id!;
      const marked = feed.markRead([id]);
      const after = feed.getSnapshot();
      expect(after).not.to.equal(before);
      expect(after.messages.find((message) => message._id === id)!.read).to.equal(true);
      expect(before.messages.find((message) => message._id === id)!.read).to.equal(false);
      await marked;
    });

    it('resolves loadMore once the page on its way is shown, also when asked as the feed says it loads', async () => {
      const api = inProcessApi();
      const feed = createNotifFeed(configFor(api));
      let asked: Promise<NotifFeedSnapshot> | undefined;
      const unsubscribe = feed.subscribe((snapshot) => {
        // Asked from the listener, while the store is still saying that the Unread tab is loading.
        if (snapshot.tab === 'unread' && snapshot.status === 'loading')
          asked ??= feed.loadMore().then(() => feed.getSnapshot());
      });
      await ready(feed);
      const loads = api.sent('GET', FEED).length;
      await feed.setTab('unread');
      const shown = await asked!;
      expect(shown.status).to.equal('ready');
      expect(shown.messages.length).to.be.greaterThan(0);
      expect(shown.messages.every((message) => message.read === false)).to.equal(true);
      expect(api.sent('GET', FEED).length - loads, 'one page loaded').to.equal(1);
      unsubscribe();
    });

    it('shows the Unread tab with unread messages only, and pages to the end', async () => {
      const api = inProcessApi();
      const { feed } = follow(configFor(api, { pageSize: 10 }));
      await ready(feed);
      await feed.setTab('unread');
      let snapshot = feed.getSnapshot();
      expect(snapshot.tab).to.equal('unread');
      expect(snapshot.messages).to.have.length(10);
      expect(snapshot.messages.every((message) => message.read === false)).to.equal(true);
      while (feed.getSnapshot().hasMore) await feed.loadMore();
      snapshot = feed.getSnapshot();
      const total = (await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount;
      expect(snapshot.messages).to.have.length(total);
      expect(new Set(snapshot.messages.map((message) => message._id)).size).to.equal(total);
    });
  });

  describe('marks', () => {
    it('shows a read mark at once and the service applies it once; marked fires', async () => {
      const api = inProcessApi();
      const { feed } = follow(configFor(api));
      const { messages } = await ready(feed);
      const id = messages.find((message) => !message.read)!._id!;
      const events: { ids: string[]; markAs: string }[] = [];
      feed.addEventListener('marked', (event) => events.push(event.detail));
      const done = feed.markRead([id]);
      expect(feed.getSnapshot().messages.find((message) => message._id === id)!.read).to.equal(true);
      await done;
      expect((await serviceMessage(api, id)).read).to.equal(true);
      expect(api.sent('POST', MARK_AS)).to.have.length(1);
      expect(events).to.deep.equal([{ ids: [id], markAs: 'read' }]);
      await feed.markUnread([id]);
      expect((await serviceMessage(api, id)).read).to.equal(false);
    });

    it('sends nothing for ids it has not loaded, nor for a mark that changes nothing', async () => {
      const api = inProcessApi();
      const { feed } = follow(configFor(api));
      const { messages } = await ready(feed);
      const read = messages.find((message) => message.read)!._id!;
      const unseen = messages.find((message) => !message.seen)!._id!;
      await feed.markRead(['no-such-message', read]);
      await feed.markUnread(['no-such-message']);
      await feed.markSeen(['no-such-message', read]);
      expect(api.sent('POST', MARK_AS)).to.deep.equal([]);
      // The control: a mark that changes something is sent, with only that id.
      await feed.markSeen([unseen, 'no-such-message']);
      expect(api.sent('POST', MARK_AS).map((request) => request.body)).to.deep.equal([
        { messageId: [unseen], markAs: 'seen' },
      ]);
    });

    it('refuses ids that are not a list of ids, naming them, and sends nothing', async () => {
      const api = inProcessApi();
      const { feed } = follow(configFor(api));
      const { messages } = await ready(feed);
      const id = messages.find((message) => !message.read)!._id!;
      const notAList = await rejection(feed.markRead(id as unknown as string[]));
      expect(notAList).to.be.instanceOf(NotifValidationError);
      expect((notAList as NotifValidationError).field).to.equal('ids');
      const blank = await rejection(feed.markRead([id, '']));
      expect((blank as NotifValidationError).field).to.equal('ids.1');
      const tab = await rejection(feed.setTab('archived' as 'all'));
      expect((tab as NotifValidationError).field).to.equal('tab');
      expect(feed.getSnapshot().tab).to.equal('all');
      expect(feed.getSnapshot().messages.find((message) => message._id === id)!.read).to.equal(false);
      expect(api.sent('POST', MARK_AS)).to.deep.equal([]);
    });

    it('undoes a mark the service refuses, and says so with an error event', async () => {
      const api = inProcessApi();
      const { feed } = follow(configFor(api));
      const { messages } = await ready(feed);
      const id = messages.find((message) => !message.read)!._id!;
      const errors: { operation: string; error: Error }[] = [];
      feed.addEventListener('error', (event) => errors.push(event.detail));
      api.refusePaths(MARK_AS);
      await feed.markRead([id]);
      expect(feed.getSnapshot().messages.find((message) => message._id === id)!.read).to.equal(false);
      expect(errors.map((error) => error.operation)).to.deep.equal(['mark-as']);
    });

    it('marks every unread message of the subscriber read, loaded or not', async () => {
      const api = inProcessApi();
      const { feed } = follow(configFor(api, { pageSize: 5 }));
      await ready(feed);
      await feed.markAllRead();
      expect((await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount).to.equal(0);
      await waitFor(() => feed.getSnapshot().unread === 0, { message: 'an unread count of 0' });
      expect(feed.getSnapshot().messages.every((message) => message.read)).to.equal(true);
    });
  });

  it('tells of a message that arrives while it is open', async () => {
    const api = inProcessApi();
    const { feed } = follow(configFor(api));
    await ready(feed);
    await waitFor(() => feed.getSnapshot().unseen > 0);
    const arrived: string[][] = [];
    feed.addEventListener('arrived', (event) =>
      arrived.push(event.detail.messages.map((message) => String(message.subject))),
    );
    await api.client.trigger({ name: 'welcome', to: ADA, payload: { name: 'Grace' } });
    await feed.refresh();
    await waitFor(() => arrived.length === 1, { message: 'an arrived event' });
    expect(arrived[0]).to.have.length(1);
    expect(arrived[0]![0]).to.contain('Grace');
    expect(feed.getSnapshot().messages[0]!.subject).to.contain('Grace');
  });

  describe('listeners', () => {
    const UNSEEN = /\/notifications\/unseen$/;

    it('works again after its last listener left and a new one came, as under React Strict Mode', async () => {
      const api = inProcessApi();
      const feed = createNotifFeed(configFor(api));
      feed.subscribe(() => undefined)();
      const seen: NotifFeedSnapshot[] = [];
      feed.subscribe((snapshot) => seen.push(snapshot));
      const { messages } = await ready(feed);
      const id = messages.find((message) => !message.read)!._id!;
      await feed.markRead([id]);
      expect((await serviceMessage(api, id)).read).to.equal(true);
      expect(seen.at(-1)!.messages.find((message) => message._id === id)!.read).to.equal(true);
      expect(api.sent('GET', FEED).filter((request) => /page=0/.test(request.search))).to.have.length(1);
    });

    it('loads the counts and no list when made for counts alone (useNotifCounts)', async () => {
      const api = inProcessApi();
      const counts = openNotifFeed(configFor(api), { loadsList: false });
      counts.subscribe(() => undefined);
      await waitFor(() => counts.getSnapshot().unread > 0, { message: 'the counts' });
      expect(counts.getSnapshot().unseen).to.equal(await api.client.countUnseen(ADA));
      // The unread count is the only feed request: `read=false&limit=1`, whose totalCount it is.
      const queries = api
        .sent('GET', FEED)
        .map((request) => Object.fromEntries(new URLSearchParams(request.search)));
      expect(queries).to.deep.equal([{ read: 'false', limit: '1' }]);
      expect(counts.getSnapshot()).to.include({ status: 'idle', hasMore: false });
    });

    it('stops polling the counts when its last listener leaves', async () => {
      const api = inProcessApi();
      const unsubscribe = createNotifFeed(configFor(api, { pollInterval: 50 })).subscribe(() => undefined);
      await waitFor(() => api.sent('GET', UNSEEN).length >= 3, { message: 'three polls' });
      unsubscribe();
      const polls = api.sent('GET', UNSEEN).length;
      // The control: a feed subscribed now with the same interval polls several times meanwhile.
      const control = inProcessApi();
      createNotifFeed(configFor(control, { pollInterval: 50 })).subscribe(() => undefined);
      await waitFor(() => control.sent('GET', UNSEEN).length >= 4, { message: "the control's four polls" });
      // A poll already on its way when the listener left may still land: one, not one per interval.
      expect(api.sent('GET', UNSEEN).length).to.be.at.most(polls + 1);
    });
  });

  it('rejects every call after dispose(), and no longer listens', async () => {
    const api = inProcessApi();
    const config = configFor(api);
    const { feed, seen } = follow(config);
    const other = follow(config);
    const { messages } = await ready(feed);
    feed.dispose();
    for (const call of [
      () => feed.loadMore(),
      () => feed.refresh(),
      () => feed.setTab('unread'),
      () => feed.markRead(['x']),
      () => feed.markUnread(['x']),
      () => feed.markSeen(['x']),
      () => feed.markAllRead(),
    ]) {
      const error = await rejection(call());
      expect(error).to.be.instanceOf(NotifError);
      expect((error as Error).message).to.match(/after dispose\(\)/);
    }
    expect(thrown(() => feed.subscribe(() => undefined))).to.be.instanceOf(NotifError);
    const calls = seen.length;
    // The store still changes (a feed configured alike marks, and hears it): the disposed feed hears none of it.
    const id = messages.find((message) => !message.read)!._id!;
    await other.feed.markRead([id]);
    expect(other.feed.getSnapshot().messages.find((message) => message._id === id)!.read).to.equal(true);
    expect(seen.length).to.equal(calls);
  });

  it('shares one store with <notif-inbox> configured alike: one load, one mark, the same truth', async () => {
    const api = inProcessApi();
    const config = configFor(api);
    const inbox = await fixture<NotifInbox>(
      html`<notif-inbox
        mode="inline"
        base-url=${config.baseUrl!}
        subscriber-id=${ADA}
        api-key=${DEV_KEY}
        poll-interval="0"
        .fetch=${api.fetch}
      ></notif-inbox>`,
    );
    const { feed } = follow(config);
    const cards = () => [...inbox.shadowRoot!.querySelectorAll<NotifMessage>('notif-message')];
    await waitFor(() => cards().length > 0, { message: 'the inbox to show messages' });
    const { messages } = await ready(feed);
    expect(cards().map((card) => card.message!._id)).to.deep.equal(
      messages.slice(0, cards().length).map((m) => m._id),
    );
    const firstPages = api.sent('GET', FEED).filter((request) => !/read=|page=[1-9]/.test(request.search));
    expect(firstPages.filter((request) => /limit=20/.test(request.search))).to.have.length(1);

    // Marked from the custom UI: the inbox's card shows it too, and one request went.
    const [first, second] = messages.filter((message) => !message.read);
    await feed.markRead([first!._id!]);
    const card = () => cards().find((c) => c.message?._id === first!._id)!;
    await waitFor(() => card().message!.read === true, { message: "the inbox's card to follow the feed" });
    expect(api.sent('POST', MARK_AS)).to.have.length(1);

    // Marked from the inbox (a click reads the message): the feed shows it.
    const clicked = cards().find((c) => c.message?._id === second!._id)!;
    clicked.addEventListener('notif-message-click', (event) => event.preventDefault());
    clicked.click();
    await waitFor(
      () => feed.getSnapshot().messages.find((message) => message._id === second!._id)!.read === true,
      { message: 'the feed to follow the inbox' },
    );
    await waitFor(() => api.sent('POST', MARK_AS).length === 2);
    expect((await serviceMessage(api, second!._id!)).read).to.equal(true);
  });
});
