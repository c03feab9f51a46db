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
  pushUnsupported: 'This browser cannot show notifications from this site.',
  pushInsecure: 'Notifications can only be turned on from a secure (https) page.',
  pushError: 'Notifications could not be turned on.',
  /** Button label while push cannot work in this browser (the reason is shown next to it). */
  pushUnavailable: 'Notifications unavailable',
  /** Button label after the person blocked notifications (`pushDenied` explains next to it). */
  pushBlocked: 'Notifications blocked',
  pushDismissed: 'Notifications were not turned on. Press the button to be asked again.',
  pushRegisteredHint: 'This browser will show notifications from this site.',
  pushNotConfigured: 'Sign in to turn on notifications.',
  pushUnreachable: 'The notification service could not be reached. Check the connection, then retry.',
  /** Developer-facing: `provider-id` is missing or not one of the service's providers. */
  pushBadProvider: (value: string | undefined) =>
    `${value ? `provider-id "${value}" is not a provider the service knows.` : 'provider-id is not set.'} ` +
    'Use a push provider (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams or appio); all 20 ' +
    'are listed in SUBSCRIBER_CHANNEL_PROVIDERS of notif-elements/client.',
  /** Developer-facing: `problem` follows the attribute's name, such as "is not set". */
  pushBadVapidKey: (problem: string) =>
    `vapid-public-key ${problem}. Set it to your push server's VAPID public key ` +
    '("npx web-push generate-vapid-keys" prints a pair), or give the element a tokenProvider.',
  /** Developer-facing: the service answered 400 because it has no active integration for the provider. */
  pushNoIntegration: (providerId: string, integrationIdentifier: string | undefined) =>
    integrationIdentifier
      ? `The service has no active ${providerId} integration with the identifier "${integrationIdentifier}". ` +
        'Activate it, or correct integration-identifier, then retry.'
      : `The service has no active ${providerId} integration in this environment. Create or activate one, then retry.`,
  pushUnknownSubscriber: (subscriberId: string) =>
    `The service has no subscriber "${subscriberId}". Create it, or correct subscriber-id, then retry.`,
  pushRefused: (status: number) =>
    `The service refused the request (${status}). Check the api-key or token, or the sign-in of your proxy.`,
};
