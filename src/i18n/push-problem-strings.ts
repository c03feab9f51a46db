/**
 * The push register's words for what went wrong: a wrong attribute, and a registration the service refused. Fetched
 * with `problem-words.ts` when one of them is shown, so a page whose button works does not carry them.
 */
export const pushProblemStrings = {
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
