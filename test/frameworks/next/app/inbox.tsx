'use client';
// The inbox in a client component: rendered on the server for the first load, then hydrated once.
import { NotifInbox, NotifProvider, useNotifCounts } from 'notif-elements/react';
import { useState } from 'react';
import { currentUser } from '../lib/sessions';

export function Inbox() {
  const [lastEvent, setLastEvent] = useState('');
  const { unread } = useNotifCounts({ baseUrl: '/api/notif', subscriberId: currentUser.id });
  return (
    <NotifProvider baseUrl="/api/notif" subscriberId={currentUser.id}>
      <NotifInbox
        onNotifMessageClick={(event) => {
          event.preventDefault(); // route inside the app instead of following the message's link
          setLastEvent(`clicked ${event.detail.message._id}`);
        }}
        onNotifMarked={(event) => setLastEvent(`marked ${event.detail.markAs} ${event.detail.ids.join(',')}`)}
      />
      <p data-test="unread">{unread} unread</p>
      <p data-test="event">{lastEvent}</p>
    </NotifProvider>
  );
}
