/**
 * What `<notif-push-register>` says when something went wrong that the page or the service must fix: a wrong
 * attribute, or a registration the service refused.
 */
import type { PushStrings } from '../../i18n/strings.js';
import type { MisconfiguredAttribute } from './registration-machine.js';
import type { RegistrationFailure } from './registration-failure.js';

/** Who the registration was for, as the words name it. */
export interface ProblemContext {
  providerId?: string;
  integrationIdentifier?: string;
  subscriberId?: string;
}

/** The message for a wrong attribute; `phrase` says what is wrong with it ("is not set"). */
export function misconfigurationMessage(
  attribute: MisconfiguredAttribute,
  phrase: string,
  context: ProblemContext,
  strings: PushStrings,
): string {
  return attribute === 'provider-id'
    ? strings.pushBadProvider(context.providerId || undefined)
    : strings.pushBadVapidKey(phrase);
}

/** The message for a failed registration, one a person (and, for mistakes of the page, its developer) can act on. */
export function failureMessage(
  failure: RegistrationFailure,
  context: ProblemContext,
  strings: PushStrings,
): string {
  switch (failure.kind) {
    case 'no-integration':
      return strings.pushNoIntegration(context.providerId ?? '', context.integrationIdentifier || undefined);
    case 'unknown-subscriber':
      return strings.pushUnknownSubscriber(context.subscriberId ?? '');
    case 'refused':
      return strings.pushRefused(failure.status);
    case 'http':
      // The service's own trouble (5xx) is the person's to retry, not to read: its status and words go to the
      // page's developer in the `notif-error` event. Any other answer comes of the page's request, and is named.
      return failure.status >= 500
        ? strings.pushError
        : `${strings.pushError} (${failure.status}${failure.said ? `: ${failure.said}` : ''})`;
    case 'unreachable':
      return strings.pushUnreachable;
    case 'other':
      return `${strings.pushError} ${failure.message}`;
  }
}
