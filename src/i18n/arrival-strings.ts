/**
 * What is said when messages arrive, in English: the inbox's live region and the toasts' say it alike.
 * `subject` is the subject of the only new message, when it has one.
 */
export const arrived = (count: number, subject?: string) =>
  count !== 1
    ? `${count} new notifications`
    : subject
      ? `1 new notification: ${subject}`
      : '1 new notification';
