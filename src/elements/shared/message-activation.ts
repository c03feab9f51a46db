/**
 * What activating a message does, wherever it is activated: its card (click, Enter or Space), a toast (which shows
 * its card), or a desktop notification of `<notif-toasts>` (docs/decisions.md#click-cancel-and-redirect). The read
 * mark goes first, so a listener that navigates or removes the element cannot lose it; then `notif-message-click`,
 * which the page may cancel; then the redirect, unless cancelled.
 */
import type { Message } from '../../api/types.js';
import { NotifMessageClickEvent } from '../../events/notif-message-click.js';
import type { MessageView } from './message-view.js';
import type { SafeUrl } from './safe-url.js';

/**
 * Activates `message` (what its card shows of it: `view`), dispatching `notif-message-click` on `target`: `markRead`
 * marks it read (`keepalive` when the page is about to navigate, so the request survives the unload), and `navigate`
 * follows its redirect (the card's overridable `navigate`, else {@link followRedirect}).
 */
export function activateMessage(
  target: EventTarget,
  message: Message,
  view: MessageView,
  markRead: (keepalive: boolean) => void,
  navigate: (url: SafeUrl) => void,
): void {
  const redirect = view.redirect;
  if (view.unread) markRead(redirect !== undefined);
  // The checked URL, the card's own href: a page that routes clicks itself never needs the raw one.
  const event = new NotifMessageClickEvent(redirect ? { message, url: redirect.href } : { message });
  target.dispatchEvent(event);
  if (redirect && !event.defaultPrevented) navigate(redirect);
}

/** Follows a call to action: a URL of the page's origin in the same tab, any other in a new tab without opener or referrer. */
export function followRedirect(url: SafeUrl): void {
  if (url.external) window.open(url.href, '_blank', 'noopener,noreferrer');
  else window.location.assign(url.href);
}
