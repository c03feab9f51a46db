/**
 * One registration once permission is granted: this browser's device token, stored with the service unless it
 * acknowledged it before. Fetched when a registration first runs, with the request code it needs, so the button
 * shows without either; its failures come back classified, for the element's error state.
 */
import { bindOperations } from '../../api/bind-operations.js';
import { upsertCredentials } from '../../api/operations/subscribers.js';
import type { NotifConfig } from '../../utils/config.js';
import { sharedConnection } from '../../utils/shared-connection.js';
import type { AcknowledgedTokens, RegistrationScope } from './acknowledged-tokens.js';
import { deviceToken, storeDeviceToken, type TokenSource } from './device-token.js';
import { classifyRegistrationFailure, type RegistrationFailure } from './registration-failure.js';
import { asError } from '../../utils/as-error.js';

/** How a registration ended: the token the service now has, or why it failed. */
export type RunResult = { token: string } | { error: Error; failure: RegistrationFailure };

/** The operation a registration calls, on the connection shared by every element configured alike. */
export function pushClient(config: NotifConfig) {
  return bindOperations(sharedConnection(config), { upsertCredentials });
}

export type PushClient = ReturnType<typeof pushClient>;

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
