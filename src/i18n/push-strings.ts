import { commonStrings } from './common-strings.js';

/** The strings of `<notif-push-register>`, in English. */
export const pushStrings = {
  ...commonStrings,
  /** Push registration (`<notif-push-register>`). */
  pushEnable: 'Enable notifications',
  pushAsking: 'Waiting for your permission…',
  pushRegistering: 'Turning notifications on…',
  pushRegistered: 'Notifications on',
  pushDenied: 'Notifications are blocked. Allow them for this site in your browser settings, then reload.',
  pushUnsupported: 'This browser cannot receive push notifications here.',
  pushInsecure: 'Push notifications need a secure (https) page.',
  pushError: 'Notifications could not be turned on.',
  /** Button label while push cannot work in this browser (the reason is shown next to it). */
  pushUnavailable: 'Notifications unavailable',
  /** Follows `pushUnsupported`: the browser feature that is missing. */
  pushMissing: (feature: string) => `Missing: ${feature}.`,
  /** Button label after the person blocked notifications (`pushDenied` explains next to it). */
  pushBlocked: 'Notifications blocked',
  pushDismissed: 'Notifications were not turned on. Press the button to be asked again.',
  pushRegisteredHint:
    'Press the button again to register this browser anew, for example after its token changed.',
  pushNotConfigured: 'Set a subscriber-id (and base-url) to turn on notifications.',
  /** Developer-facing: `provider-id` is missing or not one of the service's providers. */
  pushUnreachable: 'The notification service could not be reached. Check the connection, then retry.',
};
