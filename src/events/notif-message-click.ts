import type { Message } from '../api/types.js';

/** The detail of {@link NotifMessageClickEvent}. */
export interface NotifMessageClickDetail {
  message: Message;
  /**
   * Where the message leads, as checked (docs/security.md): the absolute http(s) URL of its redirect call to action,
   * the same href its card links to. Absent when there is none or it was refused (a `javascript:` one, say). Route
   * with this, never with `message.cta.data.url`, which is the raw value from the API.
   */
  url?: string;
}

/** A message was activated (click, Enter or Space). Cancel it to stop the redirect, for example in an SPA router. */
export class NotifMessageClickEvent extends CustomEvent<NotifMessageClickDetail> {
  static readonly eventName = 'notif-message-click';
  constructor(detail: NotifMessageClickDetail) {
    super(NotifMessageClickEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-message-click': NotifMessageClickEvent;
  }
}
