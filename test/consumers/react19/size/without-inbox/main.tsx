// The app of ../inbox-only without NotifInbox: the baseline its weight is measured against.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<header></header>);
