/**
 * Desktop notifications need the browser's permission, asked only from a user gesture and only once for the site,
 * whichever tab asks (docs/decisions.md#desktop-notifications): the first ask is recorded in `localStorage`, and no
 * toasts of any tab offer their "Enable desktop notifications" button after it, even when the person closed the
 * prompt without answering. A page may still ask again from its own control (`requestDesktopPermission()`).
 */
import { localStorageOrUndefined } from '../../utils/local-storage.js';
import {
  notificationPermission,
  requestNotificationPermission,
  type NotificationPermissionState,
} from '../shared/notification-permission.js';

/** Where the first ask is recorded: one key for the site, as the permission is the site's. */
export const ASKED_KEY = 'notif-elements:desktop-asked';

/** Whether this browser can show desktop notifications at all. */
export function desktopSupported(): boolean {
  return typeof (globalThis as { Notification?: unknown }).Notification === 'function';
}

/** Whether this tab asked: what a page whose storage is blocked goes by. */
let askedHere = false;

function askedBefore(): boolean {
  try {
    const storage = localStorageOrUndefined();
    return storage ? storage.getItem(ASKED_KEY) !== null : askedHere;
  } catch {
    return askedHere;
  }
}

/** Whether the toasts may offer their button: notifications are possible, undecided, and no tab asked yet. */
export function mayOfferDesktop(): boolean {
  return desktopSupported() && notificationPermission() === 'default' && !askedBefore();
}

/**
 * Asks for the permission, when the person has not decided yet; the answer otherwise. Only while handling a click or a
 * key press (the browser's user activation): anything else is refused with an error that says so, before any prompt.
 */
export async function askDesktopPermission(): Promise<NotificationPermissionState> {
  const now = notificationPermission();
  if (now !== 'default' || !desktopSupported()) return now;
  const activation = (globalThis.navigator as { userActivation?: { isActive: boolean } } | undefined)
    ?.userActivation;
  if (activation && !activation.isActive) {
    throw new Error(
      'requestDesktopPermission() must be called while handling a click or a key press: browsers ask for permission only from a user gesture.',
    );
  }
  askedHere = true;
  try {
    localStorageOrUndefined()?.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    // Blocked storage: the other tabs may offer the button once more; this one does not.
  }
  return requestNotificationPermission();
}
