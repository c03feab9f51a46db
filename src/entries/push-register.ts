/** `notif-elements/push-register`: registers `<notif-push-register>`, which stores this device's push token. */
import { defineElement } from '../elements/shared/define-element.js';
import { NotifPushRegister } from '../elements/notif-push-register/notif-push-register.js';
export { NotifPushRegister };
export { NotifPushStateEvent, type PushState } from '../events/notif-push-state.js';
export { NotifErrorEvent } from '../events/notif-error.js';
export {
  webPushToken,
  type TokenProvider,
  type WebPushTokenOptions,
} from '../elements/notif-push-register/web-push-token.js';
export type { PushStrings } from '../i18n/strings.js';

defineElement(NotifPushRegister);
