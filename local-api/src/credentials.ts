/** How an upsert (operation 1) merges channel credentials, as docs/decisions.md#credentials fixes it: nothing stored is lost. */
import type { ChannelCredentials } from 'notif-api-contract';

/**
 * `incoming` over `stored`: fields given replace the stored ones, fields not given stay. Device tokens are
 * appended (stored first, then new ones not already there); none, or `[]`, keeps the stored list.
 */
export function mergeCredentials(
  stored: ChannelCredentials,
  incoming: ChannelCredentials,
): ChannelCredentials {
  const { deviceTokens: incomingTokens, ...rest } = incoming;
  const merged: ChannelCredentials = { ...stored };
  for (const [field, value] of Object.entries(rest) as [keyof ChannelCredentials, unknown][]) {
    // An explicit `undefined` (possible in-process, never in JSON) is "not given", not "erase".
    if (value !== undefined) (merged as Record<string, unknown>)[field] = value;
  }
  if (incomingTokens !== undefined || stored.deviceTokens !== undefined) {
    merged.deviceTokens = [...new Set([...(stored.deviceTokens ?? []), ...(incomingTokens ?? [])])];
  }
  return merged;
}

/** `credentials` without the device tokens in `removed` (the rest of the stored list stays, in order). */
export function withoutDeviceTokens(
  credentials: ChannelCredentials,
  removed: readonly string[] | undefined,
): ChannelCredentials {
  if (!removed?.length || credentials.deviceTokens === undefined) return credentials;
  return { ...credentials, deviceTokens: credentials.deviceTokens.filter((token) => !removed.includes(token)) };
}
