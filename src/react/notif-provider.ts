import { NotifProvider as NotifProviderElement } from '../elements/notif-provider/notif-provider.js';
import { wrap } from './wrap.js';

/** `<notif-provider>`: the configuration every element inside it shares. */
export const NotifProvider = wrap(NotifProviderElement, {}, { provides: true });
