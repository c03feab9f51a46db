import type { Message } from '../api/types.js';

/** A message was activated (click, Enter or Space). Cancel it to stop the redirect, for example in an SPA router. */
export class NotifMessageClickEvent extends CustomEvent<{ message: Message }> {
  static readonly eventName = 'notif-message-click';
  constructor(detail: { message: Message }) {
    super(NotifMessageClickEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-message-click': NotifMessageClickEvent;
  }
}
