/** `notif-elements/provider`: registers `<notif-provider>`, which shares one configuration with the elements inside it. */
export { NotifProvider } from '../elements/notif-provider/notif-provider.js';
export type { NotifConfig } from '../utils/config.js';
