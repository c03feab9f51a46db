/** An operation failed. `operation` names it (`load`, `mark-as`, `register`…); `error` is what was thrown. */
export class NotifErrorEvent extends CustomEvent<{ operation: string; error: Error }> {
  static readonly eventName = 'notif-error';
  constructor(detail: { operation: string; error: Error }) {
    super(NotifErrorEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'notif-error': NotifErrorEvent;
  }
}
