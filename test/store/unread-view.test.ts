// The Unread list of the store holds unread messages only: "Mark all as read" empties it at once, and a message read
// while the list is shown stays in place until the list is shown again, never longer (docs/reliability.md#the-unread-list).
// Against the local API, with subscriber-grace (6 messages, 4 unread).
import { expect } from '@open-wc/testing';
import { NotifClient } from '../../src/api/client.js';
import { FeedStore } from '../../src/store/feed-store.js';
import { ShownLists } from '../../src/store/shown-lists.js';
import { BASE_URL, DEV_KEY, inProcessApi, type InProcessApi } from '../support/in-process-api.js';

const GRACE = 'subscriber-grace';
let counter = 0;

function storeFor(api: InProcessApi): FeedStore {
  const client = new NotifClient({
    baseUrl: BASE_URL,
    auth: { apiKey: DEV_KEY },
    fetch: api.fetch,
    retry: false,
  });
  counter++;
  const store = new FeedStore({
    client,
    subscriberId: GRACE,
    storageKey: `unread-view-${counter}`,
    channelName: `unread-view-${counter}`,
  });
  store.shownLists = new ShownLists(); // as the elements give it, the first time one shows a list
  return store;
}

/** A store whose Unread list is loaded and shown by `owner`, with the ids it lists. */
async function shownUnreadList(owner: object) {
  const api = inProcessApi();
  const store = storeFor(api);
  await store.loadMore('unread');
  const ids = [...store.view('unread').ids];
  store.showing(owner, 'unread');
  return { api, store, ids };
}

async function unreadOnServer(api: InProcessApi): Promise<number> {
  return (await api.client.listFeed(GRACE, { read: false, limit: 1 })).totalCount;
}

describe('FeedStore: the Unread list', () => {
  afterEach(() => localStorage.clear());

  it('is empty as soon as Mark all as read starts, before the service answers', async () => {
    const { api, store, ids } = await shownUnreadList({});
    expect(ids).to.have.length(4);
    const done = store.markAllRead();
    expect(store.view('unread').ids).to.deep.equal([]);
    await done;
    expect(store.view('unread').ids).to.deep.equal([]);
    expect(await unreadOnServer(api)).to.equal(0);
  });

  it('empties at once on Mark all as read when the only messages left were read in place', async () => {
    const { store, ids } = await shownUnreadList({});
    await store.mark(ids, 'read');
    expect(store.view('unread').ids).to.deep.equal(ids);
    const done = store.markAllRead();
    expect(store.view('unread').ids).to.deep.equal([]);
    await done;
  });

  it('drops a message read while nobody shows the list at once', async () => {
    const api = inProcessApi();
    const store = storeFor(api);
    await Promise.all([store.loadMore('unread'), store.loadMore('all')]);
    const [first, ...rest] = store.view('unread').ids;
    await store.mark([first!], 'read');
    expect(store.view('unread').ids).to.deep.equal(rest);
    // The All list keeps every message, read or not.
    expect(store.view('all').ids).to.include(first);
  });

  it('keeps a message read while the list is shown in place until the list is shown again', async () => {
    const owner = {};
    const { store, ids } = await shownUnreadList(owner);
    await store.mark([ids[1]!], 'read');
    expect(store.message(ids[1]!)!.read).to.equal(true);
    expect(store.view('unread').ids, 'no row moves under the reader').to.deep.equal(ids);

    // Shown again (another tab, then back): the read message is gone.
    store.showing(owner, 'all');
    expect(store.view('unread').ids).to.deep.equal([ids[0], ...ids.slice(2)]);
    store.showing(owner, 'unread');
    expect(store.view('unread').ids).to.deep.equal([ids[0], ...ids.slice(2)]);
  });

  it('drops a message read at once, shown or not, in a store no element shows (a headless feed)', async () => {
    const { store, ids } = await shownUnreadList({});
    store.shownLists = undefined;
    store.showing({}, 'unread');
    await store.mark([ids[0]!], 'read');
    expect(store.view('unread').ids).to.not.include(ids[0]);
  });

  it('lets a message read in place go when the last viewer stops showing the list, and takes back one marked unread again', async () => {
    const owner = {};
    const { store, ids } = await shownUnreadList(owner);
    await store.mark([ids[0]!], 'read');
    expect(store.view('unread').ids).to.deep.equal(ids);
    store.showing(owner, undefined);
    expect(store.view('unread').ids).to.deep.equal(ids.slice(1));
    // Marked unread again: back in its place.
    await store.mark([ids[0]!], 'unread');
    expect(store.view('unread').ids).to.deep.equal(ids);
  });

  it('shows the view again for one viewer when another starts showing it', async () => {
    const bell = {};
    const inline = {};
    const { store, ids } = await shownUnreadList(inline);
    await store.mark([ids[2]!], 'read');
    expect(store.view('unread').ids).to.deep.equal(ids);
    store.showing(bell, 'unread'); // the popover opens on the Unread tab: it shows the list afresh
    expect(store.view('unread').ids).to.not.include(ids[2]);
  });
});

describe('FeedStore: a list shown in a panel over the page', () => {
  it('says whether one is shown, and tells its listeners when that changes', async () => {
    const store = storeFor(inProcessApi());
    const panel = {};
    const inline = {};
    let changes = 0;
    store.addEventListener('change', () => changes++);
    store.showing(inline, 'all');
    expect(store.panelShown, 'an inline list is in the page').to.equal(false);
    store.showing(panel, 'all', true);
    expect(store.panelShown).to.equal(true);
    const opened = changes;
    expect(opened).to.be.greaterThan(0);
    store.showing(panel, 'unread', true);
    expect(store.panelShown, 'another list of the same panel').to.equal(true);
    store.showing(panel, undefined, true);
    expect(store.panelShown, 'closed').to.equal(false);
    expect(changes).to.be.greaterThan(opened);
  });
});
