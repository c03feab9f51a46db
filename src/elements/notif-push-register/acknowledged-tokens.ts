/**
 * What the service has acknowledged, remembered in `localStorage` so that a device token is sent once per
 * subscriber and provider, not on every page load.
 *
 * Only a SHA-256 fingerprint of each token is stored, never the token: a push token is a capability (with it, and
 * the sender's credentials, anyone can reach this browser), and `localStorage` is readable by every script of the
 * origin and kept in clear on disk. Telling "already sent" from "new" needs equality only, which a fingerprint gives.
 */
import { localStorageOrUndefined } from '../../utils/local-storage.js';

/** Whose registration a token is: one memory per service, subscriber, provider and integration. */
export interface RegistrationScope {
  /** The element's `base-url` (requests go to `<baseUrl>/v1/…`); empty for the page's origin. */
  baseUrl: string;
  subscriberId: string;
  providerId: string;
  integrationIdentifier?: string;
}

export interface Acknowledgement {
  /** `sha256:<hex>` (or `fnv1a:<hex>` where Web Crypto is unavailable). */
  hash: string;
  /** Epoch milliseconds of the acknowledgement. */
  at: number;
}

/** Every key of this memory starts with it. */
export const ACKNOWLEDGED_PREFIX = 'notif-elements:push:';

/** Kept here when `localStorage` is blocked or full, so this page at least does not send a token twice. */
export const fallback = new Map<string, Acknowledgement[]>();

function isAcknowledgement(value: unknown): value is Acknowledgement {
  const entry = value as Acknowledgement;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.hash === 'string' &&
    /^(?:sha256|fnv1a):[0-9a-f]+$/.test(entry.hash) &&
    typeof entry.at === 'number'
  );
}

/** The storage key of one scope. Auth is left out on purpose: session tokens rotate, the device's registration does not. */
export function acknowledgedKey(scope: RegistrationScope): string {
  return (
    ACKNOWLEDGED_PREFIX +
    JSON.stringify([scope.baseUrl, scope.subscriberId, scope.providerId, scope.integrationIdentifier ?? ''])
  );
}

/**
 * The memory of acknowledged device tokens. The button's first state needs only {@link any}; looking a token up and
 * remembering one (`token-memory.ts`, with the fingerprint) are fetched when a registration first stores a token.
 */
export class AcknowledgedTokens {
  constructor(
    /** @internal */ readonly storage: () => Storage | undefined = localStorageOrUndefined,
    /** @internal */ readonly now: () => number = Date.now,
  ) {}

  /** Whether any token was acknowledged for the scope (a registration made earlier, maybe on another page load). */
  any(scope: RegistrationScope): boolean {
    return this.entries(acknowledgedKey(scope)).length > 0;
  }

  /** Whether this very token was acknowledged for the scope. */
  async has(scope: RegistrationScope, token: string): Promise<boolean> {
    return (await import('./token-memory.js')).hasToken(this, scope, token);
  }

  /** Remembers that the service acknowledged the token for the scope. */
  async add(scope: RegistrationScope, token: string): Promise<void> {
    return (await import('./token-memory.js')).addToken(this, scope, token);
  }

  /** Forgets every token of the scope, so the next registration sends its token again. */
  forget(scope: RegistrationScope): void {
    const key = acknowledgedKey(scope);
    fallback.delete(key);
    try {
      this.storage()?.removeItem(key);
    } catch {
      // blocked storage: nothing was kept there
    }
  }

  /** @internal The acknowledgements kept under `key`, the page's own and the stored ones. */
  entries(key: string): Acknowledgement[] {
    const kept = [...(fallback.get(key) ?? [])];
    try {
      const parsed: unknown = JSON.parse(this.storage()?.getItem(key) ?? 'null');
      const tokens = (parsed as { tokens?: unknown } | null)?.tokens;
      if (Array.isArray(tokens)) kept.push(...tokens.filter(isAcknowledgement));
    } catch {
      // unreadable or corrupt: as if nothing was acknowledged, so the token is sent (the service keeps one copy)
    }
    const seen = new Set<string>();
    return kept.filter((entry) => !seen.has(entry.hash) && seen.add(entry.hash));
  }
}
