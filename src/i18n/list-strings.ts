/**
 * The strings of the inbox's grouped rows and selection (`<notif-inbox group selectable>`), in English. Apart from
 * the inbox's own strings: they come with the code of those features, fetched when an inbox uses them.
 */
export const listStrings = {
  /**
   * Accessible name of a group's row ("4 notifications from Ada and 2 others, Ada mentioned you, 3 unread"): how many,
   * from whom (`people`, from {@link groupPeople}; empty when no message names a person), what (the newest message's
   * subject), how many unread; counts already formatted for the locale.
   */
  groupLabel: (
    count: number,
    formatted: string,
    name: string,
    unread: number,
    unreadFormatted: string,
    people = '',
  ) =>
    `${count === 1 ? '1 notification' : `${formatted} notifications`}${people && ` from ${people}`}, ${name}${unread > 0 ? `, ${unreadFormatted} unread` : ''}`,
  /** The people a group's messages name, for its name: the newest, and how many others ("Ada and 2 others"). */
  groupPeople: (person: string, others: number, othersFormatted: string) =>
    others > 0 ? `${person} and ${othersFormatted} other${others === 1 ? '' : 's'}` : person,
  /** Under a group's latest subject: how many more messages it holds. */
  groupMore: (_count: number, formatted: string) => `and ${formatted} more`,
  /** Accessible name of a message's checkbox; `title` is its subject or first line. */
  selectMessage: (title: string) => `Select ${title}`,
  /** Accessible name of a group's checkbox; `label` is the group's name (`groupLabel`). */
  selectGroup: (label: string) => `Select ${label}`,
  /** The selection bar's checkbox, checked when every loaded message is selected: selects them all, or none. */
  selectAll: 'Select all',
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
