import type { Message, MessageButton } from '../api/types.js';

/** A primary or secondary action button of a message was pressed. */
export class NotifActionEvent extends CustomEvent<{ message: Message; button: MessageButton }> {
  static readonly eventName = 'notif-action';
  constructor(detail: { message: Message; button: MessageButton }) {
    super(NotifActionEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-action': NotifActionEvent;
  }
}
