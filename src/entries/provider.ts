/** `notif-elements/provider`: registers `<notif-provider>`, which shares one configuration with the elements inside it. */
import { defineElement } from '../elements/shared/define-element.js';
import { NotifProvider } from '../elements/notif-provider/notif-provider.js';
export { NotifProvider };
export type { NotifConfig } from '../store/config.js';

defineElement(NotifProvider);
