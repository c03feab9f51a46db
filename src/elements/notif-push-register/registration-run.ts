/**
 * One registration once permission is granted: this browser's device token (from the `tokenProvider`, or a Web Push
 * subscription), stored with the service unless it acknowledged it before. Fetched when a registration first runs,
 * with the request code it needs, so the button shows without either; its failures come back classified, for the
 * element's error state.
 */
import { bindOperations } from '../../api/bind-operations.js';
import { upsertCredentials } from '../../api/operations/subscribers.js';
import type { SubscriberChannelProvider } from '../../api/providers.js';
import type { Subscriber } from '../../api/types.js';
import { invalid } from '../../api/errors.js';
import { asError } from '../../utils/as-error.js';
import type { NotifConfig } from '../../store/config.js';
import { sharedConnection } from '../../store/shared-connection.js';
import type { AcknowledgedTokens, RegistrationScope } from './acknowledged-tokens.js';
import { classifyRegistrationFailure, type RegistrationFailure } from './registration-failure.js';
import { webPushToken, type TokenProvider } from './web-push-token.js';

/** Where the device token comes from: a `tokenProvider`, or this browser's Web Push subscription. */
export interface TokenSource {
  tokenProvider?: TokenProvider;
  vapidPublicKey?: string;
  serviceWorker?: string;
}

/** How a registration ended: the token the service now has, or why it failed. */
export type RunResult = { token: string } | { error: Error; failure: RegistrationFailure };

/** The operation a registration calls, on the connection shared by every element configured alike. */
function pushClient(config: NotifConfig) {
  return bindOperations(sharedConnection(config), { upsertCredentials });
}

type PushClient = ReturnType<typeof pushClient>;

/** Says what a token provider resolved with, without ever showing the value itself. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return 'an empty string';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;
}

/** The device token from the `tokenProvider`, or this browser's Web Push subscription. */
async function deviceToken(source: TokenSource): Promise<string> {
  const provider = source.tokenProvider;
  const value: unknown = provider
    ? await provider()
    : await webPushToken({
        vapidPublicKey: source.vapidPublicKey ?? '',
        serviceWorker: source.serviceWorker || '/notif-sw.js',
      });
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalid(
      'tokenProvider',
      `must resolve with a non-empty string (the device token), not ${describeValue(value)}`,
    );
  }
  return value;
}

/** The service answered 200: it must now list the token under the provider, or it did not store it. */
function checkStored(subscriber: Subscriber, scope: RegistrationScope, token: string): void {
  if (!Array.isArray(subscriber.channels)) return; // a service that does not echo channels: trust the 200
  const stored = subscriber.channels.some(
    (channel) =>
      channel?.providerId === scope.providerId && channel.credentials?.deviceTokens?.includes(token),
  );
  if (!stored) {
    throw new Error(
      `The service answered the registration but lists no such device token under ${scope.providerId} for ${scope.subscriberId}.`,
    );
  }
}

/** Stores the token with the service (`PATCH …/credentials`) unless the service already acknowledged it. */
async function storeDeviceToken(
  client: PushClient,
  memory: AcknowledgedTokens,
  scope: RegistrationScope,
  token: string,
  signal: AbortSignal,
): Promise<void> {
  if (await memory.has(scope, token)) return;
  const subscriber = await client.upsertCredentials(
    scope.subscriberId,
    {
      providerId: scope.providerId as SubscriberChannelProvider,
      ...(scope.integrationIdentifier ? { integrationIdentifier: scope.integrationIdentifier } : {}),
      credentials: { deviceTokens: [token] },
    },
    { signal },
  );
  checkStored(subscriber, scope, token);
  // Remembered even when the element went away meanwhile: the service has the token, so it is never re-sent.
  await memory.add(scope, token);
}

/** Gets the device token and stores it; never throws. */
export async function runRegistration(
  source: TokenSource,
  config: NotifConfig,
  memory: AcknowledgedTokens,
  scope: RegistrationScope,
  signal: AbortSignal,
): Promise<RunResult> {
  try {
    const token = await deviceToken(source);
    signal.throwIfAborted();
    await storeDeviceToken(pushClient(config), memory, scope, token, signal);
    return { token };
  } catch (cause) {
    const error = asError(cause);
    return { error, failure: classifyRegistrationFailure(cause) };
  }
}
