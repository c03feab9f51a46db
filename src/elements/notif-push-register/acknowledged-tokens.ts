/**
 * What the service has acknowledged, remembered in `localStorage` so that a device token is sent once per
 * subscriber and provider, not on every page load.
 *
 * Only a fingerprint of each token is stored, never the token: a push token is a capability (with it, and the
 * sender's credentials, anyone can reach this browser), and `localStorage` is readable by every script of the
 * origin and kept in clear on disk. Telling "already sent" from "new" needs equality only, which a fingerprint gives:
 * its SHA-256, from Web Crypto. Every page that can register has it: the element registers only on a secure page
 * (`push-support.ts`), and every secure page has Web Crypto.
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

interface Acknowledgement {
  /** `sha256:<hex>`. */
  hash: string;
  /** Epoch milliseconds of the acknowledgement. */
  at: number;
}

/** Every key of this memory starts with it. */
export const ACKNOWLEDGED_PREFIX = 'notif-elements:push:';

/** Fingerprints kept per scope: tokens rotate rarely, and older ones are never offered again. */
const MAX_KEPT = 20;

/**
 * Kept here, for every memory of the page, when `localStorage` is blocked or full: this page at least does not send
 * a token twice.
 */
const keptForThisPage = new Map<string, Acknowledgement[]>();

function isAcknowledgement(value: unknown): value is Acknowledgement {
  const entry = value as Acknowledgement;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.hash === 'string' &&
    /^sha256:[0-9a-f]+$/.test(entry.hash) &&
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

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The fingerprint stored in place of a token. */
export async function tokenFingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return `sha256:${toHex(new Uint8Array(digest))}`;
}

/** The memory of acknowledged device tokens. */
export class AcknowledgedTokens {
  readonly #storage: () => Storage | undefined;
  readonly #now: () => number;

  constructor(storage: () => Storage | undefined = localStorageOrUndefined, now: () => number = Date.now) {
    this.#storage = storage;
    this.#now = now;
  }

  /** Whether any token was acknowledged for the scope (a registration made earlier, maybe on another page load). */
  any(scope: RegistrationScope): boolean {
    return this.#entries(acknowledgedKey(scope)).length > 0;
  }

  /** Whether this very token was acknowledged for the scope. */
  async has(scope: RegistrationScope, token: string): Promise<boolean> {
    const hash = await tokenFingerprint(token);
    return this.#entries(acknowledgedKey(scope)).some((entry) => entry.hash === hash);
  }

  /** Remembers that the service acknowledged the token for the scope. */
  async add(scope: RegistrationScope, token: string): Promise<void> {
    const key = acknowledgedKey(scope);
    const hash = await tokenFingerprint(token);
    const kept = this.#entries(key).filter((entry) => entry.hash !== hash);
    this.#write(key, [...kept, { hash, at: this.#now() }].slice(-MAX_KEPT));
  }

  /** Forgets every token of the scope, so the next registration sends its token again. */
  forget(scope: RegistrationScope): void {
    const key = acknowledgedKey(scope);
    keptForThisPage.delete(key);
    try {
      this.#storage()?.removeItem(key);
    } catch {
      // blocked storage: nothing was kept there
    }
  }

  /** The acknowledgements kept under `key`, the page's own and the stored ones. */
  #entries(key: string): Acknowledgement[] {
    const kept = [...(keptForThisPage.get(key) ?? [])];
    try {
      const parsed: unknown = JSON.parse(this.#storage()?.getItem(key) ?? 'null');
      const tokens = (parsed as { tokens?: unknown } | null)?.tokens;
      if (Array.isArray(tokens)) kept.push(...tokens.filter(isAcknowledgement));
    } catch {
      // unreadable or corrupt: as if nothing was acknowledged, so the token is sent (the service keeps one copy)
    }
    const seen = new Set<string>();
    return kept.filter((entry) => !seen.has(entry.hash) && seen.add(entry.hash));
  }

  #write(key: string, entries: Acknowledgement[]): void {
    try {
      const storage = this.#storage();
      if (storage) {
        storage.setItem(key, JSON.stringify({ v: 1, tokens: entries }));
        keptForThisPage.delete(key);
        return;
      }
    } catch {
      // quota exceeded or storage blocked: remembered for this page only
    }
    keptForThisPage.set(key, entries);
  }
}
