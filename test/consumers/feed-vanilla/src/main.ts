// An inbox of its own markup, without a framework: the feed's snapshot drawn into a list on every change.
import { createNotifFeed, type FeedMessage } from 'notif-elements/feed';
import { currentUser } from './session';

// `/api/notif`: the app's backend, running createInboxProxy, so the browser holds no API key.
const feed = createNotifFeed({ baseUrl: '/api/notif', subscriberId: currentUser.id });

const root = document.querySelector<HTMLElement>('#inbox')!;
const title = Object.assign(document.createElement('h2'), { textContent: 'Notifications' });
const unread = Object.assign(document.createElement('p'), { className: 'unread' });
const markAll = Object.assign(document.createElement('button'), { textContent: 'Mark all as read' });
const list = document.createElement('ul');
const state = Object.assign(document.createElement('p'), { role: 'status' });
const more = Object.assign(document.createElement('button'), { textContent: 'Load more' });
root.append(title, unread, markAll, list, state, more);

markAll.addEventListener('click', () => feed.markAllRead());
more.addEventListener('click', () => feed.loadMore());

// Messages that come into view are marked seen: one request for all those one callback reports.
const seen = new IntersectionObserver((entries) => {
  const ids = entries
    .filter((entry) => entry.isIntersecting)
    .map((entry) => (entry.target as HTMLElement).dataset.id!);
  if (ids.length > 0) void feed.markSeen(ids);
});

/** One message: its subject as text (what the service sends is data, never markup), and a button to read it. */
function item(message: FeedMessage): HTMLLIElement {
  const row = Object.assign(document.createElement('li'), { className: message.read ? 'read' : 'unread' });
  row.dataset.id = message._id;
  row.append(Object.assign(document.createElement('span'), { textContent: message.subject ?? '' }));
  if (!message.read) {
    const read = Object.assign(document.createElement('button'), { textContent: 'Mark as read' });
    read.addEventListener('click', () => feed.markRead([message._id]));
    row.append(read);
  }
  if (!message.seen) seen.observe(row);
  return row;
}

feed.subscribe(({ messages, unread: count, status, hasMore }) => {
  seen.disconnect();
  list.replaceChildren(...messages.map(item));
  unread.textContent = `${count} unread`;
  markAll.disabled = count === 0;
  state.textContent =
    status === 'loading' ? 'Loading…' : status === 'error' ? 'Could not load the notifications.' : '';
  if (status === 'ready' && messages.length === 0) state.textContent = 'No notifications';
  more.hidden = !hasMore || status === 'loading';
});
