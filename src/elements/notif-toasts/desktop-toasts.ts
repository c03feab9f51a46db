/**
 * What `<notif-toasts desktop>` adds to the toasts: the notification permission (read, watched, asked once per
 * browser, its button offered until then), and the counts read while the page is hidden, so an arrival shows as a
 * desktop notification there. The toasts fetch this module when `desktop` is first set (or the permission is asked
 * for), so a page whose toasts stay in the page carries none of it (docs/architecture.md#chunks); the desktop
 * notifications themselves come with the first one shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { notificationPermission, watchNotificationPermission } from '../shared/notification-permission.js';
import { ASKED_KEY, askDesktopPermission, desktopSupported, mayOfferDesktop } from './desktop-permission.js';
import { HiddenPagePoll } from './hidden-page-poll.js';

export class DesktopToasts implements ReactiveController {
  readonly #hiddenPoll: HiddenPagePoll;
  #stopWatchingPermission: (() => void) | undefined;

  /** `readCounts` reads the counts again, for the arrivals of a hidden page. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    readCounts: () => void,
  ) {
    this.#hiddenPoll = new HiddenPagePoll(readCounts);
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('storage', this.#onStorage);
    this.#stopWatchingPermission = watchNotificationPermission(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this.#onStorage);
    this.#stopWatchingPermission?.();
    this.#stopWatchingPermission = undefined;
    this.#hiddenPoll.stop();
  }

  /** Whether desktop notifications can show: the browser has them and the permission is granted. */
  get ready(): boolean {
    return desktopSupported() && notificationPermission() === 'granted';
  }

  /** Whether to offer the button that asks for the permission (not asked yet, in this browser). */
  get offer(): boolean {
    return mayOfferDesktop();
  }

  /** Reads the counts every `ms` while the page is hidden; 0 stops. */
  pollWhileHidden(ms: number): void {
    this.#hiddenPoll.start(ms);
  }

  /** Asks for the permission (from a user's gesture), once per browser. */
  ask(): Promise<NotificationPermission> {
    return askDesktopPermission();
  }

  #onStorage = (event: StorageEvent): void => {
    // Another tab asked for the desktop permission: this one stops offering its button.
    if (event.key === ASKED_KEY) this.host.requestUpdate();
  };
}
