import { arrived } from './arrival-strings.js';

/**
 * The strings of `<notif-toasts>`, in English. Each toast shows a `<notif-message>`, with the message strings of
 * `inbox-strings.ts`.
 */
export const toastsStrings = {
  /** Said when new messages arrive (the toasts say it too). */
  arrived,
  /** Accessible name of the stack of toasts, a region of the page. */
  toastsLabel: 'New notifications',
  /** Accessible name of a toast's dismiss button. */
  toastDismiss: 'Dismiss notification',
  /** Below the stack while more toasts wait than it shows; `formatted` is the count for the locale. */
  toastsMore: (_count: number, formatted: string) => `+${formatted} more`,
  /** The button that asks the browser for desktop notifications (`desktop`), shown with the toasts. */
  desktopEnable: 'Enable desktop notifications',
};
