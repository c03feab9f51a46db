// A React 19 app that renders only NotifInbox, imported from notif-elements/react: what it weighs over the same app
// without it (./without-inbox) is what the inbox costs a React app (docs/budgets.md#size-budgets).
import { NotifInbox } from 'notif-elements/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <header>
    <NotifInbox baseUrl="/api/notif" subscriberId="subscriber-ada" />
  </header>,
);
