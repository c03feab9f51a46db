// Type checks of the feed hooks against React 18's types: tsc fails if they need React 19's, or accept what they
// should not.
import { useNotifCounts, useNotifFeed, type UseNotifFeedResult } from 'notif-elements/react';

export function Badge({ subscriberId }: { subscriberId: string }) {
  const { unseen, unread } = useNotifCounts({ baseUrl: '/api/notif', subscriberId });
  return <span title={`${unread} unread`}>{unseen}</span>;
}

export function Latest({ subscriberId }: { subscriberId: string }) {
  const { messages, status, hasMore, loadMore, markRead } = useNotifFeed({
    baseUrl: '/api/notif',
    subscriberId,
  });
  return (
    <ul aria-busy={status === 'loading'}>
      {messages.map((message) => (
        <li key={message._id} onClick={() => markRead([message._id])}>
          {message.subject}
        </li>
      ))}
      {hasMore && <button onClick={loadMore}>More</button>}
    </ul>
  );
}

export function markOne({ markRead }: UseNotifFeedResult, id: string) {
  // @ts-expect-error: marks take an array of ids
  return markRead(id);
}
