/** Every built-in English string of the elements as one object, as `notif-elements` exports it (`englishStrings`). */
import { activityDetailStrings } from './activity-detail-strings.js';
import { inboxStrings } from './inbox-strings.js';
import { listStrings } from './list-strings.js';
import { pushStrings } from './push-strings.js';
import { toastsStrings } from './toasts-strings.js';

export const en = {
  ...inboxStrings,
  ...listStrings,
  ...pushStrings,
  ...activityDetailStrings,
  ...toastsStrings,
};
