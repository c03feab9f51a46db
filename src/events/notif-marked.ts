import type { MarkAs } from '../api/providers.js';

/** The service acknowledged a mark: these messages are now read, seen, unread or unseen. */
export class NotifMarkedEvent extends CustomEvent<{ ids: string[]; markAs: MarkAs }> {
  static readonly eventName = 'notif-marked';
  constructor(detail: { ids: string[]; markAs: MarkAs }) {
    super(NotifMarkedEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-marked': NotifMarkedEvent;
  }
}
