// A React 19 app that uses the package's React components, configured through the provider.
import { NotifInbox, NotifProvider } from 'notif-elements/react';
import { createRoot } from 'react-dom/client';

const log: string[] = [];
Object.assign(window, { notifLog: log });

createRoot(document.getElementById('root')!).render(
  <NotifProvider
    baseUrl={new URLSearchParams(location.search).get('api') ?? ''}
    subscriberId="subscriber-ada"
    apiKey="local-dev-api-key"
  >
    <NotifInbox
      mode="inline"
      strings={{ markAllRead: 'Alles gelesen' }}
      onNotifMessageClick={(event) => {
        event.preventDefault();
        log.push(`click:${event.detail.message._id}`);
      }}
      onNotifMarked={(event) => log.push(`marked:${event.detail.markAs}`)}
    />
  </NotifProvider>,
);
