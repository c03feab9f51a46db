/**
 * Desktop notifications of `<notif-toasts desktop>`: while the page is hidden, an arrival shows as a browser
 * notification (the Notification API) instead of a toast, read through the message card's view model, so it says
 * what the card would (docs/decisions.md#desktop-notifications). Fetched the first time one is shown.
 *
 * Up to `max` messages show one notification each; a bigger batch shows one that counts them. Clicking a message's
 * notification brings its tab to the front and activates the message as a click on its card does: marked read,
 * `notif-message-click` (cancelable), then its redirect.
 */
import type { Message } from '../../api/types.js';
import { clipText } from '../../utils/clip-text.js';
import { activateMessage, followRedirect } from '../shared/message-activation.js';
import { readMessage } from '../shared/message-view.js';

/** How much of a message's text a notification shows: systems cut them shorter anyway. */
const TITLE_LIMIT = 120;
const BODY_LIMIT = 300;

export interface DesktopContext {
  /** Where `notif-message-click` is dispatched: the `<notif-toasts>` element. */
  target: EventTarget;
  /** The batch's messages, newest first. */
  messages: readonly Message[];
  max: number;
  locale?: string;
  /** Said for a batch larger than `max`, and for a message with neither subject nor text. */
  arrived: (count: number, subject?: string) => string;
  markRead: (message: Message, keepalive: boolean) => void;
}

/** Shows the batch as desktop notifications (the permission is granted). */
export function showDesktopNotifications(context: DesktopContext): void {
  const { messages, max, locale } = context;
  if (messages.length > max) {
    const summary = new Notification(context.arrived(messages.length), { lang: locale ?? '' });
    summary.onclick = () => {
      window.focus();
      summary.close();
    };
    return;
  }
  for (const message of messages) {
    const view = readMessage(message);
    const text = view.blocks.map((block) => block.text).join('\n');
    const title = view.subject ?? view.blocks[0]?.text ?? context.arrived(1);
    const notification = new Notification(clipText(title, TITLE_LIMIT), {
      body: clipText(view.subject ? text : text.slice(title.length).trim(), BODY_LIMIT),
      icon: view.avatar?.href,
      // One notification per message: shown again, it replaces the first.
      tag: view.id,
      lang: locale ?? '',
      dir: 'auto',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
      activateMessage(
        context.target,
        message,
        view,
        (keepalive) => context.markRead(message, keepalive),
        followRedirect,
      );
    };
  }
}
