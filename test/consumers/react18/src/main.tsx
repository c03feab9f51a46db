// A React app that uses the package's React components.
import { NotifInbox } from 'notif-elements/react';
import { createRoot } from 'react-dom/client';

const log: string[] = [];
Object.assign(window, { notifLog: log });

function App() {
  return (
    <NotifInbox
      mode="inline"
      baseUrl={new URLSearchParams(location.search).get('api') ?? ''}
      subscriberId="subscriber-ada"
      apiKey="local-dev-api-key"
      strings={{ markAllRead: 'Alles gelesen' }}
      onNotifMessageClick={(event) => {
        event.preventDefault();
        log.push(`click:${event.detail.message._id}`);
      }}
      onNotifMarked={(event) => log.push(`marked:${event.detail.markAs}`)}
    />
  );
}

createRoot(document.getElementById('root')!).render(<App />);
