// An inbox of its own markup in React: useNotifFeed for the list, useNotifCounts for the bell's badge.
import { useState } from 'react';
import { useNotifCounts, useNotifFeed } from 'notif-elements/react';
import { currentUser } from './session';

// `/api/notif`: the app's backend, running createInboxProxy, so the browser holds no API key.
const baseUrl = '/api/notif';

function Badge() {
  // A configuration written inline is fine: the feed is keyed by its values, not made again on every render.
  const { unseen } = useNotifCounts({ baseUrl, subscriberId: currentUser.id });
  return (
    <span className="badge" aria-label={`${unseen} unseen`}>
      {unseen > 99 ? '99+' : unseen}
    </span>
  );
}

export function Inbox() {
  const { messages, unread, status, hasMore, tab, setTab, loadMore, refresh, markRead, markAllRead } =
    useNotifFeed({ baseUrl, subscriberId: currentUser.id, pageSize: 10 });
  const [markingAll, setMarkingAll] = useState(false);

  async function readAll() {
    setMarkingAll(true);
    try {
      await markAllRead();
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <section aria-label="Notifications">
      <header>
        <h2>
          Notifications <Badge />
        </h2>
        <p className="unread">{unread} unread</p>
        <button type="button" disabled={markingAll || unread === 0} onClick={readAll}>
          Mark all as read
        </button>
      </header>
      <div role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'all'} onClick={() => setTab('all')}>
          All
        </button>
        <button type="button" role="tab" aria-selected={tab === 'unread'} onClick={() => setTab('unread')}>
          Unread
        </button>
      </div>
      <ul>
        {messages.map((message) => (
          <li key={message._id} data-id={message._id} className={message.read ? 'read' : 'unread'}>
            <span>{message.subject}</span>
            {!message.read && (
              <button type="button" onClick={() => markRead([message._id])}>
                Mark as read
              </button>
            )}
          </li>
        ))}
      </ul>
      {markingAll && <p role="status">Marking all as read…</p>}
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'error' && (
        <p role="alert">
          Could not load the notifications.{' '}
          <button type="button" onClick={refresh}>
            Retry
          </button>
        </p>
      )}
      {status === 'ready' && messages.length === 0 && <p role="status">No notifications</p>}
      {status === 'ready' && hasMore && (
        <button type="button" onClick={loadMore}>
          Load more
        </button>
      )}
    </section>
  );
}
