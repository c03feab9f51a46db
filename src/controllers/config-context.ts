import { createContext } from '@lit/context';
import type { NotifConfig } from '../store/config.js';

/**
 * The configuration a `<notif-provider>` (or an inbox, for the messages inside it) gives every `notif-*` element
 * below it. A string key, so two copies of the library on one page still find each other.
 */
export const notifConfigContext = createContext<NotifConfig | undefined>('notif-elements/config');
