/**
 * The strings of the inbox's grouped rows and selection (`<notif-inbox group selectable>`), in English. Apart from
 * the inbox's own strings: they come with the code of those features, fetched when an inbox uses them.
 */
export const listStrings = {
  /**
   * Accessible name of a group's row ("4 notifications, Ada mentioned you, 3 unread"): how many, what (the newest
   * message's subject), how many unread; counts already formatted for the locale.
   */
  groupLabel: (count: number, formatted: string, name: string, unread: number, unreadFormatted: string) =>
    `${count === 1 ? '1 notification' : `${formatted} notifications`}, ${name}${unread > 0 ? `, ${unreadFormatted} unread` : ''}`,
  /** Under a group's latest subject: how many more messages it holds. */
  groupMore: (_count: number, formatted: string) => `and ${formatted} more`,
  /** Accessible name of a message's checkbox; `title` is its subject or first line. */
  selectMessage: (title: string) => `Select ${title}`,
  /** Accessible name of a group's checkbox; `label` is the group's name (`groupLabel`). */
  selectGroup: (label: string) => `Select ${label}`,
  /** Accessible name of the selection's toolbar. */
  selectionLabel: 'Selected notifications',
  /** The selection's count, shown in its bar and announced. */
  selectedCount: (_count: number, formatted: string) => `${formatted} selected`,
  markSelectedRead: 'Mark read',
  markSelectedUnread: 'Mark unread',
  clearSelection: 'Clear selection',
  /** Announced when the selection is cleared. */
  selectionCleared: 'Selection cleared',
  /** Announced after "Mark read" or "Mark unread". */
  markedRead: (_count: number, formatted: string) => `${formatted} marked read`,
  markedUnread: (_count: number, formatted: string) => `${formatted} marked unread`,
};
