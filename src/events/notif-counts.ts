/** The unseen or unread count changed. */
export class NotifCountsEvent extends CustomEvent<{ unseen: number; unread: number }> {
  static readonly eventName = 'notif-counts';
  constructor(detail: { unseen: number; unread: number }) {
    super(NotifCountsEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-counts': NotifCountsEvent;
  }
}
