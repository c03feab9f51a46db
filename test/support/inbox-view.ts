/** What an inbox shows on screen, as its seen-on-view counts it. */
import type { Message } from '../../src/api/types.js';

/**
 * The ids of the inbox's messages that are at least `share` visible, inside both its list and the window, as the
 * IntersectionObserver computes it.
 */
export function messagesInView(inbox: HTMLElement, share = 0.5): string[] {
  const root = inbox.shadowRoot!;
  const list = root.querySelector('[part~="list"]')!.getBoundingClientRect();
  const bottom = Math.min(list.bottom, window.innerHeight);
  const top = Math.max(list.top, 0);
  return [...root.querySelectorAll<HTMLElement & { message: Message }>('notif-message')]
    .filter((message) => {
      const box = message.getBoundingClientRect();
      const visible = Math.min(box.bottom, bottom) - Math.max(box.top, top);
      return box.height > 0 && visible >= box.height * share;
    })
    .map((message) => message.message._id!);
}

/** The ids sent in `seen` marks so far, in the order sent. */
export function seenIds(requests: readonly { body: unknown }[]): string[] {
  return requests
    .map((request) => request.body as { markAs?: string; messageId?: string[] | string } | undefined)
    .flatMap((body) => (body?.markAs === 'seen' ? (body.messageId ?? []) : []));
}
