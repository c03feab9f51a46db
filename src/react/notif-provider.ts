import { NotifProvider as NotifProviderElement } from '../entries/provider.js';
import { wrap } from './wrap.js';

/** `<notif-provider>`: the configuration every element inside it shares. */
export const NotifProvider = wrap('notif-provider', NotifProviderElement);
