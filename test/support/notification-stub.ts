/**
 * A stand-in for the browser's `Notification` (which a headless browser cannot show) and for the page's visibility:
 * the notifications the page made, with their title and options, clicked as a person would click them.
 */
import { replaceProperty } from './push-stubs.js';

export interface ShownNotification {
  title: string;
  options: NotificationOptions;
  closed: boolean;
  /** Clicks it, as the system's notification centre would. */
  click(): void;
}

export interface NotificationStub {
  readonly shown: ShownNotification[];
  /** How many times the page asked for permission. */
  readonly requests: number;
  restore(): void;
}

/**
 * `Notification` with the permission `permission`; asking answers `answer` (and sets it, as browsers do). Every
 * notification made is kept in `shown`.
 */
export function stubNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
): NotificationStub {
  const shown: ShownNotification[] = [];
  let current = permission;
  let requests = 0;
  class StubNotification {
    static get permission() {
      return current;
    }
    static async requestPermission() {
      requests++;
      current = answer;
      return answer;
    }
    onclick: ((event: Event) => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      const record: ShownNotification = {
        title,
        options,
        closed: false,
        click: () => this.onclick?.(new Event('click')),
      };
      this.close = () => {
        record.closed = true;
      };
      shown.push(record);
    }
    close: () => void;
  }
  const restore = replaceProperty(window, 'Notification', { writable: true, value: StubNotification });
  return {
    shown,
    get requests() {
      return requests;
    },
    restore,
  };
}

/** The page's visibility, set by the test (`visibilitychange` fires on each change). */
export function stubVisibility(initial: DocumentVisibilityState = 'visible') {
  let state = initial;
  const restore = replaceProperty(document, 'visibilityState', { get: () => state });
  return {
    set(next: DocumentVisibilityState) {
      state = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    restore,
  };
}
