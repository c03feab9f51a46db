import { arrived } from './arrival-strings.js';
import { commonStrings } from './common-strings.js';

/** The strings of `<notif-inbox>` and `<notif-message>`, in English. */
export const inboxStrings = {
  ...commonStrings,
  /** Accessible name of the bell; `count` is already formatted for the locale. */
  bellLabel: (count: number, formatted: string) =>
    count === 0 ? 'Notifications' : `Notifications, ${formatted} unseen`,
  inboxTitle: 'Notifications',
  tabAll: 'All',
  tabUnread: 'Unread',
  /** Accessible name of the Unread tab while there are unread messages; `formatted` is the count for the locale. */
  tabUnreadLabel: (count: number, formatted: string) =>
    count === 1 ? 'Unread, 1 notification' : `Unread, ${formatted} notifications`,
  tabsLabel: 'Filter notifications',
  markAllRead: 'Mark all as read',
  /** Under the empty state's text, on both tabs. */
  emptyHint: 'New notifications will show up here.',
  empty: 'No notifications',
  emptyUnread: 'No unread notifications',
  error: 'Notifications could not be loaded.',
  /** The error state when the service does not know the subscriber (a 404): a setup mistake, not a passing failure. */
  errorUnknownSubscriber: "This inbox's subscriber was not found.",
  /** Why the list could not load: the browser is offline, the service cannot be reached, it refused the
   * subscriber (401, 403), or it failed (5xx). */
  errorOffline: "You are offline. Notifications will load when you are back online.",
  errorUnreachable: "The notification service could not be reached.",
  errorForbidden: "This inbox is not allowed to read these notifications.",
  errorServer: "The notification service had a problem. Try again in a moment.",
  /** The close button of the panel, shown on a phone where the panel is a sheet over the page. */
  close: "Close",
  offline: 'You are offline. Changes will be sent when you are back online.',
  loading: 'Loading notifications',
  loadingMore: 'Loading more notifications',
  markFailed: 'A change could not be saved and was undone.',
  dismiss: 'Dismiss',
  unreadCount: (count: number, formatted: string) => (count === 0 ? 'All read' : `${formatted} unread`),
  /** Said when new messages arrive (the toasts say it too). */
  arrived,
  /** The pill over a list scrolled away from its top, when messages arrived above; `formatted` is the count. */
  newPill: (_count: number, formatted: string) => `${formatted} new`,
  notConfigured: 'Set a subscriber-id (and base-url) to show notifications.',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  unread: 'Unread',
  read: 'Read',
  unseen: 'New',
  /** Accessible name of a message: its subject (or first line) and its read state (`unread` or `read` above). */
  messageLabel: (title: string, state: string) => `${title}, ${state}`,
  /** Stands in for the subject of a message that has neither subject nor text. */
  messageUntitled: 'Notification',
  statusError: 'Delivery failed',
  statusWarning: 'Delivered with a warning',
  actionDone: 'Done',
};
